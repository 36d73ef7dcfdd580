import { consolePart } from '../index';
import { en } from './en';

/** The texts of the FAQ editor (/console/content/faq), with the console's shared ones; Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = consolePart('faq', en, () => import(/* webpackChunkName: "messages-sw-faq" */ './sw').then((module) => module.sw));

/** A key of this part's texts or of the shared ones. */
export type PartKey = Parameters<typeof t>[0];
