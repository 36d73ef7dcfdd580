import { createTranslator } from '@civic/shared';
import { withCommonTexts } from '@civic/shared/texts-part';
import * as common from '../index';
import { en } from './en';

/** The texts of the corruption report form, opened from a page or another section, with the section's common ones; Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = withCommonTexts(
  createTranslator('reporting-report-form', { en, sw: () => import(/* webpackChunkName: "messages-sw-report-form" */ './sw').then((module) => module.sw) }),
  en,
  common,
);
