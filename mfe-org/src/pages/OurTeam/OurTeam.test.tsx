import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type TeamMember } from '@civic/shared';
import { renderWithProviders, mockGet } from '@civic/shared/testing';
import OurTeam from './OurTeam';

function member(id: number, name: string, role: string, department: string, extra: Partial<TeamMember> = {}): TeamMember {
  return { id, name, role, department, bio: `${name} bio text.`, image: '', joinedOn: `202${id % 5}-03-01`, socialLinks: {}, ...extra };
}

const MEMBERS: TeamMember[] = [
  member(1, 'Wanjiru Kamau', 'Executive Director', 'executive', {
    bio: 'Wanjiru leads the organisation and its partnerships.',
    joinedOn: '2022-09-12',
    socialLinks: { linkedin: 'https://linkedin.com/in/example' },
  }),
  member(2, 'Otieno Odhiambo', 'Lead Engineer', 'engineering'),
  member(3, 'Amina Hassan', 'Data Analyst', 'data'),
  member(4, 'Brian Mutua', 'Product Manager', 'product'),
  member(5, 'Chebet Kiprop', 'Designer', 'design'),
];

async function renderTeam() {
  mockGet({ '/api/team/': { members: MEMBERS } });
  renderWithProviders(<OurTeam />, { route: '/our-team' });
  await screen.findByRole('heading', { level: 3, name: 'Wanjiru Kamau' });
}

/** Member names in the order the grid shows them: each card's name is a button that opens the profile. */
function shownNames(): string[] {
  return screen
    .queryAllByRole('heading', { level: 3 })
    .filter((heading) => within(heading).queryByRole('button'))
    .map((heading) => heading.textContent ?? '');
}

afterEach(() => jest.restoreAllMocks());

describe('OurTeam (Leadership)', () => {
  it('shows its h1, the stats and every member sorted by name', async () => {
    await renderTeam();
    expect(screen.getByRole('heading', { level: 1, name: 'Leadership' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/api/team/', expect.anything());
    const stats = screen.getByText('Team members').closest('div')!;
    expect(within(stats).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByText('Departments').closest('div')!).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByText('Working since').closest('div')!).getByText('2022')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Amina Hassan', 'Brian Mutua', 'Chebet Kiprop', 'Otieno Odhiambo', 'Wanjiru Kamau']);
    expect(screen.getByText('Showing 5 of 5 team members')).toBeInTheDocument();
  });

  it('searches name, role and department, ignoring case', async () => {
    const user = userEvent.setup();
    await renderTeam();
    const search = screen.getByRole('searchbox', { name: 'Search team members' });

    await user.type(search, 'OTIENO');
    expect(shownNames()).toEqual(['Otieno Odhiambo']);

    await user.clear(search);
    await user.type(search, 'analyst');
    expect(shownNames()).toEqual(['Amina Hassan']);

    await user.clear(search);
    await user.type(search, 'Engineer');
    expect(shownNames()).toEqual(['Otieno Odhiambo']);

    await user.clear(search);
    await user.type(search, 'executive');
    expect(shownNames()).toEqual(['Wanjiru Kamau']);
    expect(screen.getByText('Showing 1 of 5 team members')).toBeInTheDocument();
  });

  it('filters by department, offering all and the seven departments', async () => {
    const user = userEvent.setup();
    await renderTeam();
    const department = screen.getByRole('combobox', { name: 'Department' });
    expect(
      within(department)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['all', 'executive', 'engineering', 'product', 'design', 'marketing', 'data', 'people']);

    await user.selectOptions(department, 'design');
    expect(shownNames()).toEqual(['Chebet Kiprop']);

    await user.selectOptions(department, 'all');
    expect(shownNames()).toHaveLength(5);
  });

  it('sorts by name, by department and by most recently joined (descending id)', async () => {
    const user = userEvent.setup();
    await renderTeam();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });

    await user.selectOptions(sort, 'department');
    // Data, Design, Engineering, Executive, Product
    expect(shownNames()).toEqual(['Amina Hassan', 'Chebet Kiprop', 'Otieno Odhiambo', 'Wanjiru Kamau', 'Brian Mutua']);

    await user.selectOptions(sort, 'recentlyJoined');
    expect(shownNames()).toEqual(['Chebet Kiprop', 'Brian Mutua', 'Amina Hassan', 'Otieno Odhiambo', 'Wanjiru Kamau']);

    await user.selectOptions(sort, 'name');
    expect(shownNames()).toEqual(['Amina Hassan', 'Brian Mutua', 'Chebet Kiprop', 'Otieno Odhiambo', 'Wanjiru Kamau']);
  });

  it("says 'No team members found' when nothing matches, and clearing the filters brings everyone back", async () => {
    const user = userEvent.setup();
    await renderTeam();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'marketing');
    expect(screen.getByText('No team members found')).toBeInTheDocument();
    expect(shownNames()).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search team members' }), 'nobody by this name');
    expect(screen.getByText('No team members found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(shownNames()).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Search team members' })).toHaveValue('');
  });

  it('opens a member in a dialog with bio and contact details; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    await renderTeam();
    const opener = screen.getByRole('button', { name: 'Wanjiru Kamau' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Wanjiru Kamau' });
    expect(within(dialog).getByText('Executive Director')).toBeInTheDocument();
    expect(within(dialog).getByText('Wanjiru leads the organisation and its partnerships.')).toBeInTheDocument();
    expect(within(dialog).getByText('Joined 12 Sept 2022')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Contact details' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'info@uwazihub.example' })).toHaveAttribute('href', 'mailto:info@uwazihub.example?subject=For%20Wanjiru%20Kamau');
    expect(within(dialog).getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute('href', 'tel:+254700000000');
    expect(within(dialog).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://linkedin.com/in/example');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows a load failure with a retry that loads the team', async () => {
    const user = userEvent.setup();
    mockGet({ '/api/team/': { members: MEMBERS } }, { '/api/team/': 1 });
    renderWithProviders(<OurTeam />, { route: '/our-team' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is loading while the team is on its way', () => {
    jest.spyOn(api, 'get').mockReturnValue(new Promise(() => {}));
    renderWithProviders(<OurTeam />, { route: '/our-team' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the team…');
  });
});
