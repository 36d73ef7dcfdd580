import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Container, Notice, PageHeader, PageSection, Spinner, toApiError, usePageTitle } from '@civic/shared';
import { confirmNewsletter, type NewsletterList } from '../../api';
import { t } from '../../messages';
import { listLabel } from './listLabel';

type Confirmation = { kind: 'checking' } | { kind: 'confirmed'; list: NewsletterList } | { kind: 'refused'; message: string } | { kind: 'unreachable' };

function refusal(error: unknown): Confirmation {
  const problem = toApiError(error);
  // Without an answer nothing is known about the link; blaming it would send the reader the wrong way.
  if (problem.isNetworkError || (problem.status !== null && problem.status >= 500)) return { kind: 'unreachable' };
  if (problem.status === 409) return { kind: 'refused', message: t('newsletterConfirmUsed') };
  if (problem.status === 429) return { kind: 'refused', message: problem.message };
  return { kind: 'refused', message: t('newsletterConfirmExpired') };
}

function TokenConfirmation({ token }: { token: string }) {
  const [state, setState] = useState<Confirmation>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token and attempt: the link works once, so React's development double effect must not use it twice.
    const key = `${token}#${attempt}`;
    if (sent.current === key) return;
    sent.current = key;
    confirmNewsletter(token).then(
      (list) => setState({ kind: 'confirmed', list }),
      (error: unknown) => setState(refusal(error)),
    );
  }, [token, attempt]);

  if (state.kind === 'checking') return <Spinner label={t('newsletterConfirming')} />;
  if (state.kind === 'confirmed') {
    return (
      <Notice tone="success">
        <p>{t('newsletterConfirmed', { list: listLabel(state.list) })}</p>
      </Notice>
    );
  }
  if (state.kind === 'unreachable') {
    return (
      <Notice tone="error">
        <p>{t('newsletterUnreachable')}</p>
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
  return (
    <Notice tone="error">
      <p>{state.message}</p>
    </Notice>
  );
}

/** /newsletter/confirm?token=…: opened from the confirmation e-mail; the subscription starts here. */
export default function NewsletterConfirm() {
  usePageTitle(t('newsletterConfirmTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <PageHeader title={t('newsletterConfirmTitle')} />
      <PageSection>
        <Container>
          {token ? (
            <TokenConfirmation token={token} />
          ) : (
            <Notice tone="error">
              <p>{t('newsletterLinkMissing')}</p>
            </Notice>
          )}
          <ButtonLink to="/" $variant="secondary">
            {t('newsletterHome')}
          </ButtonLink>
        </Container>
      </PageSection>
    </>
  );
}
