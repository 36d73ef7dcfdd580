import * as yup from 'yup';
import { accountMessages as m, validationMessages } from './messages.ts';
import { DISPLAY_NAME_MAX, EMAIL_PATTERN, GENDERS } from './rules.ts';

export { DISPLAY_NAME_MAX, EMAIL_PATTERN, GENDERS, defaultDisplayName, type Gender } from './rules.ts';

const PASSWORD_MAX = 128;
const tooLong = (n: number) => validationMessages.tooLong.replace('{max}', String(n));

const email = () => yup.string().trim().required(m.emailRequired).max(254, tooLong(254)).matches(EMAIL_PATTERN, m.emailInvalid);

export const signInSchema = yup.object({
  email: email(),
  password: yup.string().required(m.passwordRequired).max(PASSWORD_MAX, m.passwordTooLong),
});
export type SignInInput = yup.InferType<typeof signInSchema>;

/** Step 1 Basic Information. */
export const signUpStep1Schema = yup.object({
  fullName: yup.string().trim().required(m.fullNameRequired).max(120, tooLong(120)),
  email: yup.string().trim().required(m.emailInvalid).max(254, tooLong(254)).matches(EMAIL_PATTERN, m.emailInvalid),
  password: yup.string().required(m.passwordMin).min(8, m.passwordMin).max(PASSWORD_MAX, m.passwordTooLong),
  confirmPassword: yup
    .string()
    .required(m.passwordsDiffer)
    .oneOf([yup.ref('password')], m.passwordsDiffer),
});

/** Step 2 Profile Details. Dates are ISO yyyy-mm-dd, as a date input gives them. */
export const signUpStep2Schema = yup.object({
  dateOfBirth: yup
    .string()
    .required(m.dateOfBirthRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, m.dateOfBirthRequired)
    .test('past', m.dateOfBirthPast, (value) => !value || new Date(`${value}T00:00:00Z`).getTime() < Date.now()),
  gender: yup
    .string()
    .required(m.genderRequired)
    .oneOf([...GENDERS], m.genderRequired),
  country: yup.string().trim().required(m.countryRequired).max(80, tooLong(80)),
});

/** Step 3 Professional Information: optional. */
export const signUpStep3Schema = yup.object({
  industry: yup.string().trim().max(80, tooLong(80)).default(''),
  organization: yup.string().trim().max(120, tooLong(120)).default(''),
  role: yup.string().trim().max(80, tooLong(80)).default(''),
});

/** Step 4 Terms and Consent. */
export const signUpStep4Schema = yup.object({
  termsAccepted: yup.boolean().required(m.termsRequired).oneOf([true], m.termsRequired),
  marketingUpdates: yup.boolean().default(false),
});

export const SIGN_UP_STEP_SCHEMAS = [signUpStep1Schema, signUpStep2Schema, signUpStep3Schema, signUpStep4Schema] as const;

/** The sign-up payload the server accepts: every step, without the confirmation. */
export const signUpSchema = signUpStep1Schema.omit(['confirmPassword']).concat(signUpStep2Schema).concat(signUpStep3Schema).concat(signUpStep4Schema);
export type SignUpInput = yup.InferType<typeof signUpSchema>;

export const emailOnlySchema = yup.object({ email: email() });
export type EmailOnlyInput = yup.InferType<typeof emailOnlySchema>;

/** Set-new-password form. */
export const newPasswordSchema = yup.object({
  password: yup.string().required(m.newPasswordMin).min(8, m.newPasswordMin).max(PASSWORD_MAX, m.passwordTooLong),
  confirmPassword: yup
    .string()
    .required(m.passwordsDiffer)
    .oneOf([yup.ref('password')], m.passwordsDiffer),
});

/** What the server takes to set a new password: the e-mailed token and the password. */
export const resetConfirmSchema = yup.object({
  token: yup.string().trim().required(m.tokenRequired).max(200, m.tokenRequired),
  password: yup.string().required(m.newPasswordMin).min(8, m.newPasswordMin).max(PASSWORD_MAX, m.passwordTooLong),
});

/**
 * Change password while signed in: the current password proves it is the account's owner at the keyboard,
 * not someone at a browser left signed in. The server applies the same strength rules as sign-up and reset.
 */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(m.currentPasswordRequired).max(PASSWORD_MAX, m.passwordTooLong),
  newPassword: yup
    .string()
    .required(m.newPasswordMin)
    .min(8, m.newPasswordMin)
    .max(PASSWORD_MAX, m.passwordTooLong)
    .notOneOf([yup.ref('currentPassword')], m.newPasswordSame),
  confirmPassword: yup
    .string()
    .required(m.passwordsDiffer)
    .oneOf([yup.ref('newPassword')], m.passwordsDiffer),
});
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;

/**
 * The name shown beside a citizen's discussions and comments: chosen by them, 2 to 40 characters of letters
 * (any script), digits, spaces, full stops, hyphens and apostrophes. No "@", so it can never be an address.
 */
export const displayNameSchema = yup.object({
  displayName: yup
    .string()
    .trim()
    .transform((value: string) => value.replace(/\s+/g, ' '))
    .required(m.displayNameLength)
    .min(2, m.displayNameLength)
    .max(DISPLAY_NAME_MAX, m.displayNameLength)
    .matches(/^[\p{L}\p{M}\p{N} .'’-]+$/u, m.displayNameCharacters)
    .matches(/\p{L}/u, m.displayNameNoLetters),
});
export type DisplayNameInput = yup.InferType<typeof displayNameSchema>;

export const verifyEmailSchema = yup.object({
  token: yup.string().trim().required(m.tokenRequired).max(200, m.tokenRequired),
});

/** The site's language saved with an account: English or Kiswahili. */
export const languageSchema = yup.object({
  language: yup.string().required(m.languageInvalid).oneOf(['en', 'sw'], m.languageInvalid),
});
export type LanguageInput = yup.InferType<typeof languageSchema>;
