import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, forgetSignedInUser, Link, LoadState, media, Notice, toApiError, useLoad } from '@civic/shared';
import { NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind, type NotificationPreferences } from '@civic/shared/contracts';
import { fetchNotificationPreferences, saveNotificationPreferences } from '../../api';
import { AuthPage } from '../../components/AuthPage';
import { FormActions } from '../../components/FormActions';
import { SignedInOnly } from '../../components/SignedInOnly';
import { t, useTranslations } from '../../messages/notification-settings';

const PATH = '/dashboard/notifications';

/** A 401 means the server session ended: the citizen is signed out, so say so everywhere (the page then goes to sign in). */
async function loadPreferences(signal: AbortSignal): Promise<NotificationPreferences> {
  try {
    return await fetchNotificationPreferences(signal);
  } catch (error) {
    if (toApiError(error).status === 401) forgetSignedInUser();
    throw error;
  }
}

/** Every kind once, in the contract's order (the order the PUT expects), a kind the answer lacks at its default. */
function inOrder(preferences: NotificationPreferences): NotificationPreferences {
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => {
      const choice = preferences.kinds.find((item) => item.kind === kind);
      return { kind, live: choice?.live ?? true, email: choice?.email ?? false };
    }),
    digest: preferences.digest,
  };
}

const Form = styled.form`
  max-width: 44rem;
`;

/** On a narrow phone the three columns fit (the two of boxes are narrow); at a large text size the table scrolls inside this box, not the page. */
const Scroller = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: left;
    font-weight: 700;
    font-size: 1.15rem;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 0.9rem;
    vertical-align: bottom;
  }
  /* The columns of boxes: narrow, centred, each box's whole cell a touch target. */
  thead th + th,
  td {
    width: 4.75rem;
    text-align: center;
    padding: ${({ theme }) => theme.space(1)};
  }
  tbody th {
    font-weight: 400;
    overflow-wrap: anywhere;
  }
  ${media.sm} {
    th,
    td {
      padding: ${({ theme }) => theme.space(3)};
    }
    thead th + th,
    td {
      width: 7rem;
    }
  }
`;

const KindName = styled.span`
  display: block;
  font-weight: 700;
`;

const KindAbout = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** A box and the area around it, at least 44 px each way: a tap anywhere in it ticks the box. */
const Tick = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    cursor: pointer;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 700;
    font-size: 1.15rem;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} 0;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Back = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

type Channel = 'live' | 'email';

/** One kind: its name and what it covers (the row's header), then its two boxes, each named with the kind. */
function KindRow({ choice, onChange }: { choice: NotificationChannel; onChange: (kind: NotificationKind, channel: Channel, on: boolean) => void }) {
  const aboutId = useId();
  const kind = t(`kindShort_${choice.kind}`);
  return (
    <tr>
      <th scope="row">
        <KindName>{t(`kind_${choice.kind}`)}</KindName>
        <KindAbout id={aboutId}>{t(`kindAbout_${choice.kind}`)}</KindAbout>
      </th>
      <td>
        <Tick>
          <input
            type="checkbox"
            aria-label={t('preferencesLive', { kind })}
            aria-describedby={aboutId}
            checked={choice.live}
            onChange={(event) => onChange(choice.kind, 'live', event.target.checked)}
          />
        </Tick>
      </td>
      <td>
        <Tick>
          <input
            type="checkbox"
            aria-label={t('preferencesEmail', { kind })}
            aria-describedby={aboutId}
            checked={choice.email}
            onChange={(event) => onChange(choice.kind, 'email', event.target.checked)}
          />
        </Tick>
      </td>
    </tr>
  );
}

/**
 * The choices, all saved at once. Saved, the form shows what the server stored and its message takes focus;
 * refused or unsent, what the citizen chose stays as it was, under the error, which takes focus instead.
 */
function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const digestHintId = useId();
  const [choices, setChoices] = useState(() => inOrder(initial));
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (saved || failure) outcome.current?.focus();
  }, [saved, failure]);

  function change(kind: NotificationKind, channel: Channel, on: boolean) {
    // What was saved is no longer what the form shows.
    setSaved(null);
    setChoices((current) => ({ ...current, kinds: current.kinds.map((item) => (item.kind === kind ? { ...item, [channel]: on } : item)) }));
  }

  function chooseDigest(digest: boolean) {
    setSaved(null);
    setChoices((current) => ({ ...current, digest }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    setBusy(true);
    try {
      const answer = await saveNotificationPreferences(choices);
      setChoices(inOrder(answer.preferences));
      setSaved(answer.message || t('preferencesSaved'));
    } catch (error) {
      const problem = toApiError(error, t('preferencesSaveFailed'));
      if (problem.status === 401) forgetSignedInUser();
      // The server's words for a refusal (in the reader's language); a network or server failure in ours.
      else setFailure(problem.status !== null && problem.status < 500 ? problem.message : t('preferencesSaveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit}>
      <Scroller>
        <Table>
          <caption>{t('preferencesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('preferencesKindColumn')}</th>
              <th scope="col">{t('preferencesLiveColumn')}</th>
              <th scope="col">{t('preferencesEmailColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {choices.kinds.map((choice) => (
              <KindRow key={choice.kind} choice={choice} onChange={change} />
            ))}
          </tbody>
        </Table>
      </Scroller>
      <Choices aria-describedby={digestHintId}>
        <legend>{t('digestLegend')}</legend>
        <p id={digestHintId}>{t('digestHint')}</p>
        <label>
          <input type="radio" name="digest" value="each" checked={!choices.digest} onChange={() => chooseDigest(false)} />
          {t('digestEach')}
        </label>
        <label>
          <input type="radio" name="digest" value="daily" checked={choices.digest} onChange={() => chooseDigest(true)} />
          {t('digestDaily')}
        </label>
      </Choices>
      {saved ? (
        <Notice tone="success">
          <p ref={outcome} tabIndex={-1}>
            {saved}
          </p>
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone="error">
          <p ref={outcome} tabIndex={-1}>
            {failure}
          </p>
        </Notice>
      ) : null}
      <FormActions>
        <Button type="submit" disabled={busy}>
          {busy ? t('preferencesSaving') : t('preferencesSave')}
        </Button>
      </FormActions>
    </Form>
  );
}

function NotificationChoices() {
  const { state, retry } = useLoad(loadPreferences);
  return (
    <AuthPage title={t('notificationSettingsTitle')} intro={t('notificationSettingsIntro')} wide>
      <LoadState
        state={state}
        onRetry={retry}
        loadingLabel={t('preferencesLoading')}
        failedTitle={t('preferencesLoadFailed')}
        failedText={t('profileFailedText')}
        retryLabel={t('tryAgain')}
        headingLevel={2}
      >
        {(preferences) => <PreferencesForm initial={preferences} />}
      </LoadState>
      <Back>
        <Link to="/dashboard">{t('backToDashboard')}</Link>
      </Back>
    </AuthPage>
  );
}

/**
 * /dashboard/notifications: what reaches the citizen, and how. Each kind of notification in the bell and by
 * e-mail, and the e-mails one at a time or as one daily digest. Signed-in only, as the dashboard is.
 */
export default function NotificationSettings() {
  useTranslations();
  return (
    <SignedInOnly title={t('notificationSettingsTitle')} path={PATH}>
      {() => <NotificationChoices />}
    </SignedInOnly>
  );
}
