/** A notification as the API and the live channel give it. */
export interface CitizenNotification {
  id: string;
  title: string;
  message: string;
  createdAt: string;
  isRead: boolean;
}

export interface NotificationsState {
  items: CitizenNotification[];
  unreadCount: number;
}

export type NotificationsAction =
  | { type: 'loaded'; items: CitizenNotification[]; unreadCount: number }
  | { type: 'pushed'; notification: CitizenNotification }
  | { type: 'marked-read'; id: string }
  | { type: 'all-read' }
  | { type: 'cleared' };

export const EMPTY: NotificationsState = { items: [], unreadCount: 0 };

/** The bell's rules: new ones on top, unread count up only for unread ones, never below zero. */
export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'loaded':
      return { items: action.items, unreadCount: action.unreadCount };
    case 'pushed':
      // A push that arrives after the list already holds it (a refetch raced it) must not count twice.
      if (state.items.some((item) => item.id === action.notification.id)) return state;
      return {
        items: [action.notification, ...state.items],
        unreadCount: state.unreadCount + (action.notification.isRead ? 0 : 1),
      };
    case 'marked-read': {
      const target = state.items.find((item) => item.id === action.id);
      if (!target || target.isRead) return state;
      return {
        items: state.items.map((item) => (item.id === action.id ? { ...item, isRead: true } : item)),
        unreadCount: Math.max(0, state.unreadCount - 1),
      };
    }
    case 'all-read':
      return { items: state.items.map((item) => ({ ...item, isRead: true })), unreadCount: 0 };
    case 'cleared':
      return EMPTY;
  }
}
