/**
 * Staff roles and the staff console's answers (`/api/staff/*`), as the API sends them and the console reads
 * them. A person may hold several roles: an administrator manages staff and settings, a case handler works
 * reports and complaints, a moderator the forum, an editor what citizens read.
 */
export const STAFF_ROLES = ['administrator', 'case_handler', 'moderator', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The first screen each role works in, in the order a member of staff's links list them. */
export const STAFF_HOMES: ReadonlyArray<{ role: StaffRole; to: string }> = [
  { role: 'administrator', to: '/console' },
  { role: 'case_handler', to: '/desk' },
  { role: 'moderator', to: '/console/moderation' },
  { role: 'editor', to: '/console/content/workshops' },
];

/** Where the header's staff link goes: the first screen of the first role held; null for a citizen. */
export function staffHome(roles: readonly StaffRole[] | undefined): string | null {
  return STAFF_HOMES.find((home) => roles?.includes(home.role))?.to ?? null;
}

/** GET /api/staff/: a member of staff. */
export interface StaffMember {
  id: string;
  fullName: string;
  email: string;
  roles: StaffRole[];
  since: string;
  /** Whether they have set up two-step sign-in (SECOND_FACTOR_ROLES must before using staff tools). */
  twoStep: boolean;
}

/** GET /api/staff/: an invitation waiting for its address's account to sign in. */
export interface StaffInvitation {
  id: string;
  email: string;
  roles: StaffRole[];
  expiresAt: string;
  invitedBy: string | null;
}

/** GET /api/staff/audit/: one thing a member of staff did, with the record before and after. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string | null; name: string };
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
}

/** GET /api/staff/audit/: a page of entries, newest first; `next` asks for the page after. */
export interface AuditPage {
  entries: AuditEntry[];
  next: string | null;
}
