import styled from 'styled-components';
import { Container, formatDate, PageHero, PageSection, Spinner, TwoColumns, usePageTitle, Link, useLanguage, useParams } from '@civic/shared';
import { loadCase, type CaseAnswer } from '../../api';
import { DeskAccess } from '../../components/DeskAccess';
import { t, useTranslations } from '../../messages/desk';
import { bodyLabelOf } from '../../referral';
import { useDeskLoad } from '../../useDeskLoad';
import { AssignForm } from './AssignForm';
import { CaseFacts } from './CaseFacts';
import { StatusForm } from './StatusForm';
import { TextActionForm } from './TextActionForm';

const Entries = styled.ol`
  list-style: none;
  padding: 0;
  li {
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    margin-bottom: ${({ theme }) => theme.space(3)};
    white-space: pre-wrap;
  }
  p {
    margin: 0;
  }
`;

const StaffOnly = styled.section`
  background: ${({ theme }) => theme.colors.warningTint};
  border: 2px dashed ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(6)} 0;
`;

/** /desk/cases/:id: one case with everything a case handler needs, and the actions on it. */
export default function DeskCase() {
  useTranslations();
  const { id = '' } = useParams();
  const language = useLanguage();
  const { state, setState, retry } = useDeskLoad(id, (signal) => loadCase(id, signal));
  const detail = state.status === 'loaded' ? state.data.case : null;
  const title = detail ? t('caseTitle', { reference: detail.reference ?? t('caseNoReference') }) : t('deskTitle');
  usePageTitle(title);
  // Action answers carry the case but may leave out the staff list; keep the one we have.
  const update = (next: CaseAnswer) =>
    setState((current) => ({ status: 'loaded', data: { case: next.case, staff: next.staff ?? (current.status === 'loaded' ? current.data.staff : []) } }));

  return (
    <>
      <PageHero>
        <Container>
          <p>
            <Link to="/desk">{t('caseBack')}</Link>
          </p>
          <h1>{title}</h1>
        </Container>
      </PageHero>
      <PageSection>
        <Container>
          {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
          {state.status === 'failed' ? (
            <DeskAccess
              status={state.httpStatus}
              secondFactor={state.secondFactor}
              keyRefusal={state.keyRefusal}
              failedTitle={state.httpStatus === 404 ? t('caseNotFound') : t('caseLoadFailed')}
              onRetry={retry}
            />
          ) : null}
          {state.status === 'loaded' && detail ? (
            <>
              <TwoColumns>
                <CaseFacts detail={detail} />
                <div>
                  <StatusForm key={`${detail.status}-${detail.timeline.length}`} detail={detail} onUpdated={update} />
                  <AssignForm key={detail.assignedTo?.id ?? 'none'} caseId={detail.id} assigned={detail.assignedTo} staff={state.data.staff ?? []} onUpdated={update} />
                </div>
              </TwoColumns>

              <section aria-labelledby="case-timeline-title">
                <h2 id="case-timeline-title">{t('caseTimeline')}</h2>
                <Entries>
                  {detail.timeline.map((entry) => (
                    <li key={`${entry.status}-${entry.at}`}>
                      <p>
                        <strong>{entry.label}</strong> · <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                      </p>
                      {entry.referredTo ? <p>{t('caseTimelineReferral', { body: bodyLabelOf(entry.referredTo, language) })}</p> : null}
                      {entry.reason ? <p>{t('timelineReason', { reason: entry.reason })}</p> : null}
                    </li>
                  ))}
                </Entries>
              </section>

              <section aria-labelledby="case-messages-title">
                <h2 id="case-messages-title">{t('caseMessages')}</h2>
                {detail.messages.length === 0 ? <p>{t('caseMessagesEmpty')}</p> : null}
                <Entries>
                  {detail.messages.map((message) => (
                    <li key={`${message.at}-${message.author}`}>
                      <p>
                        <strong>{message.author === 'staff' ? (message.staffName ?? t('messageFromStaff')) : t('caseReporter')}</strong> ·{' '}
                        <time dateTime={message.at}>{formatDate(message.at)}</time>
                      </p>
                      <p>{message.body}</p>
                    </li>
                  ))}
                </Entries>
                <TextActionForm
                  caseId={detail.id}
                  label={t('caseReplyLabel')}
                  requiredMessage={t('caseReplyRequired')}
                  submitLabel={t('caseReplySend')}
                  doneMessage={t('caseReplySent')}
                  toAction={(message) => ({ kind: 'replies', body: { message } })}
                  onUpdated={update}
                />
              </section>

              <StaffOnly aria-labelledby="case-notes-title">
                <h2 id="case-notes-title">{t('caseNotes')}</h2>
                {detail.notes.length === 0 ? <p>{t('caseNotesEmpty')}</p> : null}
                <Entries>
                  {detail.notes.map((note) => (
                    <li key={note.id}>
                      <p>
                        <strong>{note.author}</strong> · <time dateTime={note.at}>{formatDate(note.at)}</time>
                      </p>
                      <p>{note.body}</p>
                    </li>
                  ))}
                </Entries>
                <TextActionForm
                  caseId={detail.id}
                  label={t('caseNoteLabel')}
                  requiredMessage={t('caseNoteRequired')}
                  submitLabel={t('caseNoteSave')}
                  doneMessage={t('caseNoteSaved')}
                  toAction={(note) => ({ kind: 'notes', body: { note } })}
                  onUpdated={update}
                />
              </StaffOnly>

              <section aria-labelledby="case-audit-title">
                <h2 id="case-audit-title">{t('caseAudit')}</h2>
                <Entries>
                  {detail.audit.map((entry) => (
                    <li key={`${entry.at}-${entry.action}`}>
                      <p>
                        <time dateTime={entry.at}>{formatDate(entry.at)}</time> · {entry.actor}: <strong>{entry.action}</strong> {entry.detail}
                      </p>
                    </li>
                  ))}
                </Entries>
              </section>
            </>
          ) : null}
        </Container>
      </PageSection>
    </>
  );
}
