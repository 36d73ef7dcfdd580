import { createTranslator } from '@civic/shared';
import { en } from './en';

/**
 * This package's texts: English bundled (the fallback), Kiswahili fetched from this release only when it is the
 * page's language. The package's root component calls `useTranslations()`.
 */
export const { t, useTranslations } = createTranslator('console', {
  en,
  sw: () => import(/* webpackChunkName: "messages-sw" */ './sw').then((module) => module.sw),
});
