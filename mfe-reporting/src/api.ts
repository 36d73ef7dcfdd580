import { api, currentLanguage, toApiError } from '@civic/shared';
import type { UploadRef } from './uploads/useEvidenceSending';

/** Typed calls to the reporting endpoints, all through the shared API client. */

const MULTIPART = { 'Content-Type': 'multipart/form-data' } as const;

/**
 * For whatever an anonymous reporter sends (the report, its evidence, its follow-up): no cookie goes with
 * it, so nothing on the request can tie it to a signed-in account. XMLHttpRequest sends this site's cookies
 * whatever `withCredentials` says; fetch with credentials 'omit', which axios uses for `withCredentials:
 * false` on its fetch adapter, does not. Without the language cookie the server would answer in the
 * device's language (its Accept-Language); the page's language goes as Accept-Language instead, so a
 * refusal reads as the page does. It names no more than the page's own language, the device's list less.
 */
export function withoutCredentials(headers: Record<string, string> = {}) {
  return { withCredentials: false, adapter: 'fetch', headers: { ...headers, 'Accept-Language': currentLanguage() } } as const;
}

/** How often a submission answered 409 (the same one, with the same key, still being worked on) is asked again. */
const BUSY_RETRIES = 5;
const BUSY_WAIT_MS = 1000;

/**
 * Posts a submission. A 409 means an earlier attempt with the same Idempotency-Key is still being worked on
 * (a retry after a timeout): after a second the server has its answer, which the next attempt receives.
 */
async function postSubmission<T>(url: string, form: FormData, config: Parameters<typeof api.post>[2]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { data } = await api.post<T>(url, form, config);
      return data;
    } catch (error) {
      if (attempt >= BUSY_RETRIES || toApiError(error).status !== 409) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
    }
  }
}

export interface ReportReceiptAnswer {
  status: 'success';
  message: string;
  data: { receipt: string; submittedAt: string; files: unknown };
}

export interface ComplaintAnswer {
  status: 'success';
  message: string;
  data: { reference: string; submittedAt: string };
}

export interface County {
  code: string;
  name: string;
  region: string;
}

export type CaseStatus = 'received' | 'under_review' | 'referred' | 'closed';

export interface TimelineEntry {
  status: CaseStatus;
  label: string;
  reason: string | null;
  /** The code of the body a referral names (see REFERRAL_BODIES); null for every other change. */
  referredTo: string | null;
  at: string;
}

export interface FollowUpReport {
  status: CaseStatus;
  statusLabel: string;
  incidentType: string;
  submittedAt: string;
  timeline: TimelineEntry[];
  messages: Array<{ author: 'reporter' | 'staff'; body: string; at: string }>;
  files: Array<{ name: string; sizeBytes: number; addedBy: 'reporter' | 'staff' }>;
}

interface FollowUpAnswer {
  status: 'success';
  data: FollowUpReport;
}

export interface TrackedComplaint {
  reference: string;
  status: CaseStatus;
  statusLabel: string;
  category: string | null;
  institution: string | null;
  county: string | null;
  submittedAt: string;
  timeline: TimelineEntry[];
  messages: Array<{ author: 'reporter' | 'staff'; body: string; at: string }>;
}

export interface StaffMember {
  id: string;
  fullName: string;
}

export interface CaseSummary {
  id: string;
  kind: 'corruption' | 'complaint';
  reference: string | null;
  title: string;
  status: CaseStatus;
  statusLabel: string;
  county: string | null;
  submittedAt: string;
  isAnonymous: boolean;
  assignedTo: StaffMember | null;
}

export interface CaseList {
  cases: CaseSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Cursors of the next and previous pages (`after=`, `before=`); null where there is none. */
  next?: string | null;
  previous?: string | null;
}

export interface CaseFilters {
  type?: string;
  status?: string;
  county?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
  after?: string;
  before?: string;
}

export interface CaseDetail {
  id: string;
  kind: 'corruption' | 'complaint';
  reference: string | null;
  status: CaseStatus;
  statusLabel: string;
  /** The body of the latest referral, kept when the status moves on; null when the case was never referred. */
  referredTo: string | null;
  /** The body the desk offers first, by the report's incident type or the complaint's category. */
  suggestedReferral: string;
  incidentType: string | null;
  category: string | null;
  county: string | null;
  institution: string | null;
  location: string | null;
  incidentDate: string | null;
  description: string;
  involvedParties: string | null;
  evidenceDescription: string | null;
  isAnonymous: boolean;
  contact: { name: string; email: string; phone: string; preferredContact: string | null } | null;
  submittedAt: string;
  assignedTo: StaffMember | null;
  files: Array<{ id: string; name: string; mediaType: string; sizeBytes: number; metadataRemoved: boolean; addedBy: string; downloadUrl: string }>;
  timeline: TimelineEntry[];
  messages: Array<{ author: 'reporter' | 'staff'; body: string; at: string; staffName: string | null }>;
  notes: Array<{ id: string; body: string; author: string; at: string }>;
  audit: Array<{ action: string; detail: string; actor: string; at: string }>;
}

export interface CaseAnswer {
  case: CaseDetail;
  staff?: StaffMember[];
}

/** A form's fields, and the files it names by their uploads (sent ahead: uploads/). */
function submissionForm(fields: Record<string, string>, uploads: readonly UploadRef[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (uploads.length > 0) form.append('uploads', JSON.stringify(uploads));
  return form;
}

/** A report is sent without credentials unless the reporter chose to put their name to it. */
export async function submitCorruptionReport(fields: Record<string, string>, uploads: readonly UploadRef[], idempotencyKey: string): Promise<ReportReceiptAnswer> {
  const form = submissionForm(fields, uploads);
  const named = fields.isAnonymous === 'false';
  const headers = { ...MULTIPART, 'Idempotency-Key': idempotencyKey };
  return postSubmission<ReportReceiptAnswer>('/api/corruption-reports/', form, named ? { headers } : withoutCredentials(headers));
}

export async function submitComplaint(fields: Record<string, string>, uploads: readonly UploadRef[], idempotencyKey: string): Promise<ComplaintAnswer> {
  const form = submissionForm(fields, uploads);
  return postSubmission<ComplaintAnswer>('/api/complaints/', form, { headers: { ...MULTIPART, 'Idempotency-Key': idempotencyKey } });
}

export async function loadCounties(signal: AbortSignal): Promise<County[]> {
  const { data } = await api.get<{ counties: County[] }>('/api/counties/', { signal });
  return data.counties;
}

// Follow-up goes by receipt alone, like the anonymous report it belongs to: never with credentials.
export async function findReport(receipt: string): Promise<FollowUpReport> {
  const { data } = await api.post<FollowUpAnswer>('/api/reports/follow-up/', { receipt }, withoutCredentials());
  return data.data;
}

export async function sendFollowUpMessage(receipt: string, message: string): Promise<FollowUpReport> {
  const { data } = await api.post<FollowUpAnswer>('/api/reports/follow-up/messages/', { receipt, message }, withoutCredentials());
  return data.data;
}

/** Evidence added to a report by its receipt: the files sent ahead (uploads/), named by their uploads. */
export async function addFollowUpEvidence(receipt: string, uploads: readonly UploadRef[]): Promise<FollowUpReport> {
  const form = submissionForm({ receipt }, uploads);
  const { data } = await api.post<FollowUpAnswer>('/api/reports/follow-up/evidence/', form, withoutCredentials(MULTIPART));
  return data.data;
}

/** A complaint by its reference and the e-mail address given with it; both go in the body, never in the address. */
export async function trackComplaint(reference: string, email: string): Promise<TrackedComplaint> {
  const { data } = await api.post<{ status: 'success'; data: TrackedComplaint }>('/api/complaints/track/', { reference, email });
  return data.data;
}

export async function listCases(filters: CaseFilters, signal?: AbortSignal): Promise<CaseList> {
  // Only filters that are set go on the address, so the server applies its own defaults to the rest.
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  const { data } = await api.get<CaseList>('/api/desk/cases/', { params, ...(signal ? { signal } : {}) });
  return data;
}

export async function loadCase(id: string, signal?: AbortSignal): Promise<CaseAnswer> {
  const { data } = await api.get<CaseAnswer>(`/api/desk/cases/${encodeURIComponent(id)}/`, signal ? { signal } : undefined);
  return data;
}

/** A referral names the body it goes to; no other status change sends one. */
export type StatusChange = { status: 'referred'; reason: string; referredTo: string } | { status: Exclude<CaseStatus, 'referred'>; reason: string };

export type CaseAction =
  | { kind: 'status'; body: StatusChange }
  | { kind: 'replies'; body: { message: string } }
  | { kind: 'notes'; body: { note: string } }
  | { kind: 'assign'; body: { staffUserId: string | null } };

export async function actOnCase(id: string, action: CaseAction): Promise<CaseAnswer> {
  const { data } = await api.post<CaseAnswer>(`/api/desk/cases/${encodeURIComponent(id)}/${action.kind}/`, action.body);
  return data;
}
