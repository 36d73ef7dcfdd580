import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import Projects from './Projects';
import { COUNTIES, HttpFailure, mockRoutes, OPTIONS, pageOf, PROJECTS } from '../../testing/fixtures';

const BASE = {
  '/api/projects/options/': OPTIONS,
  '/api/counties/': { counties: COUNTIES },
  '/api/projects/?pageSize=12': pageOf(PROJECTS),
};

afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Projects', () => {
  it('lists projects with their status written and coloured, progress, money in millions, and the sample label', async () => {
    mockRoutes(BASE);
    renderWithProviders(<Projects />, { route: '/projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    await screen.findByText('Showing 1–5 of 5 projects');
    expect(cardTitles()).toEqual(PROJECTS.map((project) => project.title));

    const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('article')!;
    const tones = Object.fromEntries(
      PROJECTS.map((project) => [project.status, within(card(project.title)).getByText(project.status, { selector: '[data-tone]' }).getAttribute('data-tone')]),
    );
    expect(tones).toEqual({ 'On Track': 'green', Delayed: 'red', 'At Risk': 'yellow', Completed: 'blue', Planned: 'grey' });

    const first = card('Njoro Ward borehole with solar pumping');
    expect(within(first).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '62');
    expect(within(first).getByText('62% complete')).toBeInTheDocument();
    expect(within(first).getByText('KES 48.5M allocated · KES 27.2M spent')).toBeInTheDocument();
    expect(within(first).getByText('Njoro ward, Njoro constituency, Nakuru County')).toBeInTheDocument();
    expect(within(first).getByText('Sample data')).toBeInTheDocument();
    expect(screen.getByText(/are not government data/)).toBeInTheDocument();
  });

  it('searches title and description through the API once typing settles', async () => {
    const user = userEvent.setup();
    mockRoutes({ ...BASE, '/api/projects/?q=borehole&pageSize=12': pageOf([PROJECTS[0]!]) });
    renderWithProviders(<Projects />, { route: '/projects' });
    await screen.findByText('Showing 1–5 of 5 projects');
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'borehole');
    await waitFor(() => expect(cardTitles()).toEqual(['Njoro Ward borehole with solar pumping']));
    expect(location()).toBe('/projects?q=borehole');
    const searches = jest.mocked(api.get).mock.calls.filter(([url]) => url.startsWith('/api/projects/?q='));
    expect(searches.map(([url]) => url)).toEqual(['/api/projects/?q=borehole&pageSize=12']);
  });

  it('filters by category, offering every sector with its count', async () => {
    const user = userEvent.setup();
    mockRoutes({ ...BASE, '/api/projects/?category=health&pageSize=12': pageOf([PROJECTS[2]!]) });
    renderWithProviders(<Projects />, { route: '/projects' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(4));
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Water and sanitation (1)', 'Roads and transport (1)', 'Health (1)']);
    await user.selectOptions(category, 'health');
    await waitFor(() => expect(cardTitles()).toEqual(['Mosop maternity wing']));
    expect(location()).toBe('/projects?category=health');
  });

  it('resets filters the address cannot mean, asks the API without them and takes them out of the address', async () => {
    mockRoutes({ ...BASE, '/api/projects/?q=borehole&pageSize=12': pageOf([PROJECTS[0]!]) });
    renderWithProviders(<Projects />, { route: '/projects?q=borehole&category=nonsense&county=abc&status=late' });
    await waitFor(() => expect(cardTitles()).toEqual(['Njoro Ward borehole with solar pumping']));
    await waitFor(() => expect(location()).toBe('/projects?q=borehole'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    const asked = jest
      .mocked(api.get)
      .mock.calls.map(([url]) => url)
      .filter((url) => url.startsWith('/api/projects/?'));
    expect(asked.every((url) => !/category=|county=|status=/.test(url))).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why the API refused a filter and offers to clear the filters rather than to retry', async () => {
    const user = userEvent.setup();
    mockRoutes({ ...BASE, '/api/projects/?county=099&pageSize=12': new HttpFailure(400, 'There is no county with code 099.', 'county') });
    renderWithProviders(<Projects />, { route: '/projects?county=099' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no county with code 099.');
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Clear all filters' }));
    await screen.findByText('Showing 1–5 of 5 projects');
    expect(location()).toBe('/projects');
  });

  it('offers the county filter at once when Kenya is the only country, with no country to choose first', async () => {
    const user = userEvent.setup();
    mockRoutes({
      ...BASE,
      '/api/projects/?county=032&pageSize=12': pageOf(PROJECTS.slice(0, 3)),
      '/api/projects/options/?county=032': OPTIONS,
    });
    renderWithProviders(<Projects />, { route: '/projects' });
    await screen.findByText('Showing 1–5 of 5 projects');
    const county = screen.getByRole('combobox', { name: 'County' });
    await waitFor(() => expect(county).toBeEnabled());
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    expect(county).not.toHaveAccessibleDescription();
    expect(
      within(county)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All counties', ...COUNTIES.map((c) => c.name)]);
    await user.selectOptions(county, '032');
    await screen.findByText('Showing 1–3 of 3 projects');
    expect(location()).toBe('/projects?county=032');
  });

  it('asks for a country first when the projects come from several, then offers only that country’s counties', async () => {
    const user = userEvent.setup();
    const twoCountries = {
      ...OPTIONS,
      countries: [
        { name: 'Kenya', count: 3 },
        { name: 'Uganda', count: 1 },
      ],
    };
    mockRoutes({
      ...BASE,
      '/api/projects/options/': twoCountries,
      '/api/projects/options/?country=Kenya': twoCountries,
      '/api/projects/?country=Kenya&pageSize=12': pageOf(PROJECTS),
    });
    renderWithProviders(<Projects />, { route: '/projects' });
    const country = await screen.findByRole('combobox', { name: 'Country' });
    const county = screen.getByRole('combobox', { name: 'County' });
    await waitFor(() => expect(county).toBeDisabled());
    expect(county).toHaveAccessibleDescription('Choose a country first.');
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All countries', 'Kenya (3)', 'Uganda (1)']);
    await user.selectOptions(country, 'Kenya');
    await waitFor(() => expect(county).toBeEnabled());
    expect(within(county).getAllByRole('option')).toHaveLength(COUNTIES.length + 1);
    expect(location()).toBe('/projects?country=Kenya');
  });

  it('disables the county filter for a country the platform has no counties for', async () => {
    mockRoutes({
      ...BASE,
      '/api/projects/options/?country=Uganda': { ...OPTIONS, countries: [...OPTIONS.countries, { name: 'Uganda', count: 1 }] },
      '/api/projects/?country=Uganda&pageSize=12': pageOf([]),
    });
    renderWithProviders(<Projects />, { route: '/projects?country=Uganda' });
    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    const county = screen.getByRole('combobox', { name: 'County' });
    expect(county).toBeDisabled();
    expect(county).toHaveAccessibleDescription('There are no county lists for this country.');
  });
});
