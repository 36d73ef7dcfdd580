import { useState, type FormEvent } from 'react';
import { Button, ButtonLink, Container, linkNotChecked, Notice, PageHeader, PageSection, toApiError, usePageTitle, useSearchParams } from '@civic/shared';
import { unsubscribeNewsletter, type NewsletterList } from '../../api';
import { t } from '../../messages';
import { listLabel } from './listLabel';

type Outcome = { kind: 'done'; list: NewsletterList } | { kind: 'failed'; message: string } | null;

/**
 * /newsletter/unsubscribe?token=…, linked from every newsletter e-mail. It asks for one click rather than
 * acting on arrival, so a mail scanner that opens links cannot unsubscribe anyone.
 */
export default function NewsletterUnsubscribe() {
  usePageTitle(t('newsletterUnsubscribeTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', list: await unsubscribeNewsletter(token) });
    } catch (error) {
      const problem = toApiError(error);
      const message = linkNotChecked(problem) ? t('newsletterUnreachable') : problem.status === 429 ? problem.message : t('newsletterUnsubscribeInvalid');
      setOutcome({ kind: 'failed', message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('newsletterUnsubscribeTitle')} intro={t('newsletterUnsubscribeIntro')} />
      <PageSection>
        <Container>
          {!token ? (
            <Notice tone="error">
              <p>{t('newsletterLinkMissing')}</p>
            </Notice>
          ) : outcome?.kind === 'done' ? (
            <Notice tone="success">
              <p>{t('newsletterUnsubscribed', { list: listLabel(outcome.list) })}</p>
            </Notice>
          ) : (
            <form onSubmit={submit} aria-label={t('newsletterUnsubscribeTitle')}>
              {outcome?.kind === 'failed' ? (
                <Notice tone="error">
                  <p>{outcome.message}</p>
                </Notice>
              ) : null}
              <Button type="submit" disabled={busy}>
                {busy ? t('newsletterUnsubscribing') : t('newsletterUnsubscribeButton')}
              </Button>
            </form>
          )}
          <p>
            <ButtonLink to="/" $variant="secondary">
              {t('newsletterHome')}
            </ButtonLink>
          </p>
        </Container>
      </PageSection>
    </>
  );
}
