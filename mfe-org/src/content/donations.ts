import type { PageContent } from '../components/ContentPage';

export const donations: PageContent = {
  title: 'Donate',
  intro: 'Independent monitoring of public money costs money too. We take no online payments on this site; here is how we are funded, the rules we keep, and how you can give.',
  sections: [
    {
      heading: 'How we are funded',
      paragraphs: [
        'Our work is paid for by grants from foundations and development partners, by gifts from individuals in Kenya and abroad, and by donated services such as hosting and professional time. We publish the list of our funders, what each gave, and our annual accounts.',
      ],
    },
    {
      heading: 'Our funding rules',
      list: [
        'No funder sees reports, reporters’ details or case files. Ever.',
        'No funder reviews, edits or approves what we publish.',
        'We do not accept money from political parties, candidates, campaigns or public officers in their official capacity.',
        'We do not accept money from companies that bid for public contracts we monitor.',
        'We refuse or return any gift that comes with conditions about what we publish or whom we investigate.',
      ],
    },
    {
      heading: 'Why there is no payment form here',
      paragraphs: [
        'A site used by whistleblowers should collect as little personal and financial information as possible, so we do not process payments on it. When you give, we arrange it with you directly, issue a receipt and add your gift to our published list of support — by name, or as an anonymous individual gift if you prefer.',
      ],
    },
    {
      heading: 'How to give',
      steps: [
        'Write to our Kenya office through the contact page and choose the partnerships team. Tell us whether you are giving as an individual or an organisation.',
        'We reply with the ways to give, confirm our funding rules in writing and answer any questions.',
        'After your gift arrives, we send you a receipt and, once a year, a report on what your support made possible.',
      ],
    },
    {
      heading: 'Other ways to help',
      paragraphs: ['Time and skills are as valuable as money. You can volunteer as a ward project monitor or data volunteer, or join our expert network.'],
      links: [
        { to: '/volunteer', label: 'Volunteer' },
        { to: '/experts', label: 'Experts' },
      ],
    },
  ],
  related: [
    { to: '/patnerships', label: 'Partnerships' },
    { to: '/who-we-are', label: 'Who we are' },
    { to: '/core-values', label: 'Core values' },
  ],
  callToAction: { text: 'Would you like to support independent monitoring of public money?', to: '/contact-us', label: 'Contact our office to give' },
};
