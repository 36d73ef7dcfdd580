import type { PageContent } from '../components/ContentPage';

export const partnerships: PageContent = {
  title: 'Partnerships',
  intro:
    'We work with community organisations, universities, media houses, technology companies and public institutions that share our aim: open, accountable use of public resources.',
  sections: [
    {
      heading: 'Who we partner with',
      items: [
        {
          title: 'Community and faith-based organisations',
          text: 'Groups already trusted in a ward help us reach residents, host workshops and gather questions for townhalls.',
        },
        {
          title: 'Universities and researchers',
          text: 'Students and researchers use our open data and help us improve it; we co-host research on public finance at county level.',
        },
        {
          title: 'Media organisations',
          text: 'Newsrooms and community radio stations use our data and training to report on budgets and projects.',
        },
        {
          title: 'Technology partners',
          text: 'Companies donate services or engineering time, under the same independence rules as any other supporter.',
        },
      ],
    },
    {
      heading: 'Our partnership principles',
      list: [
        'Independence: no partner approves what we publish or sees any report or reporter’s details.',
        'Openness: we list our partners and what each partnership covers.',
        'Non-partisanship: we do not partner with political parties, candidates or campaigns.',
        'No conflicts: we do not accept support from companies that bid for public contracts we monitor.',
      ],
    },
    {
      heading: 'How to propose a partnership',
      steps: [
        'Write to our partnerships team through the contact page with a short description of your organisation and your idea.',
        'We arrange a conversation to agree on aims, responsibilities and how we will share results.',
        'We sign a simple written agreement and add the partnership to our public list.',
      ],
    },
  ],
  related: [
    { to: '/international-organizations', label: 'International organisations' },
    { to: '/government-agencies', label: 'Government agencies' },
    { to: '/donations', label: 'Support our work' },
  ],
  callToAction: { text: 'Have an idea for working together?', to: '/contact-us', label: 'Contact our partnerships team' },
};
