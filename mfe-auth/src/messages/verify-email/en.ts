/** The accounts section's English texts for e-mail address checking. The product's agreed texts are kept word for word: do not reword them. */
export const en = {
  /* Verify e-mail */
  verifyTitle: 'Verify your e-mail address',
  verifyIntro: 'We need to know your e-mail address is yours before you sign in. Ask for a verification link below.',
  verifying: 'Verifying your e-mail address…',
  verifiedFallback: 'Your e-mail address is verified. You can now sign in.',
  verifyUnreachable: 'We could not reach the server to check your link. Check your connection and open the link again.',
  resendTitle: 'Send a new verification link',
  verifySubmit: 'Verify',
  verifySending: 'Sending…',
  verificationSent: 'verification email is sent email sent',
} as const;
