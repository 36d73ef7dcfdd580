import type { ActivityItem } from './pages/Dashboard/ActivitySection';
import { api, ApiError, toApiError, type AuthEnvelope, type AuthProviders, type SessionUser, type UserProfile, formatDate, formatTime12h } from '@civic/shared';
import type { NotificationPreferences, SecondFactorEnabled, SecondFactorSetup, SecondFactorStatus, SecondFactorVerified, UnsubscribeLink } from '@civic/shared/contracts';
import { t } from './messages';

/** Typed calls to the account endpoints (`/api/auth/*`), all through the shared API client. */

export interface SignInDetails {
  email: string;
  password: string;
}

/** The sign-up payload; the confirmation never leaves the browser. */
export interface SignUpDetails {
  fullName: string;
  email: string;
  password: string;
  dateOfBirth: string;
  gender: string;
  country: string;
  industry: string;
  organization: string;
  role: string;
  termsAccepted: boolean;
  marketingUpdates: boolean;
}

/** Resend-verification carries its message inside `data` as well as at the top of the answer. */
export type ResendVerificationAnswer = AuthEnvelope<{ message?: string }>;

export async function signIn(details: SignInDetails): Promise<AuthEnvelope<SessionUser>> {
  const { data } = await api.post<AuthEnvelope<SessionUser>>('/api/auth/signin/', details);
  return data;
}

export async function signUp(details: SignUpDetails): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/api/auth/signup/', details);
  return data;
}

export async function signOut(): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/api/auth/signout/');
  return data;
}

export async function requestPasswordReset(email: string): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/api/auth/reset-password/', { email });
  return data;
}

/** What the check of a reset link found: usable, or not checked because the server has no such check. */
export type ResetLinkCheck = 'usable' | 'unchecked';

/**
 * Asks whether a reset link can still be used, without spending it. A refused link throws (400 naming
 * `token`). A server from before this check answers 404, which says nothing about the link: the form is
 * then offered, and sending the new password tells.
 */
export async function checkResetLink(token: string): Promise<ResetLinkCheck> {
  try {
    const { data } = await api.post<AuthEnvelope>('/api/auth/reset-password/check/', { token });
    if (data.status !== 'success') throw new ApiError(data.message, data.status_code, data.field ?? null, data);
    return 'usable';
  } catch (error) {
    if (toApiError(error).status === 404) return 'unchecked';
    throw error;
  }
}

export async function setNewPassword(token: string, password: string): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/api/auth/reset-password/confirm/', { token, password });
  return data;
}

/** The fields of the change-password form, all sent: the server checks the confirmation as the form does. */
export interface ChangePasswordDetails {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export async function changePassword(details: ChangePasswordDetails): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/api/auth/change-password/', details);
  return data;
}

export async function resendVerification(email: string): Promise<ResendVerificationAnswer> {
  const { data } = await api.post<ResendVerificationAnswer>('/api/auth/resend-verification/', { email });
  return data;
}

export async function verifyEmail(token: string): Promise<AuthEnvelope> {
  const { data } = await api.post<AuthEnvelope>('/api/auth/verify-email/', { token });
  return data;
}

export async function fetchProviders(): Promise<AuthProviders> {
  const { data } = await api.get<AuthProviders>('/api/auth/providers/');
  return data;
}

export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  const { data } = await api.get<AuthEnvelope<UserProfile>>('/api/auth/profile/', { signal });
  if (data.status !== 'success' || !data.data) throw new Error(data.message);
  return data.data;
}

/** Changes the public name shown beside the citizen's discussions and comments. */
export async function changeDisplayName(displayName: string): Promise<AuthEnvelope<SessionUser>> {
  const { data } = await api.patch<AuthEnvelope<SessionUser>>('/api/auth/profile/', { displayName });
  return data;
}

/** Where the Google (OpenID Connect) flow starts; the server sends the citizen back to the dashboard. */
export const GOOGLE_START_PATH = '/api/auth/google/start/?next=/dashboard';

interface MyReportsAnswer {
  reports: Array<{ id: string; kind: string; reference: string | null; title: string; statusLabel: string; submittedAt: string }>;
}

/** The signed-in citizen's complaints and named reports (anonymous reports are never linked to an account). */
export async function fetchMyReports(signal: AbortSignal): Promise<ActivityItem[]> {
  const { data } = await api.get<MyReportsAnswer>('/api/reports/mine/', { signal });
  return data.reports.map((report) => ({
    key: report.id,
    title: report.title,
    detail: [report.reference, formatDate(report.submittedAt)].filter(Boolean).join(' · '),
    status: report.statusLabel,
  }));
}

interface MyRegistrationsAnswer {
  registrations: Array<{ id: string; workshopTitle: string; workshopDate: string; workshopTime: string | null; location: string; registeredAt: string }>;
}

/** The workshops the signed-in citizen registered for. */
export async function fetchMyRegistrations(signal: AbortSignal): Promise<ActivityItem[]> {
  const { data } = await api.get<MyRegistrationsAnswer>('/api/workshops/registrations/mine/', { signal });
  return data.registrations.map((registration) => ({
    key: registration.id,
    title: registration.workshopTitle,
    detail: [formatDate(registration.workshopDate), registration.workshopTime, registration.location].filter(Boolean).join(' · '),
    status: 'Registered',
  }));
}

interface MyBookingsAnswer {
  bookings: Array<{ id: string; topic: string; expert: string; sessionDate: string; sessionTime: string; status: 'upcoming' | 'past'; meetingLink: string }>;
}

/**
 * The signed-in citizen's expert sessions, newest booking first. Dates and times are Nairobi's, and said to
 * be; the meeting link is offered while the session is still to come.
 */
export async function fetchMyBookings(signal: AbortSignal): Promise<ActivityItem[]> {
  const { data } = await api.get<MyBookingsAnswer>('/api/bookings/mine/', { signal });
  return data.bookings.map((booking) => ({
    key: booking.id,
    title: booking.topic,
    // Local midnight of the Nairobi date, so no time zone moves it to the day before.
    detail: t('bookingWhen', { expert: booking.expert, date: formatDate(`${booking.sessionDate}T00:00:00`), time: formatTime12h(booking.sessionTime) }),
    status: booking.status === 'upcoming' ? t('bookingUpcoming') : t('bookingPast'),
    // Only a web address becomes a link: whatever else a stored value holds is never something to click.
    link: booking.status === 'upcoming' && booking.meetingLink.startsWith('https://') ? { href: booking.meetingLink, label: t('joinMeeting') } : undefined,
  }));
}

/* Two-step sign-in (/api/auth/second-factor/*): the answers' shapes are bundled from @civic/shared/contracts. */
export async function fetchSecondFactor(signal?: AbortSignal): Promise<SecondFactorStatus> {
  return (await api.get<SecondFactorStatus>('/api/auth/second-factor/', { signal })).data;
}
export async function beginSecondFactorSetup(): Promise<SecondFactorSetup> {
  return (await api.post<SecondFactorSetup>('/api/auth/second-factor/setup/')).data;
}
export async function enableSecondFactor(code: string): Promise<SecondFactorEnabled> {
  return (await api.post<SecondFactorEnabled>('/api/auth/second-factor/enable/', { code })).data;
}
export async function verifySecondFactor(code: string): Promise<SecondFactorVerified> {
  return (await api.post<SecondFactorVerified>('/api/auth/second-factor/verify/', { code })).data;
}

/** Opens the server's one-time link for a new site's first administrator, as the signed-in account. */
export async function becomeFirstAdministrator(token: string): Promise<void> {
  await api.post('/api/staff/first-administrator/', { token });
}

/* Notification choices (/api/notifications/*): the shapes are bundled from @civic/shared/contracts. */

/** What PUT /api/notifications/preferences/ answers: the server's message, in the reader's language, and the choices as stored. */
export interface PreferencesSaved {
  status: 'success';
  message: string;
  preferences: NotificationPreferences;
}

/** The signed-in citizen's choices: every kind in the bell and by e-mail, and whether e-mails come as a daily digest. */
export async function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return (await api.get<NotificationPreferences>('/api/notifications/preferences/', { signal })).data;
}

/** Saves every kind's choice and the digest choice at once. */
export async function saveNotificationPreferences(preferences: NotificationPreferences): Promise<PreferencesSaved> {
  return (await api.put<PreferencesSaved>('/api/notifications/preferences/', preferences)).data;
}

const unsubscribePath = (token: string) => `/api/notifications/unsubscribe/?token=${encodeURIComponent(token)}`;

/** What an e-mail's unsubscribe link would stop, without stopping it (a refused link throws: 400 naming `token`). */
export async function checkUnsubscribeLink(token: string, signal?: AbortSignal): Promise<UnsubscribeLink> {
  return (await api.get<UnsubscribeLink>(unsubscribePath(token), { signal })).data;
}

/** Stops what the link names; works signed out. */
export async function unsubscribe(token: string): Promise<{ status: 'success'; message: string }> {
  return (await api.post<{ status: 'success'; message: string }>(unsubscribePath(token), {})).data;
}
