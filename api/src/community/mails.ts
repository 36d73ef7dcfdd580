import type { Language } from '../i18n/languages.js';
import { inLanguage } from '../mail/language.js';
import type { Mail } from '../mail/mailer.js';
import { formatTime12h } from './nextSession.js';

/**
 * The words of the community and newsletter e-mails, in English and Kiswahili. Plain text, as the account
 * mails: it reads on every phone and mail client. Each says what happens if the reader ignores it, because the
 * address may have been typed by someone else.
 */

/** How long a seat taken without a confirmed address is held for the address's owner. */
export const SEAT_HOLD_HOURS = 2;
/** How long a waitlist confirmation link works. */
export const WAITLIST_CONFIRM_HOURS = 24;
/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 48;

export interface WorkshopSummary {
  title: string;
  date: string;
  time: string;
  location: string;
  /** The Kiswahili an editor wrote (migration 035); the English is used where there is none. */
  title_sw?: string | null;
  location_sw?: string | null;
}

/** The workshop as a mail in `language` names it: its Kiswahili title and place where an editor wrote them. */
function inMailLanguage<W extends WorkshopSummary>(workshop: W, language: Language): W {
  if (language !== 'sw') return workshop;
  return { ...workshop, title: workshop.title_sw?.trim() || workshop.title, location: workshop.location_sw?.trim() || workshop.location };
}

/**
 * "5 Sep 2026", as the site's formatDate writes dates (that one lives in the browser bundle of @civic/shared,
 * which the API does not load). A YYYY-MM-DD date is a calendar day, so it is read in UTC.
 */
export function mailDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${isoDate}T00:00:00Z`))
    .map((part) => (part.type === 'month' && part.value === 'Sept' ? 'Sep' : part.value))
    .join('');
}

/**
 * "5 Sep 2026 at 9:30 AM (East Africa Time)"; in Kiswahili "5 Sep 2026, 9:30 AM (saa za Afrika Mashariki)", as
 * the Kiswahili workshop pages write it.
 */
export const whenText = (w: { date: string; time: string }, language: Language = 'en') =>
  inLanguage(language, {
    en: `${mailDate(w.date)} at ${formatTime12h(w.time)} (East Africa Time)`,
    sw: `${mailDate(w.date)}, ${formatTime12h(w.time)} (saa za Afrika Mashariki)`,
  });

const when = (w: WorkshopSummary, language: Language) =>
  inLanguage(language, {
    en: `${w.date} at ${w.time} (East Africa Time), ${w.location}`,
    sw: `${w.date}, ${w.time} (saa za Afrika Mashariki), ${w.location}`,
  });

export function seatHoldMail(to: string, name: string, named: WorkshopSummary, link: string, language: Language): Mail {
  const workshop = inMailLanguage(named, language);
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: `Confirm your seat: ${workshop.title}`,
        text: `Hello ${name},

A seat is being held for this address at the Uwazi Hub workshop "${workshop.title}" on ${when(workshop, 'en')}.

To keep it, confirm that this is your e-mail address by opening this link within ${SEAT_HOLD_HOURS} hours:

${link}

If the link is not opened in time, the seat is released for someone else. If you did not register, you can ignore this message: nothing more will happen.

— Uwazi Hub`,
      },
      sw: {
        subject: `Thibitisha nafasi yako: ${workshop.title}`,
        text: `Habari ${name},

Tunashikilia nafasi kwa ajili ya barua pepe hii katika warsha ya Uwazi Hub "${workshop.title}", tarehe ${when(workshop, 'sw')}.

Ili uibakize, thibitisha kwamba hii ni barua pepe yako kwa kufungua kiungo hiki ndani ya saa ${SEAT_HOLD_HOURS}:

${link}

Kiungo kisipofunguliwa kwa wakati, nafasi itapewa mtu mwingine. Kama hukujiandikisha, unaweza kupuuza ujumbe huu: hakuna kitakachofanyika tena.

— Uwazi Hub`,
      },
    }),
  };
}

/** A seat came free and an editor offered it to someone on the waitlist: held for them as a registration's is. */
export function seatOfferedMail(to: string, named: WorkshopSummary, link: string, language: Language): Mail {
  const workshop = inMailLanguage(named, language);
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: `A seat is free for you: ${workshop.title}`,
        text: `Hello,

You are on the waitlist of the Uwazi Hub workshop "${workshop.title}" on ${when(workshop, 'en')}, and a seat has come free. It is held for you.

To take it, open this link within ${SEAT_HOLD_HOURS} hours:

${link}

If the link is not opened in time, the seat is offered to the next person on the waitlist. If you no longer wish to attend, you can ignore this message.

— Uwazi Hub`,
      },
      sw: {
        subject: `Nafasi iko wazi kwa ajili yako: ${workshop.title}`,
        text: `Habari,

Uko kwenye orodha ya kusubiri ya warsha ya Uwazi Hub "${workshop.title}", tarehe ${when(workshop, 'sw')}, na nafasi imepatikana. Tunaishikilia kwa ajili yako.

Ili uichukue, fungua kiungo hiki ndani ya saa ${SEAT_HOLD_HOURS}:

${link}

Kiungo kisipofunguliwa kwa wakati, nafasi itapewa mtu anayefuata kwenye orodha ya kusubiri. Kama hutaki tena kuhudhuria, unaweza kupuuza ujumbe huu.

— Uwazi Hub`,
      },
    }),
  };
}

/** What a confirmed registrant needs to attend: the meeting link (online) or the venue, and the invite. */
export interface RegisteredDetails {
  /** The workshop's meeting link; null for a workshop held in person. */
  meetingLink: string | null;
  /** The registrant's own calendar invite (.ics). */
  calendarLink: string;
}

/** How to attend, in a sentence or two: the same words in the e-mail and in the bell. */
export function attendLine(workshop: WorkshopSummary, details: RegisteredDetails): string {
  return details.meetingLink ? `Join the meeting: ${details.meetingLink}` : `Venue: ${workshop.location}`;
}

export function registeredMail(to: string, name: string, named: WorkshopSummary, details: RegisteredDetails, language: Language): Mail {
  const workshop = inMailLanguage(named, language);
  const attend = details.meetingLink
    ? inLanguage(language, {
        en: `It is held online. Join the meeting at the start time with this link (keep it to yourself: it is your seat):

${details.meetingLink}`,
        sw: `Warsha inafanyika mtandaoni. Saa ya kuanza ikifika, jiunge na mkutano kwa kiungo hiki (usimpe mtu mwingine: ndiyo nafasi yako):

${details.meetingLink}`,
      })
    : inLanguage(language, { en: `Venue: ${workshop.location}`, sw: `Mahali: ${workshop.location}` });
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: `Your place is confirmed: ${workshop.title}`,
        text: `Hello ${name},

Your seat at the Uwazi Hub workshop "${workshop.title}" is confirmed.

When: ${whenText(workshop, 'en')}
${attend}

Add it to your calendar (an .ics invite for Google Calendar, Outlook or your phone):

${details.calendarLink}

If you can no longer come, please reply to this e-mail so we can offer your seat to someone on the waitlist.

— Uwazi Hub`,
      },
      sw: {
        subject: `Nafasi yako imethibitishwa: ${workshop.title}`,
        text: `Habari ${name},

Nafasi yako katika warsha ya Uwazi Hub "${workshop.title}" imethibitishwa.

Lini: ${whenText(workshop, 'sw')}
${attend}

Iongeze kwenye kalenda yako (mwaliko wa .ics kwa Google Calendar, Outlook au simu yako):

${details.calendarLink}

Kama hutaweza kufika, tafadhali jibu barua pepe hii ili nafasi yako tumpe mtu aliye kwenye orodha ya kusubiri.

— Uwazi Hub`,
      },
    }),
  };
}

export function waitlistMail(to: string, named: WorkshopSummary, link: string, language: Language): Mail {
  const workshop = inMailLanguage(named, language);
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: `Confirm your place on the waitlist: ${workshop.title}`,
        text: `Hello,

Someone (we hope you) asked to put this address on the waitlist for the Uwazi Hub workshop "${workshop.title}".

To confirm, open this link within ${WAITLIST_CONFIRM_HOURS} hours:

${link}

We will then write to you if a place opens or the workshop runs again. If you did not ask for this, ignore this message: the address is not added without the link.

— Uwazi Hub`,
      },
      sw: {
        subject: `Thibitisha nafasi yako kwenye orodha ya kusubiri: ${workshop.title}`,
        text: `Habari,

Mtu fulani (tunatumaini ni wewe) aliomba barua pepe hii iwekwe kwenye orodha ya kusubiri ya warsha ya Uwazi Hub "${workshop.title}".

Ili kuthibitisha, fungua kiungo hiki ndani ya saa ${WAITLIST_CONFIRM_HOURS}:

${link}

Kisha tutakuandikia nafasi ikipatikana au warsha ikifanyika tena. Kama hukuomba hili, puuza ujumbe huu: barua pepe hii haiongezwi bila kiungo hiki.

— Uwazi Hub`,
      },
    }),
  };
}

/** Each list's name as a mail says it (the Kiswahili as mfe-org's newsletter pages write it). */
const LIST_NAMES: Record<Language, Record<string, string>> = {
  en: { general: 'the Uwazi Hub newsletter', workshops: 'Uwazi Hub workshop news' },
  sw: { general: 'jarida la Uwazi Hub', workshops: 'habari za warsha za Uwazi Hub' },
};

function listName(list: string, language: Language): string {
  const names = inLanguage(language, LIST_NAMES);
  return names[list] ?? names.general!;
}

export function newsletterConfirmMail(to: string, list: string, confirmLink: string, unsubscribeLink: string, language: Language): Mail {
  const name = listName(list, language);
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: `Confirm your subscription to ${name}`,
        text: `Hello,

Someone (we hope you) asked to subscribe this address to ${name}.

To start receiving it, open this link within ${NEWSLETTER_CONFIRM_HOURS} hours:

${confirmLink}

If you did not ask for this, ignore this message: nothing is sent to this address without the link.

Remove this address now: ${unsubscribeLink}

— Uwazi Hub`,
      },
      sw: {
        subject: `Thibitisha kujiunga na ${name}`,
        text: `Habari,

Mtu fulani (tunatumaini ni wewe) aliomba barua pepe hii iandikishwe kupokea ${name}.

Ili uanze kupokea, fungua kiungo hiki ndani ya saa ${NEWSLETTER_CONFIRM_HOURS}:

${confirmLink}

Kama hukuomba hili, puuza ujumbe huu: hatutumi chochote kwa barua pepe hii bila kiungo hiki.

Ondoa barua pepe hii sasa: ${unsubscribeLink}

— Uwazi Hub`,
      },
    }),
  };
}

export function alreadySubscribedMail(to: string, list: string, unsubscribeLink: string, language: Language): Mail {
  const name = listName(list, language);
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: `You are already subscribed to ${name}`,
        text: `Hello,

Someone (perhaps you) asked to subscribe this address to ${name}. It is already subscribed, so nothing has changed.

To stop receiving it: ${unsubscribeLink}

— Uwazi Hub`,
      },
      sw: {
        subject: `Tayari umejiunga na ${name}`,
        text: `Habari,

Mtu fulani (huenda ni wewe) aliomba barua pepe hii iandikishwe kupokea ${name}. Tayari imeandikishwa, kwa hiyo hakuna kilichobadilika.

Kuacha kupokea: ${unsubscribeLink}

— Uwazi Hub`,
      },
    }),
  };
}
