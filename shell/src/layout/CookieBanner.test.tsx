import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import { CookieBanner } from './CookieBanner';
import { keepConsentCookie } from './consent';
import { forgetConsent } from './testing/consent';

describe('CookieBanner', () => {
  beforeEach(forgetConsent);

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
    // The cookie tells the server, whose next page then comes without the notice.
    expect(document.cookie).toContain(`cookie_consent=${value}`);
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

  it('asks with a form the page can send before its scripts run: each button posts its choice', () => {
    renderWithProviders(<CookieBanner />);
    const essential = screen.getByRole('button', { name: 'Essential only' });
    const form = essential.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/cookie-consent/');
    expect(essential).toHaveAttribute('type', 'submit');
    expect(essential).toHaveAttribute('name', 'choice');
    expect(essential).toHaveAttribute('value', 'essential_only');
    expect(screen.getByRole('button', { name: 'Accept all cookies' })).toHaveAttribute('value', 'all_cookies');
  });

  it('does not show when the choice came by the form (only the cookie holds it)', () => {
    document.cookie = 'cookie_consent=all_cookies; Path=/';
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
  });

  it('copies a choice kept only in storage into the cookie at start, so the server knows it too', () => {
    localStorage.setItem('cookie_consent', 'essential_only');
    keepConsentCookie();
    expect(document.cookie).toContain('cookie_consent=essential_only');
    forgetConsent();
    keepConsentCookie();
    expect(document.cookie).not.toContain('cookie_consent=');
  });
});
