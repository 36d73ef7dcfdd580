import type { ChangeEvent, FocusEvent } from 'react';
import type { SignUpDetails } from '../../api';
import { formSchema } from '@civic/shared/lazy-schema';

/** Everything the wizard collects: the sign-up payload plus the confirmation, which is never sent. */
export interface SignUpValues extends SignUpDetails {
  confirmPassword: string;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  dateOfBirth: '',
  gender: '',
  country: '',
  industry: '',
  organization: '',
  role: '',
  termsAccepted: false,
  marketingUpdates: false,
};

export type SignUpField = keyof SignUpValues;
export type SignUpTextField = Exclude<SignUpField, 'termsAccepted' | 'marketingUpdates'>;

/** Which step (0-based) asks for each field, so a server error on a field can send the citizen back to it. */
const STEP_OF_FIELD: Record<SignUpField, number> = {
  fullName: 0,
  email: 0,
  password: 0,
  confirmPassword: 0,
  dateOfBirth: 1,
  gender: 1,
  country: 1,
  industry: 2,
  organization: 2,
  role: 2,
  termsAccepted: 3,
  marketingUpdates: 3,
};

export function isSignUpField(field: string): field is SignUpField {
  return field in STEP_OF_FIELD;
}

export function stepOfField(field: SignUpField): number {
  return STEP_OF_FIELD[field];
}

/** The wizard's four steps, each checking its own fields with the rules the server applies (fetched with the first check). */
export const SIGN_UP_STEP_RULES = [0, 1, 2, 3].map((step) => formSchema(({ SIGN_UP_STEP_SCHEMAS }) => SIGN_UP_STEP_SCHEMAS[step]!));

const signUpRules = formSchema(({ signUpSchema }) => signUpSchema);

/** The payload as the server's schema reads it: trimmed, and without the confirmation. */
export async function toSignUpDetails(values: SignUpValues): Promise<SignUpDetails> {
  const clean = (await signUpRules.load()).cast(values, { stripUnknown: true });
  return {
    fullName: clean.fullName,
    email: clean.email,
    password: values.password,
    dateOfBirth: clean.dateOfBirth,
    gender: clean.gender,
    country: clean.country,
    industry: clean.industry,
    organization: clean.organization,
    role: clean.role,
    termsAccepted: clean.termsAccepted,
    marketingUpdates: clean.marketingUpdates,
  };
}

/** What a step needs to bind one text control to the wizard. */
export interface BoundField {
  name: SignUpTextField;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  error: string | undefined;
}

export type BindField = (name: SignUpTextField) => BoundField;
