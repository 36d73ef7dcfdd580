import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import type { ModerationItem } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import Moderation from './Moderation';

const DISCUSSION_ID = '4f1c2a9e-0000-4a5b-9c3d-000000000001';
const COMMENT_ID = '4f1c2a9e-0000-4a5b-9c3d-000000000002';

const discussion: ModerationItem = {
  kind: 'discussion',
  id: DISCUSSION_ID,
  discussion: { id: DISCUSSION_ID, title: 'Water tenders in Nakuru', locked: null },
  text: 'Who won the tender?\nThe minutes are not published.',
  author: { id: 'a1', name: 'Kamau Njoroge' },
  postedAt: '2026-11-20T08:00:00Z',
  flags: [
    { reason: 'abuse', details: 'Insults the ward officer by name.', at: '2026-11-27T09:00:00Z' },
    { reason: 'spam', details: null, at: '2026-11-28T09:00:00Z' },
  ],
  hidden: null,
};

const comment: ModerationItem = {
  kind: 'comment',
  id: COMMENT_ID,
  discussion: { id: DISCUSSION_ID, title: 'Water tenders in Nakuru', locked: null },
  text: 'Call him on 0712 345 678.',
  author: { id: 'a2', name: 'Atieno Odhiambo' },
  postedAt: '2026-11-21T08:00:00Z',
  flags: [{ reason: 'personal', details: null, at: '2026-11-26T09:00:00Z' }],
  hidden: null,
};

const FLAGGED = '/api/moderation/?show=flagged';
const HIDDEN = '/api/moderation/?show=hidden';

const post = (name: string) => screen.getByRole('article', { name });

afterEach(() => jest.restoreAllMocks());

describe('Moderation', () => {
  it('lists the flagged posts: what was written, by whom, and each flag’s reason, details and date', async () => {
    const get = mockGet({ [FLAGGED]: { items: [discussion, comment] } });
    renderWithProviders(<Moderation />, { route: '/console/moderation' });
    const first = await screen.findByRole('article', { name: 'Water tenders in Nakuru' });
    expect(get).toHaveBeenCalledWith(FLAGGED, expect.anything());
    expect(within(first).getByText('Discussion')).toBeInTheDocument();
    expect(within(first).getByText(/Who won the tender\?\s+The minutes are not published\./)).toBeInTheDocument();
    expect(within(first).getByText('By Kamau Njoroge, 20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: '2 flags' })).toBeInTheDocument();
    const flags = within(first).getAllByRole('listitem');
    expect(flags[0]).toHaveTextContent('Abusive or hateful, flagged on 27 Nov 2026');
    expect(flags[0]).toHaveTextContent('Insults the ward officer by name.');
    expect(flags[1]).toHaveTextContent('Spam or advertising, flagged on 28 Nov 2026');

    const second = post('Comment in “Water tenders in Nakuru”');
    expect(within(second).getByRole('heading', { name: '1 flag' })).toBeInTheDocument();
    expect(within(second).getByText('Shares someone’s personal details')).toBeInTheDocument();
    // A comment cannot be locked; its discussion can.
    expect(within(second).queryByRole('button', { name: /^Lock/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Lock the discussion “Water tenders in Nakuru”' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Flagged' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Hidden' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Moderation' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the reason typed and shows the server’s refusal beside the field, focused', async () => {
    mockGet({ [FLAGGED]: { items: [discussion, comment] } });
    const send = jest.spyOn(api, 'post').mockRejectedValue(apiFailure(400, { status: 'error', message: 'Please give a reason of at least 5 characters.', field: 'reason' }));
    renderWithProviders(<Moderation />, { route: '/console/moderation' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the discussion “Water tenders in Nakuru”' }));
    const reason = screen.getByLabelText(/Reason shown to citizens/);
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Rude');
    await userEvent.click(within(screen.getByRole('form', { name: 'Hide the discussion “Water tenders in Nakuru”' })).getByRole('button', { name: /^Hide/ }));
    expect(send).toHaveBeenCalledWith(`/api/moderation/discussions/${DISCUSSION_ID}/hide/`, { reason: 'Rude' });
    const form = screen.getByRole('form', { name: 'Hide the discussion “Water tenders in Nakuru”' });
    expect(await within(form).findByText('Please give a reason of at least 5 characters.')).toBeInTheDocument();
    expect(reason).toHaveValue('Rude');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    // Nothing changed: the post is still waiting.
    expect(post('Water tenders in Nakuru')).toBeInTheDocument();
    expect(screen.queryByText('Hidden. Its author has been told.')).not.toBeInTheDocument();
  });

  it('hides a post with a reason: says so, and the post leaves the flagged posts', async () => {
    mockGet({ [FLAGGED]: { items: [discussion, comment] } });
    const send = jest
      .spyOn(api, 'post')
      .mockResolvedValue(answer({ item: { ...discussion, flags: [], hidden: { reason: 'Insults a named officer.', at: '2026-11-29T08:00:00Z' } } }));
    renderWithProviders(<Moderation />, { route: '/console/moderation' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the discussion “Water tenders in Nakuru”' }));
    await userEvent.type(screen.getByLabelText(/Reason shown to citizens/), '  Insults a named officer. ');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the discussion “Water tenders in Nakuru”' }));
    expect(send).toHaveBeenCalledWith(`/api/moderation/discussions/${DISCUSSION_ID}/hide/`, { reason: 'Insults a named officer.' });
    expect(await screen.findByText('Hidden. Its author has been told.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Water tenders in Nakuru' })).not.toBeInTheDocument();
    // The next post takes its place, and the keyboard with it.
    expect(within(post('Comment in “Water tenders in Nakuru”')).getByRole('heading', { level: 3 })).toHaveFocus();
  });

  it('keeps a flagged post: its flags close, it leaves the queue, and an empty queue says so', async () => {
    mockGet({ [FLAGGED]: { items: [comment] } });
    const send = jest.spyOn(api, 'post').mockResolvedValue(answer({ item: { ...comment, flags: [] } }));
    renderWithProviders(<Moderation />, { route: '/console/moderation' });
    await userEvent.click(await screen.findByRole('button', { name: 'Keep the comment by Atieno Odhiambo in “Water tenders in Nakuru”' }));
    expect(send).toHaveBeenCalledWith(`/api/moderation/comments/${COMMENT_ID}/keep/`, {});
    expect(await screen.findByText('Kept: its flags are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('No posts are waiting for a moderator.')).toBeInTheDocument();
  });

  it('shows a failed action beside its post, and the post stays', async () => {
    mockGet({ [FLAGGED]: { items: [discussion, comment] } });
    jest.spyOn(api, 'post').mockRejectedValue(apiFailure(409, { status: 'error', message: 'This post has no open flags.' }));
    renderWithProviders(<Moderation />, { route: '/console/moderation' });
    await userEvent.click(await screen.findByRole('button', { name: 'Keep the comment by Atieno Odhiambo in “Water tenders in Nakuru”' }));
    expect(await within(post('Comment in “Water tenders in Nakuru”')).findByText('This post has no open flags.')).toBeInTheDocument();
    expect(within(post('Water tenders in Nakuru')).queryByText('This post has no open flags.')).not.toBeInTheDocument();
    expect(screen.queryByText('Kept: its flags are closed.')).not.toBeInTheDocument();
  });

  it('locks a discussion with a reason; its posts show the lock, and the button then unlocks', async () => {
    mockGet({ [FLAGGED]: { items: [discussion, comment] } });
    const locked = { reason: 'Heated: closed for a week.', at: '2026-11-29T08:00:00Z' };
    const send = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(answer({ item: { ...discussion, discussion: { ...discussion.discussion, locked } } }))
      .mockResolvedValueOnce(answer({ item: discussion }));
    renderWithProviders(<Moderation />, { route: '/console/moderation' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lock the discussion “Water tenders in Nakuru”' }));
    await userEvent.type(screen.getByLabelText(/Reason shown above the comments/), locked.reason);
    await userEvent.click(screen.getByRole('button', { name: 'Lock the discussion “Water tenders in Nakuru”' }));
    expect(send).toHaveBeenCalledWith(`/api/moderation/discussions/${DISCUSSION_ID}/lock/`, { reason: locked.reason });
    expect(await screen.findByText('Locked.')).toBeInTheDocument();
    expect(within(post('Water tenders in Nakuru')).getByText('Locked on 29 Nov 2026. Citizens read above the comments: Heated: closed for a week.')).toBeInTheDocument();
    expect(within(post('Comment in “Water tenders in Nakuru”')).getByText(/^Its discussion was locked on 29 Nov 2026/)).toBeInTheDocument();
    const unlock = screen.getByRole('button', { name: 'Unlock the discussion “Water tenders in Nakuru”' });
    expect(unlock).toHaveFocus();
    await userEvent.click(unlock);
    expect(send).toHaveBeenLastCalledWith(`/api/moderation/discussions/${DISCUSSION_ID}/unlock/`, {});
    expect(await screen.findByText('Unlocked.')).toBeInTheDocument();
    expect(screen.queryByText(/locked on/)).not.toBeInTheDocument();
  });

  it('shows the hidden posts with their reasons; Restore brings one back and it leaves the view', async () => {
    const hidden = { ...comment, flags: [], hidden: { reason: 'Shares a phone number.', at: '2026-11-28T10:00:00Z' } };
    mockGet({ [HIDDEN]: { items: [hidden] } });
    const send = jest.spyOn(api, 'post').mockResolvedValue(answer({ item: { ...hidden, hidden: null } }));
    renderWithProviders(<Moderation />, { route: '/console/moderation?show=hidden' });
    const item = await screen.findByRole('article', { name: 'Comment in “Water tenders in Nakuru”' });
    expect(screen.getByRole('link', { name: 'Hidden' })).toHaveAttribute('aria-current', 'page');
    expect(within(item).getByText('Hidden on 28 Nov 2026. Citizens read instead: Shares a phone number.')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /^Hide|^Keep/ })).not.toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Restore the comment by Atieno Odhiambo in “Water tenders in Nakuru”' }));
    expect(send).toHaveBeenCalledWith(`/api/moderation/comments/${COMMENT_ID}/restore/`, {});
    expect(await screen.findByText('Restored.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('No posts are hidden.')).toBeInTheDocument();
  });

  it('switches views through the address', async () => {
    const get = mockGet({ [FLAGGED]: { items: [discussion] }, [HIDDEN]: { items: [] } });
    renderWithProviders(<Moderation />, { route: '/console/moderation' });
    await screen.findByRole('article', { name: 'Water tenders in Nakuru' });
    await userEvent.click(screen.getByRole('link', { name: 'Hidden' }));
    expect(await screen.findByText('No posts are hidden.')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(HIDDEN, expect.anything());
    expect(screen.getByTestId('location')).toHaveTextContent('/console/moderation?show=hidden');
    expect(screen.getByRole('heading', { level: 2, name: 'Hidden posts' })).toBeInTheDocument();
  });

  it.each([
    ['/console/moderation', FLAGGED, 'No posts are waiting for a moderator.'],
    ['/console/moderation?show=hidden', HIDDEN, 'No posts are hidden.'],
  ])('at %s, says when there is nothing to do', async (route, url, text) => {
    mockGet({ [url]: { items: [] } });
    renderWithProviders(<Moderation />, { route });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('tells someone who is not a moderator that the queue is not theirs', async () => {
    mockGet({ [FLAGGED]: new HttpFailure(403, 'This is for moderators only.') });
    renderWithProviders(<Moderation />, { route: '/console/moderation' });
    expect(await screen.findByText('The moderation queue is for moderators.')).toBeInTheDocument();
    expect(screen.queryByText('The console is for Uwazi Hub administrators only.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Flagged' })).not.toBeInTheDocument();
  });

  it('offers Try again when the queue cannot be read', async () => {
    mockGet({ [FLAGGED]: { items: [discussion] } }, { [FLAGGED]: 1 });
    renderWithProviders(<Moderation />, { route: '/console/moderation' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Water tenders in Nakuru' })).toBeInTheDocument();
  });
});
