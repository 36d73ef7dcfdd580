import { StrictMode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import VerifyEmail from './VerifyEmail';

const LINK_REFUSED = 'This link is invalid or has expired. Please ask for a new one.';
const emailField = () => screen.getByRole('textbox', { name: /^Email address/ });

afterEach(() => jest.restoreAllMocks());

describe('Verify e-mail with the link', () => {
  it('confirms the token once on arrival and says so, with a link to sign in', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'Your e-mail address is verified. You can now sign in.', status_code: 200 }));
    renderWithProviders(
      <StrictMode>
        <VerifyEmail />
      </StrictMode>,
      { route: '/auth/verify-email?token=tok-42' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your e-mail address…');
    const done = await screen.findByText('Your e-mail address is verified. You can now sign in.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/auth/verify-email/', { token: 'tok-42' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows why a refused link failed, and the resend form below it', async () => {
    const user = userEvent.setup();
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError(LINK_REFUSED, 400, 'token', { status: 'error', message: LINK_REFUSED, field: 'token' }))
      .mockResolvedValueOnce(answer({ status: 'success', message: 'A new link is on its way.', status_code: 200, data: { message: 'A new link is on its way.' } }));
    renderWithProviders(<VerifyEmail />, { route: '/auth/verify-email?token=old&email=amina%40example.ke' });
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_REFUSED);
    expect(screen.getByRole('heading', { level: 2, name: 'Send a new verification link' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('amina@example.ke');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/api/auth/resend-verification/', { email: 'amina@example.ke' });
  });

  it('does not blame the link when the server cannot be reached', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<VerifyEmail />, { route: '/auth/verify-email?token=tok-42' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server to check your link.');
    expect(emailField()).toBeInTheDocument();
  });
});

describe('Resend the verification e-mail', () => {
  it('prefills the address from ?email= and offers the Verify button', () => {
    renderWithProviders(<VerifyEmail />, { route: '/auth/verify-email?email=amina%2Bnews%40example.ke' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(emailField()).toHaveValue('amina+news@example.ke');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('checks the address before sending', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<VerifyEmail />, { route: '/auth/verify-email' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends: 'Sending…', then the server's message", async () => {
    const user = userEvent.setup();
    let reply: (value: ReturnType<typeof answer>) => void = () => undefined;
    jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWithProviders(<VerifyEmail />, { route: '/auth/verify-email' });
    await user.type(emailField(), 'amina@example.ke');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    reply(answer({ status: 'success', message: 'If this address needs verifying, a new link is on its way.', status_code: 200 }));
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('If this address needs verifying, a new link is on its way.');
    expect(within(sent).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
  });

  it("falls back to the message inside data, then to 'verification email is sent email sent'", async () => {
    const user = userEvent.setup();
    jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(answer({ status: 'success', message: '', status_code: 200, data: { message: 'Check your inbox.' } }))
      .mockResolvedValueOnce(answer({ status: 'success', message: '', status_code: 200 }));
    const first = renderWithProviders(<VerifyEmail />, { route: '/auth/verify-email?email=a%40example.ke' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox.');
    first.unmount();

    renderWithProviders(<VerifyEmail />, { route: '/auth/verify-email?email=a%40example.ke' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('verification email is sent email sent');
  });

  it("says 'Reset failed' when the network fails, and the server's message when it has one", async () => {
    const user = userEvent.setup();
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockRejectedValueOnce(new ApiError('Too many requests. Please wait a few minutes.', 429, null, null));
    renderWithProviders(<VerifyEmail />, { route: '/auth/verify-email?email=amina%40example.ke' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset failed');
    expect(emailField()).toHaveValue('amina@example.ke');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many requests. Please wait a few minutes.')).toHaveAttribute('role', 'alert');
  });
});
