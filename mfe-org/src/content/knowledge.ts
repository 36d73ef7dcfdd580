import type { PageContent } from '../components/ContentPage';

const publications = { to: '/resources/publications', label: 'Download related publications' };

export const knowledge: PageContent = {
  title: 'Knowledge Hub',
  intro:
    'Plain-language explainers on how public money is planned, spent and checked in Kenya, and how you can take part. Start here, then download the detailed guides from our publications.',
  sections: [
    {
      heading: 'How county budgets work',
      paragraphs: [
        'A county’s financial year runs from 1 July to 30 June. The Public Finance Management Act 2012 sets a calendar, so every year you know when each document should appear and when your comments count most. The long-term plan is the County Integrated Development Plan, which covers five years; each yearly budget should follow it.',
      ],
      steps: [
        'By 1 September: the Annual Development Plan sets out the projects planned for the next year.',
        'By 30 September: the County Budget Review and Outlook Paper looks back at the last year’s spending and updates the forecasts.',
        'By 28 February: the County Fiscal Strategy Paper sets the ceilings for each sector and goes to the county assembly.',
        'By 30 April: the budget estimates are submitted to the county assembly, which holds public hearings on them.',
        'By 30 June: the county assembly approves the budget and passes the Appropriation Act, so spending can start on 1 July.',
        'During the year and after: the Controller of Budget authorises withdrawals and reports on how budgets are implemented; the Auditor-General audits the accounts and reports within six months after the year ends.',
      ],
      links: [publications],
    },
    {
      heading: 'The procurement cycle',
      paragraphs: [
        'Most public projects are bought from private contractors. The Public Procurement and Asset Disposal Act 2015 sets the steps, and each step leaves a record you can ask for.',
      ],
      steps: [
        'Planning: the purchase should appear in the entity’s procurement plan and in the approved budget.',
        'Tendering: open tendering is the default method. The tender is advertised publicly with the deadline and the criteria.',
        'Opening and evaluation: bids are opened in public, then an evaluation committee scores them against the published criteria.',
        'Award and notification: the accounting officer awards the contract and notifies every bidder of the outcome.',
        'Contract and delivery: the work is supervised, inspected and accepted before payment is made.',
      ],
      list: [
        'What you can check: was it in the plan and the budget? Was the tender advertised, and for how long? Who won, and at what price? Was the work inspected before it was paid for?',
        'Warning signs: a contract split into many small ones, a winner with no track record, repeated variations that raise the price, or payment for work that is not on the ground.',
      ],
      links: [publications],
    },
    {
      heading: 'Your right to information',
      paragraphs: [
        'Article 35 of the Constitution gives every citizen the right of access to information held by the State, and the Access to Information Act 2016 makes it practical. Public entities must also publish key information on their own.',
      ],
      steps: [
        'Find the office that holds the information and write to its information access officer. Be specific: name the document, the project or the period.',
        'Keep a copy of your request and note the date you sent it.',
        'Expect an answer within 21 days, or 48 hours if the information concerns someone’s life or liberty. The request is free; only copies may cost a reasonable fee.',
        'If you are refused or get no answer, ask the Commission on Administrative Justice to review the decision within 30 days.',
      ],
      links: [{ to: '/rights', label: 'Know your rights' }, publications],
    },
    {
      heading: 'How to take part in public participation',
      paragraphs: [
        'County assemblies must facilitate public participation (Article 196), and public finance must include public participation in financial matters (Article 201). Participation works best when you come prepared.',
      ],
      steps: [
        'Watch for notices of budget hearings and forums from your county assembly and county executive, in newspapers, on their websites and through your ward administrator. Our townhall calendar lists the ones we know about.',
        'Ask for the documents in advance — the budget estimates, the bill or the project list — and read the parts about your ward.',
        'Write a short memorandum: who you are, which item you are commenting on, what you propose and why. Deliver it before the deadline and ask for a stamped received copy.',
        'Attend the forum, speak to your written points, and sign the attendance register so your participation is recorded.',
        'Follow up: compare the approved budget with what was proposed and ask how residents’ comments were considered.',
      ],
      links: [{ to: '/townhall-meetings', label: 'Townhall meetings' }, publications],
    },
  ],
  related: [
    { to: '/resources/publications', label: 'Publications' },
    { to: '/community/knowledge', label: 'Community knowledge' },
    { to: '/workshops', label: 'Workshops' },
  ],
  callToAction: { text: 'Want the detailed guides, templates and checklists?', to: '/resources/publications', label: 'Browse all publications' },
};
