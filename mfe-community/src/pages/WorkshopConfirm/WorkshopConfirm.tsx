import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Container, Notice, PageHeader, PageSection, Spinner, formatDate, formatTime12h, toApiError, usePageTitle, useSession } from '@civic/shared';
import { confirmWorkshopLink, type LinkConfirmation } from '../../api';
import { CardActions } from '../../components/Status';
import { t } from '../../messages';

type Confirmation = { kind: 'checking' } | { kind: 'done'; result: LinkConfirmation } | { kind: 'refused'; message: string } | { kind: 'unreachable' };

/** What a refused link means, in words the citizen can act on. */
function refusal(error: unknown): Confirmation {
  const problem = toApiError(error);
  // Without an answer nothing is known about the link; blaming it would send the citizen the wrong way.
  if (problem.isNetworkError || (problem.status !== null && problem.status >= 500)) return { kind: 'unreachable' };
  if (problem.status === 409) return { kind: 'refused', message: problem.message || t('confirmUsed') };
  if (problem.status === 429) return { kind: 'refused', message: problem.message };
  return { kind: 'refused', message: t('confirmExpired') };
}

/** Confirms the e-mailed token once on arrival (and again only when the citizen asks after a failed try). */
function TokenConfirmation({ token }: { token: string }) {
  const user = useSession();
  const [state, setState] = useState<Confirmation>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token and attempt: the token is single-use, so React's development double effect must not
    // send it twice (the second answer would say the link was already used).
    const key = `${token}#${attempt}`;
    if (sent.current === key) return;
    sent.current = key;
    confirmWorkshopLink(token).then(
      (result) => setState({ kind: 'done', result }),
      (error: unknown) => setState(refusal(error)),
    );
  }, [token, attempt]);

  if (state.kind === 'checking') return <Spinner label={t('confirmChecking')} />;
  if (state.kind === 'unreachable') {
    return (
      <Notice tone="error">
        <p>{t('confirmUnreachable')}</p>
        <Button
          type="button"
          onClick={() => {
            setState({ kind: 'checking' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('tryAgain')}
        </Button>
      </Notice>
    );
  }
  if (state.kind === 'refused') {
    return (
      <Notice tone="error">
        <p>{state.message}</p>
      </Notice>
    );
  }
  const { kind, workshop } = state.result;
  return (
    <>
      <Notice tone="success">
        <p>{kind === 'registration' ? t('confirmSeatDone', { title: workshop.title }) : t('confirmWaitlistDone', { title: workshop.title })}</p>
        <p>{t('confirmWhen', { date: formatDate(`${workshop.date}T00:00:00`), time: formatTime12h(workshop.time), location: workshop.location })}</p>
      </Notice>
      {user && kind === 'registration' ? (
        <CardActions>
          <ButtonLink to="/dashboard">{t('confirmToDashboard')}</ButtonLink>
        </CardActions>
      ) : null}
    </>
  );
}

/** /workshops/confirm?token=…: the page behind the link e-mailed for a held seat or a waitlist place. */
export default function WorkshopConfirm() {
  usePageTitle(t('confirmTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <PageHeader title={t('confirmTitle')} />
      <PageSection>
        <Container>
          {token ? (
            <TokenConfirmation token={token} />
          ) : (
            <Notice tone="error">
              <p>{t('confirmMissing')}</p>
            </Notice>
          )}
          <CardActions>
            <ButtonLink to="/workshops" $variant="secondary">
              {t('confirmToWorkshops')}
            </ButtonLink>
          </CardActions>
        </Container>
      </PageSection>
    </>
  );
}
