import type { PageContent } from '../components/ContentPage';

export const how: PageContent = {
  title: 'How We Work',
  intro: 'We turn public documents into information a resident can use, we keep the people who speak up safe, and we bring questions to the offices that have to answer them.',
  sections: [
    {
      heading: 'From public documents to plain language',
      paragraphs: [
        'Our data team collects what public bodies already publish: county budget estimates and fiscal strategy papers, Controller of Budget implementation reviews, Auditor-General reports, procurement notices and project lists. We record where each figure came from, so anyone can check it against the original.',
        'We then link every figure to a place — one of the 47 counties, 290 constituencies or 1,450 wards — and explain it in short, plain sentences. When a figure is our estimate rather than an official number, we say so on the page.',
      ],
    },
    {
      heading: 'How a report is handled',
      steps: [
        'You file a complaint or a corruption report, with your contact details or anonymously. Anonymous reports never store your IP address, and location data is removed from photos you attach.',
        'You receive a receipt code. With it you can follow the report and answer our questions without ever telling us who you are.',
        'A trained case officer reviews the report, checks it against public records and, where needed, asks you for more detail through the follow-up page.',
        'If the report concerns a crime or a breach of the law, we prepare a case file for the right oversight body — such as the Ethics and Anti-Corruption Commission or the Commission on Administrative Justice — and tell you when we have done so.',
        'Where a report points to a problem many residents face, we publish what we found about the institution, never about the person who reported.',
      ],
    },
    {
      heading: 'Bringing citizens and offices together',
      paragraphs: [
        'We run workshops on reading county budgets and taking part in public participation, host townhall sessions where residents put questions to officials, and run an expert question-and-answer service for people preparing a submission or a request for information.',
        'We work with county assemblies, county executives and national agencies that want to publish their information in the open. Working with an office never means we stop reporting on it.',
      ],
    },
    {
      heading: 'Our working rules',
      list: [
        'Every figure has a source, and every correction is shown with its date.',
        'We protect reporters first: we would rather lose a story than expose a source.',
        'We are non-partisan. We do not endorse candidates or parties, in election years or any other year.',
        'We publish our funders and our annual accounts.',
      ],
    },
  ],
  related: [
    { to: '/what', label: 'What we do' },
    { to: '/core-values', label: 'Our core values' },
    { to: '/privacy-policy', label: 'How we protect your data' },
  ],
  callToAction: { text: 'Have you seen something that is not right?', to: '/whistleblower', label: 'Report it safely' },
};
