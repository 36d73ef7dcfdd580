import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import ForgotPassword from './ForgotPassword';

const emailField = () => screen.getByRole('textbox', { name: /^Email address/ });

afterEach(() => jest.restoreAllMocks());

describe('Forgot password', () => {
  it('has one h1, the e-mail field and a way back to sign in', () => {
    renderWithProviders(<ForgotPassword />, { route: '/auth/forgot-password' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/signin');
  });

  it('checks the address before sending anything', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<ForgotPassword />, { route: '/auth/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'amina@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the link: 'Sending…', then a toast and the 'Reset link sent' view", async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(toast, 'success');
    let reply: (value: ReturnType<typeof answer>) => void = () => undefined;
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWithProviders(<ForgotPassword />, { route: '/auth/forgot-password' });
    await user.type(emailField(), ' amina@example.ke ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    await act(async () => reply(answer({ status: 'success', message: 'If an account exists, a link is on its way.', status_code: 200 })));
    expect(post).toHaveBeenCalledWith('/api/auth/reset-password/', { email: 'amina@example.ke' });
    expect(success).toHaveBeenCalledWith('Password reset email sent');
    const sent = screen.getByRole('status');
    expect(sent).toHaveTextContent('Reset link sent');
    expect(sent).toHaveTextContent('If an account exists for amina@example.ke, a link to choose a new password is on its way. The link is valid for 1 hour.');
    expect(sent).toHaveTextContent(/spam/);
    expect(screen.getByRole('heading', { level: 2, name: 'Reset link sent' })).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("says 'Reset failed' when the network fails, and keeps the address", async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(toast, 'success');
    jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<ForgotPassword />, { route: '/auth/forgot-password' });
    await user.type(emailField(), 'amina@example.ke');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset failed');
    expect(emailField()).toHaveValue('amina@example.ke');
    expect(success).not.toHaveBeenCalled();
  });

  it('shows the server message when there is one', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Too many requests. Please wait a few minutes.', 429, null, null));
    renderWithProviders(<ForgotPassword />, { route: '/auth/forgot-password' });
    await user.type(emailField(), 'amina@example.ke');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a few minutes.');
  });
});
