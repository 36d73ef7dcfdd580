import { ButtonLink, Container, LinkConfirmationState, Notice, PageHeader, PageSection, useLinkConfirmation, usePageTitle, type ApiError, useSearchParams } from '@civic/shared';
import { confirmNewsletter } from '../../api';
import { t } from '../../messages';
import { listLabel } from './listLabel';

function refusalMessage(problem: ApiError): string {
  return problem.status === 409 ? t('newsletterConfirmUsed') : t('newsletterConfirmExpired');
}

function TokenConfirmation({ token }: { token: string }) {
  const { state, retry } = useLinkConfirmation(token, confirmNewsletter, refusalMessage);
  return (
    <LinkConfirmationState state={state} onRetry={retry} checkingLabel={t('newsletterConfirming')} unreachableText={t('newsletterUnreachable')} retryLabel={t('tryAgain')}>
      {(list) => (
        <Notice tone="success">
          <p>{t('newsletterConfirmed', { list: listLabel(list) })}</p>
        </Notice>
      )}
    </LinkConfirmationState>
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
