import type { Mail } from '../mail/mailer.js';
import { formatTime12h } from './nextSession.js';

/**
 * The words of the community and newsletter e-mails. Plain text, as the account mails: it reads on every
 * phone and mail client. Each says what happens if the reader ignores it, because the address may have
 * been typed by someone else.
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

/** "5 Sep 2026 at 9:30 AM (East Africa Time)". */
export const whenText = (w: { date: string; time: string }) => `${mailDate(w.date)} at ${formatTime12h(w.time)} (East Africa Time)`;

const when = (w: WorkshopSummary) => `${w.date} at ${w.time} (East Africa Time), ${w.location}`;

export function seatHoldMail(to: string, name: string, workshop: WorkshopSummary, link: string): Mail {
  return {
    to,
    subject: `Confirm your seat: ${workshop.title}`,
    text: `Hello ${name},

A seat is being held for this address at the Uwazi Hub workshop "${workshop.title}" on ${when(workshop)}.

To keep it, confirm that this is your e-mail address by opening this link within ${SEAT_HOLD_HOURS} hours:

${link}

If the link is not opened in time, the seat is released for someone else. If you did not register, you can ignore this message: nothing more will happen.

— Uwazi Hub`,
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

export function registeredMail(to: string, name: string, workshop: WorkshopSummary, details: RegisteredDetails): Mail {
  const attend = details.meetingLink
    ? `It is held online. Join the meeting at the start time with this link (keep it to yourself: it is your seat):

${details.meetingLink}`
    : `Venue: ${workshop.location}`;
  return {
    to,
    subject: `Your place is confirmed: ${workshop.title}`,
    text: `Hello ${name},

Your seat at the Uwazi Hub workshop "${workshop.title}" is confirmed.

When: ${whenText(workshop)}
${attend}

Add it to your calendar (an .ics invite for Google Calendar, Outlook or your phone):

${details.calendarLink}

If you can no longer come, please reply to this e-mail so we can offer your seat to someone on the waitlist.

— Uwazi Hub`,
  };
}

export function waitlistMail(to: string, workshop: WorkshopSummary, link: string): Mail {
  return {
    to,
    subject: `Confirm your place on the waitlist: ${workshop.title}`,
    text: `Hello,

Someone (we hope you) asked to put this address on the waitlist for the Uwazi Hub workshop "${workshop.title}".

To confirm, open this link within ${WAITLIST_CONFIRM_HOURS} hours:

${link}

We will then write to you if a place opens or the workshop runs again. If you did not ask for this, ignore this message: the address is not added without the link.

— Uwazi Hub`,
  };
}

const LIST_NAMES: Record<string, string> = {
  general: 'the Uwazi Hub newsletter',
  workshops: 'Uwazi Hub workshop news',
};

function listName(list: string): string {
  return LIST_NAMES[list] ?? 'the Uwazi Hub newsletter';
}

export function newsletterConfirmMail(to: string, list: string, confirmLink: string, unsubscribeLink: string): Mail {
  return {
    to,
    subject: `Confirm your subscription to ${listName(list)}`,
    text: `Hello,

Someone (we hope you) asked to subscribe this address to ${listName(list)}.

To start receiving it, open this link within ${NEWSLETTER_CONFIRM_HOURS} hours:

${confirmLink}

If you did not ask for this, ignore this message: nothing is sent to this address without the link.

Remove this address now: ${unsubscribeLink}

— Uwazi Hub`,
  };
}

export function alreadySubscribedMail(to: string, list: string, unsubscribeLink: string): Mail {
  return {
    to,
    subject: `You are already subscribed to ${listName(list)}`,
    text: `Hello,

Someone (perhaps you) asked to subscribe this address to ${listName(list)}. It is already subscribed, so nothing has changed.

To stop receiving it: ${unsubscribeLink}

— Uwazi Hub`,
  };
}
