import { useState } from 'react';
import { Button, FocusHeading, formatDate, PageSection, usePageTitle, PageHeader } from '@civic/shared';
import { incidentLabel } from '../../vocabulary';
import type { FollowUpReport } from '../../api';
import { t, useTranslations } from '../../messages/follow-up';
import { AddEvidence } from './AddEvidence';
import { MessageThread } from './MessageThread';
import { ReceiptLookup } from './ReceiptLookup';
import { StatusTimeline } from './StatusTimeline';
import { FormColumn } from '../../components/FormColumn';

/**
 * /report/follow-up: the anonymous reporter's way back, by receipt code. The code is held in this page's
 * memory only (never stored in the browser), so a shared device does not keep it.
 */
export default function FollowUp() {
  useTranslations();
  usePageTitle(t('followUpTitle'));
  const [found, setFound] = useState<{ receipt: string; report: FollowUpReport } | null>(null);
  const update = (report: FollowUpReport) => setFound((current) => (current ? { ...current, report } : current));

  return (
    <>
      <PageHeader title={t('followUpTitle')} intro={t('followUpIntro')} />
      <PageSection>
        <FormColumn>
          {found ? (
            <>
              <FocusHeading>{t('reportStatusTitle', { status: found.report.statusLabel })}</FocusHeading>
              <p>{t('reportSummary', { type: incidentLabel(found.report.incidentType), date: formatDate(found.report.submittedAt) })}</p>
              <StatusTimeline status={found.report.status} statusLabel={found.report.statusLabel} timeline={found.report.timeline} about="report" />
              <MessageThread receipt={found.receipt} messages={found.report.messages} onUpdated={update} />
              <AddEvidence receipt={found.receipt} files={found.report.files} onUpdated={update} />
              <p>
                <Button type="button" $variant="secondary" onClick={() => setFound(null)}>
                  {t('followUpAnother')}
                </Button>
              </p>
            </>
          ) : (
            <ReceiptLookup onFound={(receipt, report) => setFound({ receipt, report })} />
          )}
        </FormColumn>
      </PageSection>
    </>
  );
}
