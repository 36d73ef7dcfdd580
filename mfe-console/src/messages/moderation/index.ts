import { consolePart } from '../index';
import { en } from './en';

/** The texts of the moderation queue (/console/moderation), with the console's shared ones; Kiswahili fetched only when it is the page's language. */
export const { t, useTranslations } = consolePart('moderation', en, () => import(/* webpackChunkName: "messages-sw-moderation" */ './sw').then((module) => module.sw));

/** A key of this part's texts or of the shared ones. */
export type PartKey = Parameters<typeof t>[0];
