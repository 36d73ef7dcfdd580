import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import CompletedProjects from './CompletedProjects';
import { COUNTIES, mockRoutes, NAKURU_CONSTITUENCIES, OPTIONS, pageOf, PROJECTS } from '../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

describe('CompletedProjects', () => {
  it('asks only for completed projects, with advanced filters down to the ward after a country', async () => {
    const user = userEvent.setup();
    const completed = [PROJECTS[3]!];
    mockRoutes({
      '/api/projects/options/': OPTIONS,
      '/api/counties/': { counties: COUNTIES },
      '/api/projects/?stage=completed&pageSize=12': pageOf(completed),
      '/api/projects/?stage=completed&country=Kenya&pageSize=12': pageOf(completed),
      '/api/projects/?stage=completed&country=Kenya&county=032&pageSize=12': pageOf(completed),
      '/api/constituencies/?county=032': { constituencies: NAKURU_CONSTITUENCIES },
    });
    renderWithProviders(<CompletedProjects />, { route: '/projects/completed-projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Completed Projects' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Molo college workshop' })).closest('article')!;
    expect(within(card).getByText('Completed')).toHaveAttribute('data-tone', 'blue');
    expect(within(card).getByText('100% complete')).toBeInTheDocument();

    const county = screen.getByRole('combobox', { name: 'County' });
    expect(county).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Constituency' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Kenya');
    await waitFor(() => expect(county).toBeEnabled());
    await user.selectOptions(county, '032');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Constituency' })).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/projects/?stage=completed&country=Kenya&county=032&format=csv');
  });
});
