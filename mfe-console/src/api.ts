import { api, type ApiError } from '@civic/shared';
// Bundled with this section, not taken from the shell: the roles and the answers' shapes.
import {
  CONTENT_CHANGED,
  STAFF_ROLES,
  type AuditEntry,
  type AuditPage,
  type EditableFaqEntry,
  type EditableFaqList,
  type FaqFields,
  type FaqSave,
  type FaqTexts,
  type FaqUnpublish,
  type FlagReason,
  type ModerationAction,
  type ModerationItem,
  type ModerationQueue,
  type ModerationView,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
} from '@civic/shared/contracts';

/**
 * Typed calls, through the shared client, to the staff management endpoints (administrators only), the
 * forum's moderation (moderators) and the content editors' pages (editors).
 */

export const ROLES = STAFF_ROLES;
export type Role = StaffRole;
export type { AuditEntry, AuditPage, FlagReason, ModerationAction, ModerationItem, ModerationQueue, ModerationView, StaffMember };
export type { EditableFaqEntry, EditableFaqList, FaqFields, FaqSave, FaqTexts };
export type Invitation = StaffInvitation;

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

const FAQ = '/api/staff/content/faq/';

export async function fetchFaqEntries(signal?: AbortSignal): Promise<EditableFaqList> {
  const { data } = await api.get<EditableFaqList>(FAQ, { signal });
  return data;
}

/** Saves an entry's texts, as a draft or published: a new one (`id` null, no version) or one read at `save.version`. */
export async function saveFaqEntry(id: string | null, save: FaqSave): Promise<EditableFaqEntry> {
  const { data } = id === null ? await api.post<{ entry: EditableFaqEntry }>(FAQ, save) : await api.put<{ entry: EditableFaqEntry }>(`${FAQ}${encodeURIComponent(id)}/`, save);
  return data.entry;
}

/** Takes a published entry down: citizens no longer read it; its texts stay for the editors. */
export async function unpublishFaqEntry(id: string, version: number): Promise<EditableFaqEntry> {
  const body: FaqUnpublish = { version };
  const { data } = await api.post<{ entry: EditableFaqEntry }>(`${FAQ}${encodeURIComponent(id)}/unpublish/`, body);
  return data.entry;
}

/** The entry as it is now, from a save refused because someone else saved it after it was read (409 `changed`); else null. */
export function changedEntry(failure: ApiError): EditableFaqEntry | null {
  if (failure.status !== 409 || typeof failure.body !== 'object' || failure.body === null) return null;
  const { code, entry } = failure.body as { code?: unknown; entry?: unknown };
  if (code !== CONTENT_CHANGED || typeof entry !== 'object' || entry === null) return null;
  const candidate = entry as Partial<EditableFaqEntry>;
  return typeof candidate.id === 'string' && typeof candidate.version === 'number' && typeof candidate.fields === 'object' && candidate.fields !== null
    ? (entry as EditableFaqEntry)
    : null;
}
