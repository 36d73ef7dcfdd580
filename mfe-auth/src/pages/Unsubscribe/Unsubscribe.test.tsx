import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, type SessionUser } from '@civic/shared';
import { answer, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import Unsubscribe from './Unsubscribe';

const AMINA: SessionUser = { id: 'u-1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina Wanjiru' };
const TOKEN = 'u-1.forum.Zm9ydW0tc2lnbmF0dXJl';
const LINK = `/api/notifications/unsubscribe/?token=${TOKEN}`;
const DONE = 'Done: these e-mails are stopped. You can turn them on again in your notification settings.';
const BAD_LINK = 'This unsubscribe link is not valid. Sign in and choose what reaches you in your notification settings.';

// Opened from an e-mail, most often in a browser that is not signed in.
beforeEach(() => bus.emit({ type: 'session', user: null }));
afterEach(() => jest.restoreAllMocks());

describe('Unsubscribe', () => {
  it('says what the link stops and asks first; only the button stops it, then it says so', async () => {
    const user = userEvent.setup();
    const get = mockGet({ [LINK]: { kind: 'forum' } });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: DONE }));
    renderWithProviders(<Unsubscribe />, { route: `/notifications/unsubscribe?token=${TOKEN}` });

    expect(screen.getByRole('heading', { level: 1, name: 'Stop e-mails' })).toBeInTheDocument();
    expect(document.title).toBe('Stop e-mails — Uwazi Hub');
    expect(await screen.findByText('Stop e-mails about forum discussions?')).toBeInTheDocument();
    expect(screen.getByText('This changes e-mails only: what appears in the bell stays as it is.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(LINK, expect.anything());
    // Opening the link (as a mail scanner does) has stopped nothing.
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(LINK, {});
    const done = await screen.findByText(DONE);
    expect(done).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(DONE);
    expect(screen.queryByText('Stop e-mails about forum discussions?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose what reaches you' })).toHaveAttribute('href', '/dashboard/notifications');
  });

  it.each([
    ['account', 'Stop e-mails about your account?'],
    ['cases', 'Stop e-mails about your reports and complaints?'],
    ['community', 'Stop e-mails about workshops and expert sessions?'],
    ['follows', 'Stop e-mails about counties and projects you follow?'],
    ['all', 'Stop every notification e-mail?'],
  ])('names what a link for %s stops', async (kind, question) => {
    mockGet({ [LINK]: { kind } });
    renderWithProviders(<Unsubscribe />, { route: `/notifications/unsubscribe?token=${TOKEN}` });
    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop these e-mails' })).toBeEnabled();
  });

  it('keeps asking and says why when stopping fails', async () => {
    const user = userEvent.setup();
    mockGet({ [LINK]: { kind: 'cases' } });
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(answer({ status: 'success', message: DONE }));
    renderWithProviders(<Unsubscribe />, { route: `/notifications/unsubscribe?token=${TOKEN}` });
    await user.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not stop these e-mails. Check your connection and try again.');
    expect(screen.getByText('Stop e-mails about your reports and complaints?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message for a link that is not valid, with the way to sign in and choose', async () => {
    mockGet({ [LINK]: new HttpFailure(400, BAD_LINK, 'token') });
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<Unsubscribe />, { route: `/notifications/unsubscribe?token=${TOKEN}` });
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent(BAD_LINK);
    expect(within(refused).getByRole('link', { name: 'Sign in to choose what reaches you' })).toHaveAttribute('href', '/auth/signin?next=%2Fdashboard%2Fnotifications');
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('takes someone signed in straight to their notification settings from a link that is not valid', async () => {
    bus.emit({ type: 'session', user: AMINA });
    mockGet({ [LINK]: new HttpFailure(400, BAD_LINK, 'token') });
    renderWithProviders(<Unsubscribe />, { route: `/notifications/unsubscribe?token=${TOKEN}` });
    const refused = await screen.findByRole('alert');
    expect(within(refused).getByRole('link', { name: 'Choose what reaches you' })).toHaveAttribute('href', '/dashboard/notifications');
  });

  it('says when a link is incomplete, and asks the server nothing', () => {
    const get = jest.spyOn(api, 'get');
    renderWithProviders(<Unsubscribe />, { route: '/notifications/unsubscribe' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete. Please use the whole link from your e-mail.');
    expect(screen.getByRole('link', { name: 'Sign in to choose what reaches you' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('offers to try again when the link could not be checked', async () => {
    const user = userEvent.setup();
    mockGet({ [LINK]: { kind: 'forum' } }, { [LINK]: 1 });
    renderWithProviders(<Unsubscribe />, { route: `/notifications/unsubscribe?token=${TOKEN}` });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not check your link');
    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Stop e-mails about forum discussions?')).toBeInTheDocument();
  });
});
