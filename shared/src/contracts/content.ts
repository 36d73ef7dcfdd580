/**
 * Content editors edit in the staff console what citizens read that is not code, starting with the FAQ
 * (`/api/staff/content/faq/`, role `editor`). Every text is edited in English and Kiswahili side by side; an
 * entry is saved as a draft or published; a published entry keeps what citizens read until its draft is
 * published. Two editors saving the same entry: the second is told it changed (409) and given the entry as
 * it now is, instead of silently overwriting it.
 */

/** One FAQ entry's texts in one language. */
export interface FaqTexts {
  category: string;
  question: string;
  answer: string;
}

/** The texts of an entry: English (required) and Kiswahili (each field may be empty: a missing translation). */
export interface FaqFields {
  en: FaqTexts;
  sw: FaqTexts;
}

/** GET /api/staff/content/faq/: an entry as editors see it. */
export interface EditableFaqEntry {
  id: string;
  /** Its place in the list citizens read, from 1. */
  position: number;
  /** Goes up with every save; sent back with the next save, so a save over someone else's is refused. */
  version: number;
  /** Whether citizens read it (its published texts) at all. */
  published: boolean;
  /** What the editor works on: the draft when there is one, else what is published. */
  fields: FaqFields;
  /** Whether `fields` is a draft that differs from what citizens read. */
  hasDraft: boolean;
  /** The Kiswahili fields left empty in `fields` ('sw.category', 'sw.question', 'sw.answer'). */
  missing: string[];
  /** Who saved it last in the console, and when; null for an entry as the seed wrote it. */
  edited: { by: string; at: string } | null;
}

export interface EditableFaqList {
  entries: EditableFaqEntry[];
}

/**
 * POST /api/staff/content/faq/ (a new entry, `version` left out) and PUT /api/staff/content/faq/:id/ (with the
 * `version` it was read at). `publish`: true publishes these texts at once; false keeps them as a draft.
 * Answers `{ entry }` (201 for a new one). A refused field answers 400 with `field` as 'en.question',
 * 'sw.answer'…; an entry changed meanwhile answers 409 with `code: 'changed'` and `entry` as it now is.
 */
export interface FaqSave {
  version?: number;
  fields: FaqFields;
  publish: boolean;
}

/** POST /api/staff/content/faq/:id/unpublish/ with `{ version }`: citizens no longer read it; editors still can. */
export interface FaqUnpublish {
  version: number;
}

/** The `code` of a 409 answer to a save over an entry someone else saved since it was read. */
export const CONTENT_CHANGED = 'changed';
