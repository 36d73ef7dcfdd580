import type { PageContent } from '../components/ContentPage';

export const what: PageContent = {
  title: 'What We Do',
  intro: 'One place to follow public money in Kenya, report wrongdoing safely and take part in the decisions that shape your county.',
  sections: [
    {
      heading: 'Follow your county and its projects',
      paragraphs: [
        'Each of the 47 counties has a page with its population, area, headquarters, constituencies and wards. Project pages show what is being built, who is building it, the money allocated and spent, and how far the work has gone, down to the ward.',
      ],
      links: [
        { to: '/counties', label: 'Counties' },
        { to: '/projects', label: 'Government projects' },
        { to: '/govspend', label: 'Government spending' },
      ],
    },
    {
      heading: 'Report corruption and file complaints',
      paragraphs: [
        'The reporting channel accepts complaints about poor service and reports of bribery, embezzlement, nepotism, procurement irregularities and extortion. You can stay anonymous, attach evidence, and follow your report with a receipt code.',
      ],
      links: [
        { to: '/whistleblower', label: 'Report corruption' },
        { to: '/complaints', label: 'File a complaint' },
      ],
    },
    {
      heading: 'Learn and take part',
      paragraphs: [
        'Workshops teach residents, journalists and community groups how to read a budget, follow a tender and make a written submission. Townhall meetings and forum discussions give you a place to ask questions, and the expert Q&A connects you with people who know public finance and the law.',
      ],
      links: [
        { to: '/workshops', label: 'Workshops' },
        { to: '/townhall-meetings', label: 'Townhall meetings' },
        { to: '/community/forum-discussion', label: 'Forum discussions' },
      ],
    },
    {
      heading: 'Publish open data and guides',
      paragraphs: [
        'We publish policy briefs, guidelines and good practices you can download, along with the data behind our pages so that journalists, researchers and county officials can reuse it.',
      ],
      links: [
        { to: '/resources/publications', label: 'Publications' },
        { to: '/resources/knowledge', label: 'Knowledge Hub' },
        { to: '/data-access', label: 'Data access' },
      ],
    },
  ],
  related: [
    { to: '/why', label: 'Why we exist' },
    { to: '/how', label: 'How we work' },
    { to: '/vision-mission', label: 'Vision & mission' },
  ],
  callToAction: { text: 'Create a free account to follow projects and get notified when they change.', to: '/auth/signup', label: 'Join us today' },
};
