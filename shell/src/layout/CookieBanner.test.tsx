import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import { CookieBanner } from './CookieBanner';

describe('CookieBanner', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['Essential only', 'essential_only'],
    ['Accept all cookies', 'all_cookies'],
  ])('stores "%s" as %s and goes away', async (button, value) => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem('cookie_consent')).toBe(value);
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
  });

  it('does not show once a choice is stored, and shows again for an unknown value', () => {
    localStorage.setItem('cookie_consent', 'essential_only');
    const { unmount } = renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
    unmount();
    localStorage.setItem('cookie_consent', 'maybe');
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
