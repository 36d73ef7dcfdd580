import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Link, Notice, Spinner, toApiError, useLoad, useSearchParams, useSession } from '@civic/shared';
import type { UnsubscribeLink } from '@civic/shared/contracts';
import { checkUnsubscribeLink, unsubscribe } from '../../api';
import { AuthPage } from '../../components/AuthPage';
import { t, useTranslations } from '../../messages/unsubscribe';

const SETTINGS = '/dashboard/notifications';

/** What the check of a link found: what it stops, or the server's reason for refusing it. */
type LinkAnswer = { link: UnsubscribeLink } | { refused: string };

const Question = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
`;

const Next = styled.p`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** Where to choose instead: the settings page for someone signed in, signing in first (and back) for someone who is not. */
function SettingsWay() {
  const user = useSession();
  return user === null ? <Link to={`/auth/signin?next=${encodeURIComponent(SETTINGS)}`}>{t('unsubscribeSignIn')}</Link> : <Link to={SETTINGS}>{t('unsubscribeChoose')}</Link>;
}

/** Asks first, then stops: opening the link (as a mail scanner does) stops nothing; only the button does. */
function Confirm({ token, link }: { token: string; link: UnsubscribeLink }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done || failure) outcome.current?.focus();
  }, [done, failure]);

  async function stop() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await unsubscribe(token);
      setDone(answer.message || t('unsubscribeDone'));
    } catch (error) {
      const problem = toApiError(error, t('unsubscribeFailed'));
      setFailure(problem.status !== null && problem.status < 500 ? problem.message : t('unsubscribeFailed'));
      setBusy(false);
    }
  }

  if (done) {
    return (
      <>
        <Notice tone="success">
          <p ref={outcome} tabIndex={-1}>
            {done}
          </p>
        </Notice>
        <Next>
          <Link to={SETTINGS}>{t('unsubscribeChoose')}</Link>
        </Next>
      </>
    );
  }
  return (
    <>
      <Question>{t(`unsubscribeAsk_${link.kind}`)}</Question>
      <p>{t('unsubscribeOnlyEmail')}</p>
      {failure ? (
        <Notice tone="error">
          <p ref={outcome} tabIndex={-1}>
            {failure}
          </p>
        </Notice>
      ) : null}
      <Button type="button" onClick={() => void stop()} disabled={busy}>
        {busy ? t('unsubscribeWorking') : t('unsubscribeSubmit')}
      </Button>
    </>
  );
}

/** Checks the link (a GET, which changes nothing), then asks. */
function CheckedLink({ token }: { token: string }) {
  const load = useCallback(
    (signal: AbortSignal): Promise<LinkAnswer> =>
      checkUnsubscribeLink(token, signal).then(
        (link) => ({ link }),
        (error: unknown) => {
          // A refusal of the link is an answer to show, not a failure to retry: the server says why, in the reader's language.
          const problem = toApiError(error, t('unsubscribeBadLink'));
          if (problem.status !== null && problem.status >= 400 && problem.status < 500) return { refused: problem.message };
          throw error;
        },
      ),
    [token],
  );
  const { state, retry } = useLoad(load);

  if (state.status === 'loading') return <Spinner label={t('unsubscribeChecking')} />;
  if (state.status === 'failed') {
    return (
      <ErrorState title={t('unsubscribeCheckFailed')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2}>
        <p>{t('profileFailedText')}</p>
      </ErrorState>
    );
  }
  if ('refused' in state.data) {
    return (
      <Notice tone="error">
        <p>{state.data.refused}</p>
        <SettingsWay />
      </Notice>
    );
  }
  return <Confirm token={token} link={state.data.link} />;
}

/**
 * /notifications/unsubscribe?token=…: the page the link in every notification e-mail opens. It says what the
 * link stops and asks before stopping it; it works signed out.
 */
export default function Unsubscribe() {
  useTranslations();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthPage title={t('unsubscribeTitle')}>
      {token ? (
        <CheckedLink key={token} token={token} />
      ) : (
        <Notice tone="error">
          <p>{t('unsubscribeNoToken')}</p>
          <SettingsWay />
        </Notice>
      )}
    </AuthPage>
  );
}
