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

/** A value of a record that is not text to translate: a date, a time, a number of seats, a choice, a switch. */
export type ContentValue = string | number | boolean;

/**
 * The fields of any record editors edit (workshops, events): its texts in English (required ones must be
 * filled) and Kiswahili (each may wait for a translator), and its other values, the same in both languages.
 */
export interface ContentFields<Texts extends string = string, Values extends Record<string, ContentValue> = Record<string, ContentValue>> {
  en: Record<Texts, string>;
  sw: Record<Texts, string>;
  values: Values;
}

/** A record as editors see it (the FAQ entry above is one with texts only). */
export interface EditableRecord<Fields> {
  id: string;
  version: number;
  published: boolean;
  /** The draft when there is one, else what is published. */
  fields: Fields;
  hasDraft: boolean;
  /** The Kiswahili texts left empty in `fields`, as 'sw.<text>'. */
  missing: string[];
  edited: { by: string; at: string } | null;
}

/** POST (new, no `version`) and PUT …/:id/ (with the `version` read) of any editable record, as for the FAQ. */
export interface ContentSave<Fields> {
  version?: number;
  fields: Fields;
  publish: boolean;
}

export type WorkshopTextName = 'title' | 'description' | 'location' | 'duration';
export interface WorkshopValues extends Record<string, ContentValue> {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, Nairobi time */
  time: string;
  category: 'upcoming' | 'ongoing' | 'completed';
  capacity: number;
  /** An online workshop's meeting link (https://…), sent only to confirmed registrants; '' for none. */
  meetingLink: string;
}
export type WorkshopFields = ContentFields<WorkshopTextName, WorkshopValues>;

/**
 * GET /api/staff/content/workshops/: a workshop as editors see it, with its seats (taken counts confirmed seats
 * and live holds) and its confirmed waitlist. POST/PUT as ContentSave<WorkshopFields>; a refused field is
 * named 'en.title', 'sw.duration', 'values.capacity'…; a capacity below the seats taken is refused.
 */
export interface EditableWorkshop extends EditableRecord<WorkshopFields> {
  seats: { capacity: number; taken: number; waitlist: number };
  /** Its handouts (the workshop's resources page), each in English and Kiswahili. */
  materials: EditableMaterial[];
}

/** A handout's texts in one language: its points are the page's bullet list. */
export interface MaterialTexts {
  title: string;
  summary: string;
  points: string[];
}

/**
 * A workshop handout as editors edit it: English (the title required) and Kiswahili (empty while untranslated:
 * citizens read the English), and the official public source it draws on ('' for none). Saved, and shown at
 * once, with PUT /api/staff/content/workshops/:id/materials/ `{ version, materials }`, which answers
 * `{ version, materials }`; a refused field is named 'materials[2].en.title'…; a stale version answers 409
 * `code: 'changed'`.
 */
export interface EditableMaterial {
  en: MaterialTexts;
  sw: MaterialTexts;
  sourceUrl: string;
}
export interface EditableWorkshopList {
  workshops: EditableWorkshop[];
}

/** One registration of a workshop, for its editors (GET …/workshops/:id/registrations/). */
export interface WorkshopRegistrant {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization: string;
  role: string;
  expectations: string;
  /** 'confirmed', or 'held' while the address's owner has not yet opened the e-mailed link. */
  state: 'confirmed' | 'held';
  registeredAt: string;
  /** When an unconfirmed hold ends. */
  holdExpiresAt: string | null;
}

/** Someone on a workshop's waitlist who confirmed their address, in the order they joined. */
export interface WaitlistPlace {
  id: string;
  email: string;
  joinedAt: string;
}

/**
 * GET /api/staff/content/workshops/:id/registrations/ (also as CSV: …/registrations.csv). POST
 * …/waitlist/:placeId/offer/ holds a free seat for that person and e-mails them the link to confirm it; it
 * answers this again, and 409 when no seat is free.
 */
export interface WorkshopRegistrations {
  workshop: { id: string; title: string; capacity: number; taken: number };
  registrations: WorkshopRegistrant[];
  waitlist: WaitlistPlace[];
}

export type EventTextName = 'title' | 'description';
export interface EventValues extends Record<string, ContentValue> {
  date: string;
  time: string;
  /** The venue, or for an online event its meeting link (https://…). */
  location: string;
  isOnline: boolean;
}
export type EventFields = ContentFields<EventTextName, EventValues>;
/** GET /api/staff/content/events/: every townhall event, past ones too. */
export type EditableEvent = EditableRecord<EventFields>;
export interface EditableEventList {
  events: EditableEvent[];
}

/** The departments a team member belongs to: codes the organisation's pages name in their own words. */
export const TEAM_DEPARTMENTS = ['executive', 'engineering', 'data', 'product', 'marketing', 'design', 'people'] as const;
export type TeamDepartment = (typeof TEAM_DEPARTMENTS)[number];

export type TeamTextName = 'role' | 'bio';
export interface TeamValues extends Record<string, ContentValue> {
  /** The same in both languages. */
  name: string;
  department: TeamDepartment;
  /** YYYY-MM-DD */
  joinedOn: string;
  /** Profile links (https://…), '' for none. */
  linkedin: string;
  twitter: string;
  github: string;
}
export type TeamFields = ContentFields<TeamTextName, TeamValues>;
/** GET /api/staff/content/team/ → `{ members }`; saves answer `{ member }`. A new member's id is the next number. */
export type EditableTeamMember = EditableRecord<TeamFields>;
export interface EditableTeamList {
  members: EditableTeamMember[];
}

export type TestimonialTextName = 'quote' | 'position' | 'company';
export interface TestimonialValues extends Record<string, ContentValue> {
  author: string;
  /** 1 to 5 */
  rating: number;
}
export type TestimonialFields = ContentFields<TestimonialTextName, TestimonialValues>;
/** GET /api/staff/content/testimonials/ → `{ testimonials }`; saves answer `{ testimonial }`. */
export type EditableTestimonial = EditableRecord<TestimonialFields>;
export interface EditableTestimonialList {
  testimonials: EditableTestimonial[];
}

/** The days a volunteer expert's weekly desk hour can fall on. */
export const INSTRUCTOR_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type InstructorTextName = 'title' | 'expertise' | 'bio' | 'professionalism';
export interface InstructorValues extends Record<string, ContentValue> {
  name: string;
  dayOfWeek: (typeof INSTRUCTOR_DAYS)[number];
  /** HH:MM, Nairobi time: the weekly session citizens book. */
  time: string;
  /** Whether citizens can book them now; an expert away keeps their page. */
  isAvailable: boolean;
}
export type InstructorFields = ContentFields<InstructorTextName, InstructorValues>;
/** GET /api/staff/content/instructors/ → `{ instructors }`; saves answer `{ instructor }`. */
export type EditableInstructor = EditableRecord<InstructorFields>;
export interface EditableInstructorList {
  instructors: EditableInstructor[];
}

/** The publications' categories, as the knowledge hub filters them. */
export const PUBLICATION_CATEGORIES = ['policy', 'guidelines', 'practices'] as const;
export type PublicationTextName = 'title' | 'description';
export interface PublicationValues extends Record<string, ContentValue> {
  category: (typeof PUBLICATION_CATEGORIES)[number];
  /** YYYY-MM-DD: the date the hub shows, newest first. */
  publishedOn: string;
}
export type PublicationFields = ContentFields<PublicationTextName, PublicationValues>;

/**
 * GET /api/staff/content/publications/: a publication as editors see it, with its document: `file` is null until
 * one is uploaded (POST …/publications/:id/file/, a multipart form with one `file` and the `version` read), and a
 * publication without one cannot be published (400 naming 'file'). Editors download it at `file.url`, published
 * or not; citizens at the public download once it is published.
 */
export interface EditablePublication extends EditableRecord<PublicationFields> {
  file: { name: string; mediaType: string; sizeBytes: number; url: string } | null;
}
export interface EditablePublicationList {
  publications: EditablePublication[];
}

/** The kinds of document a publication may be: what the file's own bytes say, not its name. */
export const PUBLICATION_FILE_TYPES = ['PDF', 'Word (.docx, .doc)', 'Excel (.xlsx, .xls)'] as const;
