import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Container, EmptyState, Grid, InitialsAvatar, LoadState, PageSection, formatTime12h, useLoad, usePageTitle, PageHeader, formatWeekday } from '@civic/shared';
import { bookingCalendarUrl, fetchInstructors, type Instructor } from '../../api';
import { CardActions, Meta, RowCard, StatusBox } from '../../components/Status';
import { useOpenWhenLoaded } from '@civic/shared/open-when-loaded';
import { t } from '../../messages';

// The booking form, with its form and validation libraries, is fetched when a reader asks to book: the list of
// experts comes to a phone without them.
const loadBookingDialog = () => import(/* webpackChunkName: "booking-form" */ './BookingDialog');
const BookingDialog = lazy(() => loadBookingDialog().then((module) => ({ default: module.BookingDialog })));

/** Expert Q&A: the available instructors, each with a booking dialog. */
export default function ExpertQa() {
  usePageTitle(t('expertTitle'));
  const { state, retry } = useLoad(fetchInstructors);
  const [booking, setBooking] = useState<Instructor | null>(null);
  // What stays on the page once the dialog has closed itself: the booking and its calendar invite.
  const [booked, setBooked] = useState<{ name: string; bookingId: string | null } | null>(null);
  const close = useCallback(() => setBooking(null), []);
  const opener = useOpenWhenLoaded(loadBookingDialog);

  return (
    <>
      <PageHeader title={t('expertTitle')} intro={t('expertIntro')} />
      <PageSection>
        <Container>
          <div role="status">
            {booked ? (
              <StatusBox $tone="success">
                {t('bookingBooked', { name: booked.name })}
                {booked.bookingId ? (
                  <>
                    {' '}
                    <a href={bookingCalendarUrl(booked.bookingId)}>{t('bookingCalendar')}</a>
                  </>
                ) : null}
              </StatusBox>
            ) : null}
          </div>
          <div role="alert">{opener.failed ? <StatusBox $tone="error">{t('formOpenFailed')}</StatusBox> : null}</div>
          <LoadState state={state} onRetry={retry} loadingLabel={t('expertLoading')} failedTitle={t('expertFailed')} retryLabel={t('tryAgain')}>
            {(instructors) =>
              instructors.length === 0 ? (
                <EmptyState title={t('expertEmptyTitle')}>
                  <p>{t('expertEmpty')}</p>
                </EmptyState>
              ) : (
                <Grid as="ul" role="list" style={{ listStyle: 'none', padding: 0 }}>
                  {instructors.map((instructor) => (
                    <li key={instructor.id}>
                      <RowCard>
                        <InitialsAvatar name={instructor.name} />
                        <h2>{instructor.name}</h2>
                        <Meta>{instructor.title}</Meta>
                        <p>{instructor.bio}</p>
                        <p>
                          <strong>{t('expertExpertise')}:</strong>{' '}
                          {instructor.expertise
                            .split(',')
                            .map((s) => s.trim())
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                        <Meta>{instructor.professionalism}</Meta>
                        <Meta>{t('expertWeekly', { day: formatWeekday(instructor.day_of_week), time: formatTime12h(instructor.time) })}</Meta>
                        <CardActions>
                          <Button
                            type="button"
                            onClick={() =>
                              opener.open(() => {
                                setBooked(null);
                                setBooking(instructor);
                              })
                            }
                            disabled={opener.opening}
                          >
                            {t('expertBook', { name: instructor.name })}
                          </Button>
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
      {booking ? (
        <Suspense fallback={null}>
          <BookingDialog instructor={booking} onClose={close} onBooked={(bookingId) => setBooked({ name: booking.name, bookingId })} />
        </Suspense>
      ) : null}
    </>
  );
}
