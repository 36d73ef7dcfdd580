import type { PageContent } from '../components/ContentPage';

export const rights: PageContent = {
  title: 'Know Your Rights',
  intro:
    'The Constitution of Kenya 2010 and the laws made under it give you the right to know how you are governed, to take part in decisions, and to complain when public officers fail you. Here is what those rights are and how to use them.',
  sections: [
    {
      heading: 'Your right to information',
      paragraphs: [
        'Article 35 gives every citizen the right of access to information held by the State. The Access to Information Act 2016 explains how: every public entity has an information access officer who must handle your request.',
      ],
      steps: [
        'Write your request to the information access officer of the office that holds the information. Say clearly what you want; you do not have to say why.',
        'The office must decide as soon as possible and within 21 days. Where the information concerns the life or liberty of a person, the answer is due within 48 hours.',
        'Making a request is free. The office may charge only a reasonable fee for copies.',
        'If your request is refused, ignored or only partly answered, you can ask the Commission on Administrative Justice (the Ombudsman) to review the decision, within 30 days.',
      ],
      links: [{ to: '/resources/knowledge', label: 'Read our guide to information requests' }],
    },
    {
      heading: 'Your right to take part',
      paragraphs: [
        'National values in Article 10 include democracy and the participation of the people. County assemblies must hold their sittings in public and facilitate public participation in their work and that of their committees (Article 196). Public finance must be open, with public participation in financial matters (Article 201).',
        'In practice this means you can attend county budget hearings, submit written comments on budget estimates and bills, and ask for the documents to be shared before a forum so you can prepare.',
      ],
    },
    {
      heading: 'Your right to complain',
      list: [
        'Poor service, delay, abuse of office or unfair treatment by a public office: the Commission on Administrative Justice (Ombudsman).',
        'Bribery, embezzlement, fraud in procurement and other corruption: the Ethics and Anti-Corruption Commission (EACC).',
        'Misuse of public funds found in audits: the reports of the Office of the Auditor-General and the Controller of Budget, which county assemblies and Parliament must consider.',
      ],
    },
    {
      heading: 'Your rights when you report through us',
      list: [
        'You may report anonymously. We never log or store IP addresses on reporting routes.',
        'Location data is removed from photos attached to anonymous reports.',
        'We never give your identity or contact details to any authority, employer or journalist without your agreement, unless a court orders it.',
        'You can follow your report with a receipt code without revealing who you are.',
      ],
      links: [{ to: '/privacy-policy', label: 'Read how we protect your data' }],
    },
    {
      heading: 'A note on safety and advice',
      paragraphs: [
        'Kenyan law protects some people who report wrongdoing in good faith, but the protection is not complete. Think about your own safety before you report, and use a device and network you trust. This page gives general information, not legal advice; for advice on a specific situation, speak to an advocate or ask a question through our expert Q&A.',
      ],
    },
  ],
  related: [
    { to: '/whistleblower', label: 'Report corruption' },
    { to: '/complaints', label: 'File a complaint' },
    { to: '/community/expert-qa', label: 'Ask an expert' },
  ],
  callToAction: { text: 'Seen corruption or abuse of public resources?', to: '/whistleblower', label: 'Report it safely' },
};
