import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import { OfflineBanner } from './OfflineBanner';
import { withSavedCopyBlock } from './policy';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => {
    setOnline(true);
    document.head.innerHTML = '';
  });

  it('says nothing while the page is live and connected, and says so once the connection goes', () => {
    renderWithProviders(<OfflineBanner />, { route: '/counties' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline; showing what was saved on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);
    expect(screen.getByRole('link', { name: 'What this phone keeps' })).toHaveAttribute('href', '/saved-on-this-phone');
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("gives a saved copy's date, even while the browser believes it is online", () => {
    document.head.innerHTML = withSavedCopyBlock('<head></head>', new Date(2026, 10, 27, 14, 5)).replace(/<\/?head>/g, '');
    renderWithProviders(<OfflineBanner />, { route: '/counties/county/032' });
    expect(screen.getByRole('status')).toHaveTextContent('You are offline; showing what was saved on 27 Nov 2026, 2:05 PM.');
  });
});
