import { Card, Container, EmptyState, ErrorState, Grid, PageHero, PageSection, Spinner, formatDate, formatTime12h, useLoad, usePageTitle } from '@civic/shared';
import { fetchEvents } from '../../api';
import { Meta } from '../../components/Status';
import { t } from '../../messages';

/** Townhall meetings: the 'Upcoming Events' grid. Online events link to their meeting; in-person ones name the venue. */
export default function TownhallMeetings() {
  usePageTitle(t('townhallTitle'));
  const { state, retry } = useLoad(fetchEvents);
  return (
    <>
      <PageHero>
        <Container>
          <h1>{t('townhallTitle')}</h1>
          <p>{t('townhallIntro')}</p>
        </Container>
      </PageHero>
      <PageSection>
        <Container>
          <h2>{t('townhallHeading')}</h2>
          {state.status === 'loading' ? <Spinner label={t('eventsLoading')} /> : null}
          {state.status === 'failed' ? <ErrorState title={t('eventsFailed')} onRetry={retry} retryLabel={t('tryAgain')} /> : null}
          {state.status === 'loaded' && state.data.length === 0 ? <EmptyState title={t('eventsEmpty')} /> : null}
          {state.status === 'loaded' && state.data.length > 0 ? (
            <Grid as="ul" role="list" style={{ listStyle: 'none', padding: 0 }}>
              {state.data.map((event) => (
                <li key={event.id}>
                  <Card>
                    <h3>{event.title}</h3>
                    <Meta>
                      <strong>{event.isOnline ? t('eventOnline') : t('eventInPerson')}</strong> · {formatDate(`${event.date}T00:00:00`)} · {formatTime12h(event.time)}
                    </Meta>
                    <p>{event.description}</p>
                    {event.isOnline ? (
                      <a href={event.location} target="_blank" rel="noopener noreferrer">
                        {t('eventJoin', { title: event.title })}
                      </a>
                    ) : (
                      <p>
                        <strong>{t('eventPlace')}:</strong> {event.location}
                      </p>
                    )}
                  </Card>
                </li>
              ))}
            </Grid>
          ) : null}
        </Container>
      </PageSection>
    </>
  );
}
