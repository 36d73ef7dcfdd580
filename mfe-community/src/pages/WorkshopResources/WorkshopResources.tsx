import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink, Card, Container, EmptyState, ErrorState, PageHero, PageSection, Spinner, formatDate, useLoad, usePageTitle } from '@civic/shared';
import { fetchWorkshop } from '../../api';
import { Meta } from '../../components/Status';
import { t } from '../../messages';

/** A completed workshop's materials, linked from 'View Resources'. */
export default function WorkshopResources() {
  const { id = '' } = useParams();
  usePageTitle(t('resourcesTitle'));
  const load = useCallback((signal: AbortSignal) => fetchWorkshop(id, signal), [id]);
  const { state, retry } = useLoad(load);
  const workshop = state.status === 'loaded' ? state.data : null;

  return (
    <>
      <PageHero>
        <Container>
          <h1>{workshop ? `${t('resourcesTitle')}: ${workshop.title}` : t('resourcesTitle')}</h1>
          {workshop ? <p>{t('resourcesHeld', { date: formatDate(`${workshop.date}T00:00:00`), location: workshop.location })}</p> : null}
        </Container>
      </PageHero>
      <PageSection>
        <Container>
          {state.status === 'loading' ? <Spinner label={t('resourcesLoading')} /> : null}
          {state.status === 'failed' ? <ErrorState title={t('resourcesFailed')} onRetry={retry} retryLabel={t('tryAgain')} /> : null}
          {workshop && workshop.category !== 'completed' ? <EmptyState title={t('resourcesNotCompleted')} /> : null}
          {workshop && workshop.category === 'completed' && workshop.materials.length === 0 ? <EmptyState title={t('resourcesNone')} /> : null}
          {workshop && workshop.category === 'completed'
            ? workshop.materials.map((material) => (
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
              ))
            : null}
          <ButtonLink to="/workshops" $variant="secondary">
            {t('resourcesBack')}
          </ButtonLink>
        </Container>
      </PageSection>
    </>
  );
}
