import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import { NotificationBell } from './NotificationBell';

/** A stand-in for the browser's WebSocket that the test drives. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  open() {
    act(() => this.onopen?.());
  }
  push(data: unknown) {
    act(() => this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  drop() {
    act(() => this.onclose?.());
  }
  close() {
    this.closed = true;
  }
}

const user = { id: 'u-1', email: 'akinyi@example.org', username: 'akinyi', fullName: 'Akinyi Odhiambo' };
const note = (id: string, title: string, isRead = false) => ({ id, title, message: `${title} details`, createdAt: new Date().toISOString(), isRead });

describe('NotificationBell', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    Object.assign(globalThis, { WebSocket: FakeSocket });
  });

  function setUp(list = [note('n1', 'Booking confirmed'), note('n0', 'Welcome', true)], unread = 1) {
    const get = jest.spyOn(api, 'get').mockResolvedValue(answer({ status: 'success', notifications: list, unreadCount: unread }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success' }));
    const view = renderWithProviders(<NotificationBell user={user} />);
    return { get, post, unmount: view.unmount };
  }

  it('loads on sign-in, shows the unread badge, and lists newest first', async () => {
    const { get } = setUp();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(get).toHaveBeenCalledWith('/api/notifications/user/u-1/');
    expect(FakeSocket.all[0]!.url).toBe('ws://localhost/ws/notifications/u-1/');
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark all as read', expect.stringContaining('Booking confirmed'), expect.stringContaining('Welcome')]);
  });

  it('clicking a notification marks it read and lowers the count; Mark all as read only shows while unread', async () => {
    const { post } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('button', { name: /Booking confirmed/ }));
    expect(post).toHaveBeenCalledWith('/api/notifications/mark-read/n1/');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('marks all read', async () => {
    const { post } = setUp([note('a', 'One'), note('b', 'Two')], 2);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(post).toHaveBeenCalledWith('/api/notifications/mark-all-read/u-1/');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says "No notifications" when there are none', async () => {
    setUp([], 0);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No notifications')).toBeInTheDocument();
  });

  it('puts a pushed notification on top, counts it if unread, and sends it on the bus; bad frames are ignored', async () => {
    setUp();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const heard = jest.fn();
    const subscription = bus.on('notification').subscribe(heard);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.push('{not json');
    socket.push({ message: note('n2', 'Report status changed') });
    socket.push({ message: note('n3', 'Already read elsewhere', true) });
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(heard).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const items = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Already read elsewhere');
    expect(items[1]).toHaveTextContent('Report status changed');
    subscription.unsubscribe();
  });

  it('reconnects after a drop and fetches the list again so nothing is lost', async () => {
    jest.useFakeTimers();
    try {
      const { get } = setUp();
      await act(async () => undefined);
      FakeSocket.all[0]!.open();
      FakeSocket.all[0]!.drop();
      act(() => jest.advanceTimersByTime(1000));
      expect(FakeSocket.all).toHaveLength(2);
      get.mockResolvedValue(answer({ status: 'success', notifications: [note('n9', 'Sent while offline'), note('n1', 'Booking confirmed')], unreadCount: 2 }));
      FakeSocket.all[1]!.open();
      await act(async () => undefined);
      expect(get).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes the socket when the citizen signs out (the bell goes away)', async () => {
    const { unmount } = setUp();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(FakeSocket.all[0]!.closed).toBe(false);
    unmount();
    expect(FakeSocket.all[0]!.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
