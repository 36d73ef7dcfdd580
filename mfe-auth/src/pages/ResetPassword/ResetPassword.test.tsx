import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import ResetPassword from './ResetPassword';

const ROUTE = '/auth/reset-password?token=abc123';
const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm new password/);
const submit = () => screen.getByRole('button', { name: /^(Reset password|Resetting…)$/ });
const LINK_REFUSED = 'This link is invalid or has expired. Please ask for a new one.';

async function fillIn(user: UserEvent, password = 'a much longer secret', confirm = password) {
  await user.type(newPassword(), password);
  await user.type(confirmation(), confirm);
}

afterEach(() => jest.restoreAllMocks());

describe('Set a new password', () => {
  it('has one h1, both fields with new-password autocomplete and their own show/hide toggles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');

    const showNew = screen.getByRole('button', { name: 'Show new password' });
    const showConfirmation = screen.getByRole('button', { name: 'Show password confirmation' });
    await user.click(showNew);
    expect(showNew).toHaveAttribute('aria-pressed', 'true');
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmation()).toHaveAttribute('type', 'password');
    await user.click(showConfirmation);
    expect(showConfirmation).toHaveAttribute('aria-pressed', 'true');
    expect(confirmation()).toHaveAttribute('type', 'text');
    await user.click(showNew);
    expect(newPassword()).toHaveAttribute('type', 'password');
  });

  it("says 'Password must be at least 8 characters long' and focuses the field", async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await fillIn(user, 'short7!');
    await user.click(submit());
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(newPassword()).toHaveAccessibleDescription(/Password must be at least 8 characters long/);
    expect(newPassword()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("says 'Passwords do not match'", async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await fillIn(user, 'a much longer secret', 'a much longer secreT');
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirmation()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("resets: 'Resetting…', then 'Password reset successful' with a link to sign in", async () => {
    const user = userEvent.setup();
    let reply: (value: ReturnType<typeof answer>) => void = () => undefined;
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await fillIn(user);
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Resetting…' })).toBeDisabled();
    await act(async () => reply(answer({ status: 'success', message: 'Password reset successful', status_code: 200 })));

    expect(post).toHaveBeenCalledWith('/api/auth/reset-password/confirm/', { token: 'abc123', password: 'a much longer secret' });
    expect(screen.getByRole('heading', { level: 2, name: 'Password reset successful' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('shows the refused-link message with a way to ask for a new one', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(LINK_REFUSED, 400, 'token', { status: 'error', message: LINK_REFUSED, field: 'token' }));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_REFUSED);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it("says 'Failed to reset password. Please try again.' on any other failure, and keeps the form", async () => {
    const user = userEvent.setup();
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(answer({ status: 'success', message: 'Password reset successful', status_code: 200 }));
    renderWithProviders(<ResetPassword />, { route: ROUTE });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
    expect(newPassword()).toHaveValue('a much longer secret');
    await user.click(submit());
    expect(await screen.findByRole('heading', { level: 2, name: 'Password reset successful' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('says a link without a token is incomplete and links to forgot-password', () => {
    renderWithProviders(<ResetPassword />, { route: '/auth/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete. Please use the link from your e-mail.');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
