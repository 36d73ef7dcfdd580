import * as yup from 'yup';
import { complaintTrackingMessages, EMAIL_PATTERN } from '@civic/shared/schemas';

/**
 * The tracking form's rules, in the words the API answers with (api/src/reporting/complaintTracking.ts reads the
 * same copy); shown in the page's language by the shared catalog, like every validation text.
 */
export const trackingMessages = complaintTrackingMessages;

/** How references are copied: lower case, spaces around the dashes. The stored one is upper case without spaces. */
export function normaliseReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const REFERENCE_PATTERN = /^UH-\d{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

export const trackingSchema = yup.object({
  reference: yup
    .string()
    .trim()
    .required(trackingMessages.referenceRequired)
    .test('reference', trackingMessages.referenceInvalid, (value) => !value || REFERENCE_PATTERN.test(normaliseReference(value))),
  email: yup.string().trim().required(trackingMessages.emailRequired).max(254, trackingMessages.emailInvalid).matches(EMAIL_PATTERN, trackingMessages.emailInvalid),
});
