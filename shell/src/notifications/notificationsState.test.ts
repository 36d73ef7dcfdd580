import { EMPTY, notificationsReducer, type CitizenNotification } from './notificationsState';
import { retryDelay, channelUrl } from './liveChannel';

const note = (id: string, isRead = false): CitizenNotification => ({ id, title: `T${id}`, message: 'm', createdAt: '2026-11-20T10:00:00Z', isRead });

describe('the notification rules', () => {
  it('puts a pushed notification on top and counts it only when unread, once', () => {
    let state = notificationsReducer(EMPTY, { type: 'loaded', items: [note('a')], unreadCount: 1 });
    state = notificationsReducer(state, { type: 'pushed', notification: note('b') });
    state = notificationsReducer(state, { type: 'pushed', notification: note('c', true) });
    state = notificationsReducer(state, { type: 'pushed', notification: note('b') });
    expect(state.items.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(state.unreadCount).toBe(2);
  });

  it('marks one read once, never going below zero, and marks all read', () => {
    let state = notificationsReducer(EMPTY, { type: 'loaded', items: [note('a'), note('b')], unreadCount: 0 });
    state = notificationsReducer(state, { type: 'marked-read', id: 'a' });
    expect(state.unreadCount).toBe(0);
    state = notificationsReducer({ ...state, unreadCount: 1 }, { type: 'marked-read', id: 'b' });
    state = notificationsReducer(state, { type: 'marked-read', id: 'b' });
    expect(state.unreadCount).toBe(0);
    state = notificationsReducer(notificationsReducer(EMPTY, { type: 'loaded', items: [note('x'), note('y')], unreadCount: 2 }), { type: 'all-read' });
    expect(state).toEqual({ items: [note('x', true), note('y', true)], unreadCount: 0 });
  });
});

describe('the live channel', () => {
  it('backs off from 1 s, doubling to a 5 s cap, with jitter within each step', () => {
    expect([0, 1, 2, 3, 9].map((attempt) => retryDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect([0, 1, 2, 3, 9].map((attempt) => retryDelay(attempt, () => 0))).toEqual([500, 1000, 2000, 2500, 2500]);
  });

  it('uses wss on a secure page', () => {
    expect(channelUrl('u1', { protocol: 'https:', host: 'uwazi.example' })).toBe('wss://uwazi.example/ws/notifications/u1/');
    expect(channelUrl('u1', { protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws/notifications/u1/');
  });
});
