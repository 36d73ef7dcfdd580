import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import Mda from './Mda';
import type { MdaDirectory } from '../../contracts';
import { mockRoutes } from '../../testing/fixtures';

const DIRECTORY: MdaDirectory = {
  credit: 'Kenya eCitizen Services Dataset © 2026 Alvin Karanja, CC BY 4.0',
  source: 'eCitizen snapshot of 14 February 2026',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  counts: { ministries: 2, departments: 3, agencies: 3 },
  ministries: [
    {
      id: 'm01',
      name: 'Executive Office of the President',
      ecitizenUrl: 'https://ecitizen.go.ke/en/ministries/executive-office-of-the-president',
      departments: [
        {
          id: 'm01-d1',
          name: 'Executive Office of the President',
          ecitizenUrl: null,
          agencies: [{ id: 'm01-d1-a1', name: 'Government Press', website: 'https://governmentpress.ecitizen.go.ke/', ecitizenUrl: 'https://ecitizen.go.ke/gp' }],
        },
      ],
    },
    {
      id: 'm02',
      name: 'Ministry of Water, Sanitation and Irrigation',
      ecitizenUrl: null,
      departments: [
        {
          id: 'm02-d1',
          name: 'State Department for Irrigation',
          ecitizenUrl: null,
          agencies: [{ id: 'm02-d1-a1', name: 'National Irrigation Authority', website: null, ecitizenUrl: 'https://ecitizen.go.ke/nia' }],
        },
        {
          id: 'm02-d2',
          name: 'State Department for Water Sanitation',
          ecitizenUrl: null,
          agencies: [{ id: 'm02-d2-a1', name: 'Water Resources Authority', website: 'https://wra.go.ke/', ecitizenUrl: null }],
        },
      ],
    },
  ],
};

afterEach(() => jest.restoreAllMocks());

async function renderDirectory(route = '/mda') {
  mockRoutes({ '/api/mdas/': DIRECTORY });
  renderWithProviders(<Mda />, { route });
  await screen.findByText(/ministries, \d+ departments and \d+ agencies$/);
}

describe('Mda (ministries, departments and agencies)', () => {
  it('lists ministries that open to their departments and agencies, and carries the credit line', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Ministries, Departments and Agencies' })).toBeInTheDocument();
    expect(screen.getByText('2 ministries, 3 departments and 3 agencies')).toBeInTheDocument();
    const water = screen.getByRole('button', { name: 'Ministry of Water, Sanitation and Irrigation' });
    expect(water).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { level: 3, name: 'State Department for Irrigation' })).not.toBeInTheDocument();
    await user.click(water);
    expect(water).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'State Department for Irrigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Website of Water Resources Authority' })).toHaveAttribute('href', 'https://wra.go.ke/');
    expect(screen.getByText(/Data: Kenya eCitizen Services Dataset © 2026 Alvin Karanja, CC BY 4\.0 \(eCitizen snapshot of 14 February 2026\)\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Licence: CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  });

  it('searches agencies, keeping each under its department and ministry, opened', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    await user.type(screen.getByRole('searchbox', { name: 'Search ministries, departments and agencies' }), 'irrigation authority');
    expect(screen.getByText('1 ministry, 1 department and 1 agency')).toBeInTheDocument();
    expect(screen.getByText('1 department · 1 agency')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ministry of Water, Sanitation and Irrigation' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('National Irrigation Authority')).toBeVisible();
    expect(screen.queryByText('Water Resources Authority')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/mdas/?q=irrigation+authority&format=csv');
  });

  it("says when nothing matches, and 'Clear all filters' shows everything again", async () => {
    const user = userEvent.setup();
    await renderDirectory('/mda?q=zzzz');
    expect(screen.getByText('No ministries, departments or agencies found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByText('2 ministries, 3 departments and 3 agencies')).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toHaveValue('');
  });
});
