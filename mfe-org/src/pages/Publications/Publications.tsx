import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, ErrorState, PageSection, Spinner, useLoad, usePageTitle } from '@civic/shared';
import { fetchPublications } from '../../api';
import { PageHeader } from '../../components/PageHeader';
import { t } from '../../messages';
import { PublicationFinder } from './PublicationFinder';

const KnowledgeNote = styled.p`
  margin-top: ${({ theme }) => theme.space(10)};
  a { font-weight: 700; }
`;

export default function Publications() {
  usePageTitle(t('publicationsTitle'));
  const { state, retry } = useLoad(fetchPublications);
  return (
    <>
      <PageHeader title={t('publicationsTitle')} intro={t('publicationsIntro')} />
      <PageSection>
        <Container>
          {state.status === 'loading' ? <Spinner label={t('publicationsLoading')} /> : null}
          {state.status === 'failed' ? (
            <ErrorState title={t('loadFailedTitle')} onRetry={retry} retryLabel={t('tryAgain')}>
              <p>{t('publicationsFailed')}</p>
            </ErrorState>
          ) : null}
          {state.status === 'loaded' ? <PublicationFinder publications={state.data} /> : null}
          <KnowledgeNote>
            {t('publicationsKnowledge')} <Link to="/resources/knowledge">{t('publicationsKnowledgeLink')}</Link>
          </KnowledgeNote>
        </Container>
      </PageSection>
    </>
  );
}
