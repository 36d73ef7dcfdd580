/** The community forms' rules and messages, shared by the browser forms and the API so both answer alike. */
import * as yup from 'yup';

import { COMMUNITY_EMAIL_PATTERN } from './rules.ts';
import { communityMessages } from './messages.ts';
import { FLAG_REASONS } from '../contracts/moderation.ts';

export { communityMessages };
export { COMMUNITY_EMAIL_PATTERN, parseTags } from './rules.ts';

const m = communityMessages;
const max = (n: number) => m.tooLong.replace('{max}', String(n));
const optionalText = (n: number) => yup.string().trim().max(n, max(n)).optional();
const email = () => yup.string().trim().required(m.emailRequired).max(254, max(254)).matches(COMMUNITY_EMAIL_PATTERN, m.emailInvalid);

export const discussionSchema = yup.object({
  title: yup.string().trim().required(m.discussionRequired).max(200, max(200)),
  content: yup.string().trim().required(m.discussionRequired).max(10000, max(10000)),
  tags: yup.string().max(400, max(400)).optional(),
});
export type DiscussionInput = yup.InferType<typeof discussionSchema>;

export const commentSchema = yup.object({
  content: yup.string().trim().required(m.commentRequired).max(5000, max(5000)),
  parentId: yup.string().trim().nullable().optional(),
});
export type CommentInput = yup.InferType<typeof commentSchema>;

/** A citizen flagging a discussion or a comment for the moderators. */
export const flagSchema = yup.object({
  reason: yup.string().required(m.flagReasonRequired).oneOf(FLAG_REASONS, m.flagReasonRequired),
  details: optionalText(500),
});
export type FlagInput = yup.InferType<typeof flagSchema>;

/** A moderator hiding a post or locking a discussion: the reason citizens will read in its place. */
export const moderationReasonSchema = yup.object({
  reason: yup.string().trim().required(m.moderationReasonRequired).min(5, m.moderationReasonShort).max(300, max(300)),
});

export const registrationSchema = yup.object({
  name: yup.string().trim().required(m.nameRequired).max(120, max(120)),
  email: email(),
  phone: yup
    .string()
    .trim()
    .required(m.phoneRequired)
    .max(30, max(30))
    .test('phone-digits', m.phoneInvalid, (value) => {
      const digits = (value ?? '').replace(/\D/g, '');
      return /^[+\d\s()-]*$/.test(value ?? '') && digits.length >= 7 && digits.length <= 15;
    }),
  organization: optionalText(160),
  role: optionalText(120),
  expectations: optionalText(2000),
});
export type RegistrationInput = yup.InferType<typeof registrationSchema>;

export const workshopRequestSchema = yup.object({
  title: yup.string().trim().required(m.titleRequired).max(200, max(200)),
  date: yup
    .string()
    .trim()
    .required(m.dateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid),
  duration: yup.string().trim().required(m.durationRequired).max(80, max(80)),
  name: yup.string().trim().required(m.nameRequired).max(120, max(120)),
  email: email(),
  organization: optionalText(160),
  location: yup.string().trim().required(m.locationRequired).max(200, max(200)),
  participants: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null || original === undefined ? undefined : value))
    .typeError(m.participantsInvalid)
    .integer(m.participantsInvalid)
    .min(1, m.participantsInvalid)
    .max(10000, m.participantsInvalid)
    .optional(),
  type: yup.string().oneOf(['', 'online', 'offline']).optional(),
  description: yup.string().trim().required(m.descriptionRequired).max(5000, max(5000)),
});
export type WorkshopRequestInput = yup.InferType<typeof workshopRequestSchema>;

export const subscribeSchema = yup.object({
  email: yup.string().trim().required(m.emailInvalid).max(254, max(254)).matches(COMMUNITY_EMAIL_PATTERN, m.emailInvalid),
});

export const waitlistSchema = yup.object({
  email: yup.string().trim().max(254, max(254)).matches(COMMUNITY_EMAIL_PATTERN, { message: m.emailInvalid, excludeEmptyString: true }).optional(),
});

export const bookingSchema = yup.object({
  topic: yup.string().trim().required(m.topicRequired).max(200, max(200)),
  description: yup.string().trim().required(m.bookingDescriptionRequired).max(3000, max(3000)),
});
export type BookingInput = yup.InferType<typeof bookingSchema>;
