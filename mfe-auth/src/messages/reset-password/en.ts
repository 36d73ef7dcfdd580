/** The accounts section's English texts for the new-password page. The product's agreed texts are kept word for word: do not reword them. */
export const en = {
  /* Set new password */
  resetTitle: 'Choose a new password',
  resetIntro: 'Pick a password you do not use on any other site.',
  resetSubmit: 'Reset password',
  resetting: 'Resetting…',
  resetSuccessTitle: 'Password reset successful',
  resetSuccessText: 'You can now sign in with your new password.',
  resetSubmitFailed: 'Failed to reset password. Please try again.',
  resetTokenMissing: 'This link is incomplete. Please use the link from your e-mail.',
  askNewLink: 'Ask for a new reset link',
  resetChecking: 'Checking your link…',
  resetUnchecked: 'We could not check your link just now. You can still choose a new password: if the link has expired, we will tell you when you save it.',
} as const;
