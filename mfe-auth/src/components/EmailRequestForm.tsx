import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { ApiError, Button, Notice, TextField, toApiError, useFocusFirstError, type AuthEnvelope } from '@civic/shared';
import { formSchema } from '@civic/shared/lazy-schema';
import { t } from '../messages';

const emailRules = formSchema(({ emailOnlySchema }) => emailOnlySchema);

interface EmailRequestFormProps<A extends AuthEnvelope<unknown>> {
  /** The form's accessible name. */
  title: string;
  initialEmail?: string;
  submitLabel: string;
  sendingLabel: string;
  /** Shown when the server gives no message of its own (such as 'Reset failed'). */
  fallbackFailure: string;
  send: (email: string) => Promise<A>;
  onSent: (email: string, answer: A) => void;
}

/**
 * A form that asks for one e-mail address and sends it (reset link, verification link). The server answers
 * alike for every address, so the page cannot reveal who has an account. A failure keeps the address.
 */
export function EmailRequestForm<A extends AuthEnvelope<unknown>>({
  title,
  initialEmail = '',
  submitLabel,
  sendingLabel,
  fallbackFailure,
  send,
  onSent,
}: EmailRequestFormProps<A>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: emailRules,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const email = values.email.trim();
      try {
        const answer = await send(email);
        // The envelope can carry a failure inside a 200; treat it like the HTTP error it stands for.
        if (answer.status !== 'success') throw new ApiError(answer.message || fallbackFailure, answer.status_code, answer.field ?? null, answer);
        onSent(email, answer);
      } catch (error) {
        const problem = toApiError(error, fallbackFailure);
        if (problem.field === 'email') {
          helpers.setFieldTouched('email', true, false);
          helpers.setFieldError('email', problem.message);
        } else {
          setFailure(problem.message);
        }
      }
    },
  });

  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} onFocus={emailRules.preload} aria-label={title}>
      <TextField
        label={t('emailLabel')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        {...formik.getFieldProps('email')}
        error={formik.touched.email ? formik.errors.email : undefined}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" $block disabled={formik.isSubmitting}>
        {formik.isSubmitting ? sendingLabel : submitLabel}
      </Button>
    </form>
  );
}
