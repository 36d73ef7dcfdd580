import styled from 'styled-components';
import { Container, LoadState, PageSection, useLoad, usePageTitle, PageHeader, Link } from '@civic/shared';
import { fetchPublications } from '../../api';
import { t } from '../../messages';
import { PublicationFinder } from './PublicationFinder';

const KnowledgeNote = styled.p`
  margin-top: ${({ theme }) => theme.space(10)};
  a {
    font-weight: 700;
  }
`;

export default function Publications() {
  usePageTitle(t('publicationsTitle'));
  const { state, retry } = useLoad(fetchPublications);
  return (
    <>
      <PageHeader title={t('publicationsTitle')} intro={t('publicationsIntro')} />
      <PageSection>
        <Container>
          <LoadState
            headingLevel={2}
            state={state}
            onRetry={retry}
            loadingLabel={t('publicationsLoading')}
            failedTitle={t('loadFailedTitle')}
            failedText={t('publicationsFailed')}
            retryLabel={t('tryAgain')}
          >
            {(data) => <PublicationFinder publications={data} />}
          </LoadState>
          {/* Shown once the list is in, so it does not jump down the page when the list arrives. */}
          {state.status === 'loading' ? null : (
            <KnowledgeNote>
              {t('publicationsKnowledge')} <Link to="/resources/knowledge">{t('publicationsKnowledgeLink')}</Link>
            </KnowledgeNote>
          )}
        </Container>
      </PageSection>
    </>
  );
}
