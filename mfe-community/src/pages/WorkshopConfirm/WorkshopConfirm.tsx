import {
  ButtonLink,
  Container,
  LinkConfirmationState,
  Notice,
  PageHeader,
  PageSection,
  formatDate,
  formatTime12h,
  useLinkConfirmation,
  usePageTitle,
  useSession,
  type ApiError,
  useSearchParams,
} from '@civic/shared';
import { confirmWorkshopLink, registrationCalendarUrl, type LinkConfirmation } from '../../api';
import { CardActions } from '../../components/Status';
import { t } from '../../messages';

/** What a refused link means, in words the citizen can act on. */
function refusalMessage(problem: ApiError): string {
  return problem.status === 409 ? problem.message || t('confirmUsed') : t('confirmExpired');
}

/** Confirms the e-mailed token once on arrival (and again only when the citizen asks after a failed try). */
function TokenConfirmation({ token }: { token: string }) {
  const { state, retry } = useLinkConfirmation(token, confirmWorkshopLink, refusalMessage);
  return (
    <LinkConfirmationState state={state} onRetry={retry} checkingLabel={t('confirmChecking')} unreachableText={t('confirmUnreachable')} retryLabel={t('tryAgain')}>
      {(result) => <Confirmed result={result} />}
    </LinkConfirmationState>
  );
}

/** A seat or waitlist place is confirmed: when and where, and the dashboard for a signed-in citizen's seat. */
function Confirmed({ result }: { result: LinkConfirmation }) {
  const user = useSession();
  const { kind, workshop, registrationId } = result;
  return (
    <>
      <Notice tone="success">
        <p>{kind === 'registration' ? t('confirmSeatDone', { title: workshop.title }) : t('confirmWaitlistDone', { title: workshop.title })}</p>
        <p>{t('confirmWhen', { date: formatDate(`${workshop.date}T00:00:00`), time: formatTime12h(workshop.time), location: workshop.location })}</p>
        {kind === 'registration' ? <p>{t('confirmDetailsMailed')}</p> : null}
        {kind === 'registration' && registrationId ? (
          <p>
            <a href={registrationCalendarUrl(registrationId)}>{t('confirmCalendar')}</a>
          </p>
        ) : null}
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
