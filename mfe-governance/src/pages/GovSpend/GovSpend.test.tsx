import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import GovSpend from './GovSpend';
import type { Spending } from '../../contracts';
import { mockRoutes } from '../../testing/fixtures';

const SPENDING: Spending = {
  currency: 'KES',
  totals: { projects: 3, sampleProjects: 3, allocated: 200_000_000, disbursed: 120_000_000, spent: 90_050_000 },
  byCounty: [
    { key: '032', name: 'Nakuru', projects: 2, allocated: 150_000_000, disbursed: 100_000_000, spent: 80_000_000, share: 0.75 },
    { key: '047', name: 'Nairobi', projects: 1, allocated: 50_000_000, disbursed: 20_000_000, spent: 10_050_000, share: 0.25 },
  ],
  bySector: [
    { key: 'water', name: 'Water and sanitation', projects: 2, allocated: 120_000_000, disbursed: 70_000_000, spent: 60_000_000, share: 0.6 },
    { key: 'health', name: 'Health', projects: 1, allocated: 80_000_000, disbursed: 50_000_000, spent: 30_050_000, share: 0.4 },
  ],
};

afterEach(() => jest.restoreAllMocks());

describe('GovSpend', () => {
  it('shows totals and tables by county and sector, in millions with one decimal, with shares written out', async () => {
    mockRoutes({ '/api/spending/': SPENDING });
    renderWithProviders(<GovSpend />, { route: '/govspend' });
    expect(screen.getByRole('heading', { level: 1, name: 'Government Spending' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Spending by county' });
    expect(screen.getByText(/worked out from the 3 project records/)).toBeInTheDocument();
    expect(screen.getByText(/3 of the 3 projects are sample data/)).toBeInTheDocument();
    expect(screen.getByText('KES 200.0M')).toBeInTheDocument();
    expect(screen.getByText('KES 90.1M')).toBeInTheDocument();

    const byCounty = screen.getByRole('table', { name: 'Money allocated, disbursed and spent, by county, largest first' });
    expect(
      within(byCounty)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['County', 'Projects', 'Allocated', 'Disbursed', 'Spent', 'Share of all allocated']);
    expect(within(byCounty).getByRole('row', { name: 'Nakuru 2 KES 150.0M KES 100.0M 66.7% of allocated KES 80.0M 53.3% of allocated 75%' })).toBeInTheDocument();
    expect(within(byCounty).getByRole('link', { name: 'Nakuru' })).toHaveAttribute('href', '/counties/county/032');

    const bySector = screen.getByRole('table', { name: 'Money allocated, disbursed and spent, by sector, largest first' });
    expect(within(bySector).getByRole('rowheader', { name: 'Water and sanitation' })).toBeInTheDocument();
    expect(within(bySector).getByRole('row', { name: /Health .* 40%$/ })).toBeInTheDocument();

    const csvLinks = screen.getAllByRole('link', { name: 'Download CSV' }).map((link) => link.getAttribute('href'));
    expect(csvLinks).toEqual(['/api/spending/?by=county&format=csv', '/api/spending/?by=sector&format=csv']);
  });

  it('says there is nothing to show before any project is loaded', async () => {
    mockRoutes({ '/api/spending/': { ...SPENDING, totals: { projects: 0, sampleProjects: 0, allocated: 0, disbursed: 0, spent: 0 }, byCounty: [], bySector: [] } });
    renderWithProviders(<GovSpend />, { route: '/govspend' });
    expect(await screen.findByText('No projects are recorded yet, so there is no spending to show.')).toBeInTheDocument();
  });
});
