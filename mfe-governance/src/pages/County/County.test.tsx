import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, Route, Routes } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import County from './County';
import { HttpFailure, makeProject, mockRoutes, PROJECTS } from '../../testing/fixtures';
import { figures, REPORT_2324, REPORT_2425, TABLES_2425 } from '../../components/finance/fixtures';
import type { CountyPageWithFinance } from '../../components/finance/types';

const AFROCAVE = 'https://afrocave.pages.dev/county-revenue-collection/2023-24';

const NAKURU: CountyPageWithFinance = {
  county: {
    id: 32,
    code: '032',
    name: 'Nakuru',
    region: 'Rift Valley',
    population: 2_162_202,
    area: 7462.4,
    capital: 'Nakuru',
    imageUrl: '',
    formerProvince: 'Rift Valley',
    isoCode: 'KE-31',
    populationMale: 1_077_272,
    populationFemale: 1_084_835,
    populationIntersex: 95,
    density: 289.7,
    notes: null,
    constituencyCount: 2,
    wardCount: 11,
  },
  constituencies: [
    { code: '166', name: 'Molo', wards: ['Mariashoni', 'Elburgon', 'Turi', 'Molo'].map((name, i) => ({ code: String(826 + i).padStart(4, '0'), name })) },
    {
      code: '167',
      name: 'Njoro',
      wards: ['Maunarok', 'Mauche', 'Kihingo', 'Nessuit', 'Lare', 'Njoro', 'Extra'].map((name, i) => ({ code: String(830 + i).padStart(4, '0'), name })),
    },
  ],
  projects: {
    total: 3,
    sampleCount: 3,
    byStatus: [
      { status: 'On Track', count: 1 },
      { status: 'Delayed', count: 1 },
      { status: 'At Risk', count: 1 },
    ],
    bySector: [
      { category: 'roads', label: 'Roads and transport', count: 1, allocated: 86_000_000 },
      { category: 'health', label: 'Health', count: 1, allocated: 64_000_000 },
      { category: 'water', label: 'Water and sanitation', count: 1, allocated: 48_500_000 },
    ],
    budget: { allocated: 198_500_000, disbursed: 108_000_000, spent: 95_850_000, currency: 'KES' },
    latest: PROJECTS.slice(0, 3),
  },
  funding: {
    governmentGrants: 90_500_000,
    ngoFunding: 22_000_000,
    pppFunding: 0,
    total: 112_500_000,
    currency: 'KES',
    details: [{ source: 'County health budget', purpose: 'Building works', amount: 52_000_000, projectId: 'sample-003', projectTitle: 'Mosop maternity wing' }],
  },
  participation: {
    upcomingSessions: [
      { topic: 'Revised completion date and detours', date: '2099-01-20', location: "Mau Narok Chief's Camp", projectId: 'sample-002', projectTitle: 'Mau Narok feeder road' },
    ],
    pastFeedback: [
      {
        topic: 'Dust and speeding trucks',
        summary: 'Parents reported speeding trucks.',
        outcome: 'Speed bumps were added.',
        projectId: 'sample-002',
        projectTitle: 'Mau Narok feeder road',
      },
    ],
  },
  plannedInitiatives: [
    {
      id: 'sample-009',
      name: 'Kawangware market',
      description: 'A planned market.',
      budget: 1_450_000_000,
      currency: 'KES',
      expectedCompletion: '2029-06-30',
      goals: ['Give every trader a stall'],
      isSample: true,
    },
  ],
  environmentalProjects: [
    {
      id: 'sample-008',
      name: 'Mikindani mangrove restoration',
      description: 'Replanting mangroves.',
      status: 'On Track',
      startDate: '2026-03-15',
      impact: '120,000 seedlings by 2027.',
      isSample: true,
    },
  ],
  finance: {
    code: '032',
    name: 'Nakuru',
    currency: 'KES',
    years: [
      {
        year: '2023/24',
        report: REPORT_2324,
        figures: figures({ osrTarget: 4_100_000_000, osrActual: 3_321_300_000, osrPerformancePct: 81 }, AFROCAVE),
        notes: ['Development absorption was not among the counties the press reported.'],
      },
      {
        year: '2024/25',
        report: REPORT_2425,
        figures: figures({ osrActual: 3_647_900_000, revenueArrears: 12_590_700_000, expenditureDevelopment: 3_940_000_000 }, TABLES_2425),
        notes: [],
      },
    ],
  },
};

/** The headings of the page in order, as "h2 Facts". */
const outline = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);

afterEach(() => jest.restoreAllMocks());

function renderCounty(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/counties/county/:code" element={<County />} />
    </Routes>,
    { route },
  );
}

describe('County page', () => {
  it('names its region, former province, project statuses and sectors in Kiswahili', async () => {
    await act(() => changeLanguage('sw'));
    try {
      mockRoutes({ '/api/counties/032/': NAKURU });
      renderCounty('/counties/county/032');
      expect(await screen.findByRole('heading', { level: 1, name: 'Kaunti ya Nakuru' })).toBeInTheDocument();
      expect(screen.getByText('Kaunti namba 032 · eneo la Bonde la Ufa · makao makuu Nakuru')).toBeInTheDocument();
      const facts = screen.getByRole('table', { name: 'Taarifa muhimu kuhusu Kaunti ya Nakuru' });
      expect(within(facts).getByRole('row', { name: 'Eneo Bonde la Ufa' })).toBeInTheDocument();
      expect(within(facts).getByRole('row', { name: 'Mkoa wa zamani Bonde la Ufa' })).toBeInTheDocument();
      expect(within(screen.getByRole('table', { name: 'Miradi kulingana na hali' })).getByText('Umechelewa')).toHaveAttribute('data-tone', 'red');
      expect(within(screen.getByRole('table', { name: 'Miradi kulingana na sekta' })).getByRole('rowheader', { name: 'Barabara na uchukuzi' })).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it("shows the county's facts with its density, and every constituency with its wards", async () => {
    mockRoutes({ '/api/counties/032/': NAKURU });
    renderCounty('/counties/county/032');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nakuru County' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Nakuru County — /);
    const facts = screen.getByRole('table', { name: 'Facts about Nakuru County' });
    expect(within(facts).getByRole('row', { name: 'Population (2019 census) 2,162,202' })).toBeInTheDocument();
    expect(within(facts).getByRole('row', { name: 'People per km² 289.7' })).toBeInTheDocument();
    expect(within(facts).getByRole('row', { name: 'Land area 7,462.4 km²' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Njoro' })).toHaveAttribute('id', 'constituency-167');
    const njoro = screen.getByRole('list', { name: 'Wards of Njoro' });
    expect(
      within(njoro)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Maunarok', 'Mauche', 'Kihingo', 'Nessuit', 'Lare', 'Njoro', 'Extra']);
    expect(within(njoro).getByRole('link', { name: 'Projects in Maunarok ward' })).toHaveAttribute('href', '/projects/browser?county=032&constituency=167&ward=0830');
    const wardData = screen.getByRole('group', { name: 'Download the wards of Nakuru County' });
    expect(within(wardData).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/wards/?county=032&format=csv');
  });

  it('summarises its projects by status and sector, with the money, funding, participation, planned and environmental work', async () => {
    mockRoutes({ '/api/counties/032/': NAKURU });
    renderCounty('/counties/county/032');
    await screen.findByRole('heading', { level: 2, name: 'Projects in Nakuru County' });
    expect(screen.getByText('3 projects recorded; all 3 are sample data.')).toBeInTheDocument();
    const money = screen.getByRole('table', { name: 'Money for projects in Nakuru County' });
    expect(within(money).getByRole('row', { name: 'Spent KES 95.9M 48.3% of allocated' })).toBeInTheDocument();
    const byStatus = screen.getByRole('table', { name: 'Projects by status' });
    expect(within(byStatus).getByText('Delayed')).toHaveAttribute('data-tone', 'red');
    expect(within(screen.getByRole('table', { name: 'Projects by sector' })).getByRole('row', { name: 'Roads and transport 1 KES 86.0M' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 3 projects in the project browser' })).toHaveAttribute('href', '/projects/browser?county=032');
    const projectData = screen.getByRole('group', { name: 'Download the projects in Nakuru County' });
    expect(within(projectData).getByRole('link', { name: 'Download JSON' })).toHaveAttribute('href', '/api/projects/?county=032&format=json');
    expect(within(screen.getByRole('table', { name: 'Funding by source' })).getByRole('row', { name: 'Government grants KES 90.5M 80.4%' })).toBeInTheDocument();
    expect(screen.getByText('Revised completion date and detours')).toBeInTheDocument();
    expect(screen.getByText('Outcome: Speed bumps were added.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Planned initiatives' })).toBeInTheDocument();
    expect(screen.getByText('Give every trader a stall')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Environmental projects' })).toBeInTheDocument();
    expect(screen.getByText('120,000 seedlings by 2027.')).toBeInTheDocument();
  });

  it("shows the county's finances from the Controller of Budget for both years, credited, with the gaps in words", async () => {
    const user = userEvent.setup();
    mockRoutes({ '/api/counties/032/': NAKURU });
    renderCounty('/counties/county/032');
    expect(await screen.findByRole('heading', { level: 2, name: 'County finances' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Finances of Nakuru County by fiscal year' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Figure', 'FY 2023/24', 'FY 2024/25']);
    expect(within(table).getByRole('row', { name: 'Own-source revenue target KES 4,100.0M not in the published figures we hold' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Share of target collected 81.0% not in the published figures we hold' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Revenue arrears not in the published figures we hold KES 12,590.7M' })).toBeInTheDocument();

    const chart = screen.getByRole('figure', { name: 'Own-source revenue of Nakuru County, target and collected, by fiscal year' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      'Own-source revenue of Nakuru County, target and collected, by fiscal year. FY 2023/24: target KES 4,100.0M, collected KES 3,321.3M; FY 2024/25: target not in the published figures we hold, collected KES 3,647.9M',
    );
    expect(within(chart).getByRole('link', { name: 'The same figures as a table' })).toHaveAttribute('href', '#county-finance-table');

    expect(screen.getByText('Source: Office of the Controller of Budget, County Budget Implementation Review Report FY 2023/24')).toBeInTheDocument();
    expect(screen.getByText('Source: Office of the Controller of Budget, County Budget Implementation Review Report FY 2024/25')).toBeInTheDocument();
    await user.click(screen.getByText('Where the FY 2023/24 figures were read (1 address)'));
    expect(screen.getByRole('link', { name: 'afrocave.pages.dev/county-revenue-collection/2023-24' })).toHaveAttribute('href', AFROCAVE);
    await user.click(screen.getByText('Notes on the FY 2023/24 figures'));
    expect(screen.getByText('Development absorption was not among the counties the press reported.')).toBeVisible();
  });

  it('charts the project money, and puts funding amounts right after their source', async () => {
    mockRoutes({ '/api/counties/032/': NAKURU });
    renderCounty('/counties/county/032');
    const chart = await screen.findByRole('figure', { name: 'Money for projects in Nakuru County: allocated, disbursed and spent' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      'Money for projects in Nakuru County: allocated, disbursed and spent. Projects in Nakuru County: allocated KES 198.5M, disbursed KES 108.0M, spent KES 95.9M',
    );
    expect(within(chart).getByRole('link', { name: 'The same figures as a table' })).toHaveAttribute('href', '#county-budget-table');
    expect(screen.getByRole('table', { name: 'Money for projects in Nakuru County' })).toHaveAttribute('id', 'county-budget-table');
    const lines = screen.getByRole('table', { name: 'Largest funding lines' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Source', 'Amount', 'Purpose', 'Project']);
    expect(within(screen.getByRole('table', { name: 'Funding by source' })).getByRole('row', { name: 'Public-private partnerships KES 0.0M 0.0%' })).toBeInTheDocument();
  });

  it('keeps its headings in order: no jump from the h1 to an h3, when loaded or when loading fails', async () => {
    mockRoutes({ '/api/counties/032/': NAKURU });
    const { unmount } = renderCounty('/counties/county/032');
    await screen.findByRole('heading', { level: 1, name: 'Nakuru County' });
    const levels = outline().map((entry) => Number(entry[1]));
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
    unmount();
    jest.restoreAllMocks();

    mockRoutes({ '/api/counties/032/': new HttpFailure(500, 'Down') });
    renderCounty('/counties/county/032');
    await screen.findByText('We could not load this county. Check your connection and try again.');
    expect(outline()).toEqual(['h1 Counties', 'h2 An error occurred']);
  });

  it('opens a project of the county in a dialog from the address', async () => {
    const user = userEvent.setup();
    mockRoutes({ '/api/counties/032/': NAKURU, '/api/projects/sample-002/': { project: makeProject({ id: 'sample-002', title: 'Mau Narok feeder road', status: 'Delayed' }) } });
    renderCounty('/counties/county/032');
    await user.click(await screen.findByRole('link', { name: 'Mau Narok feeder road' }));
    expect(await screen.findByRole('dialog', { name: 'Mau Narok feeder road' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/counties/county/032?project=sample-002');
  });

  it("is a real 'not found' page for an unknown county code", async () => {
    mockRoutes({ '/api/counties/099/': new HttpFailure(404, 'There is no county with code 099.') });
    renderCounty('/counties/county/099');
    expect(await screen.findByRole('heading', { level: 1, name: 'County not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no county with the code "099"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 47 counties' })).toHaveAttribute('href', '/counties');
    expect(document.title).toMatch(/^County not found — /);
  });

  it('says when a county has no projects yet', async () => {
    mockRoutes({
      '/api/counties/032/': {
        ...NAKURU,
        projects: { ...NAKURU.projects, total: 0, sampleCount: 0, byStatus: [], bySector: [], latest: [] },
        funding: null,
        plannedInitiatives: [],
        environmentalProjects: [],
      },
    });
    renderCounty('/counties/county/032');
    expect(await screen.findByText('No projects are recorded in Nakuru County yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Funding overview' })).not.toBeInTheDocument();
  });
});
