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
} as const;
