import type { PageContent } from '../components/ContentPage';

/** Attribution lines the data licences require, kept word for word. */
export const DATA_CREDITS = [
  'County figures: KNBS 2019 Kenya Population and Housing Census, via the MIT-licensed rmiyoyo/kenya-geo dataset.',
  'Constituencies and wards: gerismumo/kenya-locations-data (MIT).',
  'Ministries, departments and agencies: Kenya eCitizen Services Dataset © 2026 Alvin Karanja, CC BY 4.0.',
  'Public holidays: python-holidays (MIT).',
];

export const dataAccess: PageContent = {
  title: 'Data Access',
  intro:
    'The data behind our pages is open: download it, check it and reuse it. Here is what we publish, how to get it, how to ask public bodies for data we do not have, and where ours comes from.',
  sections: [
    {
      heading: 'What we publish',
      list: [
        'Counties: all 47 counties with their code, region, headquarters, land area and 2019 census population.',
        'Constituencies and wards: the 290 constituencies and 1,450 wards, with their official codes and the county each belongs to.',
        'Ministries, departments and agencies: the national government directory, with links to their public services.',
        'Government projects: budget, progress and location records loaded by our data team from official sources. Any record shown only as an example is clearly labelled as sample data.',
        'Publications: our policy briefs, guidelines and practices, as downloadable documents.',
      ],
    },
    {
      heading: 'How to download it',
      paragraphs: [
        'List pages offer their data as CSV (for spreadsheets) and JSON (for programmers) from a download link beside the list. The file contains what the page shows, with the filters you chose, and names its source and licence.',
      ],
      links: [
        { to: '/counties', label: 'Counties' },
        { to: '/mda', label: 'Ministries & agencies' },
        { to: '/projects', label: 'Government projects' },
        { to: '/resources/publications', label: 'Publications' },
      ],
    },
    {
      heading: 'What we never publish',
      paragraphs: [
        'Reports, complaints, evidence files and the details of anyone who contacted us are never part of our open data. When we publish findings from reports, we publish them about institutions, in summary, and only after removing anything that could identify a reporter.',
      ],
    },
    {
      heading: 'Data we do not have: use the Access to Information Act',
      paragraphs: [
        'Much public data is held by county governments and national agencies and not yet published. Article 35 of the Constitution and the Access to Information Act 2016 give you the right to ask for it.',
      ],
      steps: [
        'Write to the information access officer of the office that holds the data, describing exactly what you need and in what format (for example, a spreadsheet rather than a scanned document).',
        'The office must answer within 21 days. Asking is free; you may be charged a reasonable fee for copies.',
        'If you are refused or get no answer, ask the Commission on Administrative Justice to review the decision within 30 days.',
        'If you receive data others would find useful, share it with our data team and we will consider adding it to the platform with credit.',
      ],
      links: [{ to: '/resources/knowledge', label: 'Guide to information requests' }],
    },
    {
      heading: 'Requests and corrections',
      paragraphs: [
        'Researchers and journalists who need a larger extract, or who find a figure that does not match its source, can write to our data team through the contact page. We correct errors and show the date of each correction.',
      ],
    },
    {
      heading: 'Data credits',
      paragraphs: ['We are grateful to the people and projects whose open data this platform is built on.'],
      list: DATA_CREDITS,
    },
  ],
  related: [
    { to: '/resources/publications', label: 'Publications' },
    { to: '/terms-of-service', label: 'Terms of service' },
    { to: '/journalism', label: 'For journalists' },
  ],
  callToAction: { text: 'Need data we do not publish yet?', to: '/contact-us', label: 'Contact our data team' },
};
