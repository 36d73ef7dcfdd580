import { api, toApiError } from '@civic/shared';
import type {
  Comment,
  CommentPage,
  CommentSort,
  Discussion,
  DiscussionPage,
  DiscussionSummary,
  FlagRequest,
  Instructor,
  TownhallEvent,
  Workshop,
  WorkshopCategory,
  WorkshopRegistration,
} from './types';

export * from './types';

/** A random key per submission attempt, so a retry after a timeout cannot create a second record. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** A page of the forum's list, newest first: the first, or the one after the cursor `after`. */
export async function fetchDiscussionPage(after: string | null, signal?: AbortSignal): Promise<DiscussionPage> {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return (await api.get<DiscussionPage>(`/api/discussions/${query}`, { signal })).data;
}
/** One discussion (without its comments), or null when there is none. */
export async function fetchDiscussion(id: string, signal?: AbortSignal): Promise<DiscussionSummary | null> {
  try {
    return (await api.get<{ discussion: DiscussionSummary }>(`/api/discussions/${encodeURIComponent(id)}/`, { signal })).data.discussion;
  } catch (error) {
    if (toApiError(error).status === 404 || toApiError(error).status === 400) return null;
    throw error;
  }
}
/** A page of a discussion's comments in `sort` order: top-level comments, each with all its replies. */
export async function fetchComments(discussionId: string, sort: CommentSort, after: string | null, signal?: AbortSignal): Promise<CommentPage> {
  const query = `?sort=${sort}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
  return (await api.get<CommentPage>(`/api/discussions/${encodeURIComponent(discussionId)}/comments/${query}`, { signal })).data;
}
export async function createDiscussion(input: { title: string; content: string; tags: string[] }): Promise<Discussion> {
  return (await api.post<Discussion>('/api/discussions/', input)).data;
}
export async function postComment(discussionId: string, input: { content: string; parentId: string | null }): Promise<Comment> {
  return (await api.post<Comment>(`/api/discussions/${discussionId}/comments/`, input)).data;
}
export async function countView(discussionId: string): Promise<number> {
  return (await api.post<{ views: number }>(`/api/discussions/${discussionId}/views/`)).data.views;
}

export async function fetchWorkshops(category: WorkshopCategory, signal?: AbortSignal): Promise<Workshop[]> {
  return (await api.get<{ workshops: Workshop[] }>(`/api/workshops/?category=${category}`, { signal })).data.workshops;
}
export async function fetchWorkshop(id: string, signal?: AbortSignal): Promise<Workshop> {
  return (await api.get<{ workshop: Workshop }>(`/api/workshops/${encodeURIComponent(id)}/`, { signal })).data.workshop;
}
/** A workshop by its id, or null when there is none (the address of a removed or mistyped workshop). */
export async function findWorkshop(id: string, signal?: AbortSignal): Promise<Workshop | null> {
  try {
    return await fetchWorkshop(id, signal);
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}
export interface RegistrationForm {
  name: string;
  email: string;
  phone: string;
  organization: string;
  role: string;
  expectations: string;
}
/**
 * A registration is `confirmed` when a signed-in citizen used their account's address; otherwise the seat is
 * held for `holdHours` while the owner of the address confirms it from the e-mailed link.
 */
export interface RegistrationOutcome {
  confirmed: boolean;
  holdHours?: number;
  message: string;
  /** The registration's id: a confirmed seat has a calendar invite of its own (registrationCalendarUrl). */
  registrationId?: string;
}
export async function registerForWorkshop(id: string, input: RegistrationForm, key: string): Promise<RegistrationOutcome> {
  const { data } = await api.post<Omit<RegistrationOutcome, 'registrationId'> & { registration?: { id: string } }>(
    `/api/workshops/${encodeURIComponent(id)}/register/`,
    input,
    withKey(key),
  );
  return { confirmed: data.confirmed !== false, holdHours: data.holdHours, message: data.message, registrationId: data.registration?.id };
}

/*
 * Calendar invites (.ics) the API answers: followed as ordinary links, so a phone opens them in its calendar.
 * A confirmed registration's invite and a booking's carry the private meeting link; a booking's only for its owner.
 */
export const registrationCalendarUrl = (registrationId: string) => `/api/workshops/registrations/${encodeURIComponent(registrationId)}/calendar.ics`;
export const eventCalendarUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;
export const bookingCalendarUrl = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`;
/** A visitor's place waits for the e-mailed link (`confirmed: false`); a signed-in citizen joins at once. */
export interface WaitlistOutcome {
  confirmed: boolean;
  confirmHours?: number;
}
export async function joinWaitlist(id: string, email: string | null): Promise<WaitlistOutcome> {
  const { data } = await api.post<WaitlistOutcome>(`/api/workshops/${encodeURIComponent(id)}/waitlist/`, email ? { email } : {});
  return { confirmed: data.confirmed !== false, confirmHours: data.confirmHours };
}
/** What an e-mailed workshop link confirmed: a held seat, or a waitlist place. */
export interface LinkConfirmation {
  kind: 'registration' | 'waitlist';
  workshop: Workshop;
  /** A confirmed seat's registration id (for its calendar invite). */
  registrationId?: string;
}
export async function confirmWorkshopLink(token: string): Promise<LinkConfirmation> {
  const { data } = await api.post<Omit<LinkConfirmation, 'registrationId'> & { registration?: { id: string } }>('/api/workshops/confirm/', { token });
  return { kind: data.kind, workshop: data.workshop, registrationId: data.registration?.id };
}
export interface WorkshopRequestForm {
  title: string;
  date: string;
  duration: string;
  name: string;
  email: string;
  organization: string;
  location: string;
  participants: string;
  type: '' | 'online' | 'offline';
  description: string;
}
export async function requestWorkshop(input: WorkshopRequestForm, key: string): Promise<void> {
  await api.post('/api/workshop-requests/', input, withKey(key));
}
export async function subscribeToWorkshops(email: string): Promise<void> {
  await api.post('/api/subscribe/workshops/', { email });
}
export async function fetchMyRegistrations(signal?: AbortSignal): Promise<WorkshopRegistration[]> {
  return (await api.get<{ registrations: WorkshopRegistration[] }>('/api/workshops/registrations/mine/', { signal })).data.registrations;
}

export async function fetchInstructors(signal?: AbortSignal): Promise<Instructor[]> {
  return (await api.get<Instructor[]>('/api/instructors/', { signal })).data;
}
export interface NextSessionData {
  session_day: string;
  session_date: string;
  formatted_time: string;
}
export async function fetchNextSession(id: string, signal?: AbortSignal): Promise<NextSessionData | null> {
  const answer = (await api.get<{ success: boolean; data?: NextSessionData }>(`/api/instructors/${encodeURIComponent(id)}/next-session/`, { signal })).data;
  return answer.success && answer.data ? answer.data : null;
}
/** Books a session; answers the booking's id (for its calendar invite). */
export async function bookExpert(formData: { userId: string; expert: string; topic: string; description: string }, key: string): Promise<{ id: string | null }> {
  const { data } = await api.post<{ data?: { id?: string } }>('/api/bookings/', { formData }, withKey(key));
  return { id: data?.data?.id ?? null };
}

export async function fetchEvents(signal?: AbortSignal): Promise<TownhallEvent[]> {
  return (await api.get<{ upcomingEvents: TownhallEvent[] }>('/api/events/', { signal })).data.upcomingEvents;
}

/** Flags a discussion (no `commentId`) or one of its comments for the moderators. */
export async function flagPost(discussionId: string, commentId: string | null, input: FlagRequest): Promise<void> {
  const comment = commentId ? `comments/${encodeURIComponent(commentId)}/` : '';
  await api.post(`/api/discussions/${encodeURIComponent(discussionId)}/${comment}flags/`, input);
}
