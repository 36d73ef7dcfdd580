import type { PageContent } from '../components/ContentPage';

export const internationalOrganizations: PageContent = {
  title: 'International Organisations',
  intro:
    'Development partners, multilateral bodies and international NGOs support governance and service delivery in Kenya. We help make sure the projects they fund are visible to the residents they are meant to serve.',
  sections: [
    {
      heading: 'Why work with us',
      paragraphs: [
        'Many county and national projects are financed in part by grants and loans from development partners. Residents often do not know a project exists, what it should deliver or who to ask when it stalls. We publish project information at ward level and give residents a channel to report problems, which gives funders an independent view from the ground.',
      ],
    },
    {
      heading: 'What we can do together',
      list: [
        'Publish the projects you fund on the platform, with their budgets, timelines and implementing agencies, so residents can follow them.',
        'Run community monitoring and feedback sessions in the wards where your projects are built.',
        'Train partner staff and grantees on citizen feedback, safe reporting and open data.',
        'Share anonymised patterns from citizen complaints about the sectors you work in, never the details of any report.',
      ],
    },
    {
      heading: 'Our conditions',
      paragraphs: [
        'International partners follow the same independence rules as every supporter: no access to reports or reporters, no say over what we publish, and public disclosure of the support we receive. Our Ohio office coordinates with partners outside Kenya; decisions about Kenyan cases are taken by our Kenya team.',
      ],
    },
  ],
  related: [
    { to: '/patnerships', label: 'Partnerships' },
    { to: '/data-access', label: 'Data access' },
    { to: '/about', label: 'Our story' },
  ],
  callToAction: { text: 'Interested in citizen monitoring of the projects you fund?', to: '/contact-us', label: 'Talk to our partnerships team' },
};
