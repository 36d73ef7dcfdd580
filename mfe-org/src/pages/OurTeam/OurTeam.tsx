import { Container, ErrorState, PageSection, Spinner, useLoad, usePageTitle } from '@civic/shared';
import { fetchTeam } from '../../api';
import { PageHeader } from '../../components/PageHeader';
import { t } from '../../messages';
import { TeamDirectory } from './TeamDirectory';

export default function OurTeam() {
  usePageTitle(t('teamTitle'));
  const { state, retry } = useLoad(fetchTeam);
  return (
    <>
      <PageHeader title={t('teamTitle')} intro={t('teamIntro')} />
      <PageSection>
        <Container>
          {state.status === 'loading' ? <Spinner label={t('teamLoading')} /> : null}
          {state.status === 'failed' ? (
            <ErrorState title={t('loadFailedTitle')} onRetry={retry} retryLabel={t('tryAgain')}>
              <p>{t('teamFailed')}</p>
            </ErrorState>
          ) : null}
          {state.status === 'loaded' ? <TeamDirectory members={state.data} /> : null}
        </Container>
      </PageSection>
    </>
  );
}
