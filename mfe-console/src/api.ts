import { api, type ApiError } from '@civic/shared';
// Bundled with this section, not taken from the shell: the roles and the answers' shapes.
import {
  CONTENT_CHANGED,
  type ImportAnswer,
  type ImportFormat,
  STAFF_ROLES,
  type AuditEntry,
  type AuditPage,
  type CaseHandlerKey,
  type CaseKeyGrantAnswer,
  type CaseKeysView,
  type RecoveryKeyState,
  type RecoveryOfflineAnswer,
  type RecoveryRotationAnswer,
  type ContentSave,
  type EditableEvent,
  type EditableEventList,
  type EditableFaqEntry,
  type EditableFaqList,
  type EditableInstructor,
  type EditableInstructorList,
  type EditableMaterial,
  type EditableOrganisation,
  type EditablePublication,
  type EditablePublicationList,
  type EditableRecord,
  type EditableTeamList,
  type EditableTeamMember,
  type EditableTestimonial,
  type EditableTestimonialList,
  type EditableWorkshop,
  type EditableWorkshopList,
  type EventFields,
  type EventValues,
  type FaqFields,
  type FaqSave,
  type FaqTexts,
  type FaqUnpublish,
  type FlagReason,
  type InstructorFields,
  type InstructorValues,
  type MaterialTexts,
  type ModerationAction,
  type ModerationItem,
  type ModerationQueue,
  type ModerationView,
  type OrganisationFields,
  type OrganisationSave,
  type PublicationFields,
  type PublicationValues,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
  type TeamFields,
  type TeamValues,
  type TestimonialFields,
  type TestimonialValues,
  type WaitlistPlace,
  type WorkshopFields,
  type WorkshopRegistrant,
  type WorkshopRegistrations,
  type WorkshopValues,
} from '@civic/shared/contracts';

/**
 * Typed calls, through the shared client, to the staff management endpoints (administrators only), the
 * forum's moderation (moderators) and the content editors' pages (editors).
 */

export const ROLES = STAFF_ROLES;
export type Role = StaffRole;
export type { AuditEntry, AuditPage, FlagReason, ModerationAction, ModerationItem, ModerationQueue, ModerationView, StaffMember };
export type { EditableFaqEntry, EditableFaqList, FaqFields, FaqSave, FaqTexts };
export type { EditableWorkshop, EditableWorkshopList, WorkshopFields, WorkshopValues, WorkshopRegistrant, WorkshopRegistrations, WaitlistPlace };
export type { EditableMaterial, MaterialTexts };
export type { EditableEvent, EditableEventList, EventFields, EventValues };
export type { EditableTeamMember, EditableTeamList, TeamFields, TeamValues };
export type { EditableTestimonial, EditableTestimonialList, TestimonialFields, TestimonialValues };
export type { EditableInstructor, EditableInstructorList, InstructorFields, InstructorValues };
export type { EditableOrganisation, OrganisationFields, OrganisationSave };
export type { EditablePublication, EditablePublicationList, PublicationFields, PublicationValues };
export type Invitation = StaffInvitation;

/**
 * A large file takes a while to send on a slow line and to check on the server, far past the 10 s every other
 * call is given: an import of project records or a publication's document waits up to 5 minutes.
 */
const FILE_TIMEOUT_MS = 5 * 60 * 1000;

export interface StaffList {
  staff: StaffMember[];
  invitations: Invitation[];
}

export interface AuditQuery {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

export async function fetchStaff(signal?: AbortSignal): Promise<StaffList> {
  const { data } = await api.get<StaffList>('/api/staff/', { signal });
  return data;
}

export async function inviteStaff(email: string, roles: readonly Role[]): Promise<void> {
  await api.post('/api/staff/invitations/', { email, roles });
}

export async function withdrawInvitation(id: string): Promise<void> {
  await api.delete(`/api/staff/invitations/${encodeURIComponent(id)}/`);
}

/** Removes a member of staff's two-step sign-in: they set it up again at their next sign-in. */
export async function resetSecondFactor(userId: string): Promise<void> {
  await api.delete(`/api/staff/${encodeURIComponent(userId)}/second-factor/`);
}

export async function saveRoles(userId: string, roles: readonly Role[]): Promise<Role[]> {
  const { data } = await api.put<{ roles: Role[] }>(`/api/staff/${encodeURIComponent(userId)}/roles/`, { roles });
  return data.roles;
}

export async function fetchAudit(query: AuditQuery, before: string | null, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  if (before) params.set('before', before);
  const search = params.toString();
  const { data } = await api.get<AuditPage>(`/api/staff/audit/${search ? `?${search}` : ''}`, { signal });
  return data;
}

export async function fetchModerationQueue(show: ModerationView, signal?: AbortSignal): Promise<ModerationQueue> {
  const { data } = await api.get<ModerationQueue>(`/api/moderation/?show=${show}`, { signal });
  return data;
}

/** A moderator's decision on a post; hide and lock carry the reason citizens will read. Answers the post as it is now. */
export async function moderate(post: Pick<ModerationItem, 'kind' | 'id'>, action: ModerationAction, reason?: string): Promise<ModerationItem> {
  const body = action === 'hide' || action === 'lock' ? { reason: reason ?? '' } : {};
  const { data } = await api.post<{ item: ModerationItem }>(`/api/moderation/${post.kind}s/${encodeURIComponent(post.id)}/${action}/`, body);
  return data.item;
}

/**
 * The calls of one kind of record editors edit (the FAQ, workshops, events, the team, testimonials, experts,
 * publications), all alike: the list, a save as a draft or published (a new one with POST and no version, one
 * read at `save.version` with PUT), a take-down, and the record as it now is from a save refused because someone
 * else saved it since (409 `changed`).
 */
function contentRoutes<F, R extends EditableRecord<F>, L>(path: string, itemKey: string) {
  return {
    async list(signal?: AbortSignal): Promise<L> {
      const { data } = await api.get<L>(path, { signal });
      return data;
    },
    async save(id: string | null, save: ContentSave<F>): Promise<R> {
      const { data } = id === null ? await api.post<Record<string, R>>(path, save) : await api.put<Record<string, R>>(`${path}${encodeURIComponent(id)}/`, save);
      return data[itemKey]!;
    },
    /** Takes a published record down: citizens no longer read it; its texts stay for the editors. */
    async unpublish(id: string, version: number): Promise<R> {
      const body: FaqUnpublish = { version };
      const { data } = await api.post<Record<string, R>>(`${path}${encodeURIComponent(id)}/unpublish/`, body);
      return data[itemKey]!;
    },
    changed(failure: ApiError): R | null {
      return changedRecord<R>(failure, itemKey);
    },
  };
}

/** The record as it is now, under `key`, from a save refused because someone else saved it after it was read (409 `changed`); else null. */
function changedRecord<R extends EditableRecord<unknown>>(failure: ApiError, key: string): R | null {
  if (failure.status !== 409 || typeof failure.body !== 'object' || failure.body === null) return null;
  const body = failure.body as Record<string, unknown>;
  const record = body[key];
  if (body.code !== CONTENT_CHANGED || typeof record !== 'object' || record === null) return null;
  const candidate = record as Partial<R>;
  return typeof candidate.id === 'string' && typeof candidate.version === 'number' && typeof candidate.fields === 'object' && candidate.fields !== null ? (record as R) : null;
}

const FAQ = '/api/staff/content/faq/';
const faq = contentRoutes<FaqFields, EditableFaqEntry, EditableFaqList>(FAQ, 'entry');

export const fetchFaqEntries = faq.list;

/** Saves an entry's texts, as a draft or published: a new one (`id` null, no version) or one read at `save.version`. */
export const saveFaqEntry: (id: string | null, save: FaqSave) => Promise<EditableFaqEntry> = faq.save;

/** Takes a published entry down: citizens no longer read it; its texts stay for the editors. */
export const unpublishFaqEntry = faq.unpublish;

/** The entry as it is now, from a save refused because someone else saved it after it was read (409 `changed`); else null. */
export const changedEntry = faq.changed;

/**
 * Moves an entry to another place in the list (`to`, from 1), checked against the version read. Every entry
 * after it changes place too: answers the entries' ids in their new order.
 */
export async function moveFaqEntry(id: string, version: number, to: number): Promise<string[]> {
  const { data } = await api.post<{ order: string[] }>(`${FAQ}${encodeURIComponent(id)}/move/`, { version, to });
  return data.order;
}

/** Deletes an entry for good, checked against the version read: citizens no longer read it, and it cannot be brought back. */
export async function deleteFaqEntry(id: string, version: number): Promise<void> {
  await api.delete(`${FAQ}${encodeURIComponent(id)}/?version=${version}`);
}

/**
 * Whether a call was refused because someone else changed the record after it was read (409 `changed`). A
 * move, a deletion or a document's upload is refused so without the record as it now is: the list is read again.
 */
export function isChanged(failure: ApiError): boolean {
  return failure.status === 409 && typeof failure.body === 'object' && failure.body !== null && (failure.body as { code?: unknown }).code === CONTENT_CHANGED;
}

const WORKSHOPS = '/api/staff/content/workshops/';
const workshops = contentRoutes<WorkshopFields, EditableWorkshop, EditableWorkshopList>(WORKSHOPS, 'workshop');

/** Every workshop, newest date first, with its seats taken and its waitlist. */
export const fetchWorkshops = workshops.list;
export const saveWorkshop = workshops.save;
export const unpublishWorkshop = workshops.unpublish;
export const changedWorkshop = workshops.changed;

/** Who registered for a workshop (confirmed, or a seat held until its e-mailed link is opened) and who waits for a seat. */
export async function fetchWorkshopRegistrations(id: string, signal?: AbortSignal): Promise<WorkshopRegistrations> {
  const { data } = await api.get<WorkshopRegistrations>(`${WORKSHOPS}${encodeURIComponent(id)}/registrations/`, { signal });
  return data;
}

/** The registrations as a spreadsheet, for a plain download link (the session's cookie goes with it). */
export function workshopRegistrationsCsv(id: string): string {
  return `${api.defaults.baseURL}${WORKSHOPS}${encodeURIComponent(id)}/registrations.csv`;
}

/**
 * Offers a free seat to someone on the waitlist: it is held for them for 2 hours and they are e-mailed the link
 * to confirm it; they leave the waitlist. Answers the registrations as they are now.
 */
export async function offerSeat(workshopId: string, placeId: string): Promise<WorkshopRegistrations> {
  const { data } = await api.post<WorkshopRegistrations>(`${WORKSHOPS}${encodeURIComponent(workshopId)}/waitlist/${encodeURIComponent(placeId)}/offer/`, {});
  return data;
}

/** A workshop's handouts as a save left them (trimmed, without empty points), and the version the save made. */
export interface SavedMaterials {
  version: number;
  materials: EditableMaterial[];
}

/**
 * Replaces a workshop's handouts whole, over the version read: the save makes a new version of the workshop, as a
 * save of its texts does. Its resources page shows them at once: handouts have no draft.
 */
export async function saveWorkshopMaterials(id: string, version: number, materials: EditableMaterial[]): Promise<SavedMaterials> {
  const { data } = await api.put<SavedMaterials>(`${WORKSHOPS}${encodeURIComponent(id)}/materials/`, { version, materials });
  return data;
}

const events = contentRoutes<EventFields, EditableEvent, EditableEventList>('/api/staff/content/events/', 'event');

/** Every townhall event, past ones too, newest first. */
export const fetchEvents = events.list;
export const saveEvent = events.save;
export const unpublishEvent = events.unpublish;
export const changedEvent = events.changed;

const team = contentRoutes<TeamFields, EditableTeamMember, EditableTeamList>('/api/staff/content/team/', 'member');

/** The team citizens read about on the Leadership page, in the order the API gives (a new member last). */
export const fetchTeam = team.list;
export const saveTeamMember = team.save;
export const unpublishTeamMember = team.unpublish;
export const changedTeamMember = team.changed;

const testimonials = contentRoutes<TestimonialFields, EditableTestimonial, EditableTestimonialList>('/api/staff/content/testimonials/', 'testimonial');

/** What people said of Uwazi Hub, on Our Story, in the order the API gives (a new one last). */
export const fetchTestimonials = testimonials.list;
export const saveTestimonial = testimonials.save;
export const unpublishTestimonial = testimonials.unpublish;
export const changedTestimonial = testimonials.changed;

const instructors = contentRoutes<InstructorFields, EditableInstructor, EditableInstructorList>('/api/staff/content/instructors/', 'instructor');

/** The volunteer experts citizens book a weekly session with (the API's instructors), by name. */
export const fetchInstructors = instructors.list;
export const saveInstructor = instructors.save;
export const unpublishInstructor = instructors.unpublish;
export const changedInstructor = instructors.changed;

const PUBLICATIONS = '/api/staff/content/publications/';
const publications = contentRoutes<PublicationFields, EditablePublication, EditablePublicationList>(PUBLICATIONS, 'publication');

/** The documents citizens download from the Publications page, newest date first, each with its document (or none yet). */
export const fetchPublications = publications.list;
export const savePublication = publications.save;
export const unpublishPublication = publications.unpublish;
export const changedPublication = publications.changed;

/** The largest document the API takes, as it takes a report's evidence (10 MB): a bigger one is refused before it is sent. */
export const PUBLICATION_FILE_LIMIT = 10 * 1024 * 1024;

/**
 * Uploads a publication's document, in place of the one it has, over the version read (the upload makes a new
 * one). The API reads the file's bytes to tell a PDF, Word or Excel document from anything else.
 */
export async function uploadPublicationFile(id: string, version: number, file: File): Promise<void> {
  const form = new FormData();
  // The version first, so the API has it before the file's bytes arrive.
  form.append('version', String(version));
  form.append('file', file, file.name);
  await api.post(`${PUBLICATIONS}${encodeURIComponent(id)}/file/`, form, { headers: { 'Content-Type': 'multipart/form-data' }, timeout: FILE_TIMEOUT_MS });
}

/** A publication's document, for a plain download link (the session's cookie goes with it); editors may read it before it is published. */
export function publicationFileHref(file: NonNullable<EditablePublication['file']>): string {
  return `${api.defaults.baseURL}${file.url}`;
}

const ORGANISATION = '/api/staff/content/organisation/';

/** The organisation's details as editors see them: the draft when there is one, its version, what is missing in Kiswahili. */
export async function fetchOrganisation(signal?: AbortSignal): Promise<EditableOrganisation> {
  const { data } = await api.get<{ organisation: EditableOrganisation }>(ORGANISATION, { signal });
  return data.organisation;
}

/** Saves the details over the version read, as a draft or published at once. */
export async function saveOrganisation(save: OrganisationSave): Promise<EditableOrganisation> {
  const { data } = await api.put<{ organisation: EditableOrganisation }>(ORGANISATION, save);
  return data.organisation;
}

/** The details as they are now, from a save refused because someone else saved them after they were read (409 `changed`); else null. */
export function changedOrganisation(failure: ApiError): EditableOrganisation | null {
  if (failure.status !== 409 || typeof failure.body !== 'object' || failure.body === null) return null;
  const body = failure.body as { code?: unknown; organisation?: Partial<EditableOrganisation> | null };
  const now = body.organisation;
  if (body.code !== CONTENT_CHANGED || typeof now !== 'object' || now === null) return null;
  return typeof now.version === 'number' && typeof now.fields === 'object' && now.fields !== null && Array.isArray(now.fields.offices) ? (now as EditableOrganisation) : null;
}

/* ---- Project records imported from a file ---- */

export type { ImportAnswer, ImportFormat, ImportReport, RefusedRow } from '@civic/shared/contracts';

/** The largest file the console sends (the API refuses more); a bigger one goes through `npm run import:projects`. */
export const IMPORT_FILE_LIMIT = 20 * 1024 * 1024;

/**
 * Sends a file of project records, its bytes as they are: checked only (`check`, nothing is written), or
 * imported. The API keeps the first 120 characters of the name, for the audit.
 */
export async function importProjects(file: Blob, { format, name, check }: { format: ImportFormat; name: string; check: boolean }): Promise<ImportAnswer> {
  const query = `format=${format}&name=${encodeURIComponent(name.slice(0, 120))}&check=${check}`;
  const { data } = await api.post<ImportAnswer>(`/api/staff/projects/import/?${query}`, file, {
    headers: { 'Content-Type': 'application/octet-stream' },
    timeout: FILE_TIMEOUT_MS,
  });
  return data;
}

/** Every project as a CSV file: the columns an import reads, for a plain download link. */
export function projectsCsv(): string {
  return `${api.defaults.baseURL}/api/projects/?format=csv`;
}

/* ---- One project record, edited in a form ---- */

/**
 * The fields of a project as an import reads them: the columns of the projects CSV, each as its cell's text.
 * A field the console does not know (from a newer API) is kept too, and sent back as it was read.
 */
export type ProjectRecordFields = Record<string, string>;

/** A project as editors edit it, and the version a save is checked against (someone else's save changes it). */
export interface ProjectRecord {
  project: ProjectRecordFields;
  version: string;
}

const PROJECT_RECORDS = '/api/staff/projects/';

/** One project's fields, as the CSV has them; 404 when there is no project with that id. */
export async function fetchProjectRecord(id: string, signal?: AbortSignal): Promise<ProjectRecord> {
  const { data } = await api.get<ProjectRecord>(`${PROJECT_RECORDS}${encodeURIComponent(id)}/`, { signal });
  return data;
}

/**
 * Saves a project, checked as an import checks a row: one read at `version` (PUT), or a new one (`version` null,
 * POST). Answers the project as saved, and its new version. A refusal names the first reason's field
 * ('fields.county') and lists every reason in `errors`.
 */
export async function saveProjectRecord(id: string, version: string | null, fields: ProjectRecordFields): Promise<ProjectRecord> {
  const { data } =
    version === null
      ? await api.post<ProjectRecord>(PROJECT_RECORDS, { fields })
      : await api.put<ProjectRecord>(`${PROJECT_RECORDS}${encodeURIComponent(id)}/`, { version, fields });
  return data;
}

/** Every reason a save was refused for, in the importer's own words, from a 400's `errors`; else none. */
export function refusalReasons(failure: ApiError): string[] {
  if (failure.status !== 400 || typeof failure.body !== 'object' || failure.body === null) return [];
  const { errors } = failure.body as { errors?: unknown };
  return Array.isArray(errors) ? errors.filter((reason): reason is string => typeof reason === 'string') : [];
}

/* ---- The keys that open reports and complaints (administrators) ---- */

export type { CaseHandlerKey, CaseKeyGrantAnswer, CaseKeysView, RecoveryKeyState, RecoveryOfflineAnswer, RecoveryRotationAnswer };

const CASE_KEYS = '/api/staff/case-keys/';

/**
 * A grant or a new recovery key opens and wraps again every case it concerns, one by one, on the server: on a busy
 * desk that takes far longer than the 10 s every other call is given.
 */
const REWRAP_TIMEOUT_MS = 2 * 60 * 1000;

/** The recovery key (its fingerprint, whether it is still on the server) and what each case handler can open. */
export async function caseKeys(signal?: AbortSignal): Promise<CaseKeysView> {
  const { data } = await api.get<CaseKeysView>(CASE_KEYS, { signal });
  return data;
}

/** The private recovery key as a file, for a plain download link (the session's cookie goes with it); only while it is on the server. */
export function recoveryKeyHref(): string {
  return `${api.defaults.baseURL}${CASE_KEYS}recovery/`;
}

/**
 * Gives a case handler every case their key cannot open yet. `recoveryKey` (the file's text) only when the
 * recovery key is no longer on the server and the administrator's own case key is not unlocked: it is used for
 * this one call and kept nowhere.
 */
export async function giveCaseAccess(userId: string, recoveryKey?: string): Promise<CaseKeyGrantAnswer> {
  const body = recoveryKey === undefined ? { userId } : { userId, recoveryKey };
  const { data } = await api.post<CaseKeyGrantAnswer>(`${CASE_KEYS}grants/`, body, { timeout: REWRAP_TIMEOUT_MS });
  return data;
}

/** Removes the private recovery key from the server for good, checked against the fingerprint shown: only once it is kept offline. */
export async function takeRecoveryKeyOffline(fingerprint: string): Promise<RecoveryOfflineAnswer> {
  const { data } = await api.post<RecoveryOfflineAnswer>(`${CASE_KEYS}recovery/offline/`, { fingerprint });
  return data;
}

/** Makes a new recovery key and wraps every case for it; the old one then opens nothing. `recoveryKey` as for a grant. */
export async function rotateRecoveryKey(recoveryKey?: string): Promise<RecoveryRotationAnswer> {
  const body = recoveryKey === undefined ? {} : { recoveryKey };
  const { data } = await api.post<RecoveryRotationAnswer>(`${CASE_KEYS}recovery/rotate/`, body, { timeout: REWRAP_TIMEOUT_MS });
  return data;
}
