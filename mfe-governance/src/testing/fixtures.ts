import type { ConstituencySummary, County, Project, ProjectOptions, ProjectPage, WardSummary } from '../contracts';

/** Test data and an API stand-in for this section's component tests. */

/** The shared API stand-in, under the name this section's tests use. */
export { HttpFailure, mockGet as mockRoutes } from '@civic/shared/testing';

export const COUNTIES: County[] = [
  { id: 1, code: '001', name: 'Mombasa', region: 'Coastal', population: 1_208_333, area: 219.9, capital: 'Mombasa', imageUrl: '' },
  { id: 23, code: '023', name: 'Turkana', region: 'Rift Valley', population: 926_976, area: 68_232.9, capital: 'Lodwar', imageUrl: '' },
  { id: 32, code: '032', name: 'Nakuru', region: 'Rift Valley', population: 2_162_202, area: 7462.4, capital: 'Nakuru', imageUrl: '' },
  { id: 47, code: '047', name: 'Nairobi', region: 'Nairobi Metropolitan', population: 4_397_073, area: 703.9, capital: 'Nairobi', imageUrl: '' },
  { id: 21, code: '021', name: "Murang'a", region: 'Central', population: 1_056_640, area: 2523.5, capital: "Murang'a", imageUrl: '' },
];

export const NAKURU_CONSTITUENCIES: ConstituencySummary[] = [
  { code: '166', name: 'Molo', countyCode: '032', countyName: 'Nakuru', wardCount: 4 },
  { code: '167', name: 'Njoro', countyCode: '032', countyName: 'Nakuru', wardCount: 6 },
  { code: '173', name: 'Rongai', countyCode: '032', countyName: 'Nakuru', wardCount: 5 },
];

export const NJORO_WARDS: WardSummary[] = ['Maunarok', 'Mauche', 'Kihingo', 'Nessuit', 'Lare', 'Njoro'].map((name, index) => ({
  code: String(830 + index).padStart(4, '0'),
  name,
  constituencyCode: '167',
  constituencyName: 'Njoro',
  countyCode: '032',
  countyName: 'Nakuru',
}));

export const OPTIONS: ProjectOptions = {
  countries: [{ name: 'Kenya', count: 3 }],
  categories: [
    { value: 'water', label: 'Water and sanitation', count: 1 },
    { value: 'roads', label: 'Roads and transport', count: 1 },
    { value: 'health', label: 'Health', count: 1 },
  ],
  statuses: [
    { value: 'planned', label: 'Planned', count: 0 },
    { value: 'on-track', label: 'On Track', count: 1 },
    { value: 'at-risk', label: 'At Risk', count: 1 },
    { value: 'delayed', label: 'Delayed', count: 1 },
    { value: 'completed', label: 'Completed', count: 0 },
    { value: 'suspended', label: 'Suspended', count: 0 },
    { value: 'cancelled', label: 'Cancelled', count: 0 },
  ],
};

export function makeProject(overrides: Partial<Project> = {}): Project {
  const id = overrides.id ?? 'sample-001';
  return {
    id,
    title: 'Njoro Ward borehole with solar pumping',
    description: 'Drilling and equipping a borehole with a solar pump and four water kiosks.',
    category: 'water',
    categoryLabel: 'Water and sanitation',
    status: 'On Track',
    priority: 'High',
    progress: 62,
    location: { country: 'Kenya', county: 'Nakuru', countyCode: '032', constituency: 'Njoro', constituencyCode: '167', ward: 'Njoro', wardCode: '0835' },
    budget: { allocated: 48_500_000, disbursed: 30_000_000, spent: 27_150_000, currency: 'KES' },
    timeline: { plannedStart: '2026-02-01', plannedEnd: '2027-03-31', actualStart: '2026-02-20', actualEnd: null, lastUpdate: '2026-11-14' },
    ministry: 'Ministry Of Water, Sanitation And Irrigation',
    department: 'State Department For Water Sanitation',
    implementingAgency: 'County Government of Nakuru, Water Department',
    leadBy: 'Sub-County Water Officer',
    contractors: ['Mfano Water Engineering Ltd (fictional)'],
    beneficiaries: 9200,
    tags: ['borehole', 'solar'],
    risks: { count: 2, critical: 0 },
    tasks: { completed: 11, total: 18 },
    documents: [{ title: 'Community monitoring guide', url: '/api/publications/good-practices-community-project-monitoring/download/', type: 'Guide' }],
    sourceUrl: null,
    funding: {
      governmentGrants: 38_500_000,
      ngoFunding: 10_000_000,
      pppFunding: 0,
      details: [{ source: 'County development budget', purpose: 'Drilling, pump and tank', amount: 38_500_000 }],
    },
    participation: {
      upcomingSessions: [{ topic: 'Water kiosk tariffs', date: '2099-12-09', location: 'Njoro Social Hall' }],
      pastFeedback: [{ topic: 'Choosing kiosk sites', summary: 'Residents asked for a kiosk near the school.', outcome: 'One kiosk was moved.' }],
    },
    goals: [],
    impact: null,
    isSample: true,
    url: `/projects/browser?project=${id}`,
    ...overrides,
  };
}

export const PROJECTS: Project[] = [
  makeProject(),
  makeProject({ id: 'sample-002', title: 'Mau Narok feeder road', category: 'roads', categoryLabel: 'Roads and transport', status: 'Delayed', progress: 35 }),
  makeProject({ id: 'sample-003', title: 'Mosop maternity wing', category: 'health', categoryLabel: 'Health', status: 'At Risk', progress: 48 }),
  makeProject({ id: 'sample-004', title: 'Molo college workshop', category: 'education', categoryLabel: 'Education', status: 'Completed', progress: 100 }),
  makeProject({ id: 'sample-009', title: 'Kawangware market', category: 'housing', categoryLabel: 'Housing and urban development', status: 'Planned', progress: 0 }),
];

export function pageOf(
  projects: Project[],
  total = projects.length,
  page = 1,
  pageSize = 12,
  cursors: Partial<Pick<ProjectPage, 'next' | 'previous' | 'totalExact'>> = {},
): ProjectPage {
  return { projects, total, page, pageSize, next: null, previous: null, ...cursors };
}
