import type { Language } from '../i18n/languages.js';
import { inLanguage } from '../mail/language.js';
import type { Mail } from '../mail/mailer.js';

/**
 * The words of the complaint e-mails, in English and Kiswahili. Plain text, as the account and community mails.
 * None carries the complaint's details: a mailbox may be read by others, so each says what changed and where to
 * read the rest, which takes the reference and this address together.
 */

export interface ComplaintMailFacts {
  to: string;
  /** The complainant's name as they gave it; null when none is on the complaint. */
  fullName: string | null;
  reference: string;
  /** The site's public address (PUBLIC_URL). */
  siteUrl: string;
}

/** Where a complaint is followed up, reference and e-mail address in hand (mfe-reporting's routes.json). */
export const TRACK_PATH = '/complaints/track';

/** A complaint's statuses as the desk and the mails name them (the Kiswahili as mfe-reporting's pages do). */
export const COMPLAINT_STATUS_LABELS: Record<Language, Record<string, string>> = {
  en: { received: 'Received', under_review: 'Under review', referred: 'Referred', closed: 'Closed' },
  sw: { received: 'Imepokelewa', under_review: 'Inakaguliwa', referred: 'Imepelekwa kwa taasisi husika', closed: 'Imefungwa' },
};

const hello = (facts: ComplaintMailFacts) => ({ en: `Hello ${facts.fullName ?? 'there'},`, sw: facts.fullName ? `Habari ${facts.fullName},` : 'Habari,' });

const howToTrack = (facts: ComplaintMailFacts) => ({
  en: `To follow your complaint, open ${facts.siteUrl}${TRACK_PATH} and enter the reference ${facts.reference} with this e-mail address.`,
  sw: `Ili kufuatilia lalamiko lako, fungua ${facts.siteUrl}${TRACK_PATH} kisha uweke namba ya kumbukumbu ${facts.reference} pamoja na barua pepe hii.`,
});

export function complaintReceivedMail(facts: ComplaintMailFacts, language: Language): Mail {
  return {
    to: facts.to,
    ...inLanguage(language, {
      en: {
        subject: `We received your complaint ${facts.reference}`,
        text: `${hello(facts).en}

Thank you for your complaint to Uwazi Hub. It has been received and a case handler will contact you within 48 hours.

Your reference number is ${facts.reference}. Quote it whenever you contact us about this complaint.

${howToTrack(facts).en}

If you did not file a complaint, someone may have typed your address by mistake: please tell us through ${facts.siteUrl}/contact-us.

— Uwazi Hub`,
      },
      sw: {
        subject: `Tumepokea lalamiko lako ${facts.reference}`,
        text: `${hello(facts).sw}

Asante kwa kuwasilisha lalamiko lako kwa Uwazi Hub. Limepokelewa, na afisa wa kesi atawasiliana nawe ndani ya saa 48.

Namba yako ya kumbukumbu ni ${facts.reference}. Itaje kila unapowasiliana nasi kuhusu lalamiko hili.

${howToTrack(facts).sw}

Kama hukuwasilisha lalamiko, huenda mtu aliandika barua pepe yako kimakosa: tafadhali tuambie kupitia ${facts.siteUrl}/contact-us.

— Uwazi Hub`,
      },
    }),
  };
}

/** `status` is the complaint's new status (received, under_review, referred, closed); `reason` is the case handler's own words. */
export function complaintStatusMail(facts: ComplaintMailFacts, status: string, reason: string, language: Language): Mail {
  const label = (lang: Language) => COMPLAINT_STATUS_LABELS[lang][status] ?? status;
  return {
    to: facts.to,
    ...inLanguage(language, {
      en: {
        subject: `Your complaint ${facts.reference} is now ${label('en')}`,
        text: `${hello(facts).en}

The status of your complaint ${facts.reference} has changed to ${label('en')}.

The case handler's reason: ${reason}

${howToTrack(facts).en}

— Uwazi Hub`,
      },
      sw: {
        subject: `Hali ya lalamiko lako ${facts.reference} sasa ni: ${label('sw')}`,
        text: `${hello(facts).sw}

Hali ya lalamiko lako ${facts.reference} imebadilika kuwa: ${label('sw')}.

Sababu aliyotoa afisa wa kesi: ${reason}

${howToTrack(facts).sw}

— Uwazi Hub`,
      },
    }),
  };
}

export function complaintReplyMail(facts: ComplaintMailFacts, language: Language): Mail {
  return {
    to: facts.to,
    ...inLanguage(language, {
      en: {
        subject: `A case handler replied about your complaint ${facts.reference}`,
        text: `${hello(facts).en}

A case handler has written to you about your complaint ${facts.reference}.

${howToTrack(facts).en} The reply is under "Replies from case handlers".

— Uwazi Hub`,
      },
      sw: {
        subject: `Afisa wa kesi amejibu kuhusu lalamiko lako ${facts.reference}`,
        text: `${hello(facts).sw}

Afisa wa kesi amekuandikia kuhusu lalamiko lako ${facts.reference}.

${howToTrack(facts).sw} Jibu liko chini ya "Majibu ya maafisa wa kesi".

— Uwazi Hub`,
      },
    }),
  };
}
