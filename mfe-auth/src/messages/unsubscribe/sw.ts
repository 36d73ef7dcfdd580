import type { en } from './en';

/** The accounts section's Kiswahili texts for unsubscribing from e-mails (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  /* Kuacha barua pepe kupitia kiungo kilicho kwenye barua pepe ya arifa (/notifications/unsubscribe) */
  unsubscribeTitle: 'Acha barua pepe',
  unsubscribeChecking: 'Tunaangalia kiungo chako…',
  unsubscribeCheckFailed: 'Hatukuweza kuangalia kiungo chako',
  unsubscribeAsk_account: 'Acha kupokea barua pepe kuhusu akaunti yako?',
  unsubscribeAsk_cases: 'Acha kupokea barua pepe kuhusu ripoti na malalamiko yako?',
  unsubscribeAsk_community: 'Acha kupokea barua pepe kuhusu warsha na vikao vya wataalamu?',
  unsubscribeAsk_forum: 'Acha kupokea barua pepe kuhusu mijadala ya jukwaa?',
  unsubscribeAsk_follows: 'Acha kupokea barua pepe kuhusu kaunti na miradi unayofuatilia?',
  unsubscribeAsk_all: 'Acha kupokea kila barua pepe ya arifa?',
  unsubscribeOnlyEmail: 'Hii inahusu barua pepe tu: kinachoonekana kwenye kengele kinabaki kama kilivyo.',
  unsubscribeSubmit: 'Acha barua pepe hizi',
  unsubscribeWorking: 'Tunasimamisha…',
  unsubscribeDone: 'Imekamilika: barua pepe hizi zimesimamishwa.',
  unsubscribeFailed: 'Hatukuweza kusimamisha barua pepe hizi. Angalia muunganisho wako kisha ujaribu tena.',
  unsubscribeChoose: 'Chagua kinachokufikia',
  unsubscribeSignIn: 'Ingia ili uchague kinachokufikia',
  unsubscribeNoToken: 'Kiungo hiki hakijakamilika. Tafadhali tumia kiungo chote kutoka kwenye barua pepe yako.',
  unsubscribeBadLink: 'Kiungo hiki cha kujiondoa si sahihi.',
};
