import { createTranslator } from '@civic/shared';
import { withCommonTexts } from '@civic/shared/texts-part';
import * as common from '../index';
import { en } from './en';

/** The texts of the forgotten-password page, with the section's common ones; Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = withCommonTexts(
  createTranslator('auth-forgot-password', { en, sw: () => import(/* webpackChunkName: "messages-sw-forgot-password" */ './sw').then((module) => module.sw) }),
  en,
  common,
);
