import { createTranslator } from '@civic/shared';
import { withCommonTexts } from '@civic/shared/texts-part';
import * as common from '../index';
import { en } from './en';

/** The texts of the dashboard (/dashboard), with the section's common ones; Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = withCommonTexts(
  createTranslator('auth-dashboard', { en, sw: () => import(/* webpackChunkName: "messages-sw-dashboard" */ './sw').then((module) => module.sw) }),
  en,
  common,
);
