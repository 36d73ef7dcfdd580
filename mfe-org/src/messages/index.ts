import { createTranslator } from '@civic/shared';
import { en } from './en';

export const { t } = createTranslator({ en });
