import { COMPLAINT_CATEGORIES, INCIDENT_TYPES } from '@civic/shared/schemas/rules';
import { t } from './messages';

type IncidentType = (typeof INCIDENT_TYPES)[number]['value'];
type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

const INCIDENT_TEXT: Record<IncidentType, Parameters<typeof t>[0]> = {
  bribery: 'incident_bribery',
  embezzlement: 'incident_embezzlement',
  nepotism: 'incident_nepotism',
  procurement: 'incident_procurement',
  extortion: 'incident_extortion',
  other: 'incident_other',
};

const CATEGORY_TEXT: Record<ComplaintCategory, Parameters<typeof t>[0]> = {
  corruption: 'category_corruption',
  misconduct: 'category_misconduct',
  fraud: 'category_fraud',
  harassment: 'category_harassment',
};

/** An incident type as a citizen reads it, in the page's language (the stored value for one it does not know). */
export function incidentLabel(value: string): string {
  const key = INCIDENT_TEXT[value as IncidentType];
  return key ? t(key) : value;
}

/** A complaint's category as a citizen reads it, in the page's language (the stored value for one it does not know). */
export function categoryLabel(value: string): string {
  const key = CATEGORY_TEXT[value as ComplaintCategory];
  return key ? t(key) : value;
}

/**
 * What a case is about, to go inside a sentence ("suggested for bribery"): a report's incident type or a
 * complaint's category in the page's words. Null for "other" and for a value this release has no words for,
 * where naming it would say nothing.
 */
export function caseTopic(kind: 'corruption' | 'complaint', incidentType: string | null, category: string | null): string | null {
  const key = kind === 'complaint' ? CATEGORY_TEXT[category as ComplaintCategory] : INCIDENT_TEXT[incidentType as IncidentType];
  if (!key || key === 'incident_other') return null;
  return t(key).toLowerCase();
}
