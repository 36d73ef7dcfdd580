import * as yup from 'yup';
import { complaintTrackingMessages } from '@civic/shared/schemas/messages';
import { EMAIL_PATTERN } from '@civic/shared/schemas/rules';
import { normaliseReference } from './reference';

/**
 * The tracking form's rules, in the words the API answers with (api/src/reporting/complaintTracking.ts reads the
 * same copy); shown in the page's language by the shared catalog, like every validation text. A chunk of its
 * own, with the validation library, fetched with the form's first check (see TrackLookup).
 */
export const trackingMessages = complaintTrackingMessages;

const REFERENCE_PATTERN = /^UH-\d{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

export const trackingSchema = yup.object({
  reference: yup
    .string()
    .trim()
    .required(trackingMessages.referenceRequired)
    .test('reference', trackingMessages.referenceInvalid, (value) => !value || REFERENCE_PATTERN.test(normaliseReference(value))),
  email: yup.string().trim().required(trackingMessages.emailRequired).max(254, trackingMessages.emailInvalid).matches(EMAIL_PATTERN, trackingMessages.emailInvalid),
});
