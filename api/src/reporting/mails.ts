import type { Mail } from '../mail/mailer.js';

/**
 * The words of the complaint e-mails. Plain text, as the account and community mails. None carries the
 * complaint's details: a mailbox may be read by others, so each says what changed and where to read the rest,
 * which takes the reference and this address together.
 */

export interface ComplaintMailFacts {
  to: string;
  fullName: string;
  reference: string;
  /** The site's public address (PUBLIC_URL). */
  siteUrl: string;
}

/** Where a complaint is followed up, reference and e-mail address in hand (mfe-reporting's routes.json). */
export const TRACK_PATH = '/complaints/track';

const howToTrack = (facts: ComplaintMailFacts) =>
  `To follow your complaint, open ${facts.siteUrl}${TRACK_PATH} and enter the reference ${facts.reference} with this e-mail address.`;

export function complaintReceivedMail(facts: ComplaintMailFacts): Mail {
  return {
    to: facts.to,
    subject: `We received your complaint ${facts.reference}`,
    text: `Hello ${facts.fullName},

Thank you for your complaint to Uwazi Hub. It has been received and a case handler will contact you within 48 hours.

Your reference number is ${facts.reference}. Quote it whenever you contact us about this complaint.

${howToTrack(facts)}

If you did not file a complaint, someone may have typed your address by mistake: please tell us through ${facts.siteUrl}/contact-us.

— Uwazi Hub`,
  };
}

export function complaintStatusMail(facts: ComplaintMailFacts, statusLabel: string, reason: string): Mail {
  return {
    to: facts.to,
    subject: `Your complaint ${facts.reference} is now ${statusLabel}`,
    text: `Hello ${facts.fullName},

The status of your complaint ${facts.reference} has changed to ${statusLabel}.

The case handler's reason: ${reason}

${howToTrack(facts)}

— Uwazi Hub`,
  };
}

export function complaintReplyMail(facts: ComplaintMailFacts): Mail {
  return {
    to: facts.to,
    subject: `A case handler replied about your complaint ${facts.reference}`,
    text: `Hello ${facts.fullName},

A case handler has written to you about your complaint ${facts.reference}.

${howToTrack(facts)} The reply is under "Replies from case handlers".

— Uwazi Hub`,
  };
}
