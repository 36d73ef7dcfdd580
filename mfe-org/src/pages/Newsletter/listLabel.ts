import type { NewsletterList } from '../../api';
import { t } from '../../messages';

/** The list a link was about, in the words of this section's catalog. */
export function listLabel(list: NewsletterList): string {
  return list === 'workshops' ? t('newsletterListWorkshops') : t('newsletterListGeneral');
}
