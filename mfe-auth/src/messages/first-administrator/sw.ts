import type { en } from './en';

/** The accounts section's Kiswahili texts for the first administrator’s page (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  firstAdminTitle: 'Msimamizi wa kwanza wa tovuti',
  firstAdminIntro: 'Kiungo hiki kimechapishwa na seva kwa sababu bado hakuna anayesimamia tovuti hii. Kinafanya kazi mara moja.',
  firstAdminSignIn: 'Ingia (au fungua akaunti, kisha uingie) kama mtu atakayesimamia tovuti hii, kisha urudi kwenye kiungo hiki.',
  firstAdminNoToken: 'Anwani hii haina namba ya kiungo. Nakili kiungo chote kutoka kumbukumbu za seva.',
  firstAdminConfirm: 'Mfanye {name} ({email}) msimamizi wa tovuti hii? Wasimamizi wa tovuti huwaalika wafanyakazi wengine na kuwapa majukumu yao.',
  firstAdminSubmit: 'Nifanye msimamizi wa tovuti',
  firstAdminWorking: 'Tunakuandaa…',
  firstAdminFailed: 'Hatukuweza kukufanya msimamizi wa tovuti. Angalia mtandao wako kisha ujaribu tena.',
};
