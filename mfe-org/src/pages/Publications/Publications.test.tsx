import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type PublicationResource } from '@civic/shared';
import { renderWithProviders, mockGet } from '@civic/shared/testing';
import Publications from './Publications';

const PUBLICATIONS: PublicationResource[] = [
  {
    id: 'county-budget-brief',
    title: 'County Budget Transparency Brief',
    description: 'Policy recommendations for publishing county budgets on time.',
    category: 'policy',
    downloadUrl: '/api/publications/county-budget-brief/download/',
    fileName: 'county-budget-brief.pdf',
    sizeBytes: 2048,
    publishedOn: '2026-03-01',
  },
  {
    id: 'tender-guide',
    title: 'Following a Tender',
    description: 'Step-by-step guidelines for monitoring procurement in your ward.',
    category: 'guidelines',
    downloadUrl: '/api/publications/tender-guide/download/',
    fileName: 'tender-guide.pdf',
    sizeBytes: 512,
    publishedOn: '2025-10-10',
  },
  {
    id: 'participation-practices',
    title: 'Public Participation That Works',
    description: 'Good practices from county budget hearings.',
    category: 'practices',
    downloadUrl: '/api/publications/participation-practices/download/',
    fileName: 'participation-practices.pdf',
    sizeBytes: 3 * 1024 * 1024,
    publishedOn: '2024-06-20',
  },
];

async function renderPublications() {
  mockGet({ '/api/publications/': { publications: PUBLICATIONS } });
  renderWithProviders(<Publications />, { route: '/resources/publications' });
  await screen.findByRole('heading', { level: 3, name: 'County Budget Transparency Brief' });
}

function titles(): string[] {
  return screen
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '')
    .filter((title) => title !== 'No resources found');
}

afterEach(() => jest.restoreAllMocks());

describe('Publications (knowledge hub)', () => {
  it('adds the Knowledge Hub note once the list is in, so it does not jump down the page when the list arrives', async () => {
    let answer!: (value: unknown) => void;
    jest.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderWithProviders(<Publications />, { route: '/resources/publications' });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(screen.queryByText(/New to budgets and procurement\?/)).not.toBeInTheDocument();
    answer({ data: { publications: PUBLICATIONS } });
    expect(await screen.findByText(/New to budgets and procurement\?/)).toBeInTheDocument();
  });

  it('shows its h1 and a card per publication with category, format, size and a download link', async () => {
    await renderPublications();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
    expect(titles()).toHaveLength(3);

    const card = screen.getByRole('article', { name: 'County Budget Transparency Brief' });
    expect(within(card).getByText('Policy recommendations for publishing county budgets on time.')).toBeInTheDocument();
    expect(within(card).getByText('Policy')).toBeInTheDocument();
    expect(within(card).getByText('2.0 KB')).toBeInTheDocument();
    expect(within(card).getByText('Format').nextElementSibling).toHaveTextContent('PDF');
    const download = within(card).getByRole('link', { name: 'Download Resource' });
    expect(download).toHaveAttribute('href', '/api/publications/county-budget-brief/download/');
    expect(download).toHaveAttribute('download', 'county-budget-brief.pdf');
    expect(within(screen.getByRole('article', { name: 'Public Participation That Works' })).getByText('3.0 MB')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Following a Tender' })).getByText('512 B')).toBeInTheDocument();
  });

  it('searches titles and descriptions, ignoring case', async () => {
    const user = userEvent.setup();
    await renderPublications();
    const search = screen.getByRole('searchbox', { name: 'Search resources' });

    await user.type(search, 'TENDER');
    expect(titles()).toEqual(['Following a Tender']);

    await user.clear(search);
    await user.type(search, 'budget hearings');
    expect(titles()).toEqual(['Public Participation That Works']);
    expect(screen.getByText('1 of 3 resources shown')).toBeInTheDocument();
  });

  it('counts with the noun agreeing with the number', async () => {
    mockGet({ '/api/publications/': { publications: [PUBLICATIONS[0]] } });
    renderWithProviders(<Publications />, { route: '/resources/publications' });
    expect(await screen.findByText('1 of 1 resource shown')).toBeInTheDocument();
  });

  it('filters by category with toggle buttons; clicking the active one clears it', async () => {
    const user = userEvent.setup();
    await renderPublications();
    const group = screen.getByRole('group', { name: 'Filter by category' });
    const guidelines = within(group).getByRole('button', { name: /Guidelines/ });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Policy', 'Guidelines', 'Practices']);
    expect(guidelines).toHaveAttribute('aria-pressed', 'false');

    await user.click(guidelines);
    expect(guidelines).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Following a Tender']);

    await user.click(within(group).getByRole('button', { name: /Practices/ }));
    expect(guidelines).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Public Participation That Works']);

    await user.click(within(group).getByRole('button', { name: /Practices/ }));
    expect(within(group).getByRole('button', { name: /Practices/ })).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toHaveLength(3);
  });

  it("shows 'No resources found' and 'Clear all filters' restores the full list", async () => {
    const user = userEvent.setup();
    await renderPublications();
    await user.click(screen.getByRole('button', { name: /Policy/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'tender');
    expect(screen.getByText('No resources found')).toBeInTheDocument();
    expect(titles()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(titles()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Policy/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('No resources found')).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    mockGet({ '/api/publications/': { publications: PUBLICATIONS } }, { '/api/publications/': 1 });
    renderWithProviders(<Publications />, { route: '/resources/publications' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the publications.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it('points newcomers to the Knowledge Hub', async () => {
    await renderPublications();
    expect(screen.getByRole('link', { name: 'Go to the Knowledge Hub' })).toHaveAttribute('href', '/resources/knowledge');
  });
});
