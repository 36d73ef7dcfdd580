import { api } from '@civic/shared';
// Bundled with this section, not taken from the shell: the roles and the answers' shapes.
import {
  STAFF_ROLES,
  type AuditEntry,
  type AuditPage,
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
 * Typed calls, through the shared client, to the staff management endpoints (administrators only) and the
 * forum's moderation (moderators).
 */

export const ROLES = STAFF_ROLES;
export type Role = StaffRole;
export type { AuditEntry, AuditPage, FlagReason, ModerationAction, ModerationItem, ModerationQueue, ModerationView, StaffMember };
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
