import type { PublicationCategory, PublicationResource } from '@civic/shared';
import { t } from '../../messages';

/** In the page's language: read when rendered. */
export const publicationCategories = (): Array<{ value: PublicationCategory; label: string }> => [
  { value: 'policy', label: t('categoryPolicy') },
  { value: 'guidelines', label: t('categoryGuidelines') },
  { value: 'practices', label: t('categoryPractices') },
];

/** A category the filters do not offer (the API may add one) is still labelled readably on its card. */
export function publicationCategoryLabel(category: string): string {
  const known = publicationCategories().find((entry) => entry.value === category);
  return known ? known.label : category.charAt(0).toUpperCase() + category.slice(1);
}

/** Case-insensitive substring search over title and description, within one category or all. */
export function findPublications(publications: PublicationResource[], search: string, category: PublicationCategory | null): PublicationResource[] {
  const needle = search.trim().toLowerCase();
  return publications.filter(
    (publication) =>
      (category === null || publication.category === category) &&
      (!needle || publication.title.toLowerCase().includes(needle) || publication.description.toLowerCase().includes(needle)),
  );
}
