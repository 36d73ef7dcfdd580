import { useCallback, useEffect, useReducer } from 'react';
import { api, bus, useLanguage, type SessionUser } from '@civic/shared';
import { EMPTY, notificationsReducer, type CitizenNotification } from './notificationsState';
import { openLiveChannel } from './liveChannel';

interface ListAnswer {
  status: string;
  notifications: CitizenNotification[];
  unreadCount: number;
}

/**
 * The signed-in citizen's notifications: loaded at sign-in, kept live over the socket (each push also goes
 * on the bus), fetched again after a reconnect so nothing pushed while offline is lost. Fetch failures are
 * only logged, with no message to the citizen. Signing out closes the socket and empties the list. The server
 * gives the list and each push in the reader's language (a socket in the language it opened with), so a change
 * of language fetches the list again and opens a new socket in the new language.
 */
export function useNotifications(user: SessionUser | null | undefined) {
  const [state, dispatch] = useReducer(notificationsReducer, EMPTY);
  const userId = user?.id ?? null;
  const language = useLanguage();

  const load = useCallback(async (id: string) => {
    try {
      const { data } = await api.get<ListAnswer>(`/api/notifications/user/${encodeURIComponent(id)}/`);
      dispatch({ type: 'loaded', items: data.notifications, unreadCount: data.unreadCount });
    } catch (error) {
      console.warn('[notifications] could not load notifications', error);
    }
  }, []);

  useEffect(() => {
    if (!userId) {
      dispatch({ type: 'cleared' });
      return;
    }
    void load(userId);
    const channel = openLiveChannel(userId, {
      onNotification(notification) {
        bus.emit({ type: 'notification', notification });
        dispatch({ type: 'pushed', notification });
      },
      onReconnected: () => void load(userId),
    });
    return () => channel.close();
  }, [userId, load, language]);

  const markRead = useCallback((id: string) => {
    dispatch({ type: 'marked-read', id });
    api.post(`/api/notifications/mark-read/${encodeURIComponent(id)}/`).catch((error: unknown) => console.warn('[notifications] could not mark read', error));
  }, []);

  const markAllRead = useCallback(() => {
    if (!userId) return;
    dispatch({ type: 'all-read' });
    api.post(`/api/notifications/mark-all-read/${encodeURIComponent(userId)}/`).catch((error: unknown) => console.warn('[notifications] could not mark all read', error));
  }, [userId]);

  return { ...state, markRead, markAllRead };
}
