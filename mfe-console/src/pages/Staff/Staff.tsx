import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  Container,
  ErrorState,
  Notice,
  PageHeader,
  PageSection,
  Spinner,
  TextField,
  formatDate,
  toApiError,
  useFocusFirstError,
  useLoad,
  usePageTitle,
} from '@civic/shared';
import { fetchStaff, inviteStaff, resetSecondFactor, saveRoles, withdrawInvitation, type Invitation, type Role, type StaffList, type StaffMember } from '../../api';
import { Refused, withAccess, type Access } from '../../access';
import { ConsoleNav } from '../../components/ConsoleNav';
import { RoleChoices } from '../../components/RoleChoices';
import { roleName } from '../../roles';
import { t, useTranslations } from '../../messages/staff';

const loadStaff = (signal: AbortSignal) => withAccess(() => fetchStaff(signal));

const List = styled.ul`
  list-style: none;
  padding: 0;
  > li {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

/** The invitation form, set apart from the list under it. */
const InviteSection = styled.form`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/** A long e-mail address breaks anywhere rather than widening a phone's screen. */
const Address = styled.p`
  overflow-wrap: anywhere;
`;

/** A row of a form's buttons. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The invitation form: what was typed stays on a refusal, and the field at fault says why. */
function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);
  const [errors, setErrors] = useState<{ email?: string; roles?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, sending, errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setFailure(null);
    try {
      await inviteStaff(email.trim(), roles);
      onInvited(email.trim());
      setEmail('');
      setRoles([]);
    } catch (error) {
      const failed = toApiError(error, t('inviteFailed'));
      if (failed.field === 'email' || failed.field === 'roles') setErrors({ [failed.field]: failed.message });
      else setFailure(failed.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <InviteSection ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('inviteHeading')}</h2>
      <p>{t('inviteIntro')}</p>
      <TextField
        id={`${id}-email`}
        label={t('inviteEmail')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <RoleChoices idPrefix={`${id}-invite`} legend={t('inviteRoles')} chosen={roles} onChange={setRoles} error={errors.roles ?? null} />
      <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
      <Button type="submit" disabled={sending}>
        {sending ? t('inviteSending') : t('inviteSend')}
      </Button>
    </InviteSection>
  );
}

/** One member of staff: their roles as checkboxes, saved together. */
function Member({ member, onSaved }: { member: StaffMember; onSaved: (text: string) => void }) {
  const [roles, setRoles] = useState<Role[]>(member.roles);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();

  /** For someone who lost their phone and their recovery codes: their sessions end; they set it up again at their next sign-in. */
  async function removeTwoStep() {
    setSaving(true);
    setError(null);
    try {
      await resetSecondFactor(member.id);
      onSaved(t('memberTwoStepRemoved', { name: member.fullName }));
    } catch (failure) {
      setError(toApiError(failure, t('memberFailed')).message);
    } finally {
      setSaving(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await saveRoles(member.id, roles);
      onSaved(saved.length ? t('memberSaved', { name: member.fullName }) : t('memberRemoved', { name: member.fullName }));
    } catch (failure) {
      setError(toApiError(failure, t('memberFailed')).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card as="form" onSubmit={save} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{member.fullName}</h3>
      <Address>
        {member.email} · {t('memberSince', { date: formatDate(member.since) })}
      </Address>
      <RoleChoices idPrefix={id} legend={t('memberRoles', { name: member.fullName })} chosen={roles} onChange={setRoles} error={error} />
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? t('memberSaving') : t('memberSave')}
        </Button>
      </Actions>
      <Muted>{member.twoStep ? t('memberTwoStepOn') : t('memberTwoStepOff')}</Muted>
      {member.twoStep ? (
        <Actions>
          <Button type="button" $variant="secondary" disabled={saving} aria-label={t('memberTwoStepRemoveLabel', { name: member.fullName })} onClick={removeTwoStep}>
            {t('memberTwoStepRemove')}
          </Button>
        </Actions>
      ) : null}
    </Card>
  );
}

function InvitationLine({ invitation, onWithdrawn, onFailed }: { invitation: Invitation; onWithdrawn: (text: string) => void; onFailed: (text: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <li>
      {t('invitationLine', { email: invitation.email, roles: invitation.roles.map(roleName).join(', '), date: formatDate(invitation.expiresAt) })}{' '}
      <Button
        type="button"
        $variant="secondary"
        disabled={busy}
        aria-label={t('invitationWithdrawLabel', { email: invitation.email })}
        onClick={async () => {
          setBusy(true);
          try {
            await withdrawInvitation(invitation.id);
            onWithdrawn(t('invitationWithdrawn', { email: invitation.email }));
          } catch (error) {
            onFailed(toApiError(error, t('invitationWithdrawFailed')).message);
            setBusy(false);
          }
        }}
      >
        {t('invitationWithdraw')}
      </Button>
    </li>
  );
}

function StaffLists({ list, onChanged }: { list: StaffList; onChanged: (outcome: Outcome) => void }) {
  return (
    <>
      <h2>{t('membersHeading')}</h2>
      <Muted>{t('memberHint')}</Muted>
      {list.staff.length === 0 ? (
        <p>{t('membersEmpty')}</p>
      ) : (
        <List>
          {list.staff.map((member) => (
            <li key={`${member.id}-${member.roles.join()}`}>
              <Member member={member} onSaved={(text) => onChanged({ tone: 'success', text })} />
            </li>
          ))}
        </List>
      )}
      <h2>{t('invitationsHeading')}</h2>
      {list.invitations.length === 0 ? (
        <p>{t('invitationsEmpty')}</p>
      ) : (
        <List>
          {list.invitations.map((invitation) => (
            <InvitationLine
              key={invitation.id}
              invitation={invitation}
              onWithdrawn={(text) => onChanged({ tone: 'success', text })}
              onFailed={(text) => onChanged({ tone: 'error', text })}
            />
          ))}
        </List>
      )}
    </>
  );
}

/** /console: the staff and their roles, and invitations (administrators only). */
export default function Staff() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  usePageTitle(t('staffTitle'));
  const { state, retry } = useLoad(loadStaff);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // After a change the list is read again; what was on screen stays until the new list comes, so nothing jumps
  // and the form being used keeps its focus.
  const [shown, setShown] = useState<Access<StaffList> | null>(null);
  if (state.status === 'loaded' && shown !== state.data) setShown(state.data);
  const access = state.status === 'loaded' ? state.data : state.status === 'loading' ? shown : null;
  const changed = (next: Outcome) => {
    setOutcome(next);
    retry();
  };

  return (
    <>
      <PageHeader title={t('staffTitle')} intro={t('staffIntro')} />
      <PageSection>
        <Container>
          <ConsoleNav current="staff" />
          {state.status === 'loading' && !access ? <Spinner label={t('loading')} /> : null}
          {state.status === 'failed' ? <ErrorState title={t('staffLoadFailed')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2} /> : null}
          {access && !access.allowed ? <Refused status={access.status} secondFactor={access.secondFactor} next="/console" refusal={t('administratorsOnly')} /> : null}
          {access?.allowed ? (
            <>
              <div role="status">{outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}</div>
              <InviteForm onInvited={(email) => changed({ tone: 'success', text: t('inviteSent', { email }) })} />
              <StaffLists list={access.data} onChanged={changed} />
            </>
          ) : null}
        </Container>
      </PageSection>
    </>
  );
}
