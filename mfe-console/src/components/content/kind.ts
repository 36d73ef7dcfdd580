import type { ComponentType } from 'react';
import type { ApiError } from '@civic/shared';
import type { ContentSave, EditableRecord } from '@civic/shared/contracts';
import { formatDate } from '@civic/shared';
import { t } from '../../messages';

/**
 * What the console's content pages (the FAQ, workshops, townhall events, the team, testimonials, experts,
 * publications) have in common is one piece of code (RecordList, RecordEditor, RecordCard…); what a kind of record
 * brings is described here: its texts, its other values, its words, and its calls to the API.
 */

export type TextKey = Parameters<typeof t>[0];

/** The languages a record is written in, English (required) first. */
export const WRITTEN_IN = ['en', 'sw'] as const;
export type WrittenIn = (typeof WRITTEN_IN)[number];

/** A record's texts in both languages (a Kiswahili text may be empty: a missing translation). */
export interface Bilingual<T extends string> {
  en: Record<T, string>;
  sw: Record<T, string>;
}

/** A record's values as the form holds them: text as typed (a date, a number of seats, a choice), or a switch. */
export type FormValues = Record<string, string | boolean>;

/** Errors by the name the API gives a field: 'en.title', 'sw.answer', 'values.capacity'. */
export type Errors = Partial<Record<string, string>>;

/** One text of a record, in the order the form shows them. */
export interface TextSpec<T extends string> {
  name: T;
  /** Its label in the form. */
  label: TextKey;
  /** Its name in "Kiswahili missing: …". */
  word: TextKey;
  /** The refusal of an empty English text; null when it may be empty. */
  required: TextKey | null;
  /** Rows of a text area; a one-line field without. */
  rows?: number;
}

export interface ValueFieldsProps<V extends FormValues> {
  /** The form's id, for the controls' ids. */
  id: string;
  values: V;
  /** Keyed 'values.<name>'. */
  errors: Errors;
  change: <K extends keyof V>(name: K, value: V[K]) => void;
}

/** A record's values that are the same in both languages (a date, seats, a link), in a fieldset of their own. */
export interface ValuesSpec<F, V extends FormValues> {
  /** Their fieldset's legend. */
  legend: TextKey;
  /** Whether the form starts with them, before the texts: a person's name comes before what is said of them. */
  first?: boolean;
  names: readonly (keyof V & string)[];
  /** A new record's. */
  empty: V;
  /** A record's, as the form holds them. */
  read(fields: F): V;
  /** What the form refuses before sending, keyed 'values.<name>'. */
  check(values: V): Errors;
  /** The controls, each with its error (`errors['values.<name>']`). */
  Fields: ComponentType<ValueFieldsProps<V>>;
  /** Label and text of each value, for someone else's version shown beside the form. */
  shown(fields: F): { label: string; text: string }[];
}

/**
 * The words of a kind that agree with its noun in Kiswahili (an FAQ entry `limechapishwa`, a workshop
 * `imechapishwa`, a meeting `umechapishwa`). Placeholders: `{name}` and `{date}` (edited).
 */
export interface KindWords {
  /** The list's heading, what it says when empty, and its counts ('{n} workshops', '{n} missing some Kiswahili'). */
  listHeading: TextKey;
  empty: TextKey;
  count: TextKey;
  missingCount: TextKey;
  published: TextKey;
  draft: TextKey;
  changed: TextKey;
  edited: TextKey;
  editedNever: TextKey;
  doneDraft: TextKey;
  donePublish: TextKey;
  doneTakeDown: TextKey;
  saveFailed: TextKey;
  newRecord: TextKey;
  newHeading: TextKey;
}

/**
 * What editors may do to a list whose order they choose and whose records they may delete for good (the FAQ).
 * Each is checked against the version read. The API answers without the records, and every place after the
 * one moved or deleted changes too: the list is read again after.
 */
export interface Arranging<R> {
  /** Moves a record to a place in the list, from 1. */
  move(record: R, to: number): Promise<void>;
  /** Deletes a record for good. */
  remove(record: R): Promise<void>;
  /** The records as they now are. */
  read(): Promise<R[]>;
  /** What a card asks before deleting its record, and what the page says once it is deleted. */
  confirmDelete: TextKey;
  deleted: TextKey;
}

export interface ContentKind<T extends string, F extends Bilingual<T>, R extends EditableRecord<F>, V extends FormValues> {
  texts: readonly TextSpec<T>[];
  /**
   * What names a record (its card's heading and its editor's): one of its English texts (a question, a title), or,
   * read from its fields, a name that is the same in both languages (a person's).
   */
  naming: T | ((fields: F) => string);
  values?: ValuesSpec<F, V>;
  /** The fields a save sends, from the form's texts (trimmed) and values. */
  compose(texts: Bilingual<T>, values: V): F;
  words: KindWords;
  save(id: string | null, save: ContentSave<F>): Promise<R>;
  unpublish(id: string, version: number): Promise<R>;
  /** The record as it now is, from a save refused because someone else saved it since; else null. */
  changed(failure: ApiError): R | null;
  /** The records with `record` put in its place: where it was, or, for a new one, where the list's order puts it. */
  place(records: readonly R[], record: R): R[];
  /** For a list whose order editors choose and whose records they may delete for good (the FAQ). */
  arranging?: Arranging<R>;
}

export type State = 'published' | 'draft' | 'changed';

export const stateOf = (record: Pick<EditableRecord<unknown>, 'published' | 'hasDraft'>): State => (!record.published ? 'draft' : record.hasDraft ? 'changed' : 'published');

/** What the status line says once a save or a take-down is done. */
export type Done = 'draft' | 'publish' | 'takeDown';

export const doneText = (words: KindWords, done: Done) => t({ draft: words.doneDraft, publish: words.donePublish, takeDown: words.doneTakeDown }[done]);

/** The record's name: its card's heading. */
export function nameOf<T extends string, F extends Bilingual<T>>(kind: { naming: T | ((fields: F) => string) }, record: EditableRecord<F>): string {
  return typeof kind.naming === 'function' ? kind.naming(record.fields) : record.fields.en[kind.naming];
}

/** The language of a record's name: English for one of its texts; none for a person's name, the same in every language. */
export const nameLanguage = (kind: { naming: unknown }) => (typeof kind.naming === 'function' ? undefined : 'en');

/** "Kiswahili missing: question, answer"; a name the console does not know (a newer API) as the API gives it. */
export function missingText(texts: readonly TextSpec<string>[], missing: readonly string[]): string {
  const known = texts.filter((text) => missing.includes(`sw.${text.name}`)).map((text) => t(text.word));
  const unknown = missing.filter((name) => !texts.some((text) => name === `sw.${text.name}`));
  return t('kiswahiliMissing', { fields: [...known, ...unknown].join(', ') });
}

/** Puts a record where it was, or else into a list ordered by `before` (true when `a` goes before `b`). */
export function placeInOrder<R extends { id: string }>(records: readonly R[], record: R, before: (a: R, b: R) => boolean): R[] {
  if (records.some((each) => each.id === record.id)) return records.map((each) => (each.id === record.id ? record : each));
  const at = records.findIndex((each) => before(record, each));
  return at === -1 ? [...records, record] : [...records.slice(0, at), record, ...records.slice(at)];
}

/** "5 Dec 2026": a date as the API gives it (YYYY-MM-DD), read at noon so no time zone moves it a day; anything else as it is. */
export const dayText = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(`${date}T12:00:00Z`) : date);
