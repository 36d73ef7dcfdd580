import styled from 'styled-components';
import { formatDate } from '@civic/shared';
import { t } from '../messages';

export interface ParticipationFigures {
  upcomingSessions: Array<{ topic: string; date: string; location: string; projectTitle?: string }>;
  pastFeedback: Array<{ topic: string; summary: string; outcome: string; projectTitle?: string }>;
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    padding-left: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: 0;
  }
`;

/** Public participation: sessions still to come (from today on) and what earlier ones changed. */
export function ParticipationSection({
  participation,
  headingLevel = 2,
  today = new Date().toISOString().slice(0, 10),
}: {
  participation: ParticipationFigures;
  headingLevel?: 2 | 3;
  today?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const upcoming = participation.upcomingSessions.filter((session) => session.date >= today);
  return (
    <section>
      <Heading>{t('participationTitle')}</Heading>
      <p>{t('participationIntro')}</p>
      <Sub>{t('upcomingSessions')}</Sub>
      {upcoming.length ? (
        <List>
          {upcoming.map((session) => (
            <li key={`${session.date}-${session.topic}`}>
              <p>
                <strong>{session.topic}</strong>
              </p>
              <p>{t('sessionWhen', { date: formatDate(session.date), location: session.location })}</p>
              {session.projectTitle ? <p>{t('aboutProject', { title: session.projectTitle })}</p> : null}
            </li>
          ))}
        </List>
      ) : (
        <p>{t('noUpcomingSessions')}</p>
      )}
      <Sub>{t('pastFeedback')}</Sub>
      {participation.pastFeedback.length ? (
        <List>
          {participation.pastFeedback.map((entry) => (
            <li key={`${entry.topic}-${entry.summary}`}>
              <p>
                <strong>{entry.topic}</strong>
              </p>
              <p>{entry.summary}</p>
              <p>{t('feedbackOutcome', { outcome: entry.outcome })}</p>
              {entry.projectTitle ? <p>{t('aboutProject', { title: entry.projectTitle })}</p> : null}
            </li>
          ))}
        </List>
      ) : (
        <p>{t('noPastFeedback')}</p>
      )}
    </section>
  );
}
