import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import CompletedProjects from './CompletedProjects';
import { COUNTIES, mockRoutes, NAKURU_CONSTITUENCIES, OPTIONS, pageOf, PROJECTS } from '../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

describe('CompletedProjects', () => {
  it('asks only for completed projects, with counts for them alone and the places down to the ward at once', async () => {
    const user = userEvent.setup();
    const completed = [PROJECTS[3]!];
    const completedOptions = {
      countries: [{ name: 'Kenya', count: 1 }],
      categories: [{ value: 'education', label: 'Education', count: 1 }],
      statuses: OPTIONS.statuses.map((status) => ({ ...status, count: status.label === 'Completed' ? 1 : 0 })),
    };
    mockRoutes({
      '/api/projects/options/?stage=completed': completedOptions,
      '/api/projects/options/?stage=completed&county=032': completedOptions,
      '/api/counties/': { counties: COUNTIES },
      '/api/projects/?stage=completed&pageSize=12': pageOf(completed),
      '/api/projects/?stage=completed&county=032&pageSize=12': pageOf(completed),
      '/api/constituencies/?county=032': { constituencies: NAKURU_CONSTITUENCIES },
    });
    renderWithProviders(<CompletedProjects />, { route: '/projects/completed-projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Completed Projects' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Molo college workshop' })).closest('article')!;
    expect(within(card).getByText('Completed')).toHaveAttribute('data-tone', 'blue');
    expect(within(card).getByText('100% complete')).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All categories', 'Education (1)']),
    );

    const county = screen.getByRole('combobox', { name: 'County' });
    await waitFor(() => expect(county).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Constituency' })).toBeDisabled();
    await user.selectOptions(county, '032');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Constituency' })).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/projects/?stage=completed&county=032&format=csv');
  });
});
