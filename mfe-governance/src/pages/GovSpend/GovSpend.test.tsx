import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import GovSpend from './GovSpend';
import type { Spending } from '../../contracts';
import { HttpFailure, mockRoutes } from '../../testing/fixtures';
import { NATIONAL_2324, NATIONAL_2425, TABLES_2425 } from '../../components/finance/fixtures';

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

const FINANCE = { '/api/spending/counties/?year=2024-25': NATIONAL_2425, '/api/spending/counties/?year=2023-24': NATIONAL_2324 };

afterEach(() => jest.restoreAllMocks());

/** The headings of the page in order, as "h2 County finances". */
const outline = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);

describe('GovSpend', () => {
  it('names the sectors in Kiswahili, each still linking to its projects by the sector’s value', async () => {
    await act(() => changeLanguage('sw'));
    try {
      mockRoutes({ '/api/spending/': SPENDING, ...FINANCE });
      renderWithProviders(<GovSpend />, { route: '/govspend' });
      await screen.findByText('Matumizi kwa sekta');
      const bySector = screen.getByRole('table', { name: 'Pesa zilizotengwa, zilizotolewa na zilizotumika, kwa sekta, kuanzia kiasi kikubwa zaidi' });
      expect(within(bySector).getByRole('link', { name: 'Maji na usafi wa mazingira' })).toHaveAttribute('href', '/projects?category=water');
      expect(within(bySector).getByRole('link', { name: 'Afya' })).toHaveAttribute('href', '/projects?category=health');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('shows totals and tables by county and sector, in millions with one decimal, with shares written out', async () => {
    mockRoutes({ '/api/spending/': SPENDING, ...FINANCE });
    renderWithProviders(<GovSpend />, { route: '/govspend' });
    expect(screen.getByRole('heading', { level: 1, name: 'Government Spending' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Spending by county' });
    expect(screen.getByText(/worked out from the 3 project records/)).toBeInTheDocument();
    expect(screen.getByText(/3 of the 3 projects are sample data/)).toBeInTheDocument();
    expect(screen.getByText('KES 200.0M', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('KES 90.1M', { selector: 'dd' })).toBeInTheDocument();

    const byCounty = screen.getByRole('table', { name: 'Money allocated, disbursed and spent, by county, largest first' });
    expect(
      within(byCounty)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['County', 'Spent', 'Share of all allocated', 'Allocated', 'Disbursed', 'Projects']);
    expect(within(byCounty).getByRole('row', { name: 'Nakuru KES 80.0M 53.3% of allocated 75.0% KES 150.0M KES 100.0M 66.7% of allocated 2' })).toBeInTheDocument();
    expect(within(byCounty).getByRole('link', { name: 'Nakuru' })).toHaveAttribute('href', '/counties/county/032');

    const bySector = screen.getByRole('table', { name: 'Money allocated, disbursed and spent, by sector, largest first' });
    expect(within(bySector).getByRole('rowheader', { name: 'Water and sanitation' })).toBeInTheDocument();
    expect(within(bySector).getByRole('row', { name: /^Health KES 30\.1M 37\.6% of allocated 40\.0% / })).toBeInTheDocument();

    const csvLinks = screen.getAllByRole('link', { name: 'Download CSV' }).map((link) => link.getAttribute('href'));
    expect(csvLinks).toEqual(['/api/spending/counties/?year=2024-25&format=csv', '/api/spending/?by=county&format=csv', '/api/spending/?by=sector&format=csv']);
  });

  it('charts allocated, disbursed and spent, with the by-county table as the alternative', async () => {
    mockRoutes({ '/api/spending/': SPENDING, ...FINANCE });
    renderWithProviders(<GovSpend />, { route: '/govspend' });
    const totals = await screen.findByRole('figure', { name: 'Money for all projects: allocated, disbursed and spent' });
    expect(within(totals).getByRole('img')).toHaveAccessibleName(
      'Money for all projects: allocated, disbursed and spent. All projects: allocated KES 200.0M, disbursed KES 120.0M, spent KES 90.1M',
    );
    const byCounty = screen.getByRole('figure', { name: 'Money for projects by county: allocated, disbursed and spent, the 2 largest' });
    expect(within(byCounty).getByRole('img')).toHaveAccessibleName(/Nakuru: allocated KES 150\.0M, disbursed KES 100\.0M, spent KES 80\.0M; Nairobi: /);
    const link = within(byCounty).getByRole('link', { name: 'The same figures as a table' });
    expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBe(
      screen.getByRole('table', { name: 'Money allocated, disbursed and spent, by county, largest first' }),
    );
  });

  it("shows the Controller of Budget's figures for every county, credited, with the gaps in words, and switches the fiscal year", async () => {
    const user = userEvent.setup();
    mockRoutes({ '/api/spending/': SPENDING, ...FINANCE });
    renderWithProviders(<GovSpend />, { route: '/govspend' });
    const table = await screen.findByRole('table', { name: 'County finances, FY 2024/25' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['County', 'Own-source revenue collected', 'Share of target collected', 'Own-source revenue target', 'Pending bills', 'Development budget spent', 'Revenue arrears']);
    expect(
      within(table).getByRole('row', {
        name: /^Mombasa KES 5,125\.7M 74\.0% KES 6,930\.7M not in the published figures we hold not in the published figures we hold KES 13,745\.2M/,
      }),
    ).toBeInTheDocument();
    // A missing figure shows as a dash, keyed above the table; a screen reader hears the words, as above.
    const mombasa = within(table).getByRole('link', { name: 'Mombasa' }).closest('tr')!;
    expect(mombasa.querySelectorAll('td')[3]).toHaveTextContent(/^–not in the published figures we hold$/);
    expect(within(mombasa.querySelectorAll('td')[3] as HTMLElement).getByText('–')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('In the table, a dash (–) means the figure is not in the published figures we hold.')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Kilifi' })).toHaveAttribute('href', '/counties/county/003');
    expect(screen.getByText('Source: Office of the Controller of Budget, County Budget Implementation Review Report FY 2024/25')).toBeInTheDocument();
    await user.click(screen.getByText('Where the FY 2024/25 figures were read (1 address)'));
    expect(screen.getByRole('link', { name: 'github.com/SwiftTim/proj/blob/9df57add/app/python_service/latest_extraction_debug.txt' })).toHaveAttribute('href', TABLES_2425);
    const chart = screen.getByRole('figure', { name: 'Own-source revenue, target and collected, FY 2024/25: the 2 counties with the largest targets' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(/Nairobi: target KES 20,060\.9M, collected KES 13,188\.8M; Mombasa: target KES 6,930\.7M/);

    // Largest arrears first, then back; a county without the figure stays last.
    await user.click(within(table).getByRole('button', { name: /Revenue arrears/ }));
    expect(within(table).getByRole('columnheader', { name: /Revenue arrears/ })).toHaveAttribute('aria-sort', 'descending');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nairobi', 'Mombasa', 'Kilifi']);
    await user.click(within(table).getByRole('button', { name: /Own-source revenue collected/ }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nairobi', 'Mombasa', 'Kilifi']);
    await user.click(within(table).getByRole('button', { name: /Own-source revenue collected/ }));
    expect(within(table).getByRole('columnheader', { name: /Own-source revenue collected/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mombasa', 'Nairobi', 'Kilifi']);

    await user.click(screen.getByRole('button', { name: 'FY 2023/24' }));
    expect(screen.getByRole('button', { name: /FY 2023\/24/ })).toHaveAttribute('aria-pressed', 'true');
    const earlier = await screen.findByRole('table', { name: 'County finances, FY 2023/24' });
    expect(within(earlier).getByRole('row', { name: /^Nairobi KES 12,542\.1M 63\.7% KES 19,689\.6M KES 118,440\.3M/ })).toBeInTheDocument();
    expect(screen.getByText('Source: Office of the Controller of Budget, County Budget Implementation Review Report FY 2023/24')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Download county finances, FY 2023/24' })).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/spending/counties/?year=2023-24&format=csv',
    );
  });

  it('keeps its headings in order, even when the figures cannot be loaded', async () => {
    mockRoutes({ '/api/spending/': new HttpFailure(500, 'Down'), '/api/spending/counties/?year=2024-25': new HttpFailure(500, 'Down') });
    renderWithProviders(<GovSpend />, { route: '/govspend' });
    await screen.findByText('We could not load the spending figures. Check your connection and try again.');
    await screen.findByText('We could not load the county finance figures. Check your connection and try again.');
    expect(outline()).toEqual(['h1 Government Spending', 'h2 County finances', 'h3 An error occurred', 'h2 An error occurred']);
  });

  it('says there is nothing to show before any project is loaded', async () => {
    mockRoutes({ ...FINANCE, '/api/spending/': { ...SPENDING, totals: { projects: 0, sampleProjects: 0, allocated: 0, disbursed: 0, spent: 0 }, byCounty: [], bySector: [] } });
    renderWithProviders(<GovSpend />, { route: '/govspend' });
    expect(await screen.findByText('No projects are recorded yet, so there is no spending to show.')).toBeInTheDocument();
  });

  it('draws each share as a bar of its length, every bar with the same class', async () => {
    mockRoutes({ '/api/spending/': SPENDING, ...FINANCE });
    renderWithProviders(<GovSpend />, { route: '/govspend' });
    await screen.findByRole('heading', { level: 2, name: 'Spending by county' });
    const byCounty = screen.getByRole('table', { name: 'Money allocated, disbursed and spent, by county, largest first' });
    // The bars are drawn for the eye only: each sits in the share's cell, after the share written out.
    const bars = within(byCounty)
      .getAllByRole('cell')
      .filter((cell) => /%$/.test(cell.firstChild?.textContent ?? ''))
      .map((cell) => cell.querySelector('[aria-hidden="true"]') as HTMLElement);
    expect(bars.map((bar) => bar.style.getPropertyValue('--length'))).toEqual(['75%', '25%']);
    expect(new Set(bars.map((bar) => bar.className)).size).toBe(1);
  });
});
