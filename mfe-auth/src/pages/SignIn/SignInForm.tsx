import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { ApiError, Button, site, TextField, toApiError, toast, Notice, PasswordField, useFocusFirstError, rememberSignedInUser, Link, useNavigate } from '@civic/shared';
import { formSchema } from '@civic/shared/lazy-schema';
import { signIn } from '../../api';
import { FormFooter } from '../../components/FormFooter';
import { GoogleSignInButton } from '../../components/GoogleSignInButton';
import { OrDivider } from '../../components/OrDivider';
import { t } from '../../messages/sign-in';

const signInRules = formSchema(({ signInSchema }) => signInSchema);

/** After a 403 (address not verified) the citizen reads the note for 2 seconds, then moves on to verify the address. */
export const VERIFY_REDIRECT_DELAY_MS = 2000;

/** A Google error arrives in the address bar, where anyone can write anything: cap it and label it as Google's. */
const GOOGLE_ERROR_MAX = 200;

interface SignInValues {
  email: string;
  password: string;
}

type Outcome = { kind: 'failed'; message: string } | { kind: 'verify-first' } | null;

export function SignInForm({ next, googleError }: { next: string; googleError: string | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const formik = useFormik<SignInValues>({
    initialValues: { email: '', password: '' },
    validationSchema: signInRules,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      const email = values.email.trim();
      try {
        const answer = await signIn({ email, password: values.password });
        // The envelope can carry a failure inside a 200; treat it like the HTTP error it stands for.
        if (answer.status !== 'success' || !answer.data) throw new ApiError(answer.message || t('signInUnexpected'), answer.status_code, answer.field ?? null, answer);
        toast.success(t('signInSuccess'));
        // Staff whose roles ask for it give their app's code (or set it up) before going on.
        navigate(answer.data.secondFactor ? `/auth/two-step?next=${encodeURIComponent(next)}` : next);
        rememberSignedInUser(answer.data);
      } catch (error) {
        const failure = toApiError(error, t('signInUnexpected'));
        if (failure.status === 403) {
          setOutcome({ kind: 'verify-first' });
          redirectTimer.current = setTimeout(() => navigate(`/auth/verify-email?email=${encodeURIComponent(email)}`), VERIFY_REDIRECT_DELAY_MS);
        } else if (failure.status === 400 && (failure.field === 'email' || failure.field === 'password')) {
          helpers.setFieldTouched(failure.field, true, false);
          helpers.setFieldError(failure.field, failure.message);
        } else {
          setOutcome({ kind: 'failed', message: failure.message });
        }
      }
    },
  });

  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);
  const errorOf = (field: keyof SignInValues) => (formik.touched[field] ? formik.errors[field] : undefined);
  const busy = formik.isSubmitting || outcome?.kind === 'verify-first';

  return (
    <>
      {googleError ? <Notice tone="info">{t('googleFailed', { message: googleError.slice(0, GOOGLE_ERROR_MAX) })}</Notice> : null}
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit} onFocus={signInRules.preload} aria-label={t('signInTitle')}>
        <TextField label={t('emailLabel')} required type="email" autoComplete="email" inputMode="email" {...formik.getFieldProps('email')} error={errorOf('email')} />
        <PasswordField
          label={t('passwordLabel')}
          toggleLabel={t('showPassword')}
          hideLabel={t('hidePassword')}
          required
          autoComplete="current-password"
          {...formik.getFieldProps('password')}
          error={errorOf('password')}
        />
        {outcome?.kind === 'failed' ? <Notice tone="error">{outcome.message}</Notice> : null}
        {outcome?.kind === 'verify-first' ? <Notice tone="info">{t('signInVerifyRedirect')}</Notice> : null}
        <Button type="submit" $block disabled={busy}>
          {formik.isSubmitting ? t('signInSubmitting') : t('signInSubmit')}
        </Button>
      </form>
      <FormFooter>
        <p>
          <Link to="/auth/forgot-password">{t('forgotPasswordLink')}</Link>
        </p>
        <p>
          {t('noAccount', { site: site.name })} <Link to="/auth/signup">{t('signUpLink')}</Link>
        </p>
      </FormFooter>
      <OrDivider />
      <GoogleSignInButton label={t('googleSignIn')} />
    </>
  );
}
