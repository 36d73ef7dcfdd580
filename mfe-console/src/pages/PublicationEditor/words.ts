import type { PUBLICATION_CATEGORIES } from '@civic/shared/contracts';
import { t, type PartKey } from '../../messages/publications';

export const CATEGORIES = {
  policy: 'publicationPolicy',
  guidelines: 'publicationGuidelines',
  practices: 'publicationPractices',
} as const satisfies Record<(typeof PUBLICATION_CATEGORIES)[number], PartKey>;

/** A category's word; one the console does not know (a newer API) as the API gives it. */
export const categoryText = (category: string) => (category in CATEGORIES ? t(CATEGORIES[category as keyof typeof CATEGORIES]) : category);

/** The kinds of document a publication may be, by the media type the API read from its bytes, in the words editors know them by. */
const DOCUMENT_TYPES = new Map<string, PartKey>([
  ['application/pdf', 'documentTypePdf'],
  ['application/msword', 'documentTypeWord'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'documentTypeWord'],
  ['application/vnd.ms-excel', 'documentTypeExcel'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'documentTypeExcel'],
]);

/** "PDF", "Word", "Excel"; a type the console does not know (a newer API) as the API gives it. */
export function documentTypeText(mediaType: string): string {
  const word = DOCUMENT_TYPES.get(mediaType);
  return word ? t(word) : mediaType;
}
