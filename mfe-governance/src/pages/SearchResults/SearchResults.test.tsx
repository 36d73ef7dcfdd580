import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, changeLanguage } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import SearchResults from './SearchResults';
import type { SearchResponse } from '../../contracts';
import { HttpFailure, mockRoutes } from '../../testing/fixtures';

const NJORO: SearchResponse = {
  query: 'njoro',
  groups: [
    {
      kind: 'constituencies',
      label: 'Constituencies',
      count: 1,
      results: [{ title: 'Njoro constituency', snippet: 'Constituency in Nakuru County · 6 wards', url: '/counties/county/032#constituency-167' }],
    },
    {
      kind: 'wards',
      label: 'Wards',
      count: 7,
      results: [{ title: 'Njoro ward', snippet: 'Ward in Njoro constituency, Nakuru County', url: '/counties/county/032#constituency-167' }],
    },
    {
      kind: 'projects',
      label: 'Projects',
      count: 1,
      results: [{ title: 'Njoro Ward borehole', snippet: 'Nakuru County · On Track · Drilling…', url: '/projects/browser?project=sample-001', badge: 'Sample data' }],
    },
  ],
};

afterEach(() => jest.restoreAllMocks());

describe('SearchResults', () => {
  it('groups the results by kind with counts, each result linking to its page', async () => {
    mockRoutes({ '/api/search/?q=njoro&limit=5': NJORO });
    renderWithProviders(<SearchResults />, { route: '/search-results?q=njoro' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(await screen.findByText('9 results for "njoro"')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Constituencies (1)', 'Wards (7)', 'Projects (1)']);
    expect(screen.getByRole('link', { name: 'Njoro constituency' })).toHaveAttribute('href', '/counties/county/032#constituency-167');
    const projects = screen.getByRole('region', { name: 'Projects (1)' });
    expect(within(projects).getByRole('link', { name: 'Njoro Ward borehole' })).toHaveAttribute('href', '/projects/browser?project=sample-001');
    expect(within(projects).getByText('Sample data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all 7 wards' })).toHaveAttribute('href', '/search-results?q=njoro&kind=wards');
    expect(document.title).toMatch(/^Search results: njoro — /);
  });

  it('shows one kind whole when asked, with a way back to all results', async () => {
    mockRoutes({ '/api/search/?q=njoro&kind=wards&limit=50': { query: 'njoro', groups: [NJORO.groups[1]!] } });
    renderWithProviders(<SearchResults />, { route: '/search-results?q=njoro&kind=wards' });
    expect(await screen.findByText('Showing 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all results' })).toHaveAttribute('href', '/search-results?q=njoro');
  });

  it('says "more than" for a kind counted only so far, and offers more of it', async () => {
    const broad: SearchResponse = {
      query: 'water',
      groups: [
        { kind: 'counties', label: 'Counties', count: 1, countExact: true, results: [{ title: 'Nakuru County', snippet: 'Rift Valley region', url: '/counties/county/032' }] },
        {
          kind: 'projects',
          label: 'Projects',
          count: 1000,
          countExact: false,
          results: [{ title: 'Water pan', snippet: 'Nakuru County · Planned · A pan.', url: '/projects/browser?project=p-1' }],
        },
      ],
    };
    mockRoutes({ '/api/search/?q=water&limit=5': broad });
    renderWithProviders(<SearchResults />, { route: '/search-results?q=water' });
    expect(await screen.findByText('More than 1,001 results for "water"')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Projects (more than 1,000)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show more projects' })).toHaveAttribute('href', '/search-results?q=water&kind=projects');
  });

  it('asks for a search term when there is none, without calling the API', () => {
    jest.spyOn(api, 'get');
    renderWithProviders(<SearchResults />, { route: '/search-results?q=%20%20' });
    expect(screen.getByText('Search the site', { selector: 'h3' })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('says when nothing is found, and searches again from its own box', async () => {
    const user = userEvent.setup();
    mockRoutes({ '/api/search/?q=zzzz&limit=5': { query: 'zzzz', groups: [] }, '/api/search/?q=njoro&limit=5': NJORO });
    renderWithProviders(<SearchResults />, { route: '/search-results?q=zzzz' });
    expect(await screen.findByText('No results for "zzzz"')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search terms' });
    await user.clear(box);
    await user.type(box, 'njoro{Enter}');
    expect(await screen.findByText('9 results for "njoro"')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?q=njoro');
  });

  it('says what is wrong with words the site refuses at the box, keeping them, with no "try again"', async () => {
    const user = userEvent.setup();
    mockRoutes({
      '/api/search/?q=a&limit=5': new HttpFailure(400, 'Search for at least 2 letters or digits.', 'q'),
      '/api/search/?q=ab&limit=5': NJORO,
    });
    renderWithProviders(<SearchResults />, { route: '/search-results?q=a' });
    const box = screen.getByRole('searchbox', { name: 'Search terms' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search for at least 2 letters or digits.');
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(box).toHaveValue('a');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Search for at least 2 letters or digits.');
    await user.type(box, 'b{Enter}');
    expect(await screen.findByText('9 results for "ab"')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to try again when the search itself failed', async () => {
    mockRoutes({ '/api/search/?q=water&limit=5': new HttpFailure(500, 'Down') });
    renderWithProviders(<SearchResults />, { route: '/search-results?q=water' });
    expect(await screen.findByText('The search did not work. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('SearchResults painted ahead (firstPaint)', () => {
  it('shows the heading and what the search covers, says the box and the results are coming, and searches for nothing', () => {
    const get = jest.spyOn(api, 'get');
    renderWithProviders(<SearchResults firstPaint />, { route: '/search-results?q=water' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByText('Counties, constituencies, wards, projects, pages, publications and answers across the site.')).toBeInTheDocument();
    expect(screen.getByText('Loading the search box…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Search the site')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('SearchResults in Kiswahili', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('names the kinds and the sample label in the page’s language, the links keeping the kind', async () => {
    await act(() => changeLanguage('sw'));
    mockRoutes({ '/api/search/?q=njoro&limit=5': NJORO });
    renderWithProviders(<SearchResults />, { route: '/search-results?q=njoro' });
    expect(await screen.findByText('Matokeo 9 ya "njoro"')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Maeneo bunge (1)', 'Wadi (7)', 'Miradi (1)']);
    expect(within(screen.getByRole('region', { name: 'Miradi (1)' })).getByText('Data ya mfano')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Onyesha matokeo yote 7 ya wadi' })).toHaveAttribute('href', '/search-results?q=njoro&kind=wards');
  });
});
