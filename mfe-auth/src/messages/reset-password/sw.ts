import type { en } from './en';

/** The accounts section's Kiswahili texts for the new-password page (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  /* Set new password */
  resetTitle: 'Chagua nenosiri jipya',
  resetIntro: 'Chagua nenosiri ambalo hulitumii kwenye tovuti nyingine yoyote.',
  resetSubmit: 'Badilisha nenosiri',
  resetting: 'Inabadilisha…',
  resetSuccessTitle: 'Nenosiri limebadilishwa',
  resetSuccessText: 'Sasa unaweza kuingia kwa nenosiri lako jipya.',
  resetSubmitFailed: 'Imeshindikana kubadilisha nenosiri. Tafadhali jaribu tena.',
  resetTokenMissing: 'Kiungo hiki hakijakamilika. Tafadhali tumia kiungo kilicho kwenye barua pepe yako.',
  askNewLink: 'Omba kiungo kipya',
  resetChecking: 'Tunakagua kiungo chako…',
  resetUnchecked: 'Hatukuweza kukagua kiungo chako kwa sasa. Bado unaweza kuchagua nenosiri jipya: ikiwa muda wa kiungo umekwisha, tutakujulisha utakapolihifadhi.',
};
