/** The accounts section's English texts for the forgotten-password page. The product's agreed texts are kept word for word: do not reword them. */
export const en = {
  /* Forgot password */
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the e-mail address you signed up with and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending…',
  resetEmailSent: 'Password reset email sent',
  resetLinkSentTitle: 'Reset link sent',
  resetLinkSentText: 'If an account exists for {email}, a link to choose a new password is on its way. The link is valid for 1 hour.',
  resetLinkSentSpam: 'Nothing in your inbox after a few minutes? Check your spam folder.',
  backToSignIn: 'Back to sign in',
} as const;
