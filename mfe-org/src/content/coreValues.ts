import type { ContentItem, PageContent } from '../components/ContentPage';

/** The eight core values, in their agreed order. */
export const CORE_VALUES: ContentItem[] = [
  {
    title: 'Proximity',
    text: 'We work close to the people we serve: ward by ward, in the language they use, where they live. Devolution brought government closer; we bring the information with it.',
  },
  {
    title: 'Transparency',
    text: 'We show our sources, our methods, our funders and our mistakes. We ask public bodies to be open, so we hold ourselves to the same standard.',
  },
  {
    title: 'Accountability',
    text: 'Public officers answer to the public for the resources they manage. We help citizens ask the questions and we answer for our own work too.',
  },
  {
    title: 'Empowerment',
    text: 'We give residents the knowledge, tools and confidence to act for themselves, rather than speaking on their behalf.',
  },
  {
    title: 'Innovation',
    text: 'We use simple, reliable technology that works on an ordinary phone and a slow connection, and we keep improving it from what users tell us.',
  },
  {
    title: 'Integrity',
    text: 'We tell the truth about what we find, protect the people who trust us with reports, and never trade independence for access or money.',
  },
  {
    title: 'Collaboration',
    text: 'We work with community groups, journalists, experts and public institutions, because no single organisation can follow every shilling alone.',
  },
  {
    title: 'Impact-driven',
    text: 'We judge our work by what changes for residents — a project finished, a question answered, a case acted on — not by how much we publish.',
  },
];

export const coreValues: PageContent = {
  title: 'Core Values',
  intro: 'Eight values guide how we build the platform, handle reports and work with citizens and institutions.',
  sections: [
    {
      heading: 'What we stand for',
      items: CORE_VALUES,
    },
    {
      heading: 'Values in practice',
      paragraphs: [
        'Our values are the test we apply to hard decisions: whether to publish a finding, whether to accept a grant, how to handle a report that could identify its source. When two values pull in different directions, the safety of the people who report to us comes first.',
        'If you think we have fallen short of any of these values, tell us. We read every message and answer on the record where we can.',
      ],
    },
  ],
  related: [
    { to: '/vision-mission', label: 'Vision & mission' },
    { to: '/how', label: 'How we work' },
    { to: '/our-team', label: 'Our leadership' },
  ],
  callToAction: { text: 'Tell us where we can do better.', to: '/contact-us', label: 'Contact us' },
};
