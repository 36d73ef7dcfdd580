import { createTranslator } from './i18n';

/** The shared components' English texts. The product's agreed texts are kept word for word: do not reword them. */
export const en = {
  close: 'Close',
  tryAgain: 'Try Again',
  retry: 'Retry',
  sectionUnavailableTitle: 'This section is temporarily unavailable',
  sectionUnavailableText:
    'We could not load this part of the site. Your connection may have dropped, or we may be updating it. The rest of the site still works; try again in a moment.',
  errorOccurred: 'An error occurred',
  needsConnection: 'You are offline. This needs a connection: try again once you are back online.',
  navWhoWeAre: 'Who We Are',
  navGetInvolved: 'Get Involved',
  navGovernance: 'Governance',
  navCommunity: 'Community',
  navMedia: 'Media',
  navHome: 'Home',
  navMore: 'More',
} as const;

/** The shared components' texts: English bundled, Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = createTranslator('shared', {
  en,
  sw: () => import(/* webpackChunkName: "shared-sw" */ './messages.sw').then((module) => module.sw),
});
