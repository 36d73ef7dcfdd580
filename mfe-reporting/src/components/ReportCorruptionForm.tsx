import { useRef, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { useFormik } from 'formik';
import { Button, CheckboxField, SelectField, TextAreaField, TextField, useFocusFirstError, useSession, Link } from '@civic/shared';
import { INCIDENT_TYPES } from '@civic/shared/schemas/rules';
import { incidentLabel } from '../vocabulary';
import { todayInNairobi } from '../dates';
import { t } from '../messages/report-form';
import { EvidencePicker } from './EvidencePicker';

export interface ReportValues {
  incidentType: string;
  location: string;
  date: string;
  description: string;
  involvedParties: string;
  evidenceDescription: string;
  isAnonymous: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  keepOriginals: boolean;
}

/** A boxed note above the form, with a small heading, a few lines and links tall enough to tap. */
const Note = styled.aside`
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: 1.05rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const AnonymityNote = styled(Note)`
  background: ${({ theme }) => theme.colors.infoTint};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
`;

/** Which form is which: corruption here, poor service in the complaint form. */
const KindNote = styled(Note)`
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
`;

export function ReportCorruptionForm({
  formik,
  files,
  onFiles,
  fileProblems,
  onFileProblems,
  draftChoice,
  uploadProgress,
  onCancel,
}: {
  formik: ReturnType<typeof useFormik<ReportValues>>;
  files: readonly File[];
  onFiles: (files: File[]) => void;
  fileProblems: readonly string[];
  onFileProblems: (problems: string[]) => void;
  /** "Keep a draft on this phone", just above the buttons. */
  draftChoice?: ReactNode;
  /** How the files are being sent, and any that failed, above the buttons. */
  uploadProgress?: ReactNode;
  onCancel: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);
  const errorOf = (field: keyof ReportValues) => (formik.touched[field] ? (formik.errors[field] as string | undefined) : undefined);
  const anonymous = formik.values.isAnonymous;
  const user = useSession();

  /**
   * Choosing to give contact details fills the empty ones from the signed-in account, to be checked and edited.
   * Nothing is filled while the report is anonymous, and an anonymous report never sends contact details anyway.
   */
  function chooseAnonymity(event: ChangeEvent<HTMLInputElement>) {
    formik.handleChange(event);
    if (event.target.checked || !user) return;
    if (!formik.values.contactName) void formik.setFieldValue('contactName', user.fullName, false);
    if (!formik.values.contactEmail) void formik.setFieldValue('contactEmail', user.email, false);
  }

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label={t('reportTitle')}>
      <p>{t('reportIntro')}</p>
      <KindNote aria-labelledby="report-or-complaint-title">
        <h3 id="report-or-complaint-title">{t('reportOrComplaintTitle')}</h3>
        <p>{t('reportOrComplaintBody')}</p>
        <Link to="/complaints" onClick={onCancel}>
          {t('reportOrComplaintLink')}
        </Link>
      </KindNote>
      <SelectField label={t('incidentTypeLabel')} required {...formik.getFieldProps('incidentType')} error={errorOf('incidentType')}>
        <option value="">{t('incidentTypeChoose')}</option>
        {INCIDENT_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {incidentLabel(type.value)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('locationLabel')} hint={t('locationHint')} required {...formik.getFieldProps('location')} error={errorOf('location')} />
      <TextField label={t('dateLabel')} type="date" required max={todayInNairobi()} {...formik.getFieldProps('date')} error={errorOf('date')} />
      <TextAreaField label={t('descriptionLabel')} hint={t('descriptionHint')} required {...formik.getFieldProps('description')} error={errorOf('description')} />
      <TextAreaField label={t('involvedPartiesLabel')} rows={3} {...formik.getFieldProps('involvedParties')} error={errorOf('involvedParties')} />
      <TextAreaField
        label={t('evidenceDescriptionLabel')}
        hint={t('evidenceDescriptionHint')}
        rows={3}
        {...formik.getFieldProps('evidenceDescription')}
        error={errorOf('evidenceDescription')}
      />
      <EvidencePicker
        label={t('evidenceFilesLabel')}
        files={files}
        onChange={onFiles}
        problems={fileProblems}
        onProblems={onFileProblems}
        warnHiddenDetails={anonymous && !formik.values.keepOriginals}
        held={formik.isSubmitting}
      />

      <CheckboxField label={t('anonymousLabel')} name="isAnonymous" checked={anonymous} onChange={chooseAnonymity} />
      <AnonymityNote aria-labelledby="anonymity-note-title">
        <h3 id="anonymity-note-title">{t('anonymityTitle')}</h3>
        <p>{t('anonymityBody')}</p>
        <Link to="/whistleblower" onClick={onCancel}>
          {t('anonymityLink')}
        </Link>
      </AnonymityNote>
      {anonymous ? (
        <CheckboxField
          label={t('keepOriginalsLabel')}
          name="keepOriginals"
          checked={formik.values.keepOriginals}
          onChange={formik.handleChange}
          aria-describedby="keep-originals-hint"
        />
      ) : null}
      {anonymous ? <p id="keep-originals-hint">{t('keepOriginalsHint')}</p> : null}
      {anonymous ? null : (
        <Fieldset>
          <legend>{t('contactTitle')}</legend>
          <TextField label={t('contactName')} autoComplete="name" {...formik.getFieldProps('contactName')} error={errorOf('contactName')} />
          <TextField label={t('contactEmail')} type="email" autoComplete="email" inputMode="email" {...formik.getFieldProps('contactEmail')} error={errorOf('contactEmail')} />
          <TextField label={t('contactPhone')} type="tel" autoComplete="tel" {...formik.getFieldProps('contactPhone')} error={errorOf('contactPhone')} />
        </Fieldset>
      )}
      {draftChoice}
      {uploadProgress}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('reportCancel')}
        </Button>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('reportSubmitting') : t('reportSubmit')}
        </Button>
      </Actions>
    </form>
  );
}
