/**
 * Forum moderation, as the API sends it and the forum and the staff console read it. A signed-in citizen
 * flags a discussion or a comment with a reason; moderators see what is flagged, hide a post (its text is
 * then replaced, for everyone, by the moderator's reason), restore it, keep it (the flags are closed and it
 * stays), and lock a discussion against new comments. The author is notified of each.
 */
export const FLAG_REASONS = ['abuse', 'spam', 'personal', 'misleading', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** POST /api/discussions/:id/flags/ and /api/discussions/:id/comments/:commentId/flags/ */
export interface FlagRequest {
  reason: FlagReason;
  /** What the citizen adds in their own words; up to 500 characters. */
  details?: string;
}

/** Why and when a moderator hid a post or locked a discussion. */
export interface ModerationMark {
  reason: string;
  at: string;
}

export type ModeratedKind = 'discussion' | 'comment';

/** One flag on a post, without who raised it: moderators judge the post, not the people who flagged it. */
export interface PostFlag {
  reason: FlagReason;
  details: string | null;
  at: string;
}

/** GET /api/moderation/: a post as a moderator sees it (its text even when hidden), with its open flags. */
export interface ModerationItem {
  kind: ModeratedKind;
  /** The discussion's id, or the comment's. */
  id: string;
  discussion: { id: string; title: string; locked: ModerationMark | null };
  /** A discussion's body (its title is in `discussion`), or the comment's text. */
  text: string;
  author: { id: string | null; name: string };
  postedAt: string;
  flags: PostFlag[];
  hidden: ModerationMark | null;
}

/** GET /api/moderation/?show=flagged (posts with open flags, most flagged first) or show=hidden (newest hidden first). */
export interface ModerationQueue {
  items: ModerationItem[];
}

export const MODERATION_VIEWS = ['flagged', 'hidden'] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];

/**
 * The moderator's actions, each POST /api/moderation/<kind>s/:id/<action>/ answering `{ item }`:
 * hide and lock take `{ reason }` (5 to 300 characters, shown to citizens in place of the text or above the
 * comments); restore, keep and unlock take nothing. Lock and unlock apply to discussions only.
 */
export const MODERATION_ACTIONS = ['hide', 'restore', 'keep', 'lock', 'unlock'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
