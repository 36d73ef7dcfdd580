import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { api, session$, theme, useSession } from '@civic/shared';
import { adoptSessionInPage, useStartupSession } from './useStartupSession';
import { SessionOverlay } from '../layout/SessionOverlay';

function Probe() {
  useStartupSession();
  const user = useSession();
  return <p>{user === undefined ? 'checking' : user === null ? 'signed out' : `signed in as ${user.fullName}`}</p>;
}

function renderProbe() {
  return render(
    <ThemeProvider theme={theme}>
      <Probe />
      <SessionOverlay />
    </ThemeProvider>,
  );
}

describe('the start-up session check', () => {
  beforeEach(() => {
    session$.next(undefined);
    localStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the loading overlay while checking, then the signed-in user', async () => {
    let answer: (value: unknown) => void = () => undefined;
    jest.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderProbe();
    expect(screen.getByText('Loading secure content...')).toBeInTheDocument();
    await act(async () =>
      answer({ data: { status: 'success', data: { user: { id: 'u1', email: 'wafula@example.org', username: 'wafula', fullName: 'Wafula Barasa', role: 'x' } } } }),
    );
    expect(screen.getByText('signed in as Wafula Barasa')).toBeInTheDocument();
    expect(screen.queryByText('Loading secure content...')).not.toBeInTheDocument();
    // Only display fields are kept locally.
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ id: 'u1', email: 'wafula@example.org', username: 'wafula', fullName: 'Wafula Barasa' });
  });

  it('checks again when another tab signs in', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ data: { status: 'success', data: { user: null } } });
    renderProbe();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    get.mockResolvedValueOnce({ data: { status: 'success', data: { user: { id: 'u2', email: 'njeri@example.org', username: 'njeri', fullName: 'Njeri Mwangi' } } } });
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}' }));
    });
    expect(await screen.findByText('signed in as Njeri Mwangi')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('treats a failed check as signed out, without a message to the visitor, and forgets a stale stored user', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 'old' }));
    jest.spyOn(api, 'get').mockRejectedValue(new Error('timeout of 10000ms exceeded'));
    renderProbe();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(screen.queryByText('Loading secure content...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  describe('with the session the server put in the page', () => {
    function pageSays(text: string) {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = 'session-user';
      block.textContent = text;
      document.head.append(block);
    }
    afterEach(() => document.getElementById('session-user')?.remove());

    it('shows the signed-in user at once, with no check and no loading overlay, and takes the block out of the page', () => {
      const get = jest.spyOn(api, 'get');
      pageSays(JSON.stringify({ user: { id: 'u3', email: 'achieng@example.org', username: 'achieng', fullName: 'Achieng Otieno Adhiambo', displayName: 'Achieng' } }));
      expect(adoptSessionInPage()).toBe(true);
      renderProbe();
      expect(screen.getByText('signed in as Achieng Otieno Adhiambo')).toBeInTheDocument();
      expect(screen.queryByTestId('session-overlay')).not.toBeInTheDocument();
      expect(get).not.toHaveBeenCalled();
      expect(document.getElementById('session-user')).toBeNull();
      expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ id: 'u3', email: 'achieng@example.org', username: 'achieng', fullName: 'Achieng Otieno Adhiambo' });
    });

    it('is signed out at once when the page says so, and forgets a stale stored user', () => {
      const get = jest.spyOn(api, 'get');
      localStorage.setItem('user', JSON.stringify({ id: 'old' }));
      pageSays('{"user":null}');
      expect(adoptSessionInPage()).toBe(true);
      renderProbe();
      expect(screen.getByText('signed out')).toBeInTheDocument();
      expect(get).not.toHaveBeenCalled();
      expect(localStorage.getItem('user')).toBeNull();
    });

    it('asks the API when the block is damaged', async () => {
      const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { status: 'success', data: { user: null } } });
      pageSays('{"user":{"id":');
      expect(adoptSessionInPage()).toBe(false);
      renderProbe();
      expect(screen.getByText('checking')).toBeInTheDocument();
      expect(await screen.findByText('signed out')).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith('/api/auth/user/');
    });
  });
});
