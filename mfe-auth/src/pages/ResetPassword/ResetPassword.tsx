import { FocusHeading, Notice, Spinner, useLinkConfirmation, type ApiError, Link, useSearchParams } from '@civic/shared';
import { useState } from 'react';
import { checkResetLink } from '../../api';
import { AuthPage } from '../../components/AuthPage';
import { FormFooter } from '../../components/FormFooter';
import { t, useTranslations } from '../../messages/reset-password';
import { NewPasswordForm } from './NewPasswordForm';

type Stage = { kind: 'form' } | { kind: 'done' } | { kind: 'link-refused'; message: string };

/** The server's words for a refused link (used, expired or not valid); anything else is worded as a bad link. */
function refusalMessage(problem: ApiError): string {
  return problem.field === 'token' && problem.message ? problem.message : t('verifyLinkFailed');
}

/** A link no password will make work: say so, and offer the way to a new one. */
function LinkRefused({ message }: { message: string }) {
  return (
    <Notice tone="error">
      <p>{message}</p>
      <Link to="/auth/forgot-password">{t('askNewLink')}</Link>
    </Notice>
  );
}

/**
 * Checks the link once on arrival, so a used or expired one is said before anything is typed. When the
 * check gets no answer the form is offered all the same, with a notice: a network failure says nothing
 * about the link, and sending the new password will tell.
 */
function TokenReset({ token }: { token: string }) {
  const { state } = useLinkConfirmation(token, checkResetLink, refusalMessage);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });

  if (stage.kind === 'done') {
    return (
      <Notice tone="success">
        <FocusHeading>{t('resetSuccessTitle')}</FocusHeading>
        <p>{t('resetSuccessText')}</p>
        <FormFooter>
          <p>
            <Link to="/auth/signin">{t('signInLink')}</Link>
          </p>
        </FormFooter>
      </Notice>
    );
  }
  if (stage.kind === 'link-refused') return <LinkRefused message={stage.message} />;
  if (state.status === 'refused') return <LinkRefused message={state.message} />;
  if (state.status === 'checking') return <Spinner label={t('resetChecking')} />;
  const unchecked = state.status === 'unreachable' || state.data === 'unchecked';
  return (
    <>
      {unchecked ? (
        <Notice tone="info">
          <p>{t('resetUnchecked')}</p>
        </Notice>
      ) : null}
      <NewPasswordForm token={token} onDone={() => setStage({ kind: 'done' })} onLinkRefused={(message) => setStage({ kind: 'link-refused', message })} />
    </>
  );
}

/** /auth/reset-password?token=…: the set-new-password page the reset e-mail links to. */
export default function ResetPassword() {
  useTranslations();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <AuthPage title={t('resetTitle')} intro={t('resetIntro')}>
      {token ? (
        <TokenReset key={token} token={token} />
      ) : (
        <Notice tone="error">
          <p>{t('resetTokenMissing')}</p>
          <Link to="/auth/forgot-password">{t('askNewLink')}</Link>
        </Notice>
      )}
    </AuthPage>
  );
}
