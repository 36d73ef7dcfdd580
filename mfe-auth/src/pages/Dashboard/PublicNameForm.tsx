import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { forgetSignedInUser, Notice, TextField, toApiError, useFocusFirstError } from '@civic/shared';
import { displayNameSchema } from '@civic/shared/schemas';
import { changeDisplayName } from '../../api';
import { SaveOrCancel } from '../../components/FormActions';
import { t } from '../../messages/dashboard';

/**
 * The public name's form, opened in place of the name. A refusal names the field and keeps what was typed;
 * the field takes focus as the form opens.
 */
export function PublicNameForm({ name, labelledBy, onSaved, onCancel }: { name: string; labelledBy: string; onSaved: (name: string) => void; onCancel: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const formik = useFormik({
    initialValues: { displayName: name },
    validationSchema: displayNameSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await changeDisplayName(values.displayName);
        onSaved(answer.data?.displayName ?? values.displayName.trim());
      } catch (error) {
        const problem = toApiError(error, t('publicNameFailed'));
        if (problem.status === 401) forgetSignedInUser();
        else if (problem.status === 400 && problem.field === 'displayName') {
          helpers.setFieldTouched('displayName', true, false);
          helpers.setFieldError('displayName', problem.message);
        } else setFailure(problem.status === 429 ? problem.message : t('publicNameFailed'));
      }
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-labelledby={labelledBy}>
      <TextField
        label={t('publicNameLabel')}
        hint={t('publicNameHint')}
        required
        maxLength={40}
        autoComplete="nickname"
        {...formik.getFieldProps('displayName')}
        error={formik.touched.displayName ? formik.errors.displayName : undefined}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <SaveOrCancel submitting={formik.isSubmitting} save={t('publicNameSave')} saving={t('publicNameSaving')} onCancel={onCancel} />
    </form>
  );
}
