import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, useNavigate } from '@civic/shared';
import { answer, apiFailure, renderWithProviders, mockGet } from '@civic/shared/testing';
import ForumDiscussion from './ForumDiscussion';

const user = { id: 'u-1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina W.', displayName: 'Amina' };
const other = { id: 'u-2', username: 'brian' };
const comments = [
  { id: 'c1', content: 'First comment', author: other, date: '2026-11-20T08:00:00Z', parentId: null },
  { id: 'c2', content: 'Second comment', author: { id: user.id, username: 'amina' }, date: '2026-11-21T08:00:00Z', parentId: null },
  { id: 'c3', content: 'A reply to the second', author: other, date: '2026-11-21T09:00:00Z', parentId: 'c2' },
];
const discussion = {
  id: 'd1',
  title: 'Borehole in Ward 12',
  content: 'Was it finished?',
  tags: ['water'],
  author: other,
  date: '2026-11-19T08:00:00Z',
  replies: 3,
  views: 4,
  comments,
};
const quiet = { ...discussion, id: 'd2', title: 'Market fees', comments: [], replies: 0, author: { id: user.id, username: 'amina' } };

type Listed = typeof discussion;
const summary = ({ comments: _comments, ...rest }: Listed) => rest;

/**
 * The API as the forum reads it: the list's first page (`next` names a second one), and each discussion's
 * comments in every order (the page answers in any order; the client orders each level itself).
 */
function forum(discussions: Listed[], { next = null, extra = {} }: { next?: string | null; extra?: Record<string, unknown> } = {}) {
  const routes: Record<string, unknown> = { '/api/discussions/': { discussions: discussions.map(summary), next }, ...extra };
  for (const d of discussions) {
    for (const sort of ['oldest', 'newest', 'popular']) routes[`/api/discussions/${d.id}/comments/?sort=${sort}`] = { comments: d.comments, next: null };
  }
  return routes;
}

afterEach(() => jest.restoreAllMocks());

/** The browser's Back button, inside the test router. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

describe('ForumDiscussion', () => {
  it('asks a signed-out visitor to log in', () => {
    bus.emit({ type: 'session', user: null });
    renderWithProviders(<ForumDiscussion />);
    expect(screen.getByText('Please log in to view discussions')).toBeInTheDocument();
  });

  describe('signed in', () => {
    beforeEach(() => bus.emit({ type: 'session', user }));

    it('shows the empty state and the fetch failure', async () => {
      mockGet(forum([]), { '/api/discussions/': 1 });
      renderWithProviders(<ForumDiscussion />);
      expect(await screen.findByText('Failed to fetch discussions')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('No discussions found. Be the first to start a discussion!')).toBeInTheDocument();
    });

    it('makes each title the one link to its discussion, with counts that agree with their nouns', async () => {
      mockGet(forum([discussion, { ...quiet, replies: 1, views: 1 }]));
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion' });
      const title = await screen.findByRole('link', { name: 'Borehole in Ward 12' });
      expect(title).toHaveAttribute('href', '/community/forum-discussion?discussion=d1');
      expect(title.closest('h3')).not.toBeNull();
      expect(screen.queryByRole('button', { name: /Open discussion/ })).not.toBeInTheDocument();
      expect(screen.queryByText('Open discussion')).not.toBeInTheDocument();
      const card = title.closest('article')!;
      expect(within(card).getAllByRole('link')).toHaveLength(1);
      expect(within(card).getByText(/· 3 replies · 4 views/)).toBeInTheDocument();
      const single = screen.getByRole('link', { name: 'Market fees' }).closest('article')!;
      expect(within(single).getByText(/· 1 reply · 1 view/)).toBeInTheDocument();
      expect(screen.queryByText(/1 replies|1 views/)).not.toBeInTheDocument();
    });

    it('puts the open discussion in the address: a reload opens it again and Back returns to the list', async () => {
      mockGet(forum([discussion, quiet]));
      const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ views: 5 }));
      renderWithProviders(
        <>
          <ForumDiscussion />
          <BackButton />
        </>,
        { route: '/community/forum-discussion?discussion=d1' },
      );
      const heading = await screen.findByRole('heading', { level: 2, name: 'Borehole in Ward 12' });
      expect(heading).toHaveFocus();
      expect(await screen.findByText(/· 3 replies · 5 views/)).toBeInTheDocument();
      expect(post).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Back to all discussions' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/community\/forum-discussion$/);
      expect(screen.getByRole('link', { name: 'Borehole in Ward 12' })).toHaveFocus();
      await userEvent.click(screen.getByRole('link', { name: 'Market fees' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/community/forum-discussion?discussion=d2');
      await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/community\/forum-discussion$/);
      expect(await screen.findByRole('heading', { level: 2, name: 'Discussions' })).toBeInTheDocument();
    });

    it('opens a discussion in place, counts a view silently, marks (You), threads and sorts', async () => {
      mockGet(forum([discussion, quiet]));
      const post = jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion' });
      await userEvent.click(await screen.findByRole('link', { name: 'Borehole in Ward 12' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Borehole in Ward 12' })).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith('/api/discussions/d1/views/');
      expect(screen.getByTestId('location')).toHaveTextContent('/community/forum-discussion?discussion=d1');
      expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
      const replies = await screen.findByRole('list', { name: 'Replies to amina' });
      expect(within(replies).getByText('A reply to the second')).toBeInTheDocument();
      expect(screen.getAllByText('(You)').length).toBeGreaterThan(0);
      const order = () => screen.getAllByText(/^(First|Second) comment$/, { selector: 'p' }).map((n) => n.textContent);
      expect(order()).toEqual(['First comment', 'Second comment']);
      await userEvent.selectOptions(screen.getByLabelText('Sort comments'), 'newest');
      await waitFor(() => expect(order()).toEqual(['Second comment', 'First comment']));
      expect(api.get).toHaveBeenCalledWith('/api/discussions/d1/comments/?sort=newest', expect.anything());
      await userEvent.selectOptions(screen.getByLabelText('Sort comments'), 'popular');
      await waitFor(() => expect(order()).toEqual(['Second comment', 'First comment']));
      await userEvent.click(screen.getByRole('button', { name: 'Back to all discussions' }));
      await userEvent.click(screen.getByRole('link', { name: 'Market fees' }));
      expect(await screen.findByText('No replies yet')).toBeInTheDocument();
    });

    it('posts a reply with its parent id, can cancel the target, and reports failures', async () => {
      mockGet(forum([discussion]));
      const post = jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
        if (url.endsWith('/views/')) return answer({ views: 5 });
        const { content, parentId } = body as { content: string; parentId: string | null };
        if (content === 'fail') throw new Error('Network Error');
        return answer({ id: 'c9', content, author: { id: user.id, username: 'amina' }, date: '2026-11-22T08:00:00Z', parentId }, 201);
      });
      renderWithProviders(<ForumDiscussion />);
      await userEvent.click(await screen.findByRole('link', { name: 'Borehole in Ward 12' }));
      await screen.findByText('First comment');
      await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(await screen.findByText('Please write something before posting.')).toBeInTheDocument();
      await userEvent.click(screen.getAllByRole('button', { name: 'Reply to brian' })[0]!);
      expect(screen.getByText('Replying to brian')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
      expect(screen.queryByText('Replying to brian')).not.toBeInTheDocument();
      await userEvent.click(screen.getAllByRole('button', { name: 'Reply to brian' })[0]!);
      await userEvent.type(screen.getByLabelText(/^Your reply/), 'fail');
      await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(await screen.findByText('Failed to post comment')).toBeInTheDocument();
      await userEvent.clear(screen.getByLabelText(/^Your reply/));
      await userEvent.type(screen.getByLabelText(/^Your reply/), '  Thanks Brian  ');
      await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(post).toHaveBeenLastCalledWith('/api/discussions/d1/comments/', { content: 'Thanks Brian', parentId: 'c1' });
      const thread = await screen.findByRole('list', { name: 'Replies to brian' });
      expect(within(thread).getByText('Thanks Brian')).toBeInTheDocument();
    });

    it('flags a comment with a reason: names a missing one, keeps what was typed through a refusal, thanks once sent', async () => {
      mockGet(forum([discussion]));
      const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
        if (url.endsWith('/views/')) return answer({ views: 5 });
        if (post.mock.calls.filter(([called]) => String(called).endsWith('/flags/')).length === 1) {
          throw apiFailure(400, { message: 'Please keep this under 500 characters.', field: 'details' });
        }
        return answer({ flagged: true }, 201);
      });
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion?discussion=d1' });
      await screen.findByText('First comment');
      // Your own posts have no flag button; the discussion and others' comments do.
      expect(screen.getAllByRole('button', { name: 'Flag the comment by brian to the moderators' })).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Flag the comment by amina to the moderators' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Flag this discussion' })).toBeInTheDocument();

      await userEvent.click(screen.getAllByRole('button', { name: 'Flag the comment by brian to the moderators' })[0]!);
      const form = screen.getByRole('form', { name: 'Tell the moderators what is wrong' });
      await userEvent.type(within(form).getByLabelText(/^Anything the moderators/), 'It names a neighbour');
      await userEvent.click(within(form).getByRole('button', { name: 'Send to the moderators' }));
      expect(within(form).getByText('Please choose why you are flagging this.')).toBeInTheDocument();
      expect(within(form).getByLabelText(/^Why are you flagging this/)).toHaveFocus();
      expect(post.mock.calls.some(([url]) => String(url).endsWith('/flags/'))).toBe(false);

      await userEvent.selectOptions(within(form).getByLabelText(/^Why are you flagging this/), 'personal');
      await userEvent.click(within(form).getByRole('button', { name: 'Send to the moderators' }));
      expect(await within(form).findByText('Please keep this under 500 characters.')).toBeInTheDocument();
      expect(within(form).getByLabelText(/^Anything the moderators/)).toHaveValue('It names a neighbour');
      expect(within(form).getByLabelText(/^Why are you flagging this/)).toHaveValue('personal');

      await userEvent.click(within(form).getByRole('button', { name: 'Send to the moderators' }));
      expect(await screen.findByText('Thank you. A moderator will look at it.')).toHaveFocus();
      expect(post).toHaveBeenLastCalledWith('/api/discussions/d1/comments/c1/flags/', { reason: 'personal', details: 'It names a neighbour' });
      expect(screen.getAllByRole('button', { name: 'Flag the comment by brian to the moderators' })).toHaveLength(1);
    });

    it('shows a hidden comment’s reason in its place, and a locked discussion without the comment form', async () => {
      const hiddenComment = { ...comments[0]!, content: '', hidden: { reason: 'Insults a whole community.', at: '2026-11-22T08:00:00Z' } };
      const locked = { ...discussion, comments: [hiddenComment, comments[1]!], locked: { reason: 'The question has been answered', at: '2026-11-22T09:00:00Z' } };
      mockGet(forum([locked]));
      jest.spyOn(api, 'post').mockResolvedValue(answer({ views: 5 }));
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion?discussion=d1' });
      expect(await screen.findByText('Hidden by a moderator: Insults a whole community.')).toBeInTheDocument();
      expect(screen.getByText(/This discussion is locked: The question has been answered/)).toHaveTextContent('No new comments can be added.');
      expect(screen.queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Reply to/ })).not.toBeInTheDocument();
      expect(screen.getByText('Second comment')).toBeInTheDocument();
    });

    it('shows a hidden discussion’s reason instead of its text', async () => {
      const hidden = { ...discussion, title: '', content: '', tags: [], comments: [], hidden: { reason: 'Advertising is not allowed.', at: '2026-11-22T08:00:00Z' } };
      mockGet(
        forum([discussion], {
          extra: { '/api/discussions/d5/': { discussion: summary({ ...hidden, id: 'd5' }) }, '/api/discussions/d5/comments/?sort=oldest': { comments: [], next: null } },
        }),
      );
      jest.spyOn(api, 'post').mockResolvedValue(answer({ views: 1 }));
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion?discussion=d5' });
      expect(await screen.findByRole('heading', { level: 2, name: 'Hidden discussion' })).toBeInTheDocument();
      expect(screen.getByText('A moderator hid this discussion: Advertising is not allowed.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Flag this discussion' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();
    });

    it('says why a comment was refused when the discussion was locked meanwhile, keeping the comment', async () => {
      mockGet(forum([discussion]));
      jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
        if (url.endsWith('/views/')) return answer({ views: 5 });
        throw apiFailure(409, { message: 'This discussion is locked: no new comments can be added.' });
      });
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion?discussion=d1' });
      await screen.findByText('First comment');
      await userEvent.type(screen.getByLabelText(/^Your comment/), 'One more point');
      await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(await screen.findByText('This discussion is locked: no new comments can be added.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Your comment/)).toHaveValue('One more point');
    });

    it('loads more discussions a page at a time, and moves focus to the first new one', async () => {
      const older = { ...quiet, id: 'd3', title: 'Older: road repairs' };
      mockGet(forum([discussion, quiet], { next: 'n1', extra: { '/api/discussions/?after=n1': { discussions: [summary(older)], next: null } } }));
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion' });
      await screen.findByRole('link', { name: 'Borehole in Ward 12' });
      expect(screen.queryByRole('link', { name: 'Older: road repairs' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'More discussions' }));
      const added = await screen.findByRole('link', { name: 'Older: road repairs' });
      await waitFor(() => expect(added).toHaveFocus());
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Borehole in Ward 12', 'Market fees', 'Older: road repairs']);
      expect(screen.queryByRole('button', { name: 'More discussions' })).not.toBeInTheDocument();
    });

    it('opens a discussion from the address that is not on the first page of the list', async () => {
      const older = { ...quiet, id: 'd7', title: 'An older question' };
      mockGet(
        forum([discussion], {
          next: 'n1',
          extra: { '/api/discussions/d7/': { discussion: summary(older) }, '/api/discussions/d7/comments/?sort=oldest': { comments: [], next: null } },
        }),
      );
      jest.spyOn(api, 'post').mockResolvedValue(answer({ views: 1 }));
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion?discussion=d7' });
      expect(await screen.findByRole('heading', { level: 2, name: 'An older question' })).toBeInTheDocument();
      expect(await screen.findByText('No replies yet')).toBeInTheDocument();
    });

    it('loads more comments a page of threads at a time, and says when they cannot be loaded', async () => {
      const later = { id: 'c7', content: 'A later comment', author: other, date: '2026-11-23T08:00:00Z', parentId: null };
      const laterReply = { id: 'c8', content: 'A reply on the second page', author: other, date: '2026-11-23T09:00:00Z', parentId: 'c7' };
      const routes = forum([discussion]);
      routes['/api/discussions/d1/comments/?sort=oldest'] = { comments, next: 'k1' };
      routes['/api/discussions/d1/comments/?sort=oldest&after=k1'] = { comments: [later, laterReply], next: null };
      mockGet(routes, { '/api/discussions/d1/comments/?sort=oldest&after=k1': 1 });
      jest.spyOn(api, 'post').mockResolvedValue(answer({ views: 5 }));
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion?discussion=d1' });
      await screen.findByText('First comment');
      await userEvent.click(screen.getByRole('button', { name: 'More comments' }));
      expect(await screen.findByText('We could not load more comments. Check your connection and try again.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'More comments' }));
      const thread = await screen.findByRole('list', { name: 'Replies to brian' });
      expect(within(thread).getByText('A reply on the second page')).toBeInTheDocument();
      expect(screen.getByText('A later comment')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'More comments' })).not.toBeInTheDocument();
    });

    it('creates a discussion with cleaned tags, validates it, and reports a failure', async () => {
      mockGet(forum([]));
      const post = jest
        .spyOn(api, 'post')
        .mockRejectedValueOnce(new Error('Network Error'))
        .mockResolvedValue(answer({ ...quiet, id: 'd9', title: 'New one' }, 201));
      renderWithProviders(<ForumDiscussion />);
      await userEvent.click(await screen.findByRole('button', { name: 'Start a discussion' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Post discussion' }));
      expect((await screen.findAllByText('Title and content are required')).length).toBeGreaterThan(0);
      await userEvent.type(screen.getByLabelText(/^Title/), 'New one');
      await userEvent.type(screen.getByLabelText(/^What would you like/), 'Body');
      await userEvent.type(screen.getByLabelText(/^Tags/), ' water, ,roads ');
      await userEvent.click(screen.getByRole('button', { name: 'Post discussion' }));
      expect(await screen.findByText('Failed to create discussion')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Post discussion' }));
      expect(await screen.findByRole('heading', { name: 'New one' })).toBeInTheDocument();
      expect(post).toHaveBeenLastCalledWith('/api/discussions/', { title: 'New one', content: 'Body', tags: ['water', 'roads'] });
    });
  });
});
