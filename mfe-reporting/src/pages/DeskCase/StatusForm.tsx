import { useRef, type ChangeEvent } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { Button, Notice, SelectField, TextAreaField, useFocusFirstError } from '@civic/shared';
import { referralBody } from '@civic/shared/contracts';
import type { CaseAnswer, CaseDetail, CaseStatus, StatusChange } from '../../api';
import { t } from '../../messages/desk';
import { caseTopic } from '../../vocabulary';
import { ReferralChoice } from './ReferralChoice';
import { useCaseAction } from './useCaseAction';

const STATUSES: CaseStatus[] = ['received', 'under_review', 'referred', 'closed'];

interface StatusValues {
  status: CaseStatus;
  referredTo: string;
  reason: string;
}

/** The fields the server may refuse by name, shown at the field rather than under the form. */
const FIELDS: ReadonlyArray<string> = ['referredTo', 'reason'] satisfies ReadonlyArray<keyof StatusValues>;

function validate(values: StatusValues): FormikErrors<StatusValues> {
  const errors: FormikErrors<StatusValues> = {};
  if (values.status === 'referred' && !values.referredTo) errors.referredTo = t('caseReferralRequired');
  if (!values.reason.trim()) errors.reason = t('caseReasonRequired');
  return errors;
}

/** Only a referral names a body: any other status goes without one, whatever the list was left on. */
function toChange(values: StatusValues): StatusChange {
  const reason = values.reason.trim();
  return values.status === 'referred' ? { status: 'referred', referredTo: values.referredTo, reason } : { status: values.status, reason };
}

/**
 * The body the list starts on: for a case that is referred now, the body it went to, so saving a new reason does
 * not move it elsewhere by accident; otherwise the body suggested for the case. Never a code the list lacks.
 */
function startingBody(detail: CaseDetail): string {
  if (detail.status === 'referred' && referralBody(detail.referredTo)) return detail.referredTo ?? '';
  return referralBody(detail.suggestedReferral) ? detail.suggestedReferral : '';
}

/** A status change always carries a reason: the reporter reads it on the follow-up page, with the body of a referral. */
export function StatusForm({ detail, onUpdated }: { detail: CaseDetail; onUpdated: (answer: CaseAnswer) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, failure, run } = useCaseAction(detail.id, onUpdated);
  const formik = useFormik<StatusValues>({
    initialValues: { status: detail.status, referredTo: startingBody(detail), reason: '' },
    validate,
    // Checked when sent, like the site's other forms; editing a field clears its error.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const saved = await run({ kind: 'status', body: toChange(values) }, t('caseStatusSaved'), (field, message) => {
        if (!FIELDS.includes(field)) return false;
        // The reason typed stays: only the field the server refused needs changing.
        helpers.setFieldError(field, message);
        return true;
      });
      if (saved) helpers.resetForm({ values: { ...values, reason: '' } });
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  function edit(event: ChangeEvent<HTMLSelectElement | HTMLTextAreaElement>) {
    formik.handleChange(event);
    formik.setFieldError(event.target.name, undefined);
  }

  const field = (name: keyof StatusValues) => ({ name, value: formik.values[name], onChange: edit, onBlur: formik.handleBlur, error: formik.errors[name] });

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-labelledby="case-status-title">
      <h2 id="case-status-title">{t('caseStatusTitle')}</h2>
      <SelectField label={t('caseNewStatus')} {...field('status')}>
        {STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`status_${option}`)}
          </option>
        ))}
      </SelectField>
      {formik.values.status === 'referred' ? (
        <ReferralChoice suggested={detail.suggestedReferral} topic={caseTopic(detail.kind, detail.incidentType, detail.category)} {...field('referredTo')} />
      ) : null}
      <TextAreaField label={t('caseReason')} required rows={3} {...field('reason')} />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('saving') : t('caseStatusSave')}
      </Button>
    </form>
  );
}
