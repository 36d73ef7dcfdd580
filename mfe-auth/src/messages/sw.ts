import type { en } from './en';

/** The accounts section's Kiswahili catalog (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  loading: 'Inapakia…',
  opensInNewTab: '(inafunguka kwenye kichupo kipya)',

  /* Shared parts */
  orDivider: 'au',
  alreadySignedIn: 'Umeingia kama {name}.',
  goToDashboard: 'Nenda kwenye ukurasa wako',
  googleUnavailable: 'Kuingia kwa Google bado hakupatikani kwenye tovuti hii. Tafadhali tumia barua pepe yako.',
  emailLabel: 'Barua pepe',
  passwordLabel: 'Nenosiri',
  showPassword: 'Onyesha nenosiri',
  hidePassword: 'Ficha nenosiri',
  signInSubmit: 'Ingia',
  signInLink: 'Ingia',
  newPasswordHint: 'Angalau herufi 8, bila jina lako wala barua pepe yako. Sentensi fupi utakayoikumbuka ni nenosiri zuri.',
  showPasswordConfirmation: 'Onyesha nenosiri la kuthibitisha',
  hidePasswordConfirmation: 'Ficha nenosiri la kuthibitisha',
  resetFailed: 'Ombi halikufaulu',
  newPasswordLabel: 'Nenosiri jipya',
  confirmNewPasswordLabel: 'Thibitisha nenosiri jipya',
  showNewPassword: 'Onyesha nenosiri jipya',
  hideNewPassword: 'Ficha nenosiri jipya',
  verifyLinkFailed: 'Kiungo hiki si sahihi au muda wake umekwisha. Tafadhali omba kipya.',
  checkingSession: 'Tunakagua kama umeingia…',
  profileFailedText: 'Angalia muunganisho wako kisha ujaribu tena.',
  tryAgain: 'Jaribu tena',
  cancel: 'Ghairi',
  bookingWhen: 'Na {expert} · {date}, {time} (saa za Afrika Mashariki)',
  bookingUpcoming: 'Ijayo',
  bookingPast: 'Imepita',
  joinMeeting: 'Jiunge na mkutano',
};
