import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import OngoingProjects from './OngoingProjects';
import { COUNTIES, mockRoutes, OPTIONS, pageOf, PROJECTS } from '../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

describe('OngoingProjects', () => {
  it('asks for projects under way and filters them by how well they are going', async () => {
    const user = userEvent.setup();
    mockRoutes({
      '/api/projects/options/?stage=ongoing': OPTIONS,
      '/api/counties/': { counties: COUNTIES },
      '/api/projects/?stage=ongoing&pageSize=12': pageOf(PROJECTS.slice(0, 3)),
      '/api/projects/?stage=ongoing&status=delayed&pageSize=12': pageOf([PROJECTS[1]!]),
    });
    renderWithProviders(<OngoingProjects />, { route: '/projects/ongoing-projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ongoing Projects' })).toBeInTheDocument();
    await screen.findByText('Showing 1–3 of 3 projects');
    const status = screen.getByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(within(status).getByRole('option', { name: 'Delayed (1)' })).toBeInTheDocument());
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'on-track', 'at-risk', 'delayed', 'suspended']);
    await user.selectOptions(status, 'delayed');
    await screen.findByText('Showing 1 of 1 project');
    const card = screen.getByRole('heading', { level: 2, name: 'Mau Narok feeder road' }).closest('article')!;
    expect(within(card).getByText('Delayed')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByTestId('location')).toHaveTextContent('/projects/ongoing-projects?status=delayed');
  });
});
