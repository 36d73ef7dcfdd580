import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus, Route, Routes, session$, type SessionUser } from '@civic/shared';
import type { NotificationPreferences } from '@civic/shared/contracts';
import { answer, apiFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import NotificationSettings from './NotificationSettings';

const AMINA: SessionUser = { id: 'u-1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina Wanjiru' };
const PREFERENCES = '/api/notifications/preferences/';

/** What Amina saved before: her account by e-mail too, what she follows by e-mail only, one e-mail each. */
const SAVED: NotificationPreferences = {
  kinds: [
    { kind: 'account', live: true, email: true },
    { kind: 'cases', live: true, email: false },
    { kind: 'community', live: true, email: false },
    { kind: 'forum', live: true, email: false },
    { kind: 'follows', live: false, email: true },
  ],
  digest: false,
};

/** The page at its route, as the shell mounts it, so a redirect leaves it. */
function renderPage(failures: Record<string, number> = {}) {
  const get = mockGet({ [PREFERENCES]: SAVED }, failures);
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/notifications" element={<NotificationSettings />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/dashboard/notifications' },
  );
  return get;
}

function box(name: string) {
  return screen.getByRole('checkbox', { name });
}

beforeEach(() => bus.emit({ type: 'session', user: AMINA }));
afterEach(() => jest.restoreAllMocks());

describe('NotificationSettings', () => {
  it('shows every kind with what it covers, and the saved choices', async () => {
    const get = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    expect(document.title).toBe('Notification settings — Uwazi Hub');
    const table = await screen.findByRole('table', { name: 'What reaches you, and how' });
    expect(get).toHaveBeenCalledWith(PREFERENCES, expect.anything());

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Notifications about', 'In the bell', 'By e-mail']);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(5);
    const expected: Array<[string, string]> = [
      ['Your account', 'New sign-ins to your account, and the welcome when you join.'],
      ['Your reports and complaints', 'Status changes, and replies from a case handler.'],
      ['Workshops and expert sessions', 'Your workshop registrations and expert bookings.'],
      ['Forum discussions', 'Replies, and moderators’ decisions on your posts.'],
      ['Counties and projects you follow', 'When one of them changes: its status, budget figures or documents.'],
    ];
    expected.forEach(([name, about], index) => {
      expect(within(rows[index]!).getByText(name)).toBeInTheDocument();
      expect(within(rows[index]!).getByText(about)).toBeInTheDocument();
    });

    expect(box('Account: in the bell')).toBeChecked();
    expect(box('Account: by e-mail')).toBeChecked();
    expect(box('Cases: in the bell')).toBeChecked();
    expect(box('Cases: by e-mail')).not.toBeChecked();
    expect(box('Community: in the bell')).toBeChecked();
    expect(box('Community: by e-mail')).not.toBeChecked();
    expect(box('Forum: in the bell')).toBeChecked();
    expect(box('Forum: by e-mail')).not.toBeChecked();
    expect(box('Follows: in the bell')).not.toBeChecked();
    expect(box('Follows: by e-mail')).toBeChecked();
    // Each box is read with what its kind covers.
    expect(box('Forum: in the bell')).toHaveAccessibleDescription('Replies, and moderators’ decisions on your posts.');

    const how = screen.getByRole('group', { name: 'How e-mails come' });
    expect(within(how).getByRole('radio', { name: 'One e-mail for each notification' })).toBeChecked();
    expect(within(how).getByRole('radio', { name: 'One e-mail a day, at 6 pm, with everything (a daily digest)' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('saves every kind with the changes, says so, and keeps the form as saved', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'What reaches you, and how' });
    const put = jest
      .spyOn(api, 'put')
      .mockImplementation(async (_url: string, body?: unknown) => answer({ status: 'success', message: 'Your choices are saved.', preferences: body as NotificationPreferences }));

    await user.click(box('Forum: in the bell'));
    await user.click(box('Cases: by e-mail'));
    await user.click(screen.getByRole('radio', { name: 'One e-mail a day, at 6 pm, with everything (a daily digest)' }));
    expect(put).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save choices' }));

    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(PREFERENCES, {
      kinds: [
        { kind: 'account', live: true, email: true },
        { kind: 'cases', live: true, email: true },
        { kind: 'community', live: true, email: false },
        { kind: 'forum', live: false, email: false },
        { kind: 'follows', live: false, email: true },
      ],
      digest: true,
    });
    const saved = await screen.findByText('Your choices are saved.');
    expect(screen.getByRole('status')).toHaveTextContent('Your choices are saved.');
    expect(saved).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box('Forum: in the bell')).not.toBeChecked();
    expect(box('Cases: by e-mail')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One e-mail a day, at 6 pm, with everything (a daily digest)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save choices' })).toBeEnabled();

    // A change after saving: the message no longer describes the form, so it goes.
    await user.click(box('Community: by e-mail'));
    expect(screen.queryByText('Your choices are saved.')).not.toBeInTheDocument();
  });

  it('shows what the server stored after saving', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'What reaches you, and how' });
    // Follow e-mails were turned off meanwhile from the dashboard's list: the form shows what is stored now.
    const stored: NotificationPreferences = { ...SAVED, kinds: SAVED.kinds.map((item) => (item.kind === 'follows' ? { ...item, email: false } : item)) };
    jest.spyOn(api, 'put').mockResolvedValue(answer({ status: 'success', message: 'Your choices are saved.', preferences: stored }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Your choices are saved.')).toHaveFocus();
    expect(box('Follows: by e-mail')).not.toBeChecked();
  });

  it('keeps what was chosen and shows the error when saving fails', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'What reaches you, and how' });
    const put = jest
      .spyOn(api, 'put')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockRejectedValueOnce(apiFailure(400, { message: 'Send every kind of notification, each with its live and e-mail choice, and the digest choice.', field: 'kinds' }));

    await user.click(box('Forum: in the bell'));
    await user.click(box('Cases: by e-mail'));
    await user.click(screen.getByRole('radio', { name: 'One e-mail a day, at 6 pm, with everything (a daily digest)' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Your choices could not be saved. Check your connection and try again.');
    expect(within(failed).getByText(/^Your choices could not be saved/)).toHaveFocus();
    expect(screen.queryByText('Your choices are saved.')).not.toBeInTheDocument();
    expect(box('Forum: in the bell')).not.toBeChecked();
    expect(box('Cases: by e-mail')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One e-mail a day, at 6 pm, with everything (a daily digest)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save choices' })).toBeEnabled();

    // A refusal is shown in the server's words; still nothing chosen is lost.
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Send every kind of notification, each with its live and e-mail choice, and the digest choice.');
    expect(put).toHaveBeenCalledTimes(2);
    expect(box('Forum: in the bell')).not.toBeChecked();
    expect(box('Cases: by e-mail')).toBeChecked();
  });

  it('says when the choices cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    renderPage({ [PREFERENCES]: 1 });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load your choices');
    expect(screen.queryByRole('button', { name: 'Save choices' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('checkbox', { name: 'Follows: by e-mail' })).toBeChecked();
  });

  it('waits with a spinner while the session check runs', () => {
    session$.next(undefined);
    const get = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to sign in, coming back here after', () => {
    bus.emit({ type: 'session', user: null });
    const get = renderPage();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin?next=/dashboard/notifications');
    expect(get).not.toHaveBeenCalled();
  });

  it('treats a 401 as signed out', async () => {
    const sessions: Array<SessionUser | null> = [];
    const subscription = bus.on('session').subscribe((event) => sessions.push(event.user));
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError('Please sign in.', 401, null, null));
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/notifications" element={<NotificationSettings />} />
        <Route path="*" element={null} />
      </Routes>,
      { route: '/dashboard/notifications' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin/));
    subscription.unsubscribe();
    expect(sessions).toEqual([null]);
  });
});
