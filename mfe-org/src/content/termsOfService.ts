import type { PageContent } from '../components/ContentPage';

export const termsOfService: PageContent = {
  title: 'Terms of Service',
  intro: 'The rules for using this platform: what you can expect from us, what we expect from you, and what happens when something goes wrong.',
  lastUpdated: '2026-10-01',
  sections: [
    {
      heading: 'Using the platform',
      paragraphs: [
        'Anyone may read the public pages, download publications and open data, and report corruption, with or without an account. Some features — following projects, notifications, forum discussions and bookings — need a free account. By using the platform you accept these terms and our privacy policy.',
      ],
    },
    {
      heading: 'Your account',
      list: [
        'Give accurate details and keep your password to yourself. You are responsible for what is done with your account.',
        'One person, one account. Organisations should register through a named person.',
        'Tell us straight away if you think someone else has used your account.',
        'You may close your account at any time by writing to us.',
      ],
    },
    {
      heading: 'Reports and complaints',
      list: [
        'Report what you have seen or know in good faith. Knowingly false reports harm innocent people and waste the time of those who investigate real cases.',
        'Do not upload material you obtained by breaking the law, such as by hacking an account. Describe where the evidence can be found instead.',
        'We decide which reports we can pursue and how. Filing a report does not make us your lawyer or guarantee that an oversight body will act.',
      ],
    },
    {
      heading: 'Forum, comments and questions',
      paragraphs: [
        'Be respectful and stay on the subject of public resources and services. Do not post personal attacks, hate speech, incitement, other people’s personal data, or accusations against a named person that you cannot support; report those through the reporting channel instead, where they can be checked safely.',
        'We may remove posts that break these rules and suspend accounts that break them repeatedly. We tell you why when we do.',
      ],
    },
    {
      heading: 'Our content and data',
      paragraphs: [
        'You may quote and share our explainers and publications with credit to the platform and a link to the page. Open data keeps the licence of its source, which is named on the data access page; please credit the original source as well as us.',
        'We take care that our figures are accurate and sourced, but public data can contain errors. If you find one, tell us and we will correct it and show the date of the correction. The platform gives general information, not legal or financial advice.',
      ],
      links: [{ to: '/data-access', label: 'Data access and credits' }],
    },
    {
      heading: 'Availability and changes',
      paragraphs: [
        'We work to keep the platform available, but it may sometimes be down for maintenance or for reasons outside our control. We may change these terms; when we make a material change we update the date above and announce it on the news page.',
      ],
    },
    {
      heading: 'Law and disputes',
      paragraphs: [
        'These terms are governed by the laws of Kenya. If you have a complaint about the platform, please write to us first; most problems can be solved quickly that way.',
      ],
    },
  ],
  related: [
    { to: '/privacy-policy', label: 'Privacy policy' },
    { to: '/faq', label: 'Frequently asked questions' },
    { to: '/contact-us', label: 'Contact us' },
  ],
};
