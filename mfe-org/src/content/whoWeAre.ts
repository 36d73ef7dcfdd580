import type { PageContent } from '../components/ContentPage';

export const whoWeAre: PageContent = {
  title: 'Who We Are',
  intro:
    'We are a Kenyan civic-technology organisation, founded in 2022, that puts public information about counties, budgets and projects where citizens can use it — and gives people a safe way to speak up when public money goes missing.',
  sections: [
    {
      heading: 'A platform built with citizens',
      paragraphs: [
        'Devolution put billions of shillings and many public services in the hands of the 47 county governments. That brought decisions closer to people, but the information needed to follow them is still scattered across budget books, gazette notices and tender portals that few residents ever see.',
        'We gather that information into one place, explain it in plain language, and link it to the ward where you live. When something looks wrong, you can raise it here — openly, or anonymously if speaking up would put you at risk.',
      ],
    },
    {
      heading: 'Who we serve',
      list: [
        'Residents who want to know what is being built in their ward and whether it is on track.',
        'Whistleblowers who have seen bribery, inflated tenders or ghost projects and need a safe channel.',
        'Journalists, researchers and civil-society groups who need reliable, downloadable data.',
        'County officials and members of county assemblies who want to show their work in the open.',
      ],
    },
    {
      heading: 'How we are independent',
      paragraphs: [
        'We are not part of any government, party or contractor. We publish where our funding comes from, and no funder can edit what we publish or see who reported what.',
      ],
    },
  ],
  related: [
    { to: '/why', label: 'Why we exist' },
    { to: '/how', label: 'How we work' },
    { to: '/vision-mission', label: 'Vision & mission' },
    { to: '/our-team', label: 'Our leadership' },
  ],
  callToAction: { text: 'Want to help us hold public resources to account?', to: '/volunteer', label: 'See how you can get involved' },
};
