import { TextAreaField, TextField } from '@civic/shared';
import { EvidencePicker } from '../../components/EvidencePicker';
import { todayInNairobi } from '../../dates';
import { t } from '../../messages/complaints';
import type { ComplaintFieldProps } from './complaintValues';

export function DetailsStep({
  field,
  documents,
  onDocuments,
  problems,
  onProblems,
}: {
  field: ComplaintFieldProps;
  documents: readonly File[];
  onDocuments: (files: File[]) => void;
  problems: readonly string[];
  onProblems: (problems: string[]) => void;
}) {
  return (
    <>
      <TextAreaField label={t('detailsLabel')} required {...field('details')} />
      <TextField label={t('incidentDateLabel')} type="date" required max={todayInNairobi()} {...field('incidentDate')} />
      <EvidencePicker label={t('documentsLabel')} files={documents} onChange={onDocuments} problems={problems} onProblems={onProblems} />
    </>
  );
}
