import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Container, EmptyState, ErrorState, Notice, PageHeader, PageSection, SelectField, Spinner, TextField, useLoad, usePageTitle, useSearchParams } from '@civic/shared';
import { fetchAudit, fetchStaff, type AuditEntry, type AuditQuery } from '../../api';
import { Refused, withAccess } from '../../access';
import { ConsoleNav } from '../../components/ConsoleNav';
import { t, useTranslations } from '../../messages/audit';
import { StaffTable, TableScroll } from '../../components/StaffTable';

/** The actions the audit records, with their words. */
const ACTIONS = {
  'staff.invite': 'actionStaffInvite',
  'staff.invitation.withdraw': 'actionStaffInvitationWithdraw',
  'staff.roles': 'actionStaffRoles',
  'staff.second_factor.reset': 'actionSecondFactorReset',
  'staff.first_administrator': 'actionFirstAdministrator',
  'second_factor.enable': 'actionSecondFactorEnable',
  'workshop.create': 'actionWorkshopCreate',
  'workshop.update': 'actionWorkshopUpdate',
  'instructor.create': 'actionInstructorCreate',
  'instructor.update': 'actionInstructorUpdate',
  'event.create': 'actionEventCreate',
  'event.update': 'actionEventUpdate',
  'discussion.hide': 'actionDiscussionHide',
  'discussion.restore': 'actionDiscussionRestore',
  'discussion.keep': 'actionDiscussionKeep',
  'discussion.lock': 'actionDiscussionLock',
  'discussion.unlock': 'actionDiscussionUnlock',
  'comment.hide': 'actionCommentHide',
  'comment.restore': 'actionCommentRestore',
  'comment.keep': 'actionCommentKeep',
  'case.view': 'actionCaseView',
  'case.download': 'actionCaseDownload',
  'case.status': 'actionCaseStatus',
  'case.reply': 'actionCaseReply',
  'case.note': 'actionCaseNote',
  'case.assign': 'actionCaseAssign',
  'faq.draft': 'actionFaqDraft',
  'faq.publish': 'actionFaqPublish',
  'faq.unpublish': 'actionFaqUnpublish',
  'faq.move': 'actionFaqMove',
  'faq.delete': 'actionFaqDelete',
  'workshop.draft': 'actionWorkshopDraft',
  'workshop.publish': 'actionWorkshopPublish',
  'workshop.unpublish': 'actionWorkshopUnpublish',
  'workshop.registrations.export': 'actionWorkshopExport',
  'workshop.waitlist.offer': 'actionWorkshopOffer',
  'event.draft': 'actionEventDraft',
  'event.publish': 'actionEventPublish',
  'event.unpublish': 'actionEventUnpublish',
  'team.draft': 'actionTeamDraft',
  'team.publish': 'actionTeamPublish',
  'team.unpublish': 'actionTeamUnpublish',
  'testimonial.draft': 'actionTestimonialDraft',
  'testimonial.publish': 'actionTestimonialPublish',
  'testimonial.unpublish': 'actionTestimonialUnpublish',
  'instructor.draft': 'actionExpertDraft',
  'instructor.publish': 'actionExpertPublish',
  'instructor.unpublish': 'actionExpertUnpublish',
  'publication.draft': 'actionPublicationDraft',
  'publication.publish': 'actionPublicationPublish',
  'publication.unpublish': 'actionPublicationUnpublish',
  'publication.file': 'actionPublicationFile',
  'organisation.draft': 'actionOrganisationDraft',
  'organisation.publish': 'actionOrganisationPublish',
  'projects.import': 'actionProjectsImport',
  'workshop.materials': 'actionWorkshopMaterials',
  'retention.purge': 'actionRetentionPurge',
  'keys.grant': 'actionKeysGrant',
  'keys.recovery.download': 'actionKeysRecoveryDownload',
  'keys.recovery.offline': 'actionKeysRecoveryOffline',
  'keys.recovery.rotate': 'actionKeysRecoveryRotate',
  'case.decrypt_failed': 'actionCaseDecryptFailed',
} as const;

const actionText = (action: string) => (action in ACTIONS ? t(ACTIONS[action as keyof typeof ACTIONS]) : action);

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** An entry's record before and after, as JSON that wraps. */
const Table = styled(StaffTable)`
  pre {
    white-space: pre-wrap;
    word-break: break-word;
    font-size: 0.875rem;
  }
`;

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'short' });
const shown = (value: unknown) => (value === null || value === undefined ? t('auditNothing') : JSON.stringify(value, null, 2));

function Entries({ entries }: { entries: AuditEntry[] }) {
  return (
    // Wider than a phone: the table scrolls on its own, and the keyboard can reach it to scroll it.
    <TableScroll role="region" aria-label={t('auditTitle')} tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('auditWhen')}</th>
            <th scope="col">{t('auditWho')}</th>
            <th scope="col">{t('auditWhat')}</th>
            <th scope="col">{t('auditRecord')}</th>
            <th scope="col">{t('auditChange')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{when(entry.at)}</td>
              <td>{entry.actor.name}</td>
              <td>{actionText(entry.action)}</td>
              <td>
                {entry.target.type}: {entry.target.id}
              </td>
              <td>
                <details>
                  <summary>{t('auditChange')}</summary>
                  <p>{t('auditBefore')}</p>
                  <pre>{shown(entry.before)}</pre>
                  <p>{t('auditAfter')}</p>
                  <pre>{shown(entry.after)}</pre>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** The first page of entries for a query, with more fetched on demand. */
function Results({ query, first }: { query: AuditQuery; first: { entries: AuditEntry[]; next: string | null } }) {
  const [entries, setEntries] = useState(first.entries);
  const [next, setNext] = useState(first.next);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (entries.length === 0) return <EmptyState title={t('auditEmpty')} />;
  return (
    <>
      <Entries entries={entries} />
      <div role="alert">{more === 'failed' ? <Notice tone="error">{t('auditMoreFailed')}</Notice> : null}</div>
      {next ? (
        <Button
          type="button"
          $variant="secondary"
          disabled={more === 'loading'}
          onClick={async () => {
            setMore('loading');
            try {
              const page = await fetchAudit(query, next);
              setEntries((before) => [...before, ...page.entries]);
              setNext(page.next);
              setMore('idle');
            } catch {
              setMore('failed');
            }
          }}
        >
          {more === 'loading' ? t('auditMoreLoading') : t('auditMore')}
        </Button>
      ) : null}
    </>
  );
}

/** /console/audit: what staff did, filterable by person, action and dates, kept in the address (administrators only). */
export default function Audit() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  usePageTitle(t('auditTitle'));
  const [params, setParams] = useSearchParams();
  const query: AuditQuery = { actor: params.get('actor') ?? '', action: params.get('action') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const key = params.toString();
  // Reloads when the address's filters change; the people to filter by come with it.
  const load = useCallback(
    (signal: AbortSignal) => withAccess(async () => Promise.all([fetchAudit(query, null, signal), fetchStaff(signal)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the query.
    [key],
  );
  const { state, retry } = useLoad(load);
  const [draft, setDraft] = useState(query);

  function apply(event: FormEvent) {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value)));
  }

  return (
    <>
      <PageHeader title={t('auditTitle')} intro={t('auditIntro')} />
      <PageSection>
        <Container>
          <ConsoleNav current="audit" />
          {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
          {state.status === 'failed' ? <ErrorState title={t('auditLoadFailed')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2} /> : null}
          {state.status === 'loaded' && !state.data.allowed ? (
            <Refused status={state.data.status} secondFactor={state.data.secondFactor} next="/console/audit" refusal={t('administratorsOnly')} />
          ) : null}
          {state.status === 'loaded' && state.data.allowed ? (
            <>
              <Filters onSubmit={apply} aria-label={t('auditFilters')}>
                <SelectField id="audit-person" label={t('auditPerson')} value={draft.actor} onChange={(event) => setDraft({ ...draft, actor: event.target.value })}>
                  <option value="">{t('auditEveryone')}</option>
                  {state.data.data[1].staff.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.fullName}
                    </option>
                  ))}
                </SelectField>
                <SelectField id="audit-action" label={t('auditAction')} value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value })}>
                  <option value="">{t('auditEveryAction')}</option>
                  {Object.keys(ACTIONS).map((action) => (
                    <option key={action} value={action}>
                      {actionText(action)}
                    </option>
                  ))}
                </SelectField>
                <TextField id="audit-from" label={t('auditFrom')} type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
                <TextField id="audit-to" label={t('auditTo')} type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
                <Button type="submit">{t('auditApply')}</Button>
              </Filters>
              <Results key={key} query={query} first={state.data.data[0]} />
            </>
          ) : null}
        </Container>
      </PageSection>
    </>
  );
}
