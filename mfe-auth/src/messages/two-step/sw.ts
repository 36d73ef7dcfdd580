import type { en } from './en';

/** The accounts section's Kiswahili texts for two-step sign-in (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  twoStepTitle: 'Kuingia kwa hatua mbili',
  twoStepIntro: 'Wafanyakazi wanaoweza kusoma ripoti au kusimamia wafanyakazi huthibitisha kila wanapoingia kwa namba kutoka programu ya uthibitishaji kwenye simu yao.',
  twoStepSignIn: 'Tafadhali ingia kwanza.',
  twoStepLoadFailed: 'Hatukuweza kuangalia kuingia kwako kwa hatua mbili',
  twoStepNotNeeded: 'Akaunti yako haihitaji kuingia kwa hatua mbili: ni kwa wafanyakazi wenye jukumu la msimamizi wa tovuti au afisa wa kesi.',
  twoStepDone: 'Umethibitisha kuwa ni wewe kwa kuingia huku.',
  twoStepContinue: 'Endelea',
  twoStepSetupIntro:
    'Majukumu yako yanahitaji hatua ya pili unapoingia. Weka programu ya uthibitishaji kwenye simu yako kama huna (kwa mfano Google Authenticator, Microsoft Authenticator, FreeOTP au Aegis), kisha uiweke hapa. Inachukua dakika mbili.',
  twoStepStart: 'Weka kuingia kwa hatua mbili',
  twoStepStarting: 'Tunaandaa ufunguo wako…',
  twoStepScanHeading: '1. Ongeza Uwazi Hub kwenye programu yako',
  twoStepScan: 'Kwenye programu yako ya uthibitishaji, chagua kuongeza akaunti kisha uchanganue namba hii.',
  twoStepQrLabel: 'Msimbo wa QR wa ufunguo wako wa kuingia kwa hatua mbili',
  twoStepOpenApp: 'Uko kwenye simu hii? Fungua ufunguo kwenye programu yako ya uthibitishaji',
  twoStepTypeKey: 'Au andika ufunguo huu kwenye programu:',
  twoStepConfirmHeading: '2. Weka namba inayoonyeshwa na programu yako',
  twoStepAppCode: 'Namba kutoka programu yako',
  twoStepAppCodeHint: 'Tarakimu sita; programu huonyesha namba mpya kila sekunde 30.',
  twoStepTurnOn: 'Washa kuingia kwa hatua mbili',
  twoStepCodesHeading: 'Namba zako za dharura',
  twoStepCodesIntro:
    'Kuingia kwa hatua mbili kumewashwa. Ukipoteza simu yako, kila moja ya namba hizi inakuwezesha kuingia mara moja badala ya namba ya programu. Zihifadhi mahali salama mbali na simu yako: zinaonyeshwa sasa tu.',
  twoStepCodesDownload: 'Pakua namba hizi',
  twoStepCodesFileHeading: 'Namba za dharura za Uwazi Hub. Kila moja inafanya kazi mara moja, badala ya namba ya programu yako ya uthibitishaji.',
  twoStepCode: 'Namba',
  twoStepCodeHint: 'Namba ya tarakimu 6 inayoonyeshwa na programu yako sasa, au mojawapo ya namba zako za dharura.',
  twoStepConfirm: 'Thibitisha',
  twoStepLostPhone:
    'Umepoteza simu yako? Weka mojawapo ya namba zako za dharura hapo juu. Kama huna, mwombe msimamizi wa tovuti aondoe kuingia kwako kwa hatua mbili; kisha utakuweka upya.',
  twoStepChecking: 'Tunaangalia…',
  twoStepCodeRequired: 'Weka namba kutoka programu yako ya uthibitishaji.',
  twoStepFailed: 'Hatukuweza kuangalia namba. Angalia mtandao wako kisha ujaribu tena.',
  twoStepRecoveryUsed_one: 'Umeingia kwa namba ya dharura. Imebaki {n}: mwombe msimamizi wa tovuti aweke upya kuingia kwako kwa hatua mbili kabla hazijaisha.',
  twoStepRecoveryUsed_other: 'Umeingia kwa namba ya dharura. Zimebaki {n}.',
};
