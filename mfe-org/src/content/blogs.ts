import type { PageContent } from '../components/ContentPage';

export const blogs: PageContent = {
  title: 'Blogs',
  intro: 'Explainers and practical guides from our team: how public money moves, how to read the documents that track it, and how to speak up safely.',
  sections: [
    {
      heading: 'Recent posts',
      items: [
        {
          title: 'Five questions to ask at a county budget hearing',
          date: '2026-04-08',
          text: 'Which projects in this ward were in last year’s budget, and how far did they get? How much of the development budget was actually spent? Which new projects are proposed, and where are they in the county’s development plan? Who will maintain what is built? When will the final budget be published, and how will residents see which comments were taken up? Bring these questions, and ask for the documents before the day.',
        },
        {
          title: 'What the Controller of Budget’s reports tell you',
          date: '2025-11-19',
          text: 'The Controller of Budget authorises withdrawals from public funds and publishes regular budget implementation reviews for national and county governments. They show how much each county received, how much it spent on salaries, operations and development, and where spending fell short. Look at the development absorption rate: a low figure often means projects in your ward are stalled.',
        },
        {
          title: 'Reading an audit opinion',
          date: '2025-06-02',
          text: 'The Auditor-General gives each set of accounts an opinion. Unqualified means the accounts present a fair view. Qualified means there are specific problems. Adverse means the accounts as a whole are misleading. A disclaimer means the auditor could not get enough evidence to form an opinion at all. The “basis for opinion” paragraphs explain why, and they are where the story usually is.',
        },
        {
          title: 'How a tender becomes a contract',
          date: '2024-09-23',
          text: 'Under the Public Procurement and Asset Disposal Act 2015, a purchase should first appear in the procurement plan and the budget. Open tendering is the default method: the tender is advertised, bids are opened in public, an evaluation committee scores them, and the accounting officer awards the contract and notifies every bidder. Each step leaves a document; our guide shows where to find them.',
        },
        {
          title: 'Staying safe when you report',
          date: '2024-02-12',
          text: 'Report from a device and network you trust, not a work computer. Leave out details that only you could know. Keep your receipt code private, and do not tell colleagues that you have reported. Our reporting routes do not store your IP address, but the network you use can still see that you visited the site.',
        },
        {
          title: 'Devolution, ten years on: what residents can ask for',
          date: '2023-05-30',
          text: 'Article 174 of the Constitution sets out why Kenya devolved: to give people power of self-governance, to enhance their participation, and to bring services closer. Those objects are also a checklist. Ask of every county project: does it bring a service closer to the people who need it, and were they asked?',
        },
        {
          title: 'Why we started with budgets',
          date: '2022-11-14',
          text: 'A budget is a promise written in numbers. Before anyone can ask whether a project was built well, they need to know it was planned and paid for. That is why our first work was making county budget estimates searchable and readable.',
        },
      ],
    },
  ],
  related: [
    { to: '/resources/knowledge', label: 'Knowledge Hub' },
    { to: '/news', label: 'News' },
    { to: '/resources/publications', label: 'Publications' },
  ],
  callToAction: { text: 'Want to learn this in a group, with practice?', to: '/workshops', label: 'Join a workshop' },
};
