import { createTranslator } from '@civic/shared';
import { en } from './en';

/**
 * The texts the section's pages share (the loading label, evidence files, uploads, drafts, the case's
 * vocabulary): English bundled (the fallback), Kiswahili fetched from this release only when it is the page's
 * language. The package's root component calls `useTranslations()`. Each page's own texts are a part of their own
 * (`./complaints`, `./track`, ...; `withCommonTexts` of `@civic/shared/texts-part`), so a page does not carry the others'.
 */
export const { t, useTranslations } = createTranslator('reporting', {
  en,
  sw: () => import(/* webpackChunkName: "messages-sw" */ './sw').then((module) => module.sw),
});
