import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Button, FocusHeading, Modal, Spinner, TextAreaField, TextField, formatDate, useFocusFirstError, useSession, Link, formatWeekday } from '@civic/shared';
import { bookExpert, fetchNextSession, newIdempotencyKey, type Instructor, type NextSessionData } from '../../api';
import { StatusBox } from '../../components/Status';
import { bookingSchema } from '@civic/shared/schemas';
import { t } from '../../messages';

/** The dialog closes itself 2 seconds after a successful booking. */
export const BOOKING_CLOSE_DELAY_MS = 2000;

type Phase = 'idle' | 'success' | 'error';
type Session = { status: 'loading' } | { status: 'none' } | { status: 'found'; data: NextSessionData };

/** The booking dialog: next session, topic and description, then success (auto-close) or failure with Try Again. */
export function BookingDialog({
  instructor,
  onClose,
  onBooked,
}: {
  instructor: Instructor;
  onClose: () => void;
  /** Told at once on success, with the booking's id (for its calendar invite), so the page can keep the news. */
  onBooked?: (bookingId: string | null) => void;
}) {
  const user = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [phase, setPhase] = useState<Phase>('idle');
  // One key for this dialog's booking: a retry after a lost answer is recognised by the server.
  const key = useRef(newIdempotencyKey());

  useEffect(() => {
    const controller = new AbortController();
    fetchNextSession(instructor.id, controller.signal).then(
      (data) => !controller.signal.aborted && setSession(data ? { status: 'found', data } : { status: 'none' }),
      () => !controller.signal.aborted && setSession({ status: 'none' }),
    );
    return () => controller.abort();
  }, [instructor.id]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(onClose, BOOKING_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose]);

  const formik = useFormik({
    initialValues: { topic: '', description: '' },
    validationSchema: bookingSchema,
    onSubmit: async (values) => {
      if (!user) return;
      try {
        const booking = await bookExpert({ userId: user.email, expert: instructor.name, topic: values.topic.trim(), description: values.description.trim() }, key.current);
        setPhase('success');
        onBooked?.(booking.id);
      } catch {
        setPhase('error');
      }
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);
  const errorOf = (field: 'topic' | 'description') => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <Modal title={t('bookingTitle', { name: instructor.name })} onClose={onClose} closeLabel={t('close')}>
      {phase === 'success' ? (
        <div role="status">
          <FocusHeading>{t('bookingSuccess')}</FocusHeading>
          <p>{t('bookingSuccessDetail')}</p>
        </div>
      ) : phase === 'error' ? (
        <div role="alert">
          <FocusHeading>{t('bookingFailed')}</FocusHeading>
          <p>{t('bookingFailedDetail')}</p>
          <Button type="button" onClick={() => setPhase('idle')}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {session.status === 'loading' ? <Spinner label={t('bookingLoadingSession')} /> : null}
          {session.status === 'none' ? (
            <StatusBox $tone="info" role="status">
              {t('bookingNoSession')}
            </StatusBox>
          ) : null}
          {session.status === 'found' ? (
            <p>
              <strong>
                {t('bookingNext', { day: formatWeekday(session.data.session_day), date: formatDate(`${session.data.session_date}T00:00:00`), time: session.data.formatted_time })}
              </strong>
            </p>
          ) : null}
          {user === null ? (
            <StatusBox $tone="info" role="status">
              {t('bookingSignIn')} <Link to={`/auth/signin?next=${encodeURIComponent('/community/expert-qa')}`}>{t('forumSignIn')}</Link>
            </StatusBox>
          ) : null}
          <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
            <TextField label={t('bookingTopic')} required {...formik.getFieldProps('topic')} error={errorOf('topic')} />
            <TextAreaField label={t('bookingDescription')} required rows={4} {...formik.getFieldProps('description')} error={errorOf('description')} />
            <Button type="submit" disabled={formik.isSubmitting || session.status !== 'found' || !user}>
              {formik.isSubmitting ? t('bookingSubmitting') : t('bookingSubmit')}
            </Button>
          </form>
        </>
      )}
    </Modal>
  );
}
