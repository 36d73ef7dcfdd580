/** The community section's answers, shared by the API and mfe-community so they cannot drift. */

import type { ModerationMark } from './moderation.ts';
export type WorkshopCategory = 'upcoming' | 'ongoing' | 'completed';

export interface WorkshopMaterial {
  title: string;
  summary: string;
  points: string[];
  /** An official public source the handout draws on. */
  sourceUrl?: string;
}

export interface Workshop {
  id: string;
  title: string;
  category: WorkshopCategory;
  description: string;
  /** YYYY-MM-DD, the first day. */
  date: string;
  /** HH:MM, East Africa Time. */
  time: string;
  location: string;
  duration: string;
  capacity: number;
  registrations_count: number;
  available_spots: number;
  is_full: boolean;
  materials: WorkshopMaterial[];
}

export interface WorkshopRegistration {
  id: string;
  workshopId: string;
  workshopTitle: string;
  workshopDate: string;
  workshopTime: string;
  location: string;
  name: string;
  email: string;
  registeredAt: string;
}

export interface Instructor {
  id: string;
  name: string;
  title: string;
  expertise: string;
  day_of_week: string;
  time: string;
  is_available: boolean;
  image: string;
  bio: string;
  professionalism: string;
}

export interface TownhallEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  isOnline: boolean;
  description: string;
  thumbnailUrl?: string;
}

export interface Author {
  id: string;
  username: string;
}

export interface Comment {
  id: string;
  content: string;
  author: Author;
  date: string;
  parentId: string | null;
  /** Hidden by a moderator: `content` is then empty and the reason is shown in its place. */
  hidden?: ModerationMark;
}

export interface Discussion {
  id: string;
  title: string;
  content: string;
  tags: string[];
  author: Author;
  date: string;
  replies: number;
  views: number;
  comments: Comment[];
  /** Hidden by a moderator: `title` and `content` are then empty and the reason is shown in their place. */
  hidden?: ModerationMark;
  /** Locked by a moderator: no new comments, for the reason given. */
  locked?: ModerationMark;
}

/** A discussion as the forum's list shows it: everything but its comments (`replies` counts them). */
export type DiscussionSummary = Omit<Discussion, 'comments'>;

/** GET /api/discussions/: the newest discussions, and the cursor of the next page (`after=`), null at the end. */
export interface DiscussionPage {
  discussions: DiscussionSummary[];
  next: string | null;
}

export const COMMENT_SORTS = ['oldest', 'newest', 'popular'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/**
 * GET /api/discussions/{id}/comments/?sort=: a page of top-level comments in that order, each followed by all
 * its replies (a thread is never split), and the cursor of the next page.
 */
export interface CommentPage {
  comments: Comment[];
  next: string | null;
}

/** The author id shown for the organisation's own seeded threads (they belong to no account). */
export const ORGANISATION_AUTHOR_ID = 'uwazi-hub';
