import type { PageContent } from '../components/ContentPage';

export const volunteer: PageContent = {
  title: 'Volunteer',
  intro:
    'Give a few hours a month to help your neighbours follow public money. You do not need to be an accountant or a lawyer — you need to be curious, careful and willing to learn.',
  sections: [
    {
      heading: 'Ways to volunteer',
      items: [
        {
          title: 'Ward project monitor',
          text: 'Visit public projects in your ward, compare what you see with the budget and contract on the platform, and add dated photos and notes. Monitors get a short training on safety and on what to record.',
        },
        {
          title: 'Data volunteer',
          text: 'Help turn published budget books, procurement notices and audit reports into structured data. Each entry is checked by a second volunteer before it is published.',
        },
        {
          title: 'Community facilitator',
          text: 'Help run workshops and townhall sessions in your area: booking a venue, welcoming participants, translating into Kiswahili or a local language, and collecting questions for officials.',
        },
        {
          title: 'Skills volunteer',
          text: 'Software developers, designers, translators, accountants and lawyers can give professional time to specific tasks, from testing the site on low-cost phones to reviewing a guide.',
        },
      ],
    },
    {
      heading: 'What we ask of volunteers',
      list: [
        'Follow our code of conduct: be non-partisan, respectful and accurate.',
        'Never try to identify, contact or investigate a person who filed a report. Reports are handled only by trained case staff.',
        'Put your own safety first. Do not enter a construction site or confront anyone; record only what you can see from a public place.',
        'Declare any conflict of interest, such as a family member working for the county or for a contractor you would monitor.',
      ],
    },
    {
      heading: 'What you get',
      paragraphs: [
        'Free training in budget reading, procurement monitoring and safe documentation; a certificate for completed training; and the chance to meet others in your county who care about how public money is used.',
      ],
    },
    {
      heading: 'How to start',
      steps: [
        'Create a free account so we can send you training dates.',
        'Join an introductory workshop, online or in person.',
        'Write to us with the county you live in and the kind of volunteering that suits you; our volunteer coordinator will answer within two working days.',
      ],
    },
  ],
  related: [
    { to: '/workshops', label: 'Workshops' },
    { to: '/core-values', label: 'Our core values' },
    { to: '/experts', label: 'Experts' },
  ],
  callToAction: { text: 'Ready to help? Tell us where you live and what you would like to do.', to: '/contact-us', label: 'Contact our volunteer coordinator' },
};
