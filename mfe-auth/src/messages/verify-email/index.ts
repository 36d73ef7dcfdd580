import { createTranslator } from '@civic/shared';
import { withCommonTexts } from '@civic/shared/texts-part';
import * as common from '../index';
import { en } from './en';

/** The texts of e-mail address checking, with the section's common ones; Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = withCommonTexts(
  createTranslator('auth-verify-email', { en, sw: () => import(/* webpackChunkName: "messages-sw-verify-email" */ './sw').then((module) => module.sw) }),
  en,
  common,
);
