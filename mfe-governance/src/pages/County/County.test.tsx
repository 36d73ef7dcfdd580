import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@civic/shared/testing';
import County from './County';
import type { CountyPage } from '../../contracts';
import { HttpFailure, makeProject, mockRoutes, PROJECTS } from '../../testing/fixtures';

const NAKURU: CountyPage = {
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
};

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
    expect(screen.getByText(/3 projects recorded 3 of them are sample data\./)).toBeInTheDocument();
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
