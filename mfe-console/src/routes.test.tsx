import { screen } from '@testing-library/react';
import { changeLanguage, type RoutesFile } from '@civic/shared';
import { HttpFailure, mockGet, routesFileFaults, renderWithProviders } from '@civic/shared/testing';
import routesJson from '../routes.json';
import ConsoleRoutes, { pages } from './routes';

const routesFile = routesJson as RoutesFile;

afterEach(() => jest.restoreAllMocks());

describe('routes.json', () => {
  it('is one a release accepts, naming only pages this section has, and every page it has', () => {
    expect(routesFileFaults(routesFile, pages)).toEqual([]);
  });

  it('has the server send a visitor with no session to sign in from every page, before any of the console loads', () => {
    expect(routesFile.pages.filter((page) => page.signedIn !== true).map((page) => page.path)).toEqual([]);
  });

  it('keeps the console out of the sitemap and the navigation', () => {
    for (const page of routesFile.pages) {
      expect(page.sitemap).toBe(false);
      expect(page.nav).toBeUndefined();
    }
  });
});

describe('ConsoleRoutes', () => {
  it.each([
    ['/console', 'Staff'],
    ['/console/audit', 'Audit log'],
    ['/console/moderation', 'Moderation'],
    ['/console/content/faq', 'FAQ'],
    ['/console/content/workshops', 'Workshops'],
    ['/console/content/events', 'Townhall events'],
    ['/console/content/team', 'Team'],
    ['/console/content/testimonials', 'Testimonials'],
    ['/console/content/experts', 'Experts'],
    ['/console/content/publications', 'Publications'],
    ['/console/content/organisation', 'Organisation'],
    ['/console/content/projects', 'Project records'],
    ['/console/keys', 'Case keys'],
  ])('renders %s lazily with its one h1, and asks a signed-out visitor to sign in', async (route, title) => {
    const signedOut = new HttpFailure(401, 'Please sign in to continue.');
    mockGet({
      '/api/staff/': signedOut,
      '/api/staff/audit/': signedOut,
      '/api/moderation/?show=flagged': signedOut,
      '/api/staff/content/faq/': signedOut,
      '/api/staff/content/workshops/': signedOut,
      '/api/staff/content/events/': signedOut,
      '/api/staff/content/team/': signedOut,
      '/api/staff/content/testimonials/': signedOut,
      '/api/staff/content/instructors/': signedOut,
      '/api/staff/content/publications/': signedOut,
      '/api/staff/content/organisation/': signedOut,
      '/api/staff/case-keys/': signedOut,
    });
    renderWithProviders(<ConsoleRoutes routes={routesFile.pages} />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} — Uwazi Hub`);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth/signin?next=${encodeURIComponent(route)}`);
  });
});

describe('a page’s own texts', () => {
  afterEach(() => changeLanguage('en'));

  it('come in Kiswahili with the shared ones, also where the content list shows them', async () => {
    await changeLanguage('sw');
    mockGet({ '/api/staff/content/workshops/': { workshops: [] } });
    renderWithProviders(<ConsoleRoutes routes={routesFile.pages} />, { route: '/console/content/workshops' });
    // The title is a shared text; the rest are the workshops page's own, read by the content list's components.
    expect(await screen.findByRole('heading', { level: 1, name: 'Warsha' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Warsha zote, za karibuni kwanza' })).toBeInTheDocument();
    expect(screen.getByText('Bado hakuna warsha.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Warsha mpya' })).toBeInTheDocument();
  });
});
