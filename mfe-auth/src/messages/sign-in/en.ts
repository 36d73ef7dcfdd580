/** The accounts section's English texts for sign-in (/auth/signin). The product's agreed texts are kept word for word: do not reword them. */
export const en = {
  googleSignIn: 'Sign in with Google',
  googleFailed: 'Google sign-in did not complete: {message}',

  /* Sign in */
  signInTitle: 'Sign in',
  signInIntro: 'Sign in to follow your reports, workshops and expert bookings, and to get notifications.',
  signInFormLoading: 'Loading the form…',
  signInSubmitting: 'Signing in…',
  signInSuccess: 'Signed in successfully!',
  signInVerifyRedirect: 'please wait redirecting to verify your email ...',
  signInUnexpected: 'Unexpected error ocurred ,try again if it persists conatct for support',
  forgotPasswordLink: 'Forgot your password?',
  noAccount: 'New to {site}?',
  signUpLink: 'Create an account',
} as const;
