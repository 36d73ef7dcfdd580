import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import OrgRoutes from './routes';
import { ORG_ROUTES } from './routeList';

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
];

describe('OrgRoutes', () => {
  it('owns exactly the paths assigned to this section', () => {
    expect(ORG_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('renders a page lazily at its path', async () => {
    renderWithProviders(<OrgRoutes />, { route: '/why' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Why We Exist' })).toBeInTheDocument();
  });

  it('mounts the pages behind the newsletter e-mail links, which the sitemap leaves out', async () => {
    const { unmount } = renderWithProviders(<OrgRoutes />, { route: '/newsletter/confirm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<OrgRoutes />, { route: '/newsletter/unsubscribe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(ORG_ROUTES.some((route) => route.path.startsWith('/newsletter/'))).toBe(false);
  });

  it('sends /partnerships to the spelling the site uses', async () => {
    renderWithProviders(<OrgRoutes />, { route: '/partnerships' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partnerships' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/patnerships');
  });
});
