import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus } from '@civic/shared';
import { answer, renderWithProviders, mockGet } from '@civic/shared/testing';
import ForumDiscussion from './ForumDiscussion';

const user = { id: 'u-1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina W.' };
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

afterEach(() => jest.restoreAllMocks());

describe('ForumDiscussion', () => {
  it('asks a signed-out visitor to log in', () => {
    bus.emit({ type: 'session', user: null });
    renderWithProviders(<ForumDiscussion />);
    expect(screen.getByText('Please log in to view discussions')).toBeInTheDocument();
  });

  describe('signed in', () => {
    beforeEach(() => bus.emit({ type: 'session', user }));

    it('shows the empty state and the fetch failure', async () => {
      mockGet({ '/api/discussions/get/': [] }, { '/api/discussions/get/': 1 });
      renderWithProviders(<ForumDiscussion />);
      expect(await screen.findByText('Failed to fetch discussions')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('No discussions found. Be the first to start a discussion!')).toBeInTheDocument();
    });

    it('opens a discussion in place, counts a view silently, marks (You), threads and sorts', async () => {
      mockGet({ '/api/discussions/get/': [discussion, quiet] });
      const post = jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
      renderWithProviders(<ForumDiscussion />, { route: '/community/forum-discussion' });
      await userEvent.click(await screen.findByRole('button', { name: 'Open discussion: Borehole in Ward 12' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Borehole in Ward 12' })).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith('/api/discussions/d1/views/');
      expect(screen.getByTestId('location')).toHaveTextContent('/community/forum-discussion');
      expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
      const replies = screen.getByRole('list', { name: 'Replies to amina' });
      expect(within(replies).getByText('A reply to the second')).toBeInTheDocument();
      expect(screen.getAllByText('(You)').length).toBeGreaterThan(0);
      const order = () => screen.getAllByText(/^(First|Second) comment$/, { selector: 'p' }).map((n) => n.textContent);
      expect(order()).toEqual(['First comment', 'Second comment']);
      await userEvent.selectOptions(screen.getByLabelText('Sort comments'), 'newest');
      expect(order()).toEqual(['Second comment', 'First comment']);
      await userEvent.selectOptions(screen.getByLabelText('Sort comments'), 'popular');
      expect(order()).toEqual(['Second comment', 'First comment']);
      await userEvent.click(screen.getByRole('button', { name: 'Back to all discussions' }));
      await userEvent.click(screen.getByRole('button', { name: 'Open discussion: Market fees' }));
      expect(screen.getByText('No replies yet')).toBeInTheDocument();
    });

    it('posts a reply with its parent id, can cancel the target, and reports failures', async () => {
      mockGet({ '/api/discussions/get/': [discussion] });
      const post = jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
        if (url.endsWith('/views/')) return answer({ views: 5 });
        const { content, parentId } = body as { content: string; parentId: string | null };
        if (content === 'fail') throw new Error('Network Error');
        return answer({ id: 'c9', content, author: { id: user.id, username: 'amina' }, date: '2026-11-22T08:00:00Z', parentId }, 201);
      });
      renderWithProviders(<ForumDiscussion />);
      await userEvent.click(await screen.findByRole('button', { name: 'Open discussion: Borehole in Ward 12' }));
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

    it('creates a discussion with cleaned tags, validates it, and reports a failure', async () => {
      mockGet({ '/api/discussions/get/': [] });
      const post = jest
        .spyOn(api, 'post')
        .mockRejectedValueOnce(new Error('Network Error'))
        .mockResolvedValue(answer({ ...quiet, id: 'd9', title: 'New one' }, 201));
      renderWithProviders(<ForumDiscussion />);
      await userEvent.click(await screen.findByRole('button', { name: 'Start a discussion' }));
      await userEvent.click(screen.getByRole('button', { name: 'Post discussion' }));
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
