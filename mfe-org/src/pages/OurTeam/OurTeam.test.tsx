import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  await screen.findByRole('heading', { level: 2, name: 'Our teams' });
}

/** The whole team's section, with its search, filters and grid (the leadership is a section of its own). */
const teamSection = () => screen.getByRole('region', { name: 'Our teams' });
const leadersSection = () => screen.getByRole('region', { name: 'Who leads the organisation' });

/** Names in a grid, in the order shown: each card's name is a button that opens the profile. */
function namesIn(section: HTMLElement): string[] {
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .filter((heading) => within(heading).queryByRole('button'))
    .map((heading) => heading.textContent ?? '');
}

/** Member names in the order the team grid shows them. */
function shownNames(): string[] {
  return within(teamSection())
    .queryAllByRole('heading', { level: 3 })
    .filter((heading) => within(heading).queryByRole('button'))
    .map((heading) => heading.textContent ?? '');
}

afterEach(() => jest.restoreAllMocks());

describe('OurTeam (Leadership)', () => {
  it('shows its h1, the stats and every member, each team together with its lead first', async () => {
    await renderTeam();
    expect(screen.getByRole('heading', { level: 1, name: 'Leadership' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/api/team/', expect.anything());
    const stats = screen.getByText('Team members').closest('div')!;
    expect(within(stats).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByText('Departments').closest('div')!).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByText('Working since').closest('div')!).getByText('2022')).toBeInTheDocument();
    // Each figure says what it counts.
    expect(within(screen.getByText('Working since').closest('div')!).getByText('The year Uwazi Hub was founded, in Nairobi.')).toBeInTheDocument();
    expect(
      within(screen.getByText('Counties we cover').closest('div')!).getByText(
        'All of Kenya, the one country we work in. Our Ohio office works with volunteers and partners abroad.',
      ),
    ).toBeInTheDocument();
    // Data, Design, Engineering, Executive, Product
    expect(shownNames()).toEqual(['Amina Hassan', 'Chebet Kiprop', 'Otieno Odhiambo', 'Wanjiru Kamau', 'Brian Mutua']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('department');
    expect(screen.getByText('Showing 5 of 5 team members')).toBeInTheDocument();
  });

  it('lists as leadership only the roles that lead: the director, then each team’s head', async () => {
    await renderTeam();
    expect(namesIn(leadersSection())).toEqual(['Wanjiru Kamau', 'Otieno Odhiambo', 'Brian Mutua']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Who leads the organisation', 'Our teams']);
  });

  it('knows the leading roles the API gives a Kiswahili reader', async () => {
    const kiswahili = [
      member(1, 'Wanjiru Kamau', 'Mkurugenzi Mtendaji', 'executive'),
      member(2, 'Otieno Odhiambo', 'Mkuu wa Uhandisi', 'engineering'),
      member(3, 'Amina Hassan', 'Mchambuzi wa Data', 'data'),
      member(4, 'Brian Mutua', 'Meneja wa Bidhaa', 'product'),
    ];
    mockGet({ '/api/team/': { members: kiswahili } });
    renderWithProviders(<OurTeam />, { route: '/our-team' });
    await screen.findByRole('heading', { level: 2, name: 'Our teams' });
    expect(namesIn(leadersSection())).toEqual(['Wanjiru Kamau', 'Otieno Odhiambo', 'Brian Mutua']);
  });

  it('counts with the noun agreeing with the number', async () => {
    mockGet({ '/api/team/': { members: [MEMBERS[2]] } });
    renderWithProviders(<OurTeam />, { route: '/our-team' });
    expect(await screen.findByText('Showing 1 of 1 team member')).toBeInTheDocument();
    // Nobody in a leading role: no empty leadership section.
    expect(screen.queryByRole('region', { name: 'Who leads the organisation' })).not.toBeInTheDocument();
  });

  it('lines up the filter row: each label sits right above its control, and the search hint is still read with the box', async () => {
    await renderTeam();
    const row = screen.getByRole('search', { name: 'Find a team member' });
    const controls = [
      within(row).getByRole('searchbox', { name: 'Search team members' }),
      within(row).getByRole('combobox', { name: 'Department' }),
      within(row).getByRole('combobox', { name: 'Sort by' }),
    ];
    for (const control of controls) {
      const label = control.previousElementSibling;
      expect(label?.tagName).toBe('LABEL');
      expect(label).toHaveAttribute('for', control.id);
    }
    expect(controls[0]).toHaveAccessibleDescription('Search by name, role or department.');
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

    await user.selectOptions(sort, 'name');
    expect(shownNames()).toEqual(['Amina Hassan', 'Brian Mutua', 'Chebet Kiprop', 'Otieno Odhiambo', 'Wanjiru Kamau']);

    await user.selectOptions(sort, 'recentlyJoined');
    expect(shownNames()).toEqual(['Chebet Kiprop', 'Brian Mutua', 'Amina Hassan', 'Otieno Odhiambo', 'Wanjiru Kamau']);

    await user.selectOptions(sort, 'department');
    expect(shownNames()).toEqual(['Amina Hassan', 'Chebet Kiprop', 'Otieno Odhiambo', 'Wanjiru Kamau', 'Brian Mutua']);
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
    const opener = within(teamSection()).getByRole('button', { name: 'Wanjiru Kamau' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Wanjiru Kamau' });
    expect(within(dialog).getByText('Executive Director')).toBeInTheDocument();
    expect(within(dialog).getByText('Wanjiru leads the organisation and its partnerships.')).toBeInTheDocument();
    expect(within(dialog).getByText('Joined 12 Sep 2022')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Contact details' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'info@uwazihub.example' })).toHaveAttribute('href', 'mailto:info@uwazihub.example?subject=For%20Wanjiru%20Kamau');
    expect(within(dialog).getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute('href', 'tel:+254700000000');
    // The data names a personal profile elsewhere; it may not be this person's, so it is not linked.
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['mailto:info@uwazihub.example?subject=For%20Wanjiru%20Kamau', 'tel:+254700000000']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('links no one in the seeded team to an account on another site, on the page or in any profile', async () => {
    const user = userEvent.setup();
    const seeded = JSON.parse(readFileSync(path.join(__dirname, '../../../../api/seed/team.json'), 'utf8')) as TeamMember[];
    const personal = /linkedin\.com\/in\/|(^|\/\/)(www\.)?(x|twitter)\.com\/\w|github\.com\/\w/i;
    expect(seeded.filter((m) => Object.values(m.socialLinks).some((url) => url && personal.test(url))).map((m) => m.name)).toEqual([]);

    mockGet({ '/api/team/': { members: seeded } });
    renderWithProviders(<OurTeam />, { route: '/our-team' });
    await screen.findByRole('heading', { name: 'Our teams' });
    // The leadership is the directors and the team heads, not the whole staff.
    expect(namesIn(leadersSection())).toEqual([
      'Njeri Wambugu',
      'Brian Ouma Otieno',
      'Fatuma Abdalla Said',
      'Mercy Nduku Musyoka',
      'Abdirahman Hussein Farah',
      'Kipchumba Rotich',
      'Grace Akinyi Onyango',
    ]);
    const offSite = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => /^(https?:)?\/\//.test(href));
    expect(offSite(screen.queryAllByRole('link'))).toEqual([]);
    for (const opener of within(teamSection())
      .getAllByRole('button', { name: /\w/ })
      .filter((button) => button.getAttribute('aria-haspopup') === 'dialog')) {
      await user.click(opener);
      const dialog = screen.getByRole('dialog');
      expect(offSite(within(dialog).queryAllByRole('link'))).toEqual([]);
      await user.keyboard('{Escape}');
    }
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
