import type { ActivityItem } from './pages/Dashboard/ActivitySection';
import { api, type AuthEnvelope, type AuthProviders, type SessionUser, type UserProfile, formatDate } from '@civic/shared';

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
