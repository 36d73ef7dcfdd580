/**
 * The notifications' texts, in English exactly as the code that calls `app.notify` stores them (titles and
 * messages). Notifications are stored in English; this catalog only names their texts, so that each one can be
 * given in the reader's language on its way to the browser (language.ts, with the Kiswahili in messages.sw.ts).
 * A text built at run time is written with `{placeholders}` for its variable parts. A few placeholders hold a
 * value that is itself words and is given in the reader's language too (language.ts, `VALUES`):
 * `{complaintStatus}` (a complaint's status label), `{weekday}` (an English weekday name) and `{changes}` (the
 * sentences of a follow update, rebuilt by follows/changes.ts's describeChange). Everything else (a name, a
 * title, a date as the mails write it, a link) is carried over as it is.
 *
 * Kept apart from the answers' catalog (i18n/messages.ts) because these templates are loose (`{name} replied
 * to "{discussion}".`) and must not reword an answer's `message`; both are matched by the same code
 * (createMessageMatcher).
 */
export const notificationMessages = {
  /* Signing in and signing up (routes/auth.ts: NEW_SIGN_IN_*, WELCOME_*) */
  newSignInTitle: 'New sign-in to your account',
  newSignIn: 'Your account was just signed in to on another device or browser. If this was not you, reset your password now: that signs out every session.',
  welcomeTitle: 'Welcome to Uwazi Hub',
  welcome: 'Your address is verified. Follow your county, join a workshop, or report what you see; updates about them will appear here.',

  /* The case desk, to a signed-in reporter (reporting/desk.ts) */
  statusChangedTitle: 'Report status changed',
  complaintStatusChanged: 'Your complaint {reference} is now {complaintStatus}: {reason}',
  reportStatusChanged: 'Your report is now {complaintStatus}: {reason}',
  caseReplyTitle: 'New reply from a case handler',
  complaintCaseReply: 'Your complaint {reference} has a new reply from a case handler.',
  reportCaseReply: 'Your report has a new reply from a case handler.',

  /* Workshops and experts (community/workshopRoutes.ts with mails.ts's whenText and attendLine; community/expertRoutes.ts) */
  workshopRegisteredTitle: 'Workshop registration confirmed',
  workshopRegisteredOnline: 'You are registered for "{title}" on {date} at {time} (East Africa Time). Join the meeting: {meetingLink}. Add it to your calendar: {calendarLink}',
  workshopRegisteredVenue: 'You are registered for "{title}" on {date} at {time} (East Africa Time). Venue: {venue}. Add it to your calendar: {calendarLink}',
  expertBookedTitle: 'Expert session booked',
  expertBooked:
    'Your session with {expert} on "{topic}" is on {weekday} {date} at {time} (East Africa Time). Join the meeting: {meetingLink}. Add it to your calendar: {calendarLink}',

  /* The forum (community/discussionRoutes.ts) */
  discussionReplyTitle: 'New reply to your discussion',
  discussionReply: '{name} replied to "{discussion}".',

  /* Forum moderation, to a post's author (community/moderationRoutes.ts: MODERATION_NOTICES) */
  hiddenTitle: 'A moderator hid your post',
  discussionHidden: 'A moderator hid your discussion "{discussion}". Citizens see this reason in its place: {reason}',
  commentHidden: 'A moderator hid your comment in "{discussion}". Citizens see this reason in its place: {reason}',
  restoredTitle: 'Your post is visible again',
  discussionRestored: 'A moderator restored your discussion "{discussion}".',
  commentRestored: 'A moderator restored your comment in "{discussion}".',
  lockedTitle: 'Your discussion was locked',
  discussionLocked: 'A moderator locked your discussion "{discussion}": no new comments can be added. The reason: {reason}',
  unlockedTitle: 'Your discussion is open again',
  discussionUnlocked: 'A moderator unlocked your discussion "{discussion}": comments are open again.',

  /*
   * Follow updates (follows/changes.ts: FOLLOW_TITLE, and the message of deliverFollowChanges). A message of up
   * to three changes is their sentences and the link, `{changes} {link}`; it is taken apart in language.ts (the
   * link is the last word), not here, as a pattern would cut it at the first space.
   */
  followTitle: 'An update on what you follow',
  followSummary: '{count} changes to projects you follow. {changes} See them all: {link}',
} satisfies Record<string, string>;
