import type { en } from './en';

/** The accounts section's Kiswahili texts for sign-in (/auth/signin) (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  googleSignIn: 'Ingia kwa Google',
  googleFailed: 'Kuingia kwa Google hakukukamilika: {message}',

  /* Sign in */
  signInTitle: 'Ingia',
  signInIntro: 'Ingia ili ufuatilie ripoti zako, warsha na miadi yako na wataalamu, na upate arifa.',
  signInFormLoading: 'Inapakia fomu…',
  signInSubmitting: 'Unaingia…',
  signInSuccess: 'Umeingia!',
  signInVerifyRedirect: 'Tafadhali subiri, tunakupeleka kuthibitisha barua pepe yako…',
  signInUnexpected: 'Hitilafu isiyotarajiwa imetokea. Jaribu tena; tatizo likiendelea, wasiliana nasi upate msaada.',
  forgotPasswordLink: 'Umesahau nenosiri lako?',
  noAccount: 'Mgeni kwenye {site}?',
  signUpLink: 'Jisajili',
};
