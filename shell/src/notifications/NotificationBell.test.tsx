import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, changeLanguage, media } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import { NotificationBell } from './NotificationBell';
import { declaredStyle } from '../layout/testing/cssRules';

jest.mock('../remotes/registry', () => ({ preloadRoute: jest.fn() }));

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

  it('closes on Escape and puts focus back on the bell', async () => {
    setUp([note('a', 'Booking confirmed')], 0);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const item = screen.getByRole('button', { name: /Booking confirmed/ });
    item.focus();
    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
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

  it('follows a change of language: the list is fetched again and a new socket opened in the new language', async () => {
    const { get } = setUp();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const first = FakeSocket.all[0]!;
    first.open();
    expect(get).toHaveBeenCalledTimes(1);
    try {
      await act(() => changeLanguage('sw'));
      expect(first.closed).toBe(true);
      expect(FakeSocket.all).toHaveLength(2);
      expect(FakeSocket.all[1]!.closed).toBe(false);
      expect(get).toHaveBeenCalledTimes(2);
    } finally {
      await act(() => changeLanguage('en'));
    }
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

  it('hangs the panel from the bell only from the medium width; narrower, it spans the header with margins', async () => {
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const wrapper = panel.parentElement!;
    expect(getComputedStyle(wrapper).position).toBe('static');
    expect(getComputedStyle(panel)).toMatchObject({ position: 'absolute', left: '0.5rem', right: '0.5rem' });
    expect(declaredStyle(panel)).toMatchObject({ 'max-width': 'calc(100vw - 1rem)' });
    expect(declaredStyle(wrapper, media.md)).toMatchObject({ position: 'relative' });
    expect(declaredStyle(panel, media.md)).toMatchObject({ left: 'auto', right: '0' });
  });

  it('makes the links in a notification real links and writes its ISO dates and times as the site does', async () => {
    const workshop = {
      ...note('w1', 'Workshop registration confirmed'),
      message: 'You are registered for "Budget basics" on 2026-11-25 at 14:00 (East Africa Time), Nakuru. Details: /workshops/w1, or https://uwazi.example/help?topic=workshops.',
    };
    const expert = {
      ...note('e1', 'Expert session booked'),
      message: 'Your session with Dr. Achieng on "Tenders" is on Wednesday 2026-12-02 at 2:30 PM (East Africa Time). Join the meeting: https://meet.example/uwazi-7f3a',
    };
    setUp([workshop, expert], 2);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const [first, second] = within(panel).getAllByRole('listitem');

    expect(within(first!).getByRole('link', { name: '/workshops/w1' })).toHaveAttribute('href', '/workshops/w1');
    expect(within(first!).getByRole('link', { name: 'https://uwazi.example/help?topic=workshops' })).toHaveAttribute('href', 'https://uwazi.example/help?topic=workshops');
    expect(first).toHaveTextContent('on 25 Nov 2026 at 2:00 PM (East Africa Time), Nakuru. Details: /workshops/w1, or https://uwazi.example/help?topic=workshops.');
    expect(first).not.toHaveTextContent('2026-11-25');
    expect(first).not.toHaveTextContent('14:00');
    expect(within(first!).getByText('25 Nov 2026')).toHaveAttribute('datetime', '2026-11-25');
    expect(within(first!).getByText('2:00 PM')).toHaveAttribute('datetime', '14:00');

    expect(within(second!).getByRole('link', { name: 'https://meet.example/uwazi-7f3a' })).toHaveAttribute('href', 'https://meet.example/uwazi-7f3a');
    expect(second).toHaveTextContent('is on Wednesday 2 Dec 2026 at 2:30 PM (East Africa Time).');
    // The title stays the button that marks it read, described by the text.
    expect(within(second!).getByRole('button', { name: /Expert session booked/ })).toHaveAccessibleDescription(
      expect.stringContaining('Join the meeting: https://meet.example/uwazi-7f3a'),
    );
  });

  it('never links anything but web addresses and paths on this site, and shows markup as text', async () => {
    const hostile = {
      ...note('h1', 'Odd message'),
      message:
        'Try javascript:alert(1) or JAVASCRIPT:alert(2), http://javascript:alert(3), data:text/html,hi, //evil.example/x, /\\evil.example and <img src=x onerror=alert(4)> or <a href="javascript:alert(5)">this</a>',
    };
    setUp([hostile], 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).queryAllByRole('link')).toEqual([]);
    expect(panel.querySelector('a, img')).toBeNull();
    expect(panel).toHaveTextContent('<img src=x onerror=alert(4)>');
  });

  it('following a link in a notification marks it read and closes the panel', async () => {
    const { post } = setUp([{ ...note('r1', 'Report status changed'), message: 'See /report/follow-up for the details.' }], 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('link', { name: '/report/follow-up' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/report/follow-up');
    expect(post).toHaveBeenCalledWith('/api/notifications/mark-read/r1/');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
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
