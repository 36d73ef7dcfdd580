import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import ProjectBrowser from './ProjectBrowser';
import { COUNTIES, HttpFailure, makeProject, mockRoutes, NAKURU_CONSTITUENCIES, NJORO_WARDS, OPTIONS, pageOf, PROJECTS } from '../../testing/fixtures';

const BASE = {
  '/api/projects/options/': OPTIONS,
  '/api/counties/': { counties: COUNTIES },
  '/api/constituencies/?county=032': { constituencies: NAKURU_CONSTITUENCIES },
  '/api/wards/?constituency=167': { wards: NJORO_WARDS },
};

afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ProjectBrowser (Government Projects)', () => {
  it('rendered ahead by the build, shows the heading, the introduction and the list loading, with no filter to change before the scripts run', () => {
    const get = jest.spyOn(api, 'get');
    renderWithProviders(<ProjectBrowser firstPaint />, { route: '/projects/browser' });
    expect(screen.getByRole('heading', { level: 1, name: 'Government Projects' })).toBeInTheDocument();
    expect(screen.getByText('Choose a county, then a constituency and a ward, to see the projects where you live.')).toBeInTheDocument();
    expect(screen.getByText('Loading projects…')).toBeInTheDocument();
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });

  it('drills county → constituency → ward with real names, each list waiting for the one above', async () => {
    const user = userEvent.setup();
    const nakuru = PROJECTS.slice(0, 3);
    mockRoutes({
      ...BASE,
      '/api/projects/?pageSize=12': pageOf(PROJECTS),
      '/api/projects/?county=032&pageSize=12': pageOf(nakuru),
      '/api/projects/?county=032&constituency=167&pageSize=12': pageOf(nakuru.slice(0, 2)),
      '/api/projects/?county=032&constituency=167&ward=0830&pageSize=12': pageOf([PROJECTS[1]!]),
    });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser' });
    expect(screen.getByRole('heading', { level: 1, name: 'Government Projects' })).toBeInTheDocument();
    await screen.findByText('Showing 1–5 of 5 projects');

    const county = screen.getByRole('combobox', { name: 'County' });
    const constituency = screen.getByRole('combobox', { name: 'Constituency' });
    const ward = screen.getByRole('combobox', { name: 'Ward' });
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    await waitFor(() => expect(county).toBeEnabled());
    expect(constituency).toBeDisabled();
    expect(constituency).toHaveAccessibleDescription('Choose a county first.');
    expect(ward).toBeDisabled();
    expect(ward).toHaveAccessibleDescription('Choose a constituency first.');

    await user.selectOptions(county, '032');
    await screen.findByText('Showing 1–3 of 3 projects');
    await waitFor(() => expect(constituency).toBeEnabled());
    expect(
      within(constituency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All constituencies', 'Molo', 'Njoro', 'Rongai']);
    expect(ward).toBeDisabled();

    await user.selectOptions(constituency, '167');
    await screen.findByText('Showing 1–2 of 2 projects');
    await waitFor(() => expect(ward).toBeEnabled());
    expect(
      within(ward)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All wards', 'Maunarok', 'Mauche', 'Kihingo', 'Nessuit', 'Lare', 'Njoro']);

    await user.selectOptions(ward, '0830');
    await screen.findByText('Showing 1 of 1 project');
    expect(cardTitles()).toEqual(['Mau Narok feeder road']);
    expect(location()).toBe('/projects/browser?county=032&constituency=167&ward=0830');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/projects/?county=032&constituency=167&ward=0830&format=csv');
    expect(screen.getByRole('link', { name: 'Download JSON' })).toHaveAttribute('href', '/api/projects/?county=032&constituency=167&ward=0830&format=json');

    // A new county starts the narrowing again.
    await user.selectOptions(county, '');
    await screen.findByText('Showing 1–5 of 5 projects');
    expect(location()).toBe('/projects/browser');
    expect(constituency).toBeDisabled();
  });

  it("says 'No projects found' and clears every filter", async () => {
    const user = userEvent.setup();
    mockRoutes({
      ...BASE,
      '/api/projects/?q=nothing+here&county=032&pageSize=12': pageOf([]),
      '/api/projects/?pageSize=12': pageOf(PROJECTS),
    });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser?q=nothing+here&county=032' });
    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('nothing here');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await screen.findByText('Showing 1–5 of 5 projects');
    expect(location()).toBe('/projects/browser');
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
  });

  it('opens the project named in the address in a dialog with budget, timeline, agency, lead and documents; Escape closes it', async () => {
    const user = userEvent.setup();
    mockRoutes({
      ...BASE,
      '/api/projects/?pageSize=12': pageOf(PROJECTS),
      '/api/projects/sample-001/': { project: makeProject() },
    });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser?project=sample-001' });
    const dialog = await screen.findByRole('dialog', { name: 'Njoro Ward borehole with solar pumping' });
    expect(within(dialog).getAllByText('Sample data').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/this project was invented/)).toBeInTheDocument();
    const budget = within(dialog).getByRole('table', { name: 'Budget of this project' });
    expect(within(budget).getByRole('row', { name: /Allocated KES 48\.5M/ })).toBeInTheDocument();
    expect(within(budget).getByRole('row', { name: /Spent KES 27\.2M 56\.0% of allocated/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Planned start').nextSibling).toHaveTextContent('1 Feb 2026');
    expect(within(dialog).getByText('Implementing agency').nextSibling).toHaveTextContent('County Government of Nakuru, Water Department');
    expect(within(dialog).getByText('Lead').nextSibling).toHaveTextContent('Sub-County Water Officer');
    expect(within(dialog).getByRole('link', { name: 'Community monitoring guide' })).toHaveAttribute(
      'href',
      '/api/publications/good-practices-community-project-monitoring/download/',
    );
    expect(within(dialog).getByRole('heading', { name: 'Funding overview' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /Government grants KES 38\.5M 79\.4%/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Public participation' })).toBeInTheDocument();
    expect(within(dialog).getByText('Water kiosk tariffs')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/projects/browser');
  });

  it("opens a card's project from its title, keeping the filters in the shareable address", async () => {
    const user = userEvent.setup();
    mockRoutes({
      ...BASE,
      '/api/projects/?county=032&pageSize=12': pageOf(PROJECTS.slice(0, 2)),
      '/api/constituencies/?county=032': { constituencies: NAKURU_CONSTITUENCIES },
      '/api/projects/sample-002/': { project: PROJECTS[1] },
    });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser?county=032' });
    await user.click(await screen.findByRole('link', { name: 'Mau Narok feeder road' }));
    expect(await screen.findByRole('dialog', { name: 'Mau Narok feeder road' })).toBeInTheDocument();
    expect(location()).toBe('/projects/browser?county=032&project=sample-002');
  });

  it('says so when the project in the address does not exist', async () => {
    mockRoutes({ ...BASE, '/api/projects/?pageSize=12': pageOf(PROJECTS), '/api/projects/gone/': new HttpFailure(404, 'There is no project with that id.') });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser?project=gone' });
    const dialog = await screen.findByRole('dialog', { name: 'Project not found' });
    expect(within(dialog).getByText(/There is no project with this link/)).toBeInTheDocument();
  });

  it('pages through the results with the cursors the API gives, forwards and back', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => makeProject({ id: `p-${i}`, title: `Project ${i}` }));
    mockRoutes({
      ...BASE,
      '/api/projects/?pageSize=12': pageOf(many, 30, 1, 12, { next: 'c12' }),
      '/api/projects/?page=2&after=c12&pageSize=12': pageOf(many, 30, 2, 12, { previous: 'c13', next: 'c24' }),
      '/api/projects/?page=3&after=c24&pageSize=12': pageOf(many.slice(0, 6), 30, 3, 12, { previous: 'c25' }),
      '/api/projects/?page=2&before=c25&pageSize=12': pageOf(many, 30, 2, 12, { previous: 'c13', next: 'c24' }),
    });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser' });
    await screen.findByText('Showing 1–12 of 30 projects');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 13–24 of 30 projects');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 25–30 of 30 projects');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(location()).toBe('/projects/browser?page=3&after=c24');
    expect(api.get).toHaveBeenCalledWith('/api/projects/?page=3&after=c24&pageSize=12', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Showing 13–24 of 30 projects');
    expect(location()).toBe('/projects/browser?page=2&before=c25');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Showing 1–12 of 30 projects');
    // The first page is the list's own address: no page number, no cursor.
    expect(location()).toBe('/projects/browser');
  });

  it('says "more than" for a broad search counted only so far, and pages on without a page count', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => makeProject({ id: `p-${i}`, title: `Borehole ${i}` }));
    mockRoutes({
      ...BASE,
      '/api/projects/options/?q=borehole': OPTIONS,
      '/api/projects/?q=borehole&pageSize=12': pageOf(many, 1000, 1, 12, { next: 'c12', totalExact: false }),
      '/api/projects/?q=borehole&page=2&after=c12&pageSize=12': pageOf(many, 1000, 2, 12, { previous: 'c13', next: 'c24', totalExact: false }),
    });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser?q=borehole' });
    await screen.findByText('Showing 1–12 of more than 1,000 projects');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 13–24 of more than 1,000 projects');
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 2')).toBeInTheDocument();
  });

  it('clears the page and its cursor when a filter changes', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => makeProject({ id: `p-${i}`, title: `Project ${i}` }));
    mockRoutes({
      ...BASE,
      '/api/projects/?page=2&after=c12&pageSize=12': pageOf(many, 30, 2, 12, { previous: 'c13', next: 'c24' }),
      '/api/projects/?county=032&pageSize=12': pageOf(many.slice(0, 3), 3),
    });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser?page=2&after=c12' });
    await screen.findByText('Showing 13–24 of 30 projects');
    const county = screen.getByRole('combobox', { name: 'County' });
    await waitFor(() => expect(county).toBeEnabled());
    await user.selectOptions(county, '032');
    await screen.findByText('Showing 1–3 of 3 projects');
    expect(location()).toBe('/projects/browser?county=032');
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    mockRoutes({ ...BASE, '/api/projects/?pageSize=12': pageOf(PROJECTS) }, { '/api/projects/?pageSize=12': 1 });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the projects');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('Showing 1–5 of 5 projects');
  });

  it('puts each hint under its control, so the controls of the filter row start level with each other', async () => {
    mockRoutes({ ...BASE, '/api/projects/?pageSize=12': pageOf(PROJECTS) });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser' });
    await screen.findByText('Showing 1–5 of 5 projects');
    // The county list arrives on its own: the row is as a citizen sees it once it has.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'County' })).toBeEnabled());
    const row = screen.getByRole('search', { name: 'Find a project' });
    const controls = [...within(row).getAllByRole('combobox'), within(row).getByRole('searchbox')];
    expect(controls).toHaveLength(4);
    const described = controls.filter((control) => control.getAttribute('aria-describedby'));
    expect(described.map((control) => control.getAttribute('aria-describedby')!.split(' ').length)).toEqual(described.map(() => 1));
    expect(described).toHaveLength(3); // search, constituency and ward; the county has nothing to wait for
    for (const control of controls) {
      // The label comes right before its control: no hint between them to push one control down.
      const label = row.querySelector(`label[for="${control.id}"]`)!;
      expect(label.nextElementSibling).toBe(control);
    }
    for (const control of described) {
      const hint = document.getElementById(control.getAttribute('aria-describedby')!)!;
      expect(hint).toHaveTextContent(/\S/);
      expect(control.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Ward' })).toHaveAccessibleDescription('Choose a constituency first.');
  });

  it('keeps the headings in order: the page title, then each project under it', async () => {
    mockRoutes({ ...BASE, '/api/projects/?pageSize=12': pageOf(PROJECTS) });
    renderWithProviders(<ProjectBrowser />, { route: '/projects/browser' });
    await screen.findByText('Showing 1–5 of 5 projects');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level, i) => level <= levels[i]! + 1)).toBe(true);
    expect(cardTitles()).toEqual(PROJECTS.map((project) => project.title));
  });
});
