import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus, formatDate, session$, toast, type SessionUser, type UserProfile, Route, Routes } from '@civic/shared';
import { answer, mockGet, renderWithProviders } from '@civic/shared/testing';
import Dashboard from './Dashboard';

// The dashboard's forms are fetched when opened: while this is set, fetching them fails, as on a dropped connection.
let mockFormsFetchFail = false;
jest.mock('./accountForms', () => {
  if (mockFormsFetchFail) throw new Error('Loading chunk failed');
  return jest.requireActual('./accountForms');
});

const AMINA: SessionUser = { id: 'u-1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina Wanjiru' };
const PROFILE: UserProfile = {
  ...AMINA,
  dateOfBirth: '1990-05-17',
  gender: 'female',
  country: 'Kenya',
  industry: 'Media',
  organization: 'Sauti FM',
  role: null,
  marketingUpdates: false,
  emailVerified: true,
  signInMethods: ['password', 'google'],
  createdAt: '2025-03-04T09:30:00.000Z',
  displayName: 'Amina W.',
};

/** The dashboard mounted at its route, as the shell mounts it, so leaving the route unmounts it. */
function renderDashboard(
  route = '/dashboard',
  profile: UserProfile = PROFILE,
  reports: unknown[] = [],
  registrations: unknown[] = [],
  bookings: unknown[] = [],
  follows: unknown[] = [],
) {
  const get = mockGet({
    '/api/auth/profile/': { status: 'success', message: 'ok', status_code: 200, data: profile },
    '/api/reports/mine/': { reports },
    '/api/workshops/registrations/mine/': { registrations },
    '/api/bookings/mine/': { bookings },
    '/api/follows/': { emails: true, follows },
  });
  renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
  return get;
}

/** Two bookings as the API lists them, newest first: a session to come and one held last year. */
const BOOKINGS = [
  {
    id: 'b2',
    topic: 'Tender for the market shed',
    expert: 'Otieno M.',
    expertTitle: 'Procurement Monitoring Lead, Uwazi Hub',
    sessionDate: '2026-12-03',
    sessionTime: '10:00',
    startsAt: '2026-12-03T07:00:00.000Z',
    status: 'upcoming',
    meetingLink: 'https://meet.jit.si/UwaziHub-abc123',
    bookedAt: '2026-11-30T08:00:00.000Z',
  },
  {
    id: 'b1',
    topic: 'Ward bursaries',
    expert: 'Wanjiru K.',
    expertTitle: 'Public Finance Analyst, Uwazi Hub',
    sessionDate: '2025-01-07',
    sessionTime: '14:00',
    startsAt: '2025-01-07T11:00:00.000Z',
    status: 'past',
    meetingLink: 'https://meet.jit.si/UwaziHub-old456',
    bookedAt: '2025-01-02T08:00:00.000Z',
  },
];

function detail(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

/** Until the profile comes, its place is held by an unseen stand-in: wait for the profile itself. */
async function profileShown() {
  await waitFor(() => expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument());
  await screen.findByText('Name', { selector: 'dt' });
}

beforeEach(() => bus.emit({ type: 'session', user: AMINA }));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('Dashboard', () => {
  it('lists what the citizen follows, stops following one, and turns the e-mails off', async () => {
    const user = userEvent.setup();
    renderDashboard(
      '/dashboard',
      PROFILE,
      [],
      [],
      [],
      [
        { type: 'county', id: '032', name: 'Nakuru', path: '/counties/county/032', since: '2026-11-02T08:00:00.000Z' },
        { type: 'project', id: 'KE-1', name: 'Njoro water pan', path: '/projects/browser?project=KE-1', since: '2026-11-03T08:00:00.000Z' },
      ],
    );
    const part = await screen.findByRole('region', { name: 'What you follow' });
    expect(await within(part).findByRole('link', { name: 'Nakuru' })).toHaveAttribute('href', '/counties/county/032');
    expect(within(part).getByText(`County, followed since ${formatDate('2026-11-02T08:00:00.000Z')}`)).toBeInTheDocument();
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(answer({ following: false }));
    await user.click(within(part).getByRole('button', { name: 'Stop following Nakuru' }));
    expect(remove).toHaveBeenCalledWith('/api/follows/county/032/');
    await waitFor(() => expect(within(part).queryByRole('link', { name: 'Nakuru' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'What you follow' })).toHaveFocus();
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer({ emails: false }));
    const emails = within(part).getByRole('checkbox', { name: 'Also e-mail me these updates' });
    expect(emails).toBeChecked();
    await user.click(emails);
    expect(put).toHaveBeenCalledWith('/api/follows/preferences/', { emails: false });
    expect(emails).not.toBeChecked();
  });

  // First of the tests that open a form: once fetched, the forms' code stays loaded for the rest of the file.
  it('says so when a form cannot be fetched, keeps the page as it was, and opens the form on the next try', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const part = await screen.findByRole('region', { name: 'Public name' });
    const change = within(part).getByRole('button', { name: 'Change public name' });
    mockFormsFetchFail = true;
    await user.click(change);
    expect(await within(part).findByRole('alert')).toHaveTextContent('We could not open the form. Check your connection and try again.');
    expect(within(part).getByText('Amina W.')).toBeInTheDocument();
    expect(change).toBeEnabled();

    mockFormsFetchFail = false;
    await user.click(change);
    expect(await within(part).findByRole('textbox', { name: /^Public name/ })).toHaveFocus();
    expect(within(part).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the public name and changes it; a refusal names the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const part = await screen.findByRole('region', { name: 'Public name' });
    expect(within(part).getByText('Amina W.')).toBeInTheDocument();
    const patch = jest
      .spyOn(api, 'patch')
      .mockRejectedValueOnce(new ApiError('Use letters, numbers, spaces, full stops, hyphens and apostrophes only', 400, 'displayName', null))
      .mockResolvedValueOnce(answer({ status: 'success', message: 'ok', status_code: 200, data: { ...AMINA, displayName: 'Mama Wanjiru' } }));
    await user.click(within(part).getByRole('button', { name: 'Change public name' }));
    const field = await within(part).findByRole('textbox', { name: /^Public name/ });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Amina W.');
    await user.clear(field);
    await user.type(field, 'Mama Wanjiru 1');
    await user.click(within(part).getByRole('button', { name: 'Save public name' }));
    expect(await within(part).findByText('Use letters, numbers, spaces, full stops, hyphens and apostrophes only')).toBeInTheDocument();
    expect(field).toHaveValue('Mama Wanjiru 1');
    await user.clear(field);
    await user.type(field, 'Mama Wanjiru');
    await user.click(within(part).getByRole('button', { name: 'Save public name' }));
    expect(patch).toHaveBeenLastCalledWith('/api/auth/profile/', { displayName: 'Mama Wanjiru' });
    const saved = await within(part).findByText('Your public name is now Mama Wanjiru. Your discussions and comments show it.');
    expect(saved).toHaveFocus();
    expect(within(part).getByText('Mama Wanjiru', { selector: 'p' })).toBeInTheDocument();
  });

  it('checks the public name before sending it', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const part = await screen.findByRole('region', { name: 'Public name' });
    const patch = jest.spyOn(api, 'patch');
    await user.click(within(part).getByRole('button', { name: 'Change public name' }));
    const field = await within(part).findByRole('textbox', { name: /^Public name/ });
    await user.clear(field);
    await user.type(field, 'x');
    await user.click(within(part).getByRole('button', { name: 'Save public name' }));
    expect(await within(part).findByText('Enter a public name of 2 to 40 characters')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('lists the workshops the citizen registered for', async () => {
    renderDashboard(
      '/dashboard',
      PROFILE,
      [],
      [
        {
          id: 'g1',
          workshopId: 'w1',
          workshopTitle: 'Reading your county budget',
          workshopDate: '2026-12-10',
          workshopTime: '10:00 AM',
          location: 'Online',
          registeredAt: '2026-11-20T09:00:00.000Z',
        },
      ],
    );
    const section = await screen.findByRole('region', { name: 'My workshop registrations' });
    expect(await within(section).findByText('Reading your county budget')).toBeInTheDocument();
    expect(within(section).getByText(/Online/)).toHaveTextContent('Registered');
  });

  it("lists the citizen's own complaints with their reference and status", async () => {
    renderDashboard('/dashboard', PROFILE, [
      {
        id: 'r1',
        kind: 'complaint',
        reference: 'UH-2026-ABCD-EF23',
        title: 'Complaint about Kisumu County Health Department',
        statusLabel: 'Under review',
        submittedAt: '2026-11-02T08:00:00.000Z',
      },
    ]);
    const section = await screen.findByRole('region', { name: 'My reports and complaints' });
    expect(await within(section).findByText('Complaint about Kisumu County Health Department')).toBeInTheDocument();
    expect(within(section).getByText(/UH-2026-ABCD-EF23/)).toHaveTextContent('Under review');
  });

  it("lists the citizen's expert bookings: topic, expert, date and time, status, and the meeting link while the session is to come", async () => {
    const get = renderDashboard('/dashboard', PROFILE, [], [], BOOKINGS);
    const section = await screen.findByRole('region', { name: 'My expert bookings' });
    expect(await within(section).findByText('Tender for the market shed')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/bookings/mine/', expect.anything());

    const [upcoming, past] = within(section).getAllByRole('listitem');
    expect(upcoming).toHaveTextContent(`Tender for the market shed`);
    expect(upcoming).toHaveTextContent(`With Otieno M. · ${formatDate('2026-12-03T00:00:00')} at 10:00 AM (East Africa Time) · Upcoming`);
    const join = within(upcoming!).getByRole('link', { name: 'Join the meeting (opens in a new tab)' });
    expect(join).toHaveAttribute('href', 'https://meet.jit.si/UwaziHub-abc123');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');

    expect(past).toHaveTextContent('Ward bursaries');
    expect(past).toHaveTextContent(`With Wanjiru K. · ${formatDate('2025-01-07T00:00:00')} at 2:00 PM (East Africa Time) · Past`);
    expect(within(past!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).queryByText('No expert bookings yet')).not.toBeInTheDocument();
  });

  it('says when the expert bookings cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    mockGet(
      {
        '/api/auth/profile/': { status: 'success', message: 'ok', status_code: 200, data: PROFILE },
        '/api/reports/mine/': { reports: [] },
        '/api/workshops/registrations/mine/': { registrations: [] },
        '/api/bookings/mine/': { bookings: BOOKINGS },
      },
      { '/api/bookings/mine/': 1 },
    );
    renderWithProviders(<Dashboard />, { route: '/dashboard' });
    const section = await screen.findByRole('region', { name: 'My expert bookings' });
    const failed = await within(section).findByRole('alert');
    expect(failed).toHaveTextContent('We could not load this part of your dashboard.');
    expect(within(section).queryByText('No expert bookings yet')).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByText('Tender for the market shed')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits with a spinner while the session check runs', () => {
    session$.next(undefined);
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('sends a signed-out visitor to sign in, coming back here after', () => {
    bus.emit({ type: 'session', user: null });
    const get = renderDashboard();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin?next=/dashboard');
    expect(get).not.toHaveBeenCalled();
  });

  it('welcomes the citizen and shows the profile', async () => {
    renderDashboard();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Amina Wanjiru' })).toBeInTheDocument();
    await profileShown();
    expect(detail('Name')).toHaveTextContent('Amina Wanjiru');
    expect(detail('E-mail')).toHaveTextContent('amina@example.ke — verified');
    expect(detail('Country')).toHaveTextContent('Kenya');
    expect(detail('Organisation')).toHaveTextContent('Sauti FM');
    expect(detail('Role')).toHaveTextContent('Not given');
    expect(detail('Member since')).toHaveTextContent(formatDate('2025-03-04T09:30:00.000Z'));
    expect(detail('Sign-in methods')).toHaveTextContent('E-mail and password, Google');
  });

  it('shows a member of staff their roles and the way to the screens they work in; a citizen sees none of it', async () => {
    renderDashboard('/dashboard', { ...PROFILE, staffRoles: ['administrator', 'case_handler', 'editor'] });
    const staff = await screen.findByRole('region', { name: 'Your staff work' });
    expect(staff).toHaveTextContent('Your staff roles: administrator, case handler, editor.');
    expect(within(staff).getByRole('link', { name: 'Staff console' })).toHaveAttribute('href', '/console');
    expect(within(staff).getByRole('link', { name: 'Case desk' })).toHaveAttribute('href', '/desk');
    expect(within(staff).getByRole('link', { name: 'Edit the FAQ' })).toHaveAttribute('href', '/console/content/faq');
    expect(within(staff).getByRole('link', { name: 'Edit workshops' })).toHaveAttribute('href', '/console/content/workshops');
    expect(within(staff).getByRole('link', { name: 'Edit townhall events' })).toHaveAttribute('href', '/console/content/events');
    expect(within(staff).queryByRole('link', { name: 'Forum moderation' })).not.toBeInTheDocument();
  });

  it('takes a moderator to the moderation queue', async () => {
    renderDashboard('/dashboard', { ...PROFILE, staffRoles: ['moderator'] });
    const staff = await screen.findByRole('region', { name: 'Your staff work' });
    expect(within(staff).getByRole('link', { name: 'Forum moderation' })).toHaveAttribute('href', '/console/moderation');
    expect(within(staff).queryByRole('link', { name: 'Staff console' })).not.toBeInTheDocument();
  });

  it('links from the account part to the notification settings', async () => {
    renderDashboard();
    const profile = await screen.findByRole('region', { name: 'Your profile' });
    const part = within(profile).getByRole('region', { name: 'Notifications' });
    expect(part).toHaveTextContent('Choose what appears in the bell and what is e-mailed to you.');
    expect(within(part).getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/dashboard/notifications');
  });

  it('shows a citizen no staff part', async () => {
    renderDashboard();
    await profileShown();
    expect(screen.queryByRole('region', { name: 'Your staff work' })).not.toBeInTheDocument();
  });

  it('says when the address is not verified yet and links to verify it', async () => {
    renderDashboard('/dashboard', { ...PROFILE, emailVerified: false, signInMethods: ['password'] });
    await profileShown();
    expect(detail('E-mail')).toHaveTextContent('not verified yet');
    expect(within(detail('E-mail')).getByRole('link', { name: 'Verify it now' })).toHaveAttribute('href', '/auth/verify-email?email=amina%40example.ke');
    expect(detail('Sign-in methods')).toHaveTextContent(/^E-mail and password$/);
  });

  it('has a password part under the profile, whose Change password opens the form on the current password', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const part = await screen.findByRole('region', { name: 'Password' });
    expect(within(part).getByText(/Every other device or browser where you are signed in will be signed out/)).toBeInTheDocument();
    await user.click(within(part).getByRole('button', { name: 'Change password' }));

    expect(await within(part).findByRole('form', { name: 'Change your password' })).toBeInTheDocument();
    const current = screen.getByLabelText(/^Current password/);
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/without your name or e-mail address/);
    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(current).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide current password' })).toBeInTheDocument();
  });

  it('shows four honest empty sections, each with its next step', async () => {
    renderDashboard();
    await profileShown();
    const section = (name: string) => screen.getByRole('region', { name });

    const reports = section('My reports and complaints');
    // Each section loads on its own, after the profile.
    expect(await within(reports).findByRole('heading', { level: 3, name: 'No reports or complaints yet' })).toBeInTheDocument();
    expect(within(reports).getByRole('link', { name: 'Report corruption' })).toHaveAttribute('href', '/whistleblower');
    expect(within(reports).getByRole('link', { name: 'File a complaint' })).toHaveAttribute('href', '/complaints');

    const workshops = section('My workshop registrations');
    // Each section loads on its own, after the profile.
    expect(await within(workshops).findByRole('heading', { level: 3, name: 'No workshop registrations yet' })).toBeInTheDocument();
    expect(within(workshops).getByRole('link', { name: 'Browse upcoming workshops' })).toHaveAttribute('href', '/workshops');

    const bookings = section('My expert bookings');
    // Each section loads on its own, after the profile.
    expect(await within(bookings).findByRole('heading', { level: 3, name: 'No expert bookings yet' })).toBeInTheDocument();
    expect(within(bookings).getByRole('link', { name: 'Book a session with an expert' })).toHaveAttribute('href', '/community/expert-qa');

    const notifications = section('My notifications');
    expect(within(notifications).getByText('They appear in the bell at the top of the page, as soon as they arrive.')).toBeInTheDocument();
    expect(within(notifications).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the profile cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    mockGet(
      {
        '/api/auth/profile/': { status: 'success', message: 'ok', status_code: 200, data: PROFILE },
        '/api/reports/mine/': { reports: [] },
        '/api/workshops/registrations/mine/': { registrations: [] },
        '/api/bookings/mine/': { bookings: [] },
        '/api/follows/': { emails: true, follows: [] },
      },
      { '/api/auth/profile/': 1 },
    );
    renderWithProviders(<Dashboard />, { route: '/dashboard' });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load your profile');
    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Sauti FM')).toBeInTheDocument();
  });

  it('treats a 401 on the profile as signed out', async () => {
    const sessions: Array<SessionUser | null> = [];
    const subscription = bus.on('session').subscribe((event) => sessions.push(event.user));
    localStorage.setItem('user', JSON.stringify(AMINA));
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError('Please sign in.', 401, null, null));
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="*" element={null} />
      </Routes>,
      { route: '/dashboard' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin/));
    subscription.unsubscribe();
    expect(sessions).toEqual([null]);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("toasts 'Google Sign-In succeeded' after a Google sign-in, once, and tidies the address", async () => {
    const success = jest.spyOn(toast, 'success');
    renderDashboard('/dashboard?signin=google');
    await profileShown();
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Google Sign-In succeeded');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('does not toast without the Google marker', async () => {
    const success = jest.spyOn(toast, 'success');
    renderDashboard();
    await profileShown();
    expect(success).not.toHaveBeenCalled();
  });

  it('signs out like the header: clears the user, publishes the session, toasts and goes to sign in', async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(toast, 'success');
    const sessions: Array<SessionUser | null> = [];
    const subscription = bus.on('session').subscribe((event) => sessions.push(event.user));
    localStorage.setItem('user', JSON.stringify(AMINA));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'Logged out successfully', status_code: 200 }));
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/));
    subscription.unsubscribe();
    expect(post).toHaveBeenCalledWith('/api/auth/signout/');
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessions).toEqual([null]);
    expect(success).toHaveBeenCalledWith('Logged out successfully');
  });

  it("lands on plain sign-in when the header's Sign out ends the session here", async () => {
    renderDashboard();
    await profileShown();
    act(() => bus.emit({ type: 'session', user: null }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/));
  });

  it('keeps the citizen signed in and toasts the message when sign-out is refused', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(toast, 'error');
    localStorage.setItem('user', JSON.stringify(AMINA));
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'error', message: 'Could not end the session.', status_code: 500 }));
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(error).toHaveBeenCalledWith('Could not end the session.');
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });

  it("toasts 'Logout failed' when the network fails", async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(toast, 'error');
    jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Logout failed'));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Amina Wanjiru' })).toBeInTheDocument();
  });
});
