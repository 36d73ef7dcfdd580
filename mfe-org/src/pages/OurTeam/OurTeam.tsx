import { Container, LoadState, PageSection, useLoad, usePageTitle, PageHeader } from '@civic/shared';
import { fetchTeam } from '../../api';
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
          <LoadState
            headingLevel={2}
            state={state}
            onRetry={retry}
            loadingLabel={t('teamLoading')}
            failedTitle={t('loadFailedTitle')}
            failedText={t('teamFailed')}
            retryLabel={t('tryAgain')}
          >
            {(data) => <TeamDirectory members={data} />}
          </LoadState>
        </Container>
      </PageSection>
    </>
  );
}
