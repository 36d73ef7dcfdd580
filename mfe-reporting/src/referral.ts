import type { Language } from '@civic/shared';
import { referralBody, type ReferralBody } from '@civic/shared/contracts';

/** The initials people know a body by (EACC, OCOB), as opposed to a short description (the county assembly). */
const INITIALS = /^[A-Z]{2,}$/;

/**
 * A body as a list names it, in `language`: "Ethics and Anti-Corruption Commission (EACC)". Only initials go in
 * brackets: a short name that is a description would repeat the name.
 */
export function bodyLabel(body: ReferralBody, language: Language): string {
  const name = body.name[language];
  return INITIALS.test(body.short) ? `${name} (${body.short})` : name;
}

/**
 * The same inside an English sentence, with its article: "the Ethics and Anti-Corruption Commission (EACC)", and
 * "the county assembly of …" for a name that opens with one. Kiswahili names need none.
 */
export function bodyInSentence(body: ReferralBody, language: Language): string {
  const label = bodyLabel(body, language);
  if (language !== 'en') return label;
  return label.startsWith('The ') ? label.replace(/^The /, 'the ') : `the ${label}`;
}

/** A body named by its code, for the desk; a code this release does not know yet is shown as it is. */
export function bodyLabelOf(code: string, language: Language): string {
  const body = referralBody(code);
  return body ? bodyLabel(body, language) : code;
}
