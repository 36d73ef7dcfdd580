import { screen, waitFor } from '@testing-library/react';
import { bus, type RoutesFile } from '@civic/shared';
import { mockGet, routesFileFaults, renderWithProviders } from '@civic/shared/testing';
import routesJson from '../routes.json';
import AuthRoutes, { pages } from './routes';

const routesFile = routesJson as RoutesFile;

beforeEach(() => {
  bus.emit({ type: 'session', user: null });
  mockGet({ '/api/auth/providers/': { google: { enabled: false } } });
});
afterEach(() => jest.restoreAllMocks());

describe('routes.json', () => {
  it('is one a release accepts, naming only pages this section has, and every page it has', () => {
    expect(routesFileFaults(routesFile, pages)).toEqual([]);
  });
});

describe('AuthRoutes', () => {
  it.each([
    ['/auth/signin', 'Sign in'],
    ['/auth/signup', 'Create your account'],
    ['/auth/forgot-password', 'Forgot your password?'],
    ['/auth/reset-password', 'Choose a new password'],
    ['/auth/verify-email', 'Verify your e-mail address'],
    ['/notifications/unsubscribe', 'Stop e-mails'],
  ])('renders %s lazily with its one h1', async (route, title) => {
    renderWithProviders(<AuthRoutes routes={routesFile.pages} />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${title} — Uwazi Hub`));
    // The title routes.json gives a page is the one the page sets itself.
    expect(routesFile.pages.find((page) => page.path === route)?.title).toBe(title);
  });

  it('sends a signed-out visitor from /dashboard to sign in, and back after', async () => {
    renderWithProviders(<AuthRoutes routes={routesFile.pages} />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin?next=/dashboard');
  });

  it('sends a signed-out visitor from /dashboard/notifications to sign in, and back after', async () => {
    renderWithProviders(<AuthRoutes routes={routesFile.pages} />, { route: '/dashboard/notifications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin?next=/dashboard/notifications');
  });
});
