import { screen, waitFor } from '@testing-library/react';
import type { RoutesFile } from '@civic/shared';
import { mockGet, routesFileFaults, renderWithProviders } from '@civic/shared/testing';
import routesJson from '../routes.json';
import OrgRoutes, { pages } from './routes';

const routesFile = routesJson as RoutesFile;

const SPEC_PATHS = [
  '/who-we-are',
  '/about',
  '/why',
  '/how',
  '/what',
  '/vision-mission',
  '/core-values',
  '/our-team',
  '/contact-us',
  '/data-access',
  '/faq',
  '/volunteer',
  '/journalism',
  '/experts',
  '/patnerships',
  '/partnerships',
  '/international-organizations',
  '/government-agencies',
  '/rights',
  '/donations',
  '/news',
  '/blogs',
  '/exhibition',
  '/resources/publications',
  '/resources/knowledge',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
];

describe('routes.json', () => {
  it('is one a release accepts, naming only pages this section has, and every page it has', () => {
    expect(routesFileFaults(routesFile, pages)).toEqual([]);
  });

  it('declares exactly the paths assigned to this section', () => {
    expect(routesFile.pages.map((page) => page.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('keeps the pages behind the newsletter e-mail links out of the sitemap', () => {
    const newsletter = routesFile.pages.filter((page) => page.path.startsWith('/newsletter/'));
    expect(newsletter.map((page) => page.sitemap)).toEqual([false, false]);
  });
});

describe('OrgRoutes', () => {
  it('renders a page lazily at its path', async () => {
    renderWithProviders(<OrgRoutes routes={routesFile.pages} />, { route: '/why' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Why We Exist' })).toBeInTheDocument();
  });

  it('mounts the pages behind the newsletter e-mail links', async () => {
    const { unmount } = renderWithProviders(<OrgRoutes routes={routesFile.pages} />, { route: '/newsletter/confirm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<OrgRoutes routes={routesFile.pages} />, { route: '/newsletter/unsubscribe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('sends /partnerships to the spelling the site uses', async () => {
    renderWithProviders(<OrgRoutes routes={routesFile.pages} />, { route: '/partnerships' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partnerships' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/patnerships');
  });
});

describe('every page', () => {
  const DATA = {
    '/api/faq/': { faqs: [{ id: 'q1', category: 'Reporting', question: 'Can I report without my name?', answer: 'Yes.' }] },
    '/api/publications/': {
      publications: [
        {
          id: 'guide',
          title: 'A Guide',
          description: 'How to read a budget.',
          category: 'guidelines',
          downloadUrl: '/api/publications/guide/download/',
          fileName: 'guide.pdf',
          sizeBytes: 2048,
          publishedOn: '2024-06-20',
        },
      ],
    },
    '/api/team/': {
      members: [
        { id: 1, name: 'Wanjiru Kamau', role: 'Executive Director', department: 'executive', bio: 'Leads.', image: '', joinedOn: '2022-02-01', socialLinks: {} },
        { id: 2, name: 'Amina Hassan', role: 'Data Analyst', department: 'data', bio: 'Analyses.', image: '', joinedOn: '2024-02-01', socialLinks: {} },
      ],
    },
    '/api/testimonials/': { testimonials: [{ id: 1, quote: 'Useful.', author: 'Achieng', position: 'Resident', company: 'Kisumu', rating: 5, image: '' }] },
  };

  /** Levels of every heading, in document order, once the page and its data have loaded (or failed to). */
  async function headingLevels(path: string, failures: Record<string, number> = {}): Promise<number[]> {
    mockGet(DATA, failures);
    const { unmount } = renderWithProviders(<OrgRoutes routes={routesFile.pages} />, { route: path });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    unmount();
    jest.restoreAllMocks();
    return levels;
  }

  function expectNoSkippedLevel(levels: number[]) {
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    const skips = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]}→h${level}`] : []));
    expect(skips).toEqual([]);
  }

  it.each(SPEC_PATHS.filter((path) => !path.startsWith('/newsletter/') && path !== '/partnerships'))('%s has one h1 and never skips a heading level', async (path) =>
    expectNoSkippedLevel(await headingLevels(path)),
  );

  it.each([
    ['/our-team', '/api/team/'],
    ['/faq', '/api/faq/'],
    ['/resources/publications', '/api/publications/'],
  ])('%s goes from its h1 to an h2 when its data fails to load', async (path, url) => {
    const levels = await headingLevels(path, { [url]: 1 });
    expect(levels.slice(0, 2)).toEqual([1, 2]);
    expectNoSkippedLevel(levels);
  });
});
