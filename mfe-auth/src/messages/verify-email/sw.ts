import type { en } from './en';

/** The accounts section's Kiswahili texts for e-mail address checking (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  /* Verify e-mail */
  verifyTitle: 'Thibitisha barua pepe yako',
  verifyIntro: 'Tunahitaji kujua kwamba barua pepe hii ni yako kabla hujaingia. Omba kiungo cha uthibitisho hapa chini.',
  verifying: 'Tunathibitisha barua pepe yako…',
  verifiedFallback: 'Barua pepe yako imethibitishwa. Sasa unaweza kuingia.',
  verifyUnreachable: 'Hatukuweza kufikia seva ili kukagua kiungo chako. Angalia muunganisho wako kisha ufungue kiungo tena.',
  resendTitle: 'Tuma kiungo kipya cha uthibitisho',
  verifySubmit: 'Thibitisha',
  verifySending: 'Inatuma…',
  verificationSent: 'Barua pepe ya uthibitisho imetumwa',
};
