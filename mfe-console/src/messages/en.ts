/** The staff console's English texts that its pages share (the console's navigation, access, roles and every content page's parts); each page's own texts are a part of their own (`./workshops`, ...). */
export const en = {
  loading: 'Loading…',
  tryAgain: 'Try again',
  formOpenFailed: 'We could not open the form. Check your connection and try again.',
  signInNeeded: 'Please sign in with a staff account to use the console.',
  signInLink: 'Sign in',
  secondFactorNeeded: 'Confirm it is you with the code from your authenticator app before using the console.',
  secondFactorLink: 'Confirm it is you',
  administratorsOnly: 'The console is for Uwazi Hub administrators only.',
  editorsOnly: 'The content pages are for editors.',
  consoleNav: 'Staff console',
  roleAdministrator: 'Administrator',
  roleAdministratorHint: 'manages staff and the site’s settings',
  roleCaseHandler: 'Case handler',
  roleCaseHandlerHint: 'reads and works reports and complaints',
  roleModerator: 'Moderator',
  roleModeratorHint: 'looks after the forum',
  roleEditor: 'Editor',
  roleEditorHint: 'the FAQ, workshops, events, the team, testimonials, experts, publications, the organisation’s details and project records',

  /* Staff */
  staffTitle: 'Staff',

  /* Audit */
  auditTitle: 'Audit log',

  /* Moderation */
  moderationTitle: 'Moderation',
  hide: 'Hide',
  keep: 'Keep',
  lock: 'Lock',
  cancel: 'Cancel',
  actionFailed: 'That did not work. Please try again.',

  /* FAQ */
  faqTitle: 'FAQ',
  statePublished: 'Published',
  stateDraft: 'Draft (not published)',
  stateChanged: 'Published, with unpublished changes',
  kiswahiliMissing: 'Kiswahili missing: {fields}',
  kiswahiliComplete: 'Nothing is missing in Kiswahili.',
  editedBy: 'Last edited by {name}, {date}',
  editedNever: 'Not edited in the console yet',
  edit: 'Edit',
  editorHint: 'English is required. A Kiswahili field may stay empty until it is translated.',
  languageEnglish: 'English',
  languageKiswahili: 'Kiswahili',
  saveDraft: 'Save draft',
  publish: 'Publish',
  takeDown: 'Take down',
  theirVersion: 'Their version',
  notWritten: 'Nothing written',
  useTheirs: 'Use their version',
  theirsLoaded: 'Their version is in the form now.',
  doneDraft: 'Draft saved.',

  /* Every content page */
  contentSummary: '{records}; {missing}',
  editLabel: 'Edit “{title}”',
  editing: 'Editing “{title}”',
  takeDownLabel: 'Take down “{title}”',
  changedMeanwhile: 'Another editor saved it after you opened this page; it is shown here as it is now. Take it down again if you still mean to.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveUpLabel: 'Move up: “{title}”',
  moveDownLabel: 'Move down: “{title}”',
  movedTo: 'Moved to place {place} of {total}.',
  changedMeanwhileMove: 'Another editor saved it after you opened this page; it is shown here as it is now. Move it again if you still mean to.',
  delete: 'Delete',
  deleteLabel: 'Delete “{title}”',
  deleteForGood: 'Delete for good',
  keepIt: 'Keep it',
  changedMeanwhileDelete: 'Another editor saved it after you opened this page; it is shown here as it is now. Delete it again if you still mean to.',
  listStale: 'That was done, but the list could not be read again: reload the page to see it as it now is.',
  valuesHint: 'These are the same in both languages.',
  fieldTitle: 'Title',
  fieldDescription: 'Description',
  wordTitle: 'title',
  wordDescription: 'description',
  requiredTitle: 'Please fill in the English title.',
  requiredDescription: 'Please fill in the English description.',
  fieldDate: 'Date',
  fieldTime: 'Start time (Nairobi)',
  requiredDate: 'Please give the date.',
  requiredTime: 'Please give the start time.',
  when: '{date} at {time}',

  /* Workshops */
  workshopsTitle: 'Workshops',
  columnName: 'Name',
  columnEmail: 'E-mail',
  notGiven: 'not given',

  /* Townhall events */
  eventsTitle: 'Townhall events',

  /* People: the team, testimonials and experts */
  fieldName: 'Name',

  /* Team */
  teamTitle: 'Team',

  /* Testimonials */
  testimonialsTitle: 'Testimonials',

  /* Experts */
  expertsTitle: 'Experts',

  /* Publications */
  publicationsTitle: 'Publications',

  /* The organisation's details */
  organisationTitle: 'Organisation',
  missingHeading: 'Missing in Kiswahili',

  /* Project records */
  projectsTitle: 'Project records',

  /* Case keys */
  caseKeysTitle: 'Case keys',
} as const;
