import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import Counties from './Counties';
import { COUNTIES, mockRoutes } from '../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

const names = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const location = () => screen.getByTestId('location').textContent;

async function renderCounties(route = '/counties') {
  mockRoutes({ '/api/counties/': { counties: COUNTIES } });
  renderWithProviders(<Counties />, { route });
  await screen.findByText(/^Showing \d+ of 5 counties$/);
}

describe('Counties', () => {
  it('lists the counties by name, each linking to its page', async () => {
    await renderCounties();
    expect(screen.getByRole('heading', { level: 1, name: 'Counties' })).toBeInTheDocument();
    expect(names()).toEqual(['Mombasa', "Murang'a", 'Nairobi', 'Nakuru', 'Turkana']);
    expect(screen.getByText('Showing 5 of 5 counties')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nakuru' })).toHaveAttribute('href', '/counties/county/032');
    const nakuru = screen.getByRole('heading', { level: 2, name: 'Nakuru' }).closest('article')!;
    expect(within(nakuru).getByText('2,162,202')).toBeInTheDocument();
    expect(within(nakuru).getByText('7,462.4 km²')).toBeInTheDocument();
  });

  it('filters by the eight regions and sorts by population and by area, largest first', async () => {
    const user = userEvent.setup();
    await renderCounties();
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(
      within(region)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All regions', 'Nairobi Metropolitan', 'Central', 'Coastal', 'Eastern', 'North Eastern', 'Nyanza', 'Rift Valley', 'Western']);
    await user.selectOptions(region, 'Rift Valley');
    expect(names()).toEqual(['Nakuru', 'Turkana']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'area');
    expect(names()).toEqual(['Turkana', 'Nakuru']);
    expect(location()).toBe('/counties?region=Rift+Valley&sort=area');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/counties/?region=Rift+Valley&sort=area&format=csv');
    await user.selectOptions(region, '');
    await user.selectOptions(sort, 'population');
    expect(names()).toEqual(['Nairobi', 'Nakuru', 'Mombasa', "Murang'a", 'Turkana']);
  });

  it('searches names and headquarters, ignoring case and apostrophes', async () => {
    const user = userEvent.setup();
    await renderCounties();
    const search = screen.getByRole('searchbox', { name: 'Search counties' });
    await user.type(search, 'LODWAR');
    expect(names()).toEqual(['Turkana']);
    await user.clear(search);
    await user.type(search, 'muranga');
    expect(names()).toEqual(["Murang'a"]);
  });

  it("says 'No counties found' and 'Clear all filters' brings them all back", async () => {
    const user = userEvent.setup();
    await renderCounties('/counties?region=Coastal&q=nakuru');
    expect(screen.getByText('No counties found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(names()).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Search counties' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('');
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    mockRoutes({ '/api/counties/': { counties: COUNTIES } }, { '/api/counties/': 1 });
    renderWithProviders(<Counties />, { route: '/counties' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the counties');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nakuru' })).toBeInTheDocument();
  });

  it('keeps the headings in order and the search hint under its box, level with the other controls', async () => {
    await renderCounties();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level, i) => level <= levels[i]! + 1)).toBe(true);
    const search = screen.getByRole('searchbox', { name: 'Search counties' });
    expect(document.querySelector(`label[for="${search.id}"]`)!.nextElementSibling).toBe(search);
    const hint = document.getElementById(search.getAttribute('aria-describedby')!)!;
    expect(search.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(search).toHaveAccessibleDescription(hint.textContent!);
  });
});
