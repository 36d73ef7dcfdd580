import { Container, EmptyState, Grid, LoadState, PageSection, formatDate, formatTime12h, useLoad, usePageTitle, PageHeader } from '@civic/shared';
import { eventCalendarUrl, fetchEvents } from '../../api';
import { CardActions, Meta, RowCard } from '../../components/Status';
import { t } from '../../messages';

/** Townhall meetings: the 'Upcoming Events' grid. Online events link to their meeting; in-person ones name the venue. */
export default function TownhallMeetings() {
  usePageTitle(t('townhallTitle'));
  const { state, retry } = useLoad(fetchEvents);
  return (
    <>
      <PageHeader title={t('townhallTitle')} intro={t('townhallIntro')} />
      <PageSection>
        <Container>
          <h2>{t('townhallHeading')}</h2>
          <LoadState state={state} onRetry={retry} loadingLabel={t('eventsLoading')} failedTitle={t('eventsFailed')} retryLabel={t('tryAgain')}>
            {(events) =>
              events.length === 0 ? (
                <EmptyState title={t('eventsEmpty')} />
              ) : (
                <Grid as="ul" role="list" style={{ listStyle: 'none', padding: 0 }}>
                  {events.map((event) => (
                    <li key={event.id}>
                      <RowCard>
                        <h3>{event.title}</h3>
                        <Meta>
                          <strong>{event.isOnline ? t('eventOnline') : t('eventInPerson')}</strong> · {formatDate(`${event.date}T00:00:00`)} · {formatTime12h(event.time)}
                        </Meta>
                        <p>{event.description}</p>
                        {event.isOnline ? null : (
                          <p>
                            <strong>{t('eventPlace')}:</strong> {event.location}
                          </p>
                        )}
                        <CardActions>
                          {event.isOnline ? (
                            <a href={event.location} target="_blank" rel="noopener noreferrer">
                              {t('eventJoin', { title: event.title })}
                            </a>
                          ) : null}
                          <a href={eventCalendarUrl(event.id)} aria-label={t('eventCalendarFor', { title: event.title })}>
                            {t('eventCalendar')}
                          </a>
                        </CardActions>
                      </RowCard>
                    </li>
                  ))}
                </Grid>
              )
            }
          </LoadState>
        </Container>
      </PageSection>
    </>
  );
}
