import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import { CookieSettingsPage } from './CookieSettingsPage';
import { CookieBanner } from '../../layout/CookieBanner';
import { forgetConsent } from '../../layout/testing/consent';

describe('CookieSettingsPage', () => {
  beforeEach(forgetConsent);

  it('shows the stored choice and changes it', async () => {
    localStorage.setItem('cookie_consent', 'all_cookies');
    const user = userEvent.setup();
    renderWithProviders(<CookieSettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.getByText('Your current choice: all cookies.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Accept all cookies' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Essential only' }));
    await user.click(screen.getByRole('button', { name: 'Save cookie settings' }));
    expect(localStorage.getItem('cookie_consent')).toBe('essential_only');
    expect(screen.getByRole('status')).toHaveTextContent('Saved: this site now uses essential cookies only.');
    expect(screen.getByText('Your current choice: essential cookies only.')).toBeInTheDocument();
  });

  it('a choice saved here answers the banner on the same page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CookieBanner />
        <CookieSettingsPage />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeInTheDocument();
    expect(screen.getByText('You have not chosen yet: until you do, only essential cookies are used.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save cookie settings' }));
    expect(localStorage.getItem('cookie_consent')).toBe('essential_only');
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
  });
});
