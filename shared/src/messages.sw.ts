import type { en } from './messages';

/** The shared components' Kiswahili texts (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  close: 'Funga',
  tryAgain: 'Jaribu tena',
  retry: 'Jaribu tena',
  sectionUnavailableTitle: 'Sehemu hii haipatikani kwa sasa',
  sectionUnavailableText:
    'Hatukuweza kupakia sehemu hii ya tovuti. Huenda mtandao wako ulikatika, au tunaisasisha. Sehemu nyingine za tovuti zinafanya kazi; jaribu tena baada ya muda mfupi.',
  errorOccurred: 'Hitilafu imetokea',
  needsConnection: 'Uko nje ya mtandao. Hili linahitaji mtandao: jaribu tena utakaporudi mtandaoni.',
  navWhoWeAre: 'Kuhusu sisi',
  navGetInvolved: 'Shiriki',
  navGovernance: 'Utawala',
  navCommunity: 'Jamii',
  navMedia: 'Habari',
  navHome: 'Mwanzo',
  navMore: 'Zaidi',
};
