/** Validation texts shared by the browser forms and the API: the product's agreed wording, word for word. */
export const validationMessages = {
  newsletterEmailRequired: 'Email is required.',
  newsletterEmailInvalid: 'Please enter a valid email address.',
  contactNameRequired: 'Name is required.',
  contactEmailRequired: 'Email is required.',
  contactEmailInvalid: 'Invalid email address.',
  contactMessageRequired: 'Message is required.',
  tooLong: 'This is too long (at most {max} characters).',
} as const;

/** Account texts, in the agreed wording; sign-up passwords are at least 8 characters, the same as a reset. */
export const accountMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthPast: 'Date of birth must be in the past',
  genderRequired: 'Please select a gender',
  countryRequired: 'Country is required',
  termsRequired: 'Please accept the terms to continue',
  newPasswordMin: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters',
  tokenRequired: 'This link is incomplete. Please use the link from your e-mail.',
  currentPasswordRequired: 'Enter your current password',
  displayNameLength: 'Enter a public name of 2 to 40 characters',
  displayNameCharacters: 'Use letters, numbers, spaces, full stops, hyphens and apostrophes only',
  displayNameNoLetters: 'Your public name needs at least one letter',
  newPasswordSame: 'Choose a new password that is different from your current one',
  languageInvalid: 'Choose English or Kiswahili',
} as const;

/** The corruption report and its follow-up. */
export const reportMessages = {
  incidentTypeRequired: 'Please choose the type of incident',
  locationRequired: 'Please say where it happened',
  dateRequired: 'Please give the date of the incident',
  dateInFuture: 'The date cannot be in the future',
  descriptionRequired: 'Please describe what happened',
  contactEmailInvalid: 'Please enter a valid email address',
  tooLong: 'This is too long (at most {max} characters).',
  fileTooLarge: '"{name}" is larger than 10 MB.',
  fileWrongType: '"{name}" is not an accepted file type (images, video, PDF, Word or Excel).',
  tooManyFiles: 'At most 10 files can be attached.',
  receiptRequired: 'Please enter your 16-digit receipt code',
  receiptInvalid: 'A receipt code has 16 digits',
  followUpMessageRequired: 'Please write a message',
} as const;

/** The complaint form. */
export const complaintMessages = {
  categoryRequired: 'Please choose a category',
  countyRequired: 'Please choose a county',
  institutionRequired: 'Please name the institution',
  detailsRequired: 'Please describe your complaint',
  incidentDateRequired: 'Please give the date of the incident',
  fullNameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter your phone number',
  declarationRequired: 'Please confirm the declaration',
} as const;

/** Following a complaint up by its reference and the e-mail address given with it (/complaints/track). */
export const complaintTrackingMessages = {
  referenceRequired: 'Please enter the reference number of your complaint',
  referenceInvalid: 'Please enter the reference as it was given to you, for example UH-2026-ABCD-EFGH',
  emailRequired: 'Please enter the e-mail address you gave with your complaint',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** The community forms. */
export const communityMessages = {
  discussionRequired: 'Title and content are required',
  commentRequired: 'Please write something before posting.',
  flagReasonRequired: 'Please choose why you are flagging this.',
  moderationReasonRequired: 'Please give the reason citizens will see.',
  moderationReasonShort: 'Please give a reason of at least 5 characters.',
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Please enter a phone number with 7 to 15 digits.',
  titleRequired: 'Workshop title is required.',
  dateRequired: 'Preferred date is required.',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  durationRequired: 'Duration is required.',
  locationRequired: 'Location is required.',
  descriptionRequired: 'Description is required.',
  participantsInvalid: 'Participants must be a whole number from 1 to 10000.',
  topicRequired: 'Topic is required.',
  bookingDescriptionRequired: 'Description is required.',
  tooLong: 'Please keep this under {max} characters.',
} as const;
