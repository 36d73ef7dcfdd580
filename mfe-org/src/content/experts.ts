import type { PageContent } from '../components/ContentPage';

export const experts: PageContent = {
  title: 'Experts',
  intro: 'Accountants, procurement specialists, lawyers, engineers and planners: your knowledge can help a resident understand a budget line, a contract or a half-built road.',
  sections: [
    {
      heading: 'How experts help',
      items: [
        {
          title: 'Answer questions in the expert Q&A',
          text: 'Citizens book short sessions to ask about a budget, a tender or how to write a submission. You set the days and times you are available.',
        },
        {
          title: 'Review our guides',
          text: 'Check that our explainers on public finance, procurement and the law are accurate and clear before we publish them.',
        },
        {
          title: 'Assess a project',
          text: 'Engineers and quantity surveyors can look at the documents and photos of a stalled project and tell us whether the progress matches the payments.',
        },
        {
          title: 'Teach a workshop',
          text: 'Lead a session for residents, journalists or county staff on a topic you know well.',
        },
      ],
    },
    {
      heading: 'Our expectations',
      list: [
        'Give general information, not formal legal or financial advice, and say so when a question needs a professional engagement.',
        'Stay non-partisan and declare any interest in a county, agency or company you are asked about.',
        'Keep what citizens tell you confidential, and never ask a person whether they have filed a report.',
      ],
    },
    {
      heading: 'Joining the expert network',
      steps: [
        'Write to us through the contact page with your field, your experience and the time you can give.',
        'We arrange a short call to agree on the topics you will cover.',
        'Once your profile is added, citizens can book you through the expert Q&A.',
      ],
    },
  ],
  related: [
    { to: '/community/expert-qa', label: 'Expert Q&A' },
    { to: '/volunteer', label: 'Volunteer' },
    { to: '/workshops', label: 'Workshops' },
  ],
  callToAction: { text: 'Want to share your expertise?', to: '/contact-us', label: 'Join our expert network' },
};
