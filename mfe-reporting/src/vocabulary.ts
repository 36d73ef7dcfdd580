import { INCIDENT_TYPES } from '@civic/shared/schemas';
import { t } from './messages';

type IncidentType = (typeof INCIDENT_TYPES)[number]['value'];

const INCIDENT_TEXT: Record<IncidentType, Parameters<typeof t>[0]> = {
  bribery: 'incident_bribery',
  embezzlement: 'incident_embezzlement',
  nepotism: 'incident_nepotism',
  procurement: 'incident_procurement',
  extortion: 'incident_extortion',
  other: 'incident_other',
};

/** An incident type as a citizen reads it, in the page's language (the stored value for one it does not know). */
export function incidentLabel(value: string): string {
  const key = INCIDENT_TEXT[value as IncidentType];
  return key ? t(key) : value;
}
