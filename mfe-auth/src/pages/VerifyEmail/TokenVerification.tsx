import { useEffect, useRef, useState } from 'react';
import { ApiError, Spinner, toApiError, Notice, Link } from '@civic/shared';
import { verifyEmail } from '../../api';
import { t } from '../../messages/verify-email';
import { ResendVerificationForm } from './ResendVerificationForm';

type Verification = { kind: 'verifying' } | { kind: 'verified'; message: string } | { kind: 'failed'; message: string };

/** Confirms the e-mailed token once, then says so, or explains and offers a new link. */
export function TokenVerification({ token, email }: { token: string; email: string }) {
  const [verification, setVerification] = useState<Verification>({ kind: 'verifying' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: a token is single-use, so a second POST (React's development double effect) would fail it.
    if (sent.current === token) return;
    sent.current = token;
    void (async () => {
      try {
        const answer = await verifyEmail(token);
        if (answer.status !== 'success') throw new ApiError(answer.message, answer.status_code, answer.field ?? null, answer);
        setVerification({ kind: 'verified', message: answer.message || t('verifiedFallback') });
      } catch (error) {
        const problem = toApiError(error, t('verifyLinkFailed'));
        // Without an answer nothing is known about the link; blaming it would send the citizen the wrong way.
        setVerification({ kind: 'failed', message: problem.isNetworkError ? t('verifyUnreachable') : problem.message || t('verifyLinkFailed') });
      }
    })();
  }, [token]);

  if (verification.kind === 'verifying') return <Spinner label={t('verifying')} />;
  if (verification.kind === 'verified') {
    return (
      <Notice tone="success">
        <p>{verification.message}</p>
        <Link to="/auth/signin">{t('signInLink')}</Link>
      </Notice>
    );
  }
  return (
    <>
      <Notice tone="error">
        <p>{verification.message}</p>
      </Notice>
      <h2>{t('resendTitle')}</h2>
      <ResendVerificationForm initialEmail={email} />
    </>
  );
}
