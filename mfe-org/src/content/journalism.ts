import type { PageContent } from '../components/ContentPage';

export const journalism: PageContent = {
  title: 'Journalists',
  intro:
    'Reporters, editors and community broadcasters use our data and guides to follow county budgets and government projects. Here is what we offer and how we work with the media.',
  sections: [
    {
      heading: 'What you can use',
      list: [
        'County, constituency and ward pages with sourced population, budget and project figures you can cite.',
        'Open data downloads in CSV and JSON, so you can run your own analysis.',
        'Plain-language explainers on the budget cycle, procurement and access to information, which you may quote with credit.',
        'Briefings before major budget milestones, such as the tabling of county budget estimates.',
      ],
      links: [
        { to: '/data-access', label: 'Data access' },
        { to: '/resources/publications', label: 'Publications' },
        { to: '/resources/knowledge', label: 'Knowledge Hub' },
      ],
    },
    {
      heading: 'What we will never share',
      paragraphs: [
        'We do not give journalists the identity, contact details or documents of anyone who reported to us, and we do not confirm whether a particular person filed a report. If a source wants to speak to the media, they decide that themselves.',
        'We may share what we found about an institution after our own checks, with the source’s details removed.',
      ],
    },
    {
      heading: 'Training for newsrooms',
      paragraphs: [
        'We run workshops for county-based reporters on reading budget estimates, finding procurement notices and filing requests under the Access to Information Act 2016. Newsrooms and journalism schools can request a session for their team.',
      ],
    },
    {
      heading: 'Media enquiries',
      paragraphs: [
        'For interviews, comment or help with a figure on the platform, write to our media team through the contact page. Tell us your deadline and we will do our best to meet it. If you find an error in our data, tell us: we correct it and show the date of the correction.',
      ],
    },
  ],
  related: [
    { to: '/news', label: 'News' },
    { to: '/blogs', label: 'Blogs' },
    { to: '/workshops', label: 'Workshops' },
  ],
  callToAction: { text: 'Working on a story about public money?', to: '/contact-us', label: 'Contact our media team' },
};
