import { createTranslator } from '@civic/shared';
import { withCommonTexts } from '@civic/shared/texts-part';
import * as common from '../index';
import { en } from './en';

/** The texts of unsubscribing from e-mails, with the section's common ones; Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = withCommonTexts(
  createTranslator('auth-unsubscribe', { en, sw: () => import(/* webpackChunkName: "messages-sw-unsubscribe" */ './sw').then((module) => module.sw) }),
  en,
  common,
);
