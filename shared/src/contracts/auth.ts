import type { StaffRole } from './staff.ts';
/** Display fields of the signed-in user; the server session is the authority. */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
  fullName: string;
  /**
   * The public name shown beside their discussions and comments; theirs to change. In the server's answers;
   * the browser's stored copy keeps only the four fields above.
   */
  displayName?: string;
  /** The language saved with the account ('en' or 'sw'), when they chose one; in the server's answers only. */
  language?: 'en' | 'sw';
  /**
   * In the server's answers, for staff whose roles ask for two-step sign-in and whose session has not passed
   * it yet: 'setup' (they have not set it up) or 'verify' (they must give a code).
   */
  secondFactor?: 'setup' | 'verify';
  /** The staff roles the account holds (contracts/staff.ts), in the server's answers; absent for a citizen. */
  staffRoles?: StaffRole[];
}

export interface CurrentUserResponse {
  status: 'success';
  data: { user: SessionUser | null };
}

/** The envelope of the account endpoints (`/api/auth/*`). */
export interface AuthEnvelope<T = undefined> {
  status: 'success' | 'error';
  message: string;
  status_code: number;
  data?: T;
  field?: string | null;
}

/** The signed-in citizen's own profile (GET /api/auth/profile/). */
export interface UserProfile extends SessionUser {
  dateOfBirth: string | null;
  gender: string | null;
  country: string | null;
  industry: string | null;
  organization: string | null;
  role: string | null;
  marketingUpdates: boolean;
  emailVerified: boolean;
  signInMethods: Array<'password' | 'google'>;
  createdAt: string;
}

export interface AuthProviders {
  google: { enabled: boolean };
}
