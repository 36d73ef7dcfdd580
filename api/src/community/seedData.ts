/*
 * The organisation's own community content: Uwazi Hub's workshops, its volunteer experts' weekly desk hours,
 * its townhall programme and a few starter threads by the Uwazi Hub team. Names of experts are staff pen names
 * used on the desk rota, not public figures. Dates are offsets in days from the day the seed runs (Nairobi).
 */
import type { WorkshopCategory, WorkshopMaterial } from './contracts.js';

export interface WorkshopSeed {
  id: string;
  title: string;
  category: WorkshopCategory;
  description: string;
  offsetDays: number;
  time: string;
  location: string;
  duration: string;
  capacity: number;
  registered: number;
  materials: WorkshopMaterial[];
}

export const WORKSHOPS: WorkshopSeed[] = [
  {
    id: 'reading-your-county-budget',
    title: 'Reading Your County Budget',
    category: 'upcoming',
    description:
      "A hands-on morning with your own county's budget estimates: where the money comes from, how it is split between recurrent and development spending, and which lines to follow up on in the next public participation forum.",
    offsetDays: 12,
    time: '09:30',
    location: 'Nairobi, Uwazi Hub training room (directions sent after registration)',
    duration: '3 hours',
    capacity: 40,
    registered: 14,
    materials: [],
  },
  {
    id: 'public-participation-that-counts',
    title: 'Making Your Voice Count in Public Participation',
    category: 'upcoming',
    description:
      'How county and national public participation works, how to prepare a short written memorandum, and how to check afterwards whether your views were recorded in the report.',
    offsetDays: 19,
    time: '18:00',
    location: 'Online (the meeting link is sent after registration)',
    duration: '2 hours',
    capacity: 100,
    registered: 37,
    materials: [],
  },
  {
    id: 'procurement-red-flags',
    title: 'Spotting Red Flags in Public Procurement',
    category: 'upcoming',
    description:
      'Learn to read a tender notice and an award, find contracts on the public procurement portal, and recognise warning signs such as split tenders, unrealistic timelines and repeat single-sourcing.',
    offsetDays: 47,
    time: '10:00',
    location: 'Mombasa, community hall (venue confirmed after registration)',
    duration: '1 day',
    capacity: 30,
    registered: 9,
    materials: [],
  },
  {
    id: 'access-to-information-requests',
    title: 'Writing an Access to Information Request',
    category: 'upcoming',
    description:
      'Draft a request under the Access to Information Act that a public office can answer, keep track of the 21-day response period, and know what to do when there is no reply.',
    offsetDays: 54,
    time: '17:30',
    location: 'Online (the meeting link is sent after registration)',
    duration: '90 minutes',
    capacity: 60,
    registered: 21,
    materials: [],
  },
  {
    id: 'social-audit-fellowship',
    title: 'Community Social Audit Fellowship',
    category: 'ongoing',
    description:
      'A six-week programme in which resident teams choose one local project, gather its documents, visit the site and present their findings to the ward administrator.',
    offsetDays: -14,
    time: '10:00',
    location: 'Nakuru, meeting weekly at the Uwazi Hub partner centre',
    duration: '6 weeks, Saturday mornings',
    capacity: 25,
    registered: 25,
    materials: [],
  },
  {
    id: 'open-data-lab',
    title: 'Open Data Lab for Young Civic Technologists',
    category: 'ongoing',
    description: 'Weekly evening sessions turning published budget and project data into simple charts and maps that neighbours can understand.',
    offsetDays: -7,
    time: '18:30',
    location: 'Online',
    duration: '4 weeks, Wednesday evenings',
    capacity: 50,
    registered: 41,
    materials: [],
  },
  {
    id: 'understanding-devolution',
    title: 'Understanding Devolution',
    category: 'completed',
    description: 'What the Constitution gives to counties, what stays with the national government, and where citizens fit in between.',
    offsetDays: -240,
    time: '09:30',
    location: 'Kisumu',
    duration: '1 day',
    capacity: 35,
    registered: 33,
    materials: [
      {
        title: 'Devolution in five articles',
        summary: 'The constitutional articles participants used most during the day.',
        points: [
          'Article 174 sets out the objects of devolution, including giving powers of self-governance to the people and recognising their right to manage their own development.',
          'Article 176 creates a county government in each county, made up of a county assembly and a county executive.',
          'Article 196 requires county assemblies to facilitate public participation in their legislative and other business.',
          "Article 203(2) sets the counties' equitable share at not less than fifteen per cent of revenue raised nationally.",
          'The Fourth Schedule lists which functions belong to the national government and which to counties.',
        ],
        sourceUrl: 'https://www.kenyalaw.org',
      },
      {
        title: 'Who to ask about what',
        summary: 'A checklist for taking a question to the right office.',
        points: [
          'County health facilities, county roads, early childhood education and markets: ask the county executive member responsible.',
          'A by-law or the county budget: write to the clerk of the county assembly.',
          "How much a county has spent against its budget: read the Controller of Budget's county budget implementation review reports.",
        ],
        sourceUrl: 'https://cob.go.ke',
      },
    ],
  },
  {
    id: 'following-the-budget-cycle',
    title: 'Following the County Budget Cycle',
    category: 'completed',
    description: "The yearly calendar of county planning and budgeting, and the moments when a citizen's input can still change it.",
    offsetDays: -160,
    time: '10:00',
    location: 'Online',
    duration: '2 hours',
    capacity: 80,
    registered: 64,
    materials: [
      {
        title: 'The county budget calendar',
        summary: 'Key dates under the Public Finance Management Act, 2012, for a financial year that runs from 1 July to 30 June.',
        points: [
          'By 28 February: the County Fiscal Strategy Paper goes to the county assembly.',
          'By 30 April: the county executive submits the budget estimates to the county assembly.',
          'By 30 June: the county assembly approves the budget and the appropriation law.',
          "Through the year: the County Budget and Economic Forum is the county's standing channel for consultation on planning and budgets.",
        ],
        sourceUrl: 'https://www.treasury.go.ke',
      },
      {
        title: 'Questions to bring to a budget hearing',
        summary: 'Short, specific questions get recorded answers.',
        points: [
          'Which projects in my ward are funded this year, and at what amount?',
          "How much of last year's development budget for my ward was actually spent?",
          'Where will the minutes of this hearing be published, and when?',
        ],
      },
    ],
  },
  {
    id: 'reporting-corruption-safely',
    title: 'Reporting Corruption Safely',
    category: 'completed',
    description: 'How to document what you have seen, protect yourself, and choose the right body to report to.',
    offsetDays: -90,
    time: '14:00',
    location: 'Eldoret',
    duration: '3 hours',
    capacity: 30,
    registered: 30,
    materials: [
      {
        title: 'Before you report',
        summary: 'Good reports are specific and safe.',
        points: [
          'Write down what happened, when and where, and who was involved, while it is fresh.',
          'Keep copies of documents and photos somewhere only you control.',
          'Do not confront the people involved or share your evidence on social media.',
          'You may report anonymously; keep any reference number you are given so you can follow up.',
        ],
      },
      {
        title: 'Where reports go',
        summary: 'Different bodies deal with different problems.',
        points: [
          'Bribery, abuse of office and misuse of public property: the Ethics and Anti-Corruption Commission.',
          'Maladministration or an unanswered information request: the Commission on Administrative Justice (Office of the Ombudsman).',
          'Irregular spending found in public accounts: the Office of the Auditor-General publishes its audit reports.',
        ],
        sourceUrl: 'https://eacc.go.ke',
      },
    ],
  },
];

export interface InstructorSeed {
  id: string;
  name: string;
  title: string;
  expertise: string;
  day_of_week: string;
  time: string;
  is_available: boolean;
  bio: string;
  professionalism: string;
}

export const INSTRUCTORS: InstructorSeed[] = [
  {
    id: 'budget-desk',
    name: 'Wanjiru K.',
    title: 'Public Finance Analyst, Uwazi Hub',
    expertise: 'County budgets, Budget implementation reports, Public participation',
    day_of_week: 'Tuesday',
    time: '14:00',
    is_available: true,
    bio: 'Runs the Uwazi Hub budget desk and helps residents read county budget estimates and spending reports line by line.',
    professionalism: 'Eight years analysing county budgets',
  },
  {
    id: 'procurement-desk',
    name: 'Otieno M.',
    title: 'Procurement Monitoring Lead, Uwazi Hub',
    expertise: 'Public procurement, Tender documents, Contract monitoring',
    day_of_week: 'Thursday',
    time: '10:00',
    is_available: true,
    bio: 'Explains how public tenders are advertised, evaluated and awarded, and how to follow a contract from award to delivery.',
    professionalism: 'Former procurement officer, now a full-time monitor',
  },
  {
    id: 'information-rights-desk',
    name: 'Achieng O.',
    title: 'Information Rights Advisor, Uwazi Hub',
    expertise: 'Access to information, Records requests, Complaints to the Ombudsman',
    day_of_week: 'Wednesday',
    time: '16:30',
    is_available: true,
    bio: 'Helps citizens write information requests that get answered, and what to do when they are not.',
    professionalism: 'Advocate of the High Court of Kenya, volunteering weekly',
  },
  {
    id: 'community-organising-desk',
    name: 'Kiprono T.',
    title: 'Community Organiser, Uwazi Hub',
    expertise: 'Social audits, Ward-level organising, Public hearings',
    day_of_week: 'Saturday',
    time: '11:00',
    is_available: true,
    bio: 'Supports resident groups planning a social audit or preparing to speak at a public hearing.',
    professionalism: 'Has coached more than forty social audit teams',
  },
  {
    id: 'open-data-desk',
    name: 'Nasimiyu L.',
    title: 'Open Data Trainer, Uwazi Hub',
    expertise: 'Open data, Spreadsheets, Data visualisation',
    day_of_week: 'Monday',
    time: '18:00',
    is_available: false,
    bio: 'Teaches residents to work with published government data. Her desk hours resume after the current Open Data Lab ends.',
    professionalism: 'Data journalist and trainer',
  },
];

export interface EventSeed {
  id: string;
  title: string;
  offsetDays: number;
  time: string;
  location: string;
  isOnline: boolean;
  description: string;
}

export const EVENTS: EventSeed[] = [
  {
    id: 'townhall-county-budget-review',
    title: 'Townhall: How Did Your County Spend This Year?',
    offsetDays: 9,
    time: '18:00',
    location: 'https://meet.jit.si/UwaziHub-Townhall-CountySpending',
    isOnline: true,
    description: "An open online townhall walking through the latest county budget implementation figures, with time for residents' questions.",
  },
  {
    id: 'townhall-water-projects-kisumu',
    title: "Residents' Meeting on Water Projects",
    offsetDays: 16,
    time: '10:00',
    location: "Kisumu, Uwazi Hub partner centre (directions on the day's notice board)",
    isOnline: false,
    description: 'Residents compare the water projects listed in the county plan with what has been built, and agree which to follow up on.',
  },
  {
    id: 'townhall-youth-and-procurement',
    title: 'Youth and Public Procurement: Ask the Desk',
    offsetDays: 30,
    time: '17:00',
    location: 'https://meet.jit.si/UwaziHub-Townhall-YouthProcurement',
    isOnline: true,
    description: 'The procurement desk answers questions from young entrepreneurs about the government preference and reservation scheme and about open tenders.',
  },
  {
    id: 'townhall-new-year-priorities-nakuru',
    title: 'Setting Ward Priorities for the New Year',
    offsetDays: 52,
    time: '14:00',
    location: 'Nakuru, community social hall',
    isOnline: false,
    description: 'A face-to-face session where residents agree the three projects they will ask their ward representative to prioritise.',
  },
];

export interface DiscussionSeed {
  key: string;
  title: string;
  content: string;
  tags: string[];
  daysAgo: number;
  comments: Array<{ key: string; parentKey?: string; author: string; content: string; daysAgo: number }>;
}

/** The organisation's team handle, used as author of the starter threads. */
export const TEAM_HANDLE = 'uwazi-hub-team';

export const DISCUSSIONS: DiscussionSeed[] = [
  {
    key: 'welcome',
    title: 'Welcome: how to get the most from these discussions',
    content:
      'This forum is for questions and experiences about public money and services in your area. Say which county or ward you mean, link to documents where you can, and keep to facts you can stand behind. The house rules are on the Community knowledge page.',
    tags: ['welcome', 'house rules'],
    daysAgo: 30,
    comments: [
      {
        key: 'welcome-1',
        author: 'uwazi-hub-moderators',
        content: 'Moderators read every thread at least once a day. Use the report link in the site header for anything that should not wait.',
        daysAgo: 29,
      },
    ],
  },
  {
    key: 'budget-documents',
    title: "Where can I find my county's approved budget?",
    content: 'Several members have asked where to find the budget their county assembly approved. Share where you found yours, and whether the document was complete.',
    tags: ['budgets', 'documents'],
    daysAgo: 12,
    comments: [
      {
        key: 'budget-1',
        author: TEAM_HANDLE,
        content: "Start with your county government's website, usually under a Finance or Treasury page. The Controller of Budget's reviews also list what each county spent.",
        daysAgo: 11,
      },
      {
        key: 'budget-2',
        parentKey: 'budget-1',
        author: 'uwazi-hub-moderators',
        content: 'If the website has nothing, an access to information request to the county is the next step; the Writing an Access to Information Request workshop covers how.',
        daysAgo: 10,
      },
    ],
  },
  {
    key: 'participation-tips',
    title: 'Tips for speaking at a public participation forum',
    content: 'What helped you be heard at a public hearing? Practical tips only: preparation, timing, written memoranda.',
    tags: ['public participation'],
    daysAgo: 5,
    comments: [],
  },
];
