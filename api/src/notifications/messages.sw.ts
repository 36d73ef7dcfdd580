import type { notificationMessages } from './messages.js';

/**
 * The notifications' texts in Kiswahili, key by key as in messages.ts: plain, everyday Kenyan Kiswahili, the
 * civic words from docs/glossary.md, the same `{placeholders}`. Dates and times are written as the Kiswahili
 * mails write them ("5 Sep 2026, 6:00 PM (saa za Afrika Mashariki)").
 */
export const sw: Record<keyof typeof notificationMessages, string> = {
  /* Signing in and signing up */
  newSignInTitle: 'Kuingia kupya kwenye akaunti yako',
  newSignIn:
    'Akaunti yako imetumika sasa hivi kuingia kwenye kifaa au kivinjari kingine. Kama si wewe, badilisha nenosiri lako sasa: hilo litakutoa kwenye kila kifaa ulichoingia.',
  welcomeTitle: 'Karibu Uwazi Hub',
  welcome: 'Barua pepe yako imethibitishwa. Fuatilia kaunti yako, jiandikishe kwa warsha, au ripoti unachokiona; taarifa mpya kuhusu hayo zitaonekana hapa.',

  /* The case desk */
  statusChangedTitle: 'Hali ya ripoti imebadilika',
  complaintStatusChanged: 'Hali ya lalamiko lako {reference} sasa ni {complaintStatus}: {reason}',
  reportStatusChanged: 'Hali ya ripoti yako sasa ni {complaintStatus}: {reason}',
  caseReplyTitle: 'Jibu jipya kutoka kwa afisa wa kesi',
  complaintCaseReply: 'Lalamiko lako {reference} lina jibu jipya kutoka kwa afisa wa kesi.',
  reportCaseReply: 'Ripoti yako ina jibu jipya kutoka kwa afisa wa kesi.',

  /* Workshops and experts */
  workshopRegisteredTitle: 'Umejiandikisha kwa warsha',
  workshopRegisteredOnline:
    'Umejiandikisha kwa warsha "{title}", tarehe {date}, {time} (saa za Afrika Mashariki). Jiunge na mkutano: {meetingLink}. Iongeze kwenye kalenda yako: {calendarLink}',
  workshopRegisteredVenue: 'Umejiandikisha kwa warsha "{title}", tarehe {date}, {time} (saa za Afrika Mashariki). Mahali: {venue}. Iongeze kwenye kalenda yako: {calendarLink}',
  expertBookedTitle: 'Miadi na mtaalamu imewekwa',
  expertBooked:
    'Kipindi chako na {expert} kuhusu "{topic}" ni {weekday}, {date}, {time} (saa za Afrika Mashariki). Jiunge na mkutano: {meetingLink}. Kiongeze kwenye kalenda yako: {calendarLink}',

  /* The forum */
  discussionReplyTitle: 'Jibu jipya kwenye mjadala wako',
  discussionReply: '{name} amejibu mjadala wako "{discussion}".',
  hiddenTitle: 'Msimamizi wa mijadala ameficha ujumbe wako',
  discussionHidden: 'Msimamizi wa mijadala ameficha mjadala wako "{discussion}". Wananchi wanaona sababu hii mahali pake: {reason}',
  commentHidden: 'Msimamizi wa mijadala ameficha maoni yako kwenye "{discussion}". Wananchi wanaona sababu hii mahali pake: {reason}',
  restoredTitle: 'Ujumbe wako unaonekana tena',
  discussionRestored: 'Msimamizi wa mijadala amerudisha mjadala wako "{discussion}".',
  commentRestored: 'Msimamizi wa mijadala amerudisha maoni yako kwenye "{discussion}".',
  lockedTitle: 'Mjadala wako umefungwa',
  discussionLocked: 'Msimamizi wa mijadala amefunga mjadala wako "{discussion}": maoni mapya hayawezi kuongezwa. Sababu: {reason}',
  unlockedTitle: 'Mjadala wako umefunguliwa tena',
  discussionUnlocked: 'Msimamizi wa mijadala amefungua mjadala wako "{discussion}": maoni yanaruhusiwa tena.',

  /* Follow updates */
  followTitle: 'Taarifa mpya kuhusu unachofuatilia',
  followSummary: 'Mabadiliko {count} kwenye miradi unayoifuatilia. {changes} Yaone yote: {link}',
};
