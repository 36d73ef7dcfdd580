import { useState } from 'react';
import { Button, FocusHeading, formatDate, PageHeader, PageSection, usePageTitle, Link } from '@civic/shared';
import type { TrackedComplaint } from '../../api';
import { t, useTranslations } from '../../messages/track';
import { useTranslations as useFollowUpTexts } from '../../messages/follow-up';
import { categoryLabel } from '../../vocabulary';
import { StatusTimeline } from '../FollowUp/StatusTimeline';
import { Thread } from '../FollowUp/MessageThread';
import { TrackLookup } from './TrackLookup';
import { FormColumn } from '../../components/FormColumn';

/**
 * /complaints/track: a complainant's way back to their complaint, with its reference and the e-mail address
 * they gave. Like a report's receipt, neither is kept in the browser: leaving or reloading forgets them.
 */
export default function ComplaintTrack() {
  useTranslations();
  // The timeline and the replies are the follow-up page's parts, with their texts.
  useFollowUpTexts();
  usePageTitle(t('trackTitle'));
  const [complaint, setComplaint] = useState<TrackedComplaint | null>(null);

  return (
    <>
      <PageHeader title={t('trackTitle')} intro={t('trackIntro')} />
      <PageSection>
        <FormColumn>
          {complaint ? (
            <>
              <FocusHeading>{t('trackStatusTitle', { reference: complaint.reference, status: complaint.statusLabel })}</FocusHeading>
              <p>
                {t('trackSummary', {
                  category: complaint.category ? categoryLabel(complaint.category) : '',
                  institution: complaint.institution ?? '',
                  date: formatDate(complaint.submittedAt),
                })}
              </p>
              <StatusTimeline status={complaint.status} statusLabel={complaint.statusLabel} timeline={complaint.timeline} about="complaint" />
              <section aria-labelledby="track-replies-title">
                <h3 id="track-replies-title">{t('trackRepliesTitle')}</h3>
                {complaint.messages.length === 0 ? <p>{t('trackRepliesEmpty')}</p> : null}
                <Thread>
                  {complaint.messages.map((message) => (
                    <li key={`${message.at}-${message.author}`} data-author={message.author}>
                      <p>
                        <strong>{message.author === 'staff' ? t('messageFromStaff') : t('messageFromYou')}</strong> · <time dateTime={message.at}>{formatDate(message.at)}</time>
                      </p>
                      <p>{message.body}</p>
                    </li>
                  ))}
                </Thread>
              </section>
              <p>
                <Button type="button" $variant="secondary" onClick={() => setComplaint(null)}>
                  {t('trackAnother')}
                </Button>
              </p>
            </>
          ) : (
            <>
              <TrackLookup onFound={setComplaint} />
              <p style={{ marginTop: '1.5rem' }}>
                <Link to="/complaints">{t('trackNewComplaint')}</Link>
              </p>
            </>
          )}
        </FormColumn>
      </PageSection>
    </>
  );
}
