import styled from 'styled-components';
import { formatDate } from '@civic/shared';
import type { CaseStatus, TimelineEntry } from '../../api';
import { ReferralNote } from '../../components/Referral';
import { t } from '../../messages/follow-up';

const STAGE_OF: Record<CaseStatus, number> = { received: 0, under_review: 1, referred: 2, closed: 2 };

const Stages = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    border: 2px solid ${({ theme }) => theme.colors.border};
  }
  li[data-reached='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryTint};
  }
  li[aria-current='step'] {
    font-weight: 700;
  }
`;

const History = styled.ul`
  padding-left: 1.25rem;
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * Received → Under review → Referred or Closed. Each stage says in words whether it is done, current or
 * still to come (colour alone would not), and the history below carries the public reasons and, for a
 * referral, the body it went to. `about` says whose it is: "your report" or "your complaint".
 */
export function StatusTimeline({
  status,
  statusLabel,
  timeline,
  about,
}: {
  status: CaseStatus;
  statusLabel: string;
  timeline: readonly TimelineEntry[];
  about: 'report' | 'complaint';
}) {
  const current = STAGE_OF[status];
  const stages = [t('stageReceived'), t('stageUnderReview'), current === 2 ? statusLabel : t('stageOutcome')];
  return (
    <section aria-labelledby="timeline-title">
      <h3 id="timeline-title">{t('timelineTitle')}</h3>
      <Stages>
        {stages.map((stage, index) => (
          <li key={stage} data-reached={index <= current} aria-current={index === current ? 'step' : undefined}>
            {stage} — {index < current ? t('stageDone') : index === current ? t('stageCurrent') : t('stagePending')}
          </li>
        ))}
      </Stages>
      <History>
        {timeline.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <strong>{entry.label}</strong> · <time dateTime={entry.at}>{formatDate(entry.at)}</time>
            {entry.referredTo ? <ReferralNote code={entry.referredTo} about={about} /> : null}
            {entry.reason ? <p>{t('timelineReason', { reason: entry.reason })}</p> : null}
          </li>
        ))}
      </History>
    </section>
  );
}
