import { consolePart } from '../index';
import { en } from './en';

/** The texts of the publications editor (/console/content/publications), with the console's shared ones; Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = consolePart('publications', en, () => import(/* webpackChunkName: "messages-sw-publications" */ './sw').then((module) => module.sw));

/** A key of this part's texts or of the shared ones. */
export type PartKey = Parameters<typeof t>[0];
