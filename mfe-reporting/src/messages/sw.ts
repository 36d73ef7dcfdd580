import type { en } from './en';

/** The reporting section's Kiswahili catalog (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  loading: 'Inapakia…',
  requiredMark: 'lazima',

  // Evidence and documents (shared by the report modal, the complaint form and follow-up)
  filesDropHint: 'Buruta faili hapa, au uzichague kwa kitufe kilicho hapa chini. Picha, video, PDF, Word au Excel; hadi MB 10 kila moja na faili 10 kwa jumla.',
  filesChosen: 'Faili zilizoambatishwa ({count})',
  fileRemove: 'Ondoa {name}',
  fileRemoveShort: 'Ondoa',
  fileProblemsTitle: 'Baadhi ya faili hazikuambatishwa:',
  fileKeepsHiddenDetails: 'Hatuwezi kuondoa maelezo yaliyofichwa ndani ya aina hii ya faili, kama jina la mwandishi. Iambatishe tu ikiwa ni salama kwako.',
  tryAgain: 'Jaribu tena',
  incident_bribery: 'Rushwa (hongo)',
  incident_embezzlement: 'Ubadhirifu wa pesa za umma',
  incident_nepotism: 'Upendeleo au kujuana',
  incident_procurement: 'Ukiukaji katika ununuzi wa umma',
  incident_extortion: 'Kulazimishwa kulipa (unyang’anyi)',
  incident_other: 'Nyingine',
  category_corruption: 'Ufisadi',
  category_misconduct: 'Utovu wa nidhamu',
  category_fraud: 'Ulaghai',
  category_harassment: 'Unyanyasaji',
  timelineReason: 'Sababu: {reason}',
  referralReport: 'Ripoti yako imepelekwa kwa {body}.',
  referralComplaint: 'Lalamiko lako limepelekwa kwa {body}.',
  referralWebsite: 'Tovuti ya {short}',
  messageFromYou: 'Wewe',
  messageFromStaff: 'Afisa wa kesi',
  reportFormOpenFailed: 'Hatukuweza kufungua fomu ya ripoti. Angalia mtandao wako kisha ujaribu tena.',
  keepDraftLabel: 'Hifadhi rasimu kwenye simu hii',
  keepDraftHint:
    'Unachoandika na faili unazochagua hubaki kwenye simu hii hadi utakapozituma au kuondoa alama kwenye kisanduku hiki, hata ukurasa ukifungwa au mtandao ukikatika. Mtu yeyote anayeweza kufungua kivinjari hiki anaweza kuzisoma. Hakuna kinachohifadhiwa usipoweka alama.',
  keepDraftRestored: 'Rasimu yako iliyohifadhiwa tarehe {date} imerudi. Ondoa alama kwenye "Hifadhi rasimu kwenye simu hii" ili kuifuta kwenye simu hii.',
  sendWaitingBody: 'Uko nje ya mtandao. Itatumwa mara tu mtandao utakaporudi, bila wewe kufanya chochote zaidi: acha ukurasa huu wazi.',
  sendWaitingNotKept:
    'Imehifadhiwa kwenye ukurasa huu tu: ukurasa ukifungwa kwanza, itapotea. Ili kuihifadhi kwenye simu hii pia, rudi kwenye fomu na uweke alama kwenye "Hifadhi rasimu kwenye simu hii".',
  sendWaitingKept: 'Imehifadhiwa pia kwenye simu hii: ukurasa ukifungwa, fungua fomu tena ukiwa mtandaoni na itatumwa kutoka hapo.',
  sendWaitingBack: 'Rudi kwenye fomu',

  uploadTitle: 'Faili zako zinatumwa',
  uploadTotal: '{sent} kati ya {total} zimetumwa ({percent})',
  uploadFileWaiting: 'Inasubiri',
  uploadFileSent: 'Imetumwa',
  uploadFileFailed: 'Haijatumwa',
  uploadRetry: 'Jaribu tena',
  uploadRetryFile: 'Jaribu kutuma {name} tena',
  uploadStop: 'Acha kutuma',
  uploadFailedNote: 'Baadhi ya faili hazikutumwa. Angalia mtandao wako, kisha bonyeza Jaribu tena: kilichokwisha fika hakitumwi tena.',
  uploadStopped: 'Utumaji umesimamishwa. Fomu na faili zako ziko kama ulivyoziacha; tuma fomu tena ili kuendelea kutoka pale ilipoishia.',
  sendSending: 'Umerudi mtandaoni: inatumwa sasa…',
};
