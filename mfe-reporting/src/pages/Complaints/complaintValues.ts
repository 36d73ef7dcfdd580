import type { ChangeEvent, FocusEvent } from 'react';
import { formSchema } from '@civic/shared/lazy-schema';

export interface ComplaintValues {
  category: string;
  county: string;
  institution: string;
  details: string;
  incidentDate: string;
  fullName: string;
  email: string;
  phone: string;
  preferredContact: 'email' | 'phone';
  declaration: boolean;
}

export const EMPTY_COMPLAINT: ComplaintValues = {
  category: '',
  county: '',
  institution: '',
  details: '',
  incidentDate: '',
  fullName: '',
  email: '',
  phone: '',
  preferredContact: 'email',
  declaration: false,
};

const STEP_FIELDS = [
  ['category', 'county', 'institution'],
  ['details', 'incidentDate'],
  ['fullName', 'email', 'phone', 'preferredContact', 'declaration'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof ComplaintValues>>;

/**
 * Each step checks only its own fields, with the shared rules the server also applies; the rules come with the
 * form's first check (see @civic/shared/lazy-schema).
 */
export const COMPLAINT_STEP_SCHEMAS = STEP_FIELDS.map((fields) => formSchema(({ complaintSchema }) => complaintSchema.pick([...fields])));

/** The step that asks for `field`, or null when the form has no such field (documents, say). */
export function stepOfComplaintField(field: string): number | null {
  const step = STEP_FIELDS.findIndex((fields) => (fields as ReadonlyArray<string>).includes(field));
  return step === -1 ? null : step;
}

export function toComplaintFields(values: ComplaintValues): Record<string, string> {
  return {
    category: values.category,
    county: values.county,
    institution: values.institution.trim(),
    details: values.details.trim(),
    incidentDate: values.incidentDate,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    preferredContact: values.preferredContact,
    declaration: String(values.declaration),
  };
}

export type ComplaintFieldProps = (name: keyof ComplaintValues) => {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent) => void;
  error: string | undefined;
};
