import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { ApiError, Button, toApiError, Notice, useFocusFirstError } from '@civic/shared';
import { formSchema } from '@civic/shared/lazy-schema';
import { setNewPassword } from '../../api';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { t } from '../../messages/reset-password';

const newPasswordRules = formSchema(({ newPasswordSchema }) => newPasswordSchema);

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * New password and its confirmation, each with a show/hide toggle. A refused link (400 on `token`) ends
 * the form, since no password will make it work; any other failure keeps what was typed for another try.
 */
export function NewPasswordForm({ token, onDone, onLinkRefused }: { token: string; onDone: () => void; onLinkRefused: (message: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: newPasswordRules,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await setNewPassword(token, values.password);
        if (answer.status !== 'success') throw new ApiError(answer.message, answer.status_code, answer.field ?? null, answer);
        onDone();
      } catch (error) {
        const problem = toApiError(error, t('resetSubmitFailed'));
        if (problem.field === 'token') {
          onLinkRefused(problem.message || t('verifyLinkFailed'));
        } else if (problem.status === 400 && problem.field === 'password') {
          helpers.setFieldTouched('password', true, false);
          helpers.setFieldError('password', problem.message);
        } else {
          setFailure(t('resetSubmitFailed'));
        }
      }
    },
  });

  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} onFocus={newPasswordRules.preload} aria-label={t('resetTitle')}>
      <NewPasswordFields form={formik} password="password" confirmation="confirmPassword" />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" $block disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('resetting') : t('resetSubmit')}
      </Button>
    </form>
  );
}
