import { createTranslator } from '@civic/shared';
import { en } from './en';

/**
 * The texts the section's pages share (the loading label, the form parts, what an API error says): English
 * bundled (the fallback), Kiswahili fetched from this release only when it is the page's language. The package's
 * root component calls `useTranslations()`. Each page's own texts are a part of their own (`./sign-in`,
 * `./dashboard`, ...; `withCommonTexts` of `@civic/shared/texts-part`), so a page does not carry the others'.
 */
export const { t, useTranslations } = createTranslator('auth', {
  en,
  sw: () => import(/* webpackChunkName: "messages-sw" */ './sw').then((module) => module.sw),
});
