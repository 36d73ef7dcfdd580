import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError, bus, toast, type SessionUser } from '@civic/shared';
import { answer, mockGet, renderWithProviders } from '@civic/shared/testing';
import { browser } from '../../browser';
import SignIn from './SignIn';

const AMINA: SessionUser = { id: 'u-1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina Wanjiru' };

function emailField() {
  return screen.getByRole('textbox', { name: /^Email address/ });
}
function passwordField() {
  return screen.getByLabelText(/^Password/);
}
function submitButton() {
  return screen.getByRole('button', { name: /^(Sign in|Signing in…)$/ });
}

async function fillIn(user: UserEvent, email = 'amina@example.ke', password = 'correct horse battery') {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
}

function renderSignIn(route = '/auth/signin', googleEnabled = false) {
  mockGet({ '/api/auth/providers/': { google: { enabled: googleEnabled } } });
  return renderWithProviders(<SignIn />, { route });
}

beforeEach(() => bus.emit({ type: 'session', user: null }));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  localStorage.clear();
});

describe('Sign in', () => {
  it('has one h1, links to forgot-password and sign-up, and the Google button', () => {
    renderSignIn();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('rendered ahead by the build, shows the heading and what signing in is for, with no field to type into before the scripts run', () => {
    const get = mockGet({});
    renderWithProviders(<SignIn firstPaint />, { route: '/auth/signin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to follow your reports, workshops and expert bookings, and to get notifications.')).toBeInTheDocument();
    expect(screen.getByText('Loading the form…')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });

  it("says 'Email is required' and 'Password is required', focuses the e-mail field and sends nothing", async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderSignIn();
    await user.click(submitButton());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription('Email is required');
    expect(passwordField()).toHaveAccessibleDescription('Password is required');
    expect(emailField()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid email address' for an address without a domain", async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderSignIn();
    await fillIn(user, 'amina@example');
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('signs in: toast, stores only the display fields, publishes the session and goes to /dashboard', async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(toast, 'success');
    const sessions: Array<SessionUser | null> = [];
    const subscription = bus.on('session').subscribe((event) => sessions.push(event.user));
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(
        answer({ status: 'success', message: 'Signed in', status_code: 200, data: { ...AMINA, dateOfBirth: '1990-01-01', passwordHash: 'x', sessionId: 'secret' } }),
      );
    renderSignIn();
    await fillIn(user, '  amina@example.ke ');
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    subscription.unsubscribe();
    expect(post).toHaveBeenCalledWith('/api/auth/signin/', { email: 'amina@example.ke', password: 'correct horse battery' });
    expect(success).toHaveBeenCalledWith('Signed in successfully!');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(AMINA);
    expect(sessions).toEqual([AMINA]);
  });

  it('goes to a same-site ?next= path, but never to another site', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'ok', status_code: 200, data: AMINA }));
    const first = renderSignIn('/auth/signin?next=/workshops');
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/workshops$/));
    first.unmount();

    bus.emit({ type: 'session', user: null });
    renderSignIn('/auth/signin?next=//evil.example/phish');
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('takes a member of staff whose roles ask for it to two-step sign-in first, keeping where they were going', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'ok', status_code: 200, data: { ...AMINA, secondFactor: 'verify' } }));
    renderSignIn('/auth/signin?next=/desk');
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/two-step?next=%2Fdesk'));
  });

  it("shows 'Signing in…' on a disabled button while the answer is on its way", async () => {
    const user = userEvent.setup();
    let reply: (value: ReturnType<typeof answer>) => void = () => undefined;
    jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderSignIn();
    await fillIn(user);
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await act(async () => reply(answer({ status: 'success', message: 'ok', status_code: 200, data: AMINA })));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Invalid email or password.', 401, null, { status: 'error', message: 'Invalid email or password.', status_code: 401 }));
    renderSignIn();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(emailField()).toHaveValue('amina@example.ke');
    expect(passwordField()).toHaveValue('correct horse battery');
    expect(submitButton()).toBeEnabled();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/);
  });

  it('shows a 429 message as it comes', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Too many attempts. Try again in 15 minutes.', 429, null, null));
    renderSignIn();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('puts a 400 field error on its field and focuses it', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('This address is too long.', 400, 'email', null));
    renderSignIn();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText('This address is too long.')).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription('This address is too long.');
    expect(emailField()).toHaveFocus();
  });

  it('on 403 says it is redirecting, then after 2 seconds opens verify-email with the address filled in', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Please verify your e-mail address before signing in.', 403, null, null));
    renderSignIn();
    await fillIn(user, 'amina+news@example.ke');
    await user.click(submitButton());
    // Let the answer arrive without moving the clock, so the 2 seconds are counted from the message.
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByText('please wait redirecting to verify your email ...')).toHaveAttribute('role', 'status');
    expect(submitButton()).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/verify-email?email=amina%2Bnews%40example.ke');
  });

  it('treats a 403 carried inside the envelope the same way', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'error', message: 'Please verify your e-mail address before signing in.', status_code: 403 }));
    renderSignIn();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText('please wait redirecting to verify your email ...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/verify-email?email=amina%40example.ke');
  });

  it('says the unexpected-error text when the network fails, and keeps what was typed', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    renderSignIn();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error ocurred ,try again if it persists conatct for support');
    expect(emailField()).toHaveValue('amina@example.ke');
  });

  it('shows and hides the password with a button that says what it will do', async () => {
    const user = userEvent.setup();
    renderSignIn();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show password');
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('shows a failed Google attempt from ?error= as an info message', () => {
    renderSignIn('/auth/signin?error=The%20Google%20account%20has%20no%20verified%20e-mail.');
    expect(screen.getByRole('status')).toHaveTextContent('Google sign-in did not complete: The Google account has no verified e-mail.');
  });

  it('offers the dashboard instead of the form when already signed in', () => {
    bus.emit({ type: 'session', user: AMINA });
    renderSignIn();
    expect(screen.getByText('You are signed in as Amina Wanjiru.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('textbox', { name: /^Email address/ })).not.toBeInTheDocument();
  });

  it('starts the Google flow with a full page load when Google is configured', async () => {
    const user = userEvent.setup();
    const goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    renderSignIn('/auth/signin', true);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(goTo).toHaveBeenCalledWith('/api/auth/google/start/?next=/dashboard');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains that Google sign-in is not available when it is not configured', async () => {
    const user = userEvent.setup();
    const goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    renderSignIn('/auth/signin', false);
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    await user.click(google);
    expect(await screen.findByRole('status')).toHaveTextContent('Google sign-in is not available on this site yet. Please use your e-mail address.');
    expect(google).toBeVisible();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('treats a failed providers check as not available', async () => {
    const user = userEvent.setup();
    const goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    mockGet({}, {});
    renderWithProviders(<SignIn />, { route: '/auth/signin' });
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(within(await screen.findByRole('status')).getByText(/not available/)).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });
});
