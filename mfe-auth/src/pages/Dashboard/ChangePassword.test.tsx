import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError, bus, type SessionUser } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import { ChangePassword } from './ChangePassword';

const AMINA: SessionUser = { id: 'u-1', email: 'amina@example.ke', username: 'amina-wanjiru-3f9a', fullName: 'Amina Wanjiru' };
const CHANGED = 'Your password has been changed. Every other device where you were signed in has been signed out.';
const WRONG_CURRENT = 'Your current password is not correct.';
const GUESSABLE = 'This password is too common or too easy to guess. Please choose a less predictable one.';

const current = () => screen.getByLabelText(/^Current password/);
const fresh = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm new password/);
const save = () => screen.getByRole('button', { name: /^(Save new password|Saving…)$/ });

/** Opens the form the way a citizen does, from the button in the dashboard's password part. */
/** Opens the form, whose code is fetched when asked for, and waits for it. */
async function open(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await screen.findByRole('form', { name: 'Change your password' });
}

async function fillIn(user: UserEvent, currentPassword = 'Kisumu-Lakeside-Evenings-2026', newPassword = 'Jacaranda-Blooms-In-October-88', confirm = newPassword) {
  await user.type(current(), currentPassword);
  await user.type(fresh(), newPassword);
  await user.type(confirmation(), confirm);
}

beforeEach(() => bus.emit({ type: 'session', user: AMINA }));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('Change password', () => {
  it('checks the fields before sending: the error is tied to its field, which takes focus', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<ChangePassword hasPassword />);
    await open(user);
    await user.click(save());
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(current()).toHaveAccessibleDescription('Enter your current password');
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(current()).toHaveFocus();

    await fillIn(user, 'Kisumu-Lakeside-Evenings-2026', 'Jacaranda-Blooms-In-October-88', 'Jacaranda-Blooms-In-October');
    await user.click(save());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirmation()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the current password under that field, and focuses it", async () => {
    const user = userEvent.setup();
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(new ApiError(WRONG_CURRENT, 400, 'currentPassword', { status: 'error', message: WRONG_CURRENT, field: 'currentPassword', status_code: 400 }));
    renderWithProviders(<ChangePassword hasPassword />);
    await open(user);
    await fillIn(user);
    await user.click(save());
    expect(await screen.findByText(WRONG_CURRENT)).toBeInTheDocument();
    expect(current()).toHaveAccessibleDescription(WRONG_CURRENT);
    expect(current()).toHaveFocus();
    expect(fresh()).toHaveValue('Jacaranda-Blooms-In-October-88');
  });

  it('shows a refused new password under the new password field, and focuses it', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(GUESSABLE, 400, 'newPassword', { status: 'error', message: GUESSABLE, field: 'newPassword', status_code: 400 }));
    renderWithProviders(<ChangePassword hasPassword />);
    await open(user);
    await fillIn(user, 'Kisumu-Lakeside-Evenings-2026', 'Nairobi2024!');
    await user.click(save());
    expect(await screen.findByText(GUESSABLE)).toBeInTheDocument();
    expect(fresh()).toHaveAccessibleDescription(expect.stringContaining(GUESSABLE));
    expect(fresh()).toHaveFocus();
  });

  it("changes the password: 'Saving…', then the success message takes focus", async () => {
    const user = userEvent.setup();
    let reply: (value: ReturnType<typeof answer>) => void = () => undefined;
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWithProviders(<ChangePassword hasPassword />);
    await open(user);
    await fillIn(user);
    await user.click(save());
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => reply(answer({ status: 'success', message: CHANGED, status_code: 200 })));

    expect(post).toHaveBeenCalledWith('/api/auth/change-password/', {
      currentPassword: 'Kisumu-Lakeside-Evenings-2026',
      newPassword: 'Jacaranda-Blooms-In-October-88',
      confirmPassword: 'Jacaranda-Blooms-In-October-88',
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(CHANGED);
    expect(within(status).getByText(CHANGED)).toHaveFocus();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('says when there have been too many attempts, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const tooMany = 'Too many attempts. Please wait a few minutes and try again.';
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(tooMany, 429, null, { status: 'error', message: tooMany, field: null, status_code: 429 }));
    renderWithProviders(<ChangePassword hasPassword />);
    await open(user);
    await fillIn(user);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(current()).toHaveValue('Kisumu-Lakeside-Evenings-2026');
  });

  it('says it could not change the password when the network fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<ChangePassword hasPassword />);
    await open(user);
    await fillIn(user);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not change your password. Please try again.');
  });

  it('signs out everywhere on the page when the session has already ended', async () => {
    const user = userEvent.setup();
    const sessions: Array<SessionUser | null> = [];
    const subscription = bus.on('session').subscribe((event) => sessions.push(event.user));
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Please sign in to continue.', 401, null, null));
    renderWithProviders(<ChangePassword hasPassword />);
    await open(user);
    await fillIn(user);
    await user.click(save());
    await screen.findByRole('button', { name: 'Save new password' });
    subscription.unsubscribe();
    expect(sessions).toEqual([null]);
  });

  it('closes on Cancel and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePassword hasPassword />);
    await open(user);
    await user.type(current(), 'half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Change password' })).toHaveFocus();
  });

  it('tells an account that signs in only with Google how to set a password, with no form', () => {
    renderWithProviders(<ChangePassword hasPassword={false} />);
    const part = screen.getByRole('region', { name: 'Password' });
    expect(part).toHaveTextContent('You sign in with Google, so this account has no password.');
    expect(within(part).getByRole('link', { name: 'set a password' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
