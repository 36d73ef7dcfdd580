import type { PageContent } from '../components/ContentPage';

export const governmentAgencies: PageContent = {
  title: 'Government Agencies',
  intro:
    'County governments, county assemblies and national ministries, departments and agencies can use the platform to publish their information, hear from residents and show their work in the open.',
  sections: [
    {
      heading: 'Meeting your obligations in the open',
      paragraphs: [
        'Public entities must publish information proactively under the Access to Information Act 2016 and Article 35 of the Constitution. County assemblies must facilitate public participation (Article 196), and public finance must be open and accountable with public participation in financial matters (Article 201). The platform gives you a place residents already visit.',
      ],
    },
    {
      heading: 'What we offer public offices',
      list: [
        'Publishing project lists, budgets and progress updates in formats residents can read and download.',
        'Announcing public participation forums and budget hearings to residents of the affected wards.',
        'Collecting written questions before a townhall, so officials can prepare real answers.',
        'Training for information access officers and public participation teams.',
      ],
    },
    {
      heading: 'What we do not do',
      paragraphs: [
        'Working with us does not buy favourable coverage. We keep publishing what we find, including about partner offices, and we never share reports or the identity of anyone who reported. Reports of corruption that need investigation go to the bodies with that mandate, such as the Ethics and Anti-Corruption Commission.',
      ],
    },
    {
      heading: 'Answering citizens’ questions',
      paragraphs: [
        'When residents raise a question about your office at a townhall or in the forum, we send it to you in writing. We publish your answer with the name of the office and the date it arrived, and we also say when no answer came.',
      ],
    },
  ],
  related: [
    { to: '/mda', label: 'Ministries & agencies' },
    { to: '/townhall-meetings', label: 'Townhall meetings' },
    { to: '/data-access', label: 'Data access' },
  ],
  callToAction: { text: 'Want to publish your office’s information on the platform?', to: '/contact-us', label: 'Contact us' },
};
