import { screen } from '@testing-library/react';
import type { RoutesFile } from '@civic/shared';
import { routesFileFaults, renderWithProviders } from '@civic/shared/testing';
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
