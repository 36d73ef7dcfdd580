import { createTranslator } from '@civic/shared';
import { withCommonTexts } from '@civic/shared/texts-part';
import * as common from '../index';
import { en } from './en';

/** The texts of two-step sign-in, with the section's common ones; Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = withCommonTexts(
  createTranslator('auth-two-step', { en, sw: () => import(/* webpackChunkName: "messages-sw-two-step" */ './sw').then((module) => module.sw) }),
  en,
  common,
);
