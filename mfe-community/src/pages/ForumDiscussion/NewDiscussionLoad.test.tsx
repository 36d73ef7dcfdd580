import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@civic/shared';
import { mockGet, renderWithProviders } from '@civic/shared/testing';
import ForumDiscussion from './ForumDiscussion';

// The form's chunk cannot be fetched (a dropped connection).
jest.mock('./NewDiscussionForm', () => {
  throw new Error('Loading chunk forum-new-discussion failed.');
});

afterEach(() => jest.restoreAllMocks());

it('says the new-discussion form could not be opened, leaves the button to try again, and keeps the list', async () => {
  bus.emit({ type: 'session', user: { id: 'u-1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina Wanjiru', displayName: 'Amina' } });
  mockGet({ '/api/discussions/': { discussions: [], next: null } });
  renderWithProviders(<ForumDiscussion />);
  const start = await screen.findByRole('button', { name: 'Start a discussion' });
  await userEvent.click(start);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not open the form. Check your connection and try again.');
  expect(screen.queryByRole('button', { name: 'Post discussion' })).not.toBeInTheDocument();
  expect(start).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('heading', { name: 'Discussions' })).toBeInTheDocument();
});
