/**
 * What reaches a citizen, and how: each kind of notification in the bell (live) and by e-mail, and e-mails one
 * at a time or as one daily digest (GET and PUT /api/notifications/preferences/). Every such e-mail carries a
 * one-click unsubscribe (POST /api/notifications/unsubscribe/?token=…, RFC 8058) and a link to change these.
 */
export const NOTIFICATION_KINDS = ['account', 'cases', 'community', 'forum', 'follows'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationChannel {
  kind: NotificationKind;
  /** Shown in the bell and pushed to open pages. */
  live: boolean;
  /** Sent by e-mail (at once, or in the daily digest). */
  email: boolean;
}

export interface NotificationPreferences {
  /** Every kind, in the order above. */
  kinds: NotificationChannel[];
  /** One e-mail a day (at 18:00 Nairobi time) with everything since the last, instead of one e-mail each. */
  digest: boolean;
}

/** GET /api/notifications/unsubscribe/?token=…: what the link stops, before the citizen confirms it. */
export interface UnsubscribeLink {
  /** A kind, or 'all' for the digest's link, which stops every notification e-mail. */
  kind: NotificationKind | 'all';
}
