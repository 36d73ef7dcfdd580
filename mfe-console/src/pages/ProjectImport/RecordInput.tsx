import type { FormikProps } from 'formik';
import { TextAreaField, TextField } from '@civic/shared';
import type { ProjectRecordFields } from '../../api';
import { t } from '../../messages/projects';
import { inputId, type RecordField } from './recordFields';

/** What each kind of field asks of the phone's keyboard and of the browser's helpers. */
const KEYBOARDS = {
  text: {},
  figure: { inputMode: 'numeric' },
  // Digits and dashes: a phone's number pad often has no dash, so the full keyboard stays.
  date: { placeholder: 'YYYY-MM-DD', spellCheck: false },
  address: { type: 'url', inputMode: 'url', spellCheck: false },
} as const;

/**
 * One field of a project record, found by its name: its id, what it holds, its error and its change all come
 * from the form. `readOnly` for an id once the project exists: imports and links find it by it.
 */
export function RecordInput({ formId, formik, field, readOnly = false }: { formId: string; formik: FormikProps<ProjectRecordFields>; field: RecordField; readOnly?: boolean }) {
  const error = formik.errors[field.name];
  const common = {
    id: inputId(formId, field.name),
    name: field.name,
    label: t(field.label),
    hint: field.hint ? t(field.hint) : undefined,
    required: field.required,
    value: formik.values[field.name] ?? '',
    error: typeof error === 'string' ? error : undefined,
    onChange: formik.handleChange,
  };
  if (field.kind === 'long') return <TextAreaField {...common} rows={field.name === 'description' ? 5 : 3} />;
  return <TextField {...common} {...KEYBOARDS[field.kind ?? 'text']} autoComplete="off" readOnly={readOnly} />;
}
