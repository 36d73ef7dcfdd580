import type { ProjectRecordFields } from '../../api';
import type { PartKey as PartKey } from '../../messages/projects';

/**
 * The fields of a project record as the form shows them: the columns of the projects CSV, by the names the API
 * gives them. Each is typed as text, as a cell is: the API checks them with the import's own rules, so the form
 * refuses nothing itself and never changes a value it was not asked to.
 */

/** How a field is typed: a line of text, a longer text, a figure, a date (YYYY-MM-DD) or a web address. */
export type FieldKind = 'text' | 'long' | 'figure' | 'date' | 'address';

export interface RecordField {
  name: string;
  label: PartKey;
  hint?: PartKey;
  kind?: FieldKind;
  /** Needed by the import: marked so, though only the API refuses a record without it. */
  required?: boolean;
}

export interface FieldGroup {
  legend: PartKey;
  hint?: PartKey;
  fields: readonly RecordField[];
}

/** The fields editors change most, in groups. */
export const MAIN_GROUPS: readonly FieldGroup[] = [
  {
    legend: 'recordWhat',
    fields: [
      { name: 'id', label: 'recordFieldId', hint: 'recordFieldIdHint', required: true },
      { name: 'title', label: 'recordFieldTitle', hint: 'recordFieldTitleHint', required: true },
      { name: 'description', label: 'recordFieldDescription', hint: 'recordFieldDescriptionHint', kind: 'long', required: true },
      { name: 'category', label: 'recordFieldCategory', hint: 'recordFieldCategoryHint', required: true },
      { name: 'status', label: 'recordFieldStatus', hint: 'recordFieldStatusHint', required: true },
      { name: 'priority', label: 'recordFieldPriority', hint: 'recordFieldPriorityHint' },
      { name: 'progress', label: 'recordFieldProgress', hint: 'recordFieldProgressHint', kind: 'figure', required: true },
    ],
  },
  {
    legend: 'recordWhere',
    hint: 'recordWhereHint',
    fields: [
      { name: 'county', label: 'recordFieldCounty', required: true },
      { name: 'constituency', label: 'recordFieldConstituency' },
      { name: 'ward', label: 'recordFieldWard', hint: 'recordFieldWardHint' },
    ],
  },
  {
    legend: 'recordMoney',
    hint: 'recordMoneyHint',
    fields: [
      { name: 'budget_allocated', label: 'recordFieldAllocated', kind: 'figure', required: true },
      { name: 'budget_disbursed', label: 'recordFieldDisbursed', hint: 'recordFieldDisbursedHint', kind: 'figure' },
      { name: 'budget_spent', label: 'recordFieldSpent', kind: 'figure' },
      { name: 'currency', label: 'recordFieldCurrency', hint: 'recordFieldCurrencyHint' },
    ],
  },
  {
    legend: 'recordDates',
    hint: 'recordDatesHint',
    fields: [
      { name: 'planned_start', label: 'recordFieldPlannedStart', kind: 'date' },
      { name: 'planned_end', label: 'recordFieldPlannedEnd', kind: 'date' },
      { name: 'actual_start', label: 'recordFieldActualStart', kind: 'date' },
      { name: 'actual_end', label: 'recordFieldActualEnd', kind: 'date' },
      { name: 'last_update', label: 'recordFieldLastUpdate', hint: 'recordFieldLastUpdateHint', kind: 'date', required: true },
    ],
  },
  {
    legend: 'recordWho',
    fields: [
      { name: 'ministry', label: 'recordFieldMinistry' },
      { name: 'department', label: 'recordFieldDepartment' },
      { name: 'implementing_agency', label: 'recordFieldAgency', hint: 'recordFieldAgencyHint' },
      { name: 'lead_by', label: 'recordFieldLeadBy', hint: 'recordFieldLeadByHint' },
      { name: 'contractors', label: 'recordFieldContractors', hint: 'recordFieldContractorsHint' },
      { name: 'beneficiaries', label: 'recordFieldBeneficiaries', hint: 'recordFieldBeneficiariesHint' },
      { name: 'source_url', label: 'recordFieldSource', hint: 'recordFieldSourceHint', kind: 'address' },
    ],
  },
];

/** The rarer fields, folded away under "More fields": they go back to the API as they were read unless changed. */
export const MORE_FIELDS: readonly RecordField[] = [
  { name: 'country', label: 'recordFieldCountry', hint: 'recordFieldCountryHint' },
  { name: 'tags', label: 'recordFieldTags', hint: 'recordFieldListHint' },
  { name: 'goals', label: 'recordFieldGoals', hint: 'recordFieldListHint' },
  { name: 'impact', label: 'recordFieldImpact', kind: 'long' },
  { name: 'risks_count', label: 'recordFieldRisks', hint: 'recordFieldCountHint', kind: 'figure' },
  { name: 'risks_critical', label: 'recordFieldRisksCritical', hint: 'recordFieldCountHint', kind: 'figure' },
  { name: 'tasks_completed', label: 'recordFieldTasksCompleted', hint: 'recordFieldCountHint', kind: 'figure' },
  { name: 'tasks_total', label: 'recordFieldTasksTotal', hint: 'recordFieldCountHint', kind: 'figure' },
  { name: 'documents', label: 'recordFieldDocuments', hint: 'recordFieldDocumentsHint', kind: 'long' },
  { name: 'funding_government', label: 'recordFieldFundingGovernment', hint: 'recordFieldFundingHint', kind: 'figure' },
  { name: 'funding_ngo', label: 'recordFieldFundingNgo', hint: 'recordFieldFundingHint', kind: 'figure' },
  { name: 'funding_ppp', label: 'recordFieldFundingPpp', hint: 'recordFieldFundingHint', kind: 'figure' },
  { name: 'funding_details', label: 'recordFieldFundingDetails', hint: 'recordFieldFundingDetailsHint', kind: 'long' },
  { name: 'participation', label: 'recordFieldParticipation', hint: 'recordFieldParticipationHint', kind: 'long' },
  { name: 'is_sample', label: 'recordFieldSample', hint: 'recordFieldSampleHint' },
];

const MAIN_NAMES = MAIN_GROUPS.flatMap((group) => group.fields.map((field) => field.name));
const MORE_NAMES = MORE_FIELDS.map((field) => field.name);

/** Whether a field is one of those folded under "More fields" (a refusal naming it opens them). */
export const isMoreField = (name: string) => MORE_NAMES.includes(name);

/** The field a refusal names ('fields.county' is 'county'), when the form has an input for it; else null. */
export function fieldOfRefusal(field: string | null): string | null {
  const name = field?.startsWith('fields.') ? field.slice('fields.'.length) : null;
  return name !== null && (MAIN_NAMES.includes(name) || MORE_NAMES.includes(name)) ? name : null;
}

/**
 * The form's values for a project: every field the API gave, as it gave it (one the console does not know
 * included, so a save sends it back unchanged), and an empty text for any it left out.
 */
export function valuesOf(project: ProjectRecordFields): ProjectRecordFields {
  const empty = Object.fromEntries([...MAIN_NAMES, ...MORE_NAMES].map((name) => [name, '']));
  return { ...empty, ...project };
}

/** An input's id, from the form's id and the field's name. */
export const inputId = (form: string, name: string) => `${form}-${name}`;
