import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError } from '@civic/shared';
import { answer, apiFailure, renderWithProviders } from '@civic/shared/testing';
import ResetPassword from './ResetPassword';

const ROUTE = '/auth/reset-password?token=abc123';
const CHECK = '/api/auth/reset-password/check/';
const CONFIRM = '/api/auth/reset-password/confirm/';
const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm new password/);
const submit = () => screen.getByRole('button', { name: /^(Reset password|Resetting…)$/ });
const LINK_REFUSED = 'This link is invalid or has expired. Please ask for a new one.';
const UNCHECKED = 'We could not check your link just now. You can still choose a new password: if the link has expired, we will tell you when you save it.';
const USABLE = answer({ status: 'success', message: 'This link can be used to choose a new password.', status_code: 200 });
const DONE = answer({ status: 'success', message: 'Password reset successful', status_code: 200 });
const refusedLink = () => apiFailure(400, { status: 'error', message: LINK_REFUSED, field: 'token', status_code: 400 });

/** Answers the page's check of the link with `check`, and each new password sent with `confirm`. */
function mockPost(confirm: jest.Mock = jest.fn().mockResolvedValue(DONE), check: jest.Mock = jest.fn().mockResolvedValue(USABLE)) {
  return jest.spyOn(api, 'post').mockImplementation((url: string, body?: unknown) => (url === CHECK ? check(body) : confirm(body)));
}

/** Waits for the link check to end and the form to appear. */
const formShown = () => screen.findByLabelText(/^New password/);

async function fillIn(user: UserEvent, password = 'a much longer secret', confirm = password) {
  await user.type(newPassword(), password);
  await user.type(confirmation(), confirm);
}

afterEach(() => jest.restoreAllMocks());

describe('Set a new password', () => {
  it('has one h1, both fields with new-password autocomplete and their own show/hide toggles', async () => {
    const user = userEvent.setup();
    mockPost();
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await formShown();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');

    const showNew = screen.getByRole('button', { name: 'Show new password' });
    const showConfirmation = screen.getByRole('button', { name: 'Show password confirmation' });
    await user.click(showNew);
    expect(showNew).toHaveAccessibleName('Hide new password');
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmation()).toHaveAttribute('type', 'password');
    await user.click(showConfirmation);
    expect(showConfirmation).toHaveAccessibleName('Hide password confirmation');
    expect(confirmation()).toHaveAttribute('type', 'text');
    await user.click(showNew);
    expect(newPassword()).toHaveAttribute('type', 'password');
  });

  it("says 'Password must be at least 8 characters long' and focuses the field", async () => {
    const user = userEvent.setup();
    const post = mockPost();
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await formShown();
    await fillIn(user, 'short7!');
    await user.click(submit());
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(newPassword()).toHaveAccessibleDescription(/Password must be at least 8 characters long/);
    expect(newPassword()).toHaveFocus();
    expect(post).not.toHaveBeenCalledWith(CONFIRM, expect.anything());
  });

  it("says 'Passwords do not match'", async () => {
    const user = userEvent.setup();
    const post = mockPost();
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await formShown();
    await fillIn(user, 'a much longer secret', 'a much longer secreT');
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirmation()).toHaveFocus();
    expect(post).not.toHaveBeenCalledWith(CONFIRM, expect.anything());
  });

  it("resets: 'Resetting…', then 'Password reset successful' with a link to sign in", async () => {
    const user = userEvent.setup();
    let reply: (value: ReturnType<typeof answer>) => void = () => undefined;
    const post = mockPost(jest.fn().mockReturnValue(new Promise((resolve) => (reply = resolve))));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await formShown();
    await fillIn(user);
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Resetting…' })).toBeDisabled();
    await act(async () => reply(DONE));

    expect(post).toHaveBeenCalledWith(CONFIRM, { token: 'abc123', password: 'a much longer secret' });
    expect(screen.getByRole('heading', { level: 2, name: 'Password reset successful' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('shows the refused-link message with a way to ask for a new one when the link stops working before the password is sent', async () => {
    const user = userEvent.setup();
    mockPost(jest.fn().mockRejectedValue(new ApiError(LINK_REFUSED, 400, 'token', { status: 'error', message: LINK_REFUSED, field: 'token' })));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await formShown();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_REFUSED);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it("says 'Failed to reset password. Please try again.' on any other failure, and keeps the form", async () => {
    const user = userEvent.setup();
    const post = mockPost(jest.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(DONE));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await formShown();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
    expect(newPassword()).toHaveValue('a much longer secret');
    await user.click(submit());
    expect(await screen.findByRole('heading', { level: 2, name: 'Password reset successful' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('says a link without a token is incomplete and links to forgot-password, asking the server nothing', () => {
    const post = mockPost();
    renderWithProviders(<ResetPassword />, { route: '/auth/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete. Please use the link from your e-mail.');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the link on arrival, saying so, before it shows the form', async () => {
    let reply: (value: ReturnType<typeof answer>) => void = () => undefined;
    const check = jest.fn().mockReturnValue(new Promise((resolve) => (reply = resolve)));
    const post = mockPost(undefined, check);
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(CHECK, { token: 'abc123' });

    await act(async () => reply(USABLE));
    expect(newPassword()).toBeInTheDocument();
    expect(screen.queryByText(UNCHECKED)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('says at once that a used or expired link no longer works, without a form to fill in, and offers a new link', async () => {
    const post = mockPost(undefined, jest.fn().mockRejectedValue(refusedLink()));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_REFUSED);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalledWith(CONFIRM, expect.anything());
  });

  it('says so when too many links were tried from here, rather than offering a form that would be refused', async () => {
    const wait = 'Too many attempts. Please wait a few minutes and try again.';
    mockPost(undefined, jest.fn().mockRejectedValue(apiFailure(429, { status: 'error', message: wait, field: null, status_code: 429 })));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it.each([
    ['the check meets a network failure', () => new Error('Network Error')],
    ['the check meets a server failure', () => apiFailure(503, { status: 'error', message: 'Service unavailable', status_code: 503 })],
    ['the server has no such check', () => apiFailure(404, { status: 'error', message: 'Not found', status_code: 404 })],
  ])('offers the form anyway, with a notice, when %s, and the reset still works', async (_case, failure) => {
    const user = userEvent.setup();
    const post = mockPost(undefined, jest.fn().mockRejectedValue(failure()));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await formShown();
    expect(screen.getByRole('status')).toHaveTextContent(UNCHECKED);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { level: 2, name: 'Password reset successful' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(CONFIRM, { token: 'abc123', password: 'a much longer secret' });
  });

  it('tells after the password is sent when the unchecked link turns out to be expired', async () => {
    const user = userEvent.setup();
    mockPost(jest.fn().mockRejectedValue(refusedLink()), jest.fn().mockRejectedValue(new Error('Network Error')));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await formShown();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_REFUSED);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
