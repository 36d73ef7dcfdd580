import type { en } from './en';

/** The accounts section's Kiswahili texts for the forgotten-password page (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  /* Forgot password */
  forgotTitle: 'Umesahau nenosiri lako?',
  forgotIntro: 'Weka barua pepe uliyotumia kujisajili, nasi tutakutumia kiungo cha kuchagua nenosiri jipya.',
  sendResetLink: 'Tuma kiungo',
  sendingResetLink: 'Inatuma…',
  resetEmailSent: 'Barua pepe ya kubadilisha nenosiri imetumwa',
  resetLinkSentTitle: 'Kiungo kimetumwa',
  resetLinkSentText: 'Ikiwa kuna akaunti ya {email}, kiungo cha kuchagua nenosiri jipya kiko njiani. Kiungo hiki kinafanya kazi kwa saa 1.',
  resetLinkSentSpam: 'Hujapata kitu kwenye barua pepe zako baada ya dakika chache? Angalia folda ya barua taka (spam).',
  backToSignIn: 'Rudi uingie',
};
