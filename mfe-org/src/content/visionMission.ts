import type { PageContent } from '../components/ContentPage';

export const visionMission: PageContent = {
  title: 'Vision & Mission',
  intro: 'Where we want Kenya to be, what we do each day to get there, and how we will know we are making progress.',
  sections: [
    {
      heading: 'Our vision',
      paragraphs: ['A Kenya where every citizen can see how public resources are allocated and used in their ward, can question it without fear, and gets an answer.'],
    },
    {
      heading: 'Our mission',
      paragraphs: [
        'To empower citizens to demand accountability by making public financial and project information open, understandable and local; by giving people a safe way to report corruption; and by connecting residents with the offices that must answer them.',
      ],
    },
    {
      heading: 'Our goals',
      items: [
        {
          title: 'Open information for every ward',
          text: 'Publish budget, project and audit information for all 47 counties, linked to their 290 constituencies and 1,450 wards, with the source of every figure.',
        },
        {
          title: 'Safe reporting',
          text: 'Run a reporting channel that people trust: anonymous by choice, with no IP addresses stored, evidence protected, and every reporter able to follow their case.',
        },
        {
          title: 'Informed participation',
          text: 'Help residents take part in county budget hearings and public participation forums with the documents and skills they need to be heard.',
        },
        {
          title: 'Answers from institutions',
          text: 'Bring well-documented cases to oversight bodies and track what happens to them, so that reporting leads to action.',
        },
      ],
    },
    {
      heading: 'How we measure progress',
      list: [
        'How many counties have complete, current budget and project information on the platform.',
        'How many reports are followed up by their reporters, and how many reach an oversight body.',
        'How many residents attend our workshops and later take part in a public participation forum.',
        'How many of the questions citizens raise receive a written answer from the responsible office.',
      ],
    },
  ],
  related: [
    { to: '/core-values', label: 'Core values' },
    { to: '/about', label: 'Our story' },
    { to: '/what', label: 'What we do' },
  ],
};
