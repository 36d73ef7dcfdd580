import { useCallback } from 'react';
import { ButtonLink, Card, Container, EmptyState, LoadState, PageHeader, PageSection, formatDate, useLoad, usePageTitle, useParams } from '@civic/shared';
import { findWorkshop, type Workshop } from '../../api';
import { Meta } from '../../components/Status';
import { t } from '../../messages';

/** A completed workshop's materials, linked from 'View Resources'. */
export default function WorkshopResources() {
  const { id = '' } = useParams();
  usePageTitle(t('resourcesTitle'));
  const load = useCallback((signal: AbortSignal) => findWorkshop(id, signal), [id]);
  const { state, retry } = useLoad(load);
  const workshop = state.status === 'loaded' ? state.data : null;

  return (
    <>
      <PageHeader
        title={workshop ? `${t('resourcesTitle')}: ${workshop.title}` : t('resourcesTitle')}
        intro={workshop ? t('resourcesHeld', { date: formatDate(`${workshop.date}T00:00:00`), location: workshop.location }) : undefined}
      />
      <PageSection>
        <Container>
          <LoadState state={state} onRetry={retry} loadingLabel={t('resourcesLoading')} failedTitle={t('resourcesFailed')} retryLabel={t('tryAgain')}>
            {(found) => (found ? <Materials workshop={found} /> : <EmptyState title={t('resourcesNotFound')} />)}
          </LoadState>
          <ButtonLink to="/workshops" $variant="secondary">
            {t('resourcesBack')}
          </ButtonLink>
        </Container>
      </PageSection>
    </>
  );
}

/** What a completed workshop left behind; a workshop still to come or under way has none yet. */
function Materials({ workshop }: { workshop: Workshop }) {
  if (workshop.category !== 'completed') return <EmptyState title={t('resourcesNotCompleted')} />;
  if (workshop.materials.length === 0) return <EmptyState title={t('resourcesNone')} />;
  return (
    <>
      {workshop.materials.map((material) => (
        <Card key={material.title} style={{ marginBottom: '1rem' }}>
          <h2>{material.title}</h2>
          <Meta>{material.summary}</Meta>
          <ul>
            {material.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {material.sourceUrl ? (
            <p>
              {t('resourcesSource')}:{' '}
              <a href={material.sourceUrl} target="_blank" rel="noopener noreferrer">
                {material.sourceUrl.replace(/^https:\/\//, '')}
              </a>
            </p>
          ) : null}
        </Card>
      ))}
    </>
  );
}
