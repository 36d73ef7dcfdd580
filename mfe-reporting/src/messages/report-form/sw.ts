import type { en } from './en';

/** The reporting section's Kiswahili texts for the corruption report form, opened from a page or another section (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  // Corruption report modal
  reportTitle: 'Ripoti ufisadi nchini Kenya',
  reportIntro: 'Tueleze kilichotokea. Sehemu zenye alama * ni lazima; nyingine zote zinawasaidia maafisa wa kesi kushughulikia ripoti yako.',
  incidentTypeLabel: 'Aina ya tukio',
  incidentTypeChoose: 'Chagua aina',
  locationLabel: 'Lilitokea wapi?',
  locationHint: 'Kwa mfano ofisi, mji au kaunti.',
  dateLabel: 'Tarehe ya tukio',
  descriptionLabel: 'Nini kilitokea?',
  descriptionHint: 'Eleza yaliyotokea kwa maneno yako mwenyewe: nani aliomba nini, lini, na nini kilifuata.',
  involvedPartiesLabel: 'Watu au ofisi zilizohusika',
  evidenceDescriptionLabel: 'Eleza ushahidi wako',
  evidenceDescriptionHint: 'Kwa mfano risiti, jumbe, picha au mashahidi, na mahali vinapoweza kupatikana.',
  evidenceFilesLabel: 'Faili za ushahidi',
  anonymousLabel: 'Ripoti bila kujitambulisha',
  anonymityTitle: 'Maana ya kuripoti bila kujitambulisha',
  anonymityBody:
    'Ukiripoti bila kujitambulisha, hatukuulizi jina lako wala maelezo yako ya mawasiliano, na maafisa wa kesi hawaoni kamwe ni nani aliyetuma ripoti. Lakini kuna mipaka: mtandao unaotumia (wa mwajiri, wa shule, Wi-Fi ya pamoja au kampuni ya simu) unaweza kuona kwamba ulitembelea tovuti hii, na maelezo unayoandika yanaweza kuonyesha kuwa ni wewe. Tumia kifaa na mtandao unaouamini, na usiandike jambo lolote ambalo ni wewe tu unayelijua.',
  anonymityLink: 'Jinsi ya kuripoti bila kujitambulisha',
  keepOriginalsLabel: 'Acha faili kama zilivyo kabisa (maelezo ya mahali na ya mwandishi yatabaki ndani yake)',
  keepOriginalsHint:
    'Usipoweka alama hapa, tunaondoa maelezo yaliyofichwa kabla mtu yeyote hajaona faili zako: mahali na simu au kamera iliyotumika kwenye picha na video, na jina la mwandishi na shirika lake kwenye faili za PDF, Word na Excel.',
  reportOrComplaintTitle: 'Ripoti ya ufisadi au lalamiko?',
  reportOrComplaintBody:
    'Fomu hii ni ya ufisadi: hongo, pesa za umma zilizoibwa, zabuni iliyopangwa kwa hila. Unaweza kuituma bila kujitambulisha. Kwa huduma mbaya kutoka ofisi ya umma, kama kucheleweshwa, afisa asiye na adabu au kutozwa pesa isivyo sahihi, wasilisha lalamiko badala yake: unatoa maelezo yako ya mawasiliano na afisa wa kesi anakujibu.',
  reportOrComplaintLink: 'Wasilisha lalamiko kuhusu huduma mbaya',
  contactTitle: 'Maelezo yako ya mawasiliano (si lazima)',
  contactName: 'Jina lako',
  contactEmail: 'Barua pepe',
  contactPhone: 'Namba ya simu',
  reportSubmit: 'Tuma ripoti',
  reportSubmitting: 'Inatuma...',
  reportCancel: 'Ghairi',
  reportSuccessToast: 'Ripoti imetumwa!',
  reportSuccessTitle: 'Ripoti yako imetumwa!',
  reportSuccessConfidential: 'Asante. Taarifa zako zitashughulikiwa kwa usiri mkubwa.',
  receiptLabel: 'Namba yako ya risiti ya siri',
  receiptKeep:
    'Andika namba hii au uinakili mahali salama sasa hivi. Ndiyo njia pekee ya kurudi kwenye ripoti yako: kwa namba hii utaona kinachoendelea, utasoma majibu na utaongeza ushahidi. Hatuwezi kuionyesha tena wala kukurejeshea ikipotea.',
  receiptCopy: 'Nakili',
  receiptCopied: 'Namba ya risiti imenakiliwa. Dirisha hili litafungwa baada ya sekunde 2.',
  receiptCopyFailed: 'Namba haikuweza kunakiliwa yenyewe. Tafadhali iandike.',
  receiptSaved: 'Nimehifadhi namba ya risiti',
  receiptCloseWarning:
    'Hifadhi namba yako ya risiti kabla ya kufunga dirisha hili: inakili au iandike, kisha ubonyeze "Nimehifadhi namba ya risiti". Ukifunga tena, utaondoka bila namba hiyo.',
  receiptSavedNote: 'Asante. Dirisha hili litafungwa baada ya sekunde 2.',
  followUpLink: 'Fuatilia ripoti',
  reportFailureToast: 'Ripoti haikutumwa. Tafadhali jaribu tena.',
  reportFailureTitle: 'Haikutumwa',
  reportFailureBody: 'Hitilafu ilitokea wakati wa kushughulikia ripoti yako. Tafadhali jaribu tena baadaye.',
  reportWaitingTitle: 'Ripoti yako inasubiri mtandao',
};
