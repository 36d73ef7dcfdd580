import { screen } from '@testing-library/react';
import { bus } from '@civic/shared';
import { mockGet, renderWithProviders } from '@civic/shared/testing';
import AuthRoutes from './routes';

beforeEach(() => {
  bus.emit({ type: 'session', user: null });
  mockGet({ '/api/auth/providers/': { google: { enabled: false } } });
});
afterEach(() => jest.restoreAllMocks());

describe('AuthRoutes', () => {
  it.each([
    ['/auth/signin', 'Sign in'],
    ['/auth/signup', 'Create your account'],
    ['/auth/forgot-password', 'Forgot your password?'],
    ['/auth/reset-password', 'Choose a new password'],
    ['/auth/verify-email', 'Verify your e-mail address'],
  ])('renders %s lazily with its one h1', async (route, title) => {
    renderWithProviders(<AuthRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} — Uwazi Hub`);
  });

  it('sends a signed-out visitor from /dashboard to sign in, and back after', async () => {
    renderWithProviders(<AuthRoutes />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin?next=/dashboard');
  });
});
