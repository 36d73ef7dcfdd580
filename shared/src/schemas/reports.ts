import * as yup from 'yup';
import { COMPLAINT_CATEGORIES, EMAIL_PATTERN, INCIDENT_TYPES, isFutureDate } from './rules.ts';
import { complaintMessages, complaintTrackingMessages, reportMessages } from './messages.ts';

export { complaintMessages, complaintTrackingMessages, reportMessages };
export { INCIDENT_TYPES, COMPLAINT_CATEGORIES, MAX_FILE_BYTES, MAX_FILES, isFutureDate } from './rules.ts';

const max = (n: number) => reportMessages.tooLong.replace('{max}', String(n));

const optionalText = (n: number) => yup.string().trim().max(n, max(n)).default('');

export const corruptionReportSchema = yup.object({
  incidentType: yup
    .string()
    .required(reportMessages.incidentTypeRequired)
    .oneOf(
      INCIDENT_TYPES.map((type) => type.value),
      reportMessages.incidentTypeRequired,
    ),
  location: yup.string().trim().required(reportMessages.locationRequired).max(200, max(200)),
  date: yup
    .string()
    .required(reportMessages.dateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, reportMessages.dateRequired)
    .test('not-future', reportMessages.dateInFuture, (value) => !value || !isFutureDate(value)),
  description: yup.string().trim().required(reportMessages.descriptionRequired).max(10_000, max(10_000)),
  involvedParties: optionalText(2000),
  evidenceDescription: optionalText(2000),
  isAnonymous: yup.boolean().default(true),
  contactName: optionalText(120),
  contactEmail: yup
    .string()
    .trim()
    .max(254, max(254))
    .default('')
    .test('email', reportMessages.contactEmailInvalid, (value) => !value || EMAIL_PATTERN.test(value)),
  contactPhone: optionalText(40),
  /** A reporter may keep photos exactly as taken (as evidence), accepting that location data stays in them. */
  keepOriginals: yup.boolean().default(false),
});
export type CorruptionReportInput = yup.InferType<typeof corruptionReportSchema>;

export const receiptSchema = yup.object({
  receipt: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
    .required(reportMessages.receiptRequired)
    .matches(/^\d{16}$/, reportMessages.receiptInvalid),
});

export const followUpMessageSchema = receiptSchema.shape({
  message: yup.string().trim().required(reportMessages.followUpMessageRequired).max(5000, max(5000)),
});

/** The complaint form's three steps as one payload. */
export const complaintSchema = yup.object({
  category: yup
    .string()
    .required(complaintMessages.categoryRequired)
    .oneOf([...COMPLAINT_CATEGORIES], complaintMessages.categoryRequired),
  county: yup
    .string()
    .required(complaintMessages.countyRequired)
    .matches(/^\d{3}$/, complaintMessages.countyRequired),
  institution: yup.string().trim().required(complaintMessages.institutionRequired).max(200, max(200)),
  details: yup.string().trim().required(complaintMessages.detailsRequired).max(10_000, max(10_000)),
  incidentDate: yup
    .string()
    .required(complaintMessages.incidentDateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, complaintMessages.incidentDateRequired)
    .test('not-future', reportMessages.dateInFuture, (value) => !value || !isFutureDate(value)),
  fullName: yup.string().trim().required(complaintMessages.fullNameRequired).max(120, max(120)),
  email: yup.string().trim().required(complaintMessages.emailRequired).max(254, max(254)).matches(EMAIL_PATTERN, complaintMessages.emailInvalid),
  phone: yup.string().trim().required(complaintMessages.phoneRequired).max(40, max(40)),
  preferredContact: yup.string().oneOf(['email', 'phone']).default('email'),
  declaration: yup.boolean().required(complaintMessages.declarationRequired).oneOf([true], complaintMessages.declarationRequired),
});
export type ComplaintInput = yup.InferType<typeof complaintSchema>;
