import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import { CookieBanner } from './CookieBanner';

describe('CookieBanner', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['Essential only', 'essential_only'],
    ['Accept all cookies', 'all_cookies'],
  ])('stores "%s" as %s, says so with a link to change it, and goes when hidden', async (button, value) => {
    renderWithProviders(
      <>
        <CookieBanner />
        <main id="main" tabIndex={-1} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem('cookie_consent')).toBe(value);
    const banner = screen.getByRole('region', { name: 'Cookies on this site' });
    expect(banner).toHaveFocus();
    expect(banner).toHaveTextContent(value === 'all_cookies' ? 'You accepted all cookies.' : 'You chose essential cookies only.');
    expect(screen.getByRole('link', { name: 'You can change your cookie settings at any time.' })).toHaveAttribute('href', '/cookie-settings');
    await userEvent.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('sits in the page flow, not over it, so it never covers what it asks about', () => {
    renderWithProviders(<CookieBanner />);
    expect(getComputedStyle(screen.getByRole('region', { name: 'Cookies on this site' })).position).not.toBe('fixed');
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
