import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, type SessionUser } from '@civic/shared';
import { answer, mockGet, renderWithProviders } from '@civic/shared/testing';
import { FollowButton, forgetFollows } from './FollowButton';

const WANJIKU: SessionUser = { id: 'u-1', email: 'wanjiku@example.ke', username: 'wanjiku', fullName: 'Wanjiku Kamau Njeri' };

afterEach(() => {
  jest.restoreAllMocks();
  forgetFollows();
  bus.emit({ type: 'session', user: null });
});

describe('FollowButton', () => {
  it('signed out, offers to sign in and come back to this page', () => {
    bus.emit({ type: 'session', user: null });
    renderWithProviders(<FollowButton type="county" id="032" name="Nakuru" />, { route: '/counties/county/032' });
    expect(screen.getByRole('link', { name: 'Sign in to follow Nakuru' })).toHaveAttribute('href', `/auth/signin?next=${encodeURIComponent('/counties/county/032')}`);
  });

  it('follows a county, then stops following it', async () => {
    bus.emit({ type: 'session', user: WANJIKU });
    mockGet({ '/api/follows/': { emails: true, follows: [] } });
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer({ following: true }));
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(answer({ following: false }));
    const user = userEvent.setup();
    renderWithProviders(<FollowButton type="county" id="032" name="Nakuru" />);
    const button = screen.getByRole('button', { name: 'Follow Nakuru' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/when a project in this county starts, changes status/)).toBeInTheDocument();
    await user.click(button);
    expect(put).toHaveBeenCalledWith('/api/follows/county/032/');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    expect(remove).toHaveBeenCalledWith('/api/follows/county/032/');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  });

  it('shows a project the citizen already follows as followed', async () => {
    bus.emit({ type: 'session', user: WANJIKU });
    mockGet({ '/api/follows/': { emails: true, follows: [{ type: 'project', id: 'KE-032-0001' }] } });
    renderWithProviders(<FollowButton type="project" id="KE-032-0001" name="Njoro water pan" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Njoro water pan' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('never shows one citizen the follows of another who signed in before them in the same tab', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce(answer({ emails: true, follows: [{ type: 'county', id: '032' }] }))
      .mockResolvedValueOnce(answer({ emails: true, follows: [] }));
    bus.emit({ type: 'session', user: WANJIKU });
    const first = renderWithProviders(<FollowButton type="county" id="032" name="Nakuru" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Nakuru' })).toHaveAttribute('aria-pressed', 'true'));
    first.unmount();
    act(() => bus.emit({ type: 'session', user: { ...WANJIKU, id: 'u-2', email: 'otieno@example.ke', fullName: 'Otieno Ouma' } }));
    renderWithProviders(<FollowButton type="county" id="032" name="Nakuru" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Nakuru' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Follow Nakuru' })).toHaveAttribute('aria-pressed', 'false');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
