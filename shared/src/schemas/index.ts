import * as yup from 'yup';
import { validationMessages as m } from './messages.ts';

import { EMAIL_PATTERN } from './accounts.ts';

export { validationMessages, accountMessages } from './messages.ts';
export * from './accounts.ts';

const max = (n: number) => m.tooLong.replace('{max}', String(n));

export const newsletterSchema = yup.object({
  email: yup.string().trim().required(m.newsletterEmailRequired).max(254, max(254)).matches(EMAIL_PATTERN, m.newsletterEmailInvalid),
});
export type NewsletterInput = yup.InferType<typeof newsletterSchema>;

export const contactSchema = yup.object({
  name: yup.string().trim().required(m.contactNameRequired).max(120, max(120)),
  email: yup.string().trim().required(m.contactEmailRequired).max(254, max(254)).matches(EMAIL_PATTERN, m.contactEmailInvalid),
  department: yup.string().trim().max(60, max(60)).optional(),
  subject: yup.string().trim().max(200, max(200)).optional(),
  message: yup.string().trim().required(m.contactMessageRequired).max(5000, max(5000)),
});
export type ContactInput = yup.InferType<typeof contactSchema>;

/**
 * Validates `input` with `schema`; on failure names the first field at fault (in the order the schema
 * lists its fields, which is the order of the form) and its message.
 */
export async function validateFirstError<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<{ ok: true; value: yup.InferType<S> } | { ok: false; field: string; message: string }> {
  try {
    const value: yup.InferType<S> = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const order = Object.keys((schema as yup.AnyObjectSchema).fields);
    const errors = error.inner.length ? error.inner : [error];
    const rank = (e: yup.ValidationError) => {
      const index = order.indexOf((e.path ?? '').split(/[.[]/)[0] ?? '');
      return index === -1 ? order.length : index;
    };
    const first = [...errors].sort((a, b) => rank(a) - rank(b))[0]!;
    return { ok: false, field: first.path ?? '', message: first.message };
  }
}
export * from './reports.ts';
export * from './community.ts';
export { flattenMessages, translateMessage, messageKeyOf, englishMessages, createMessageMatcher, type MessageGroups, type MessageMatcher } from './translate.ts';
