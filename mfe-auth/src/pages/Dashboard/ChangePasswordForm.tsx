import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { ApiError, forgetSignedInUser, Notice, PasswordField, toApiError, useFocusFirstError } from '@civic/shared';
import { changePasswordSchema } from '@civic/shared/schemas';
import { changePassword, type ChangePasswordDetails } from '../../api';
import { SaveOrCancel } from '../../components/FormActions';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { t } from '../../messages/dashboard';

const FIELDS: Array<keyof ChangePasswordDetails> = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: ChangePasswordDetails = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current password, new password and its confirmation. A field the server refuses (wrong current password,
 * a guessable new one) shows under that field and takes focus; a refusal of the whole request (too many
 * attempts) shows above the buttons; a 401 means the session already ended, so the section signs out.
 */
export function ChangePasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<ChangePasswordDetails>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await changePassword(values);
        if (answer.status !== 'success') throw new ApiError(answer.message, answer.status_code, answer.field ?? null, answer);
        onDone();
      } catch (error) {
        const problem = toApiError(error, t('changePasswordFailed'));
        const field = FIELDS.find((name) => name === problem.field);
        if (problem.status === 401) {
          forgetSignedInUser();
        } else if (problem.status === 400 && field) {
          helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, problem.message);
        } else if (problem.status === 429) {
          setFailure(problem.message);
        } else {
          setFailure(t('changePasswordFailed'));
        }
      }
    },
  });

  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);
  // The form opens on request: the first field is where the citizen starts typing.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);
  const currentPasswordError = formik.touched.currentPassword ? formik.errors.currentPassword : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label={t('changePasswordForm')}>
      <PasswordField
        label={t('currentPasswordLabel')}
        toggleLabel={t('showCurrentPassword')}
        hideLabel={t('hideCurrentPassword')}
        required
        autoComplete="current-password"
        {...formik.getFieldProps('currentPassword')}
        error={currentPasswordError}
      />
      <NewPasswordFields form={formik} password="newPassword" confirmation="confirmPassword" />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <SaveOrCancel submitting={formik.isSubmitting} save={t('changePasswordSubmit')} saving={t('changePasswordSubmitting')} onCancel={onCancel} />
    </form>
  );
}
