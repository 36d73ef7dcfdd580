import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Button, Notice, TextField, toApiError, useFocusFirstError } from '@civic/shared';
import { lazySchema } from '@civic/shared/lazy-schema';
import { trackComplaint, type TrackedComplaint } from '../../api';
import { t } from '../../messages/track';
import { normaliseReference } from './reference';

const trackingRules = lazySchema(() => import(/* webpackChunkName: "tracking-schema" */ './trackingSchema').then((rules) => rules.trackingSchema));

/** The reference and e-mail form. What was typed stays after a miss, so one mistyped character is quick to fix. */
export function TrackLookup({ onFound }: { onFound: (complaint: TrackedComplaint) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { reference: '', email: '' },
    validationSchema: trackingRules,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        onFound(await trackComplaint(normaliseReference(values.reference), values.email.trim()));
      } catch (error) {
        const problem = toApiError(error, t('trackFailed'));
        if (problem.field === 'reference' || problem.field === 'email') helpers.setFieldError(problem.field, problem.message);
        else setFailure(problem.message);
      }
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);
  const errorOf = (field: 'reference' | 'email') => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} onFocus={trackingRules.preload} aria-label={t('trackTitle')}>
      <TextField
        label={t('trackReferenceLabel')}
        hint={t('trackReferenceHint')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...formik.getFieldProps('reference')}
        error={errorOf('reference')}
      />
      <TextField
        label={t('trackEmailLabel')}
        hint={t('trackEmailHint')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        {...formik.getFieldProps('email')}
        error={errorOf('email')}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('trackFinding') : t('trackFind')}
      </Button>
    </form>
  );
}
