import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Container, ErrorState, PageHeader, PageSection, Spinner, counted, toApiError, useLoad, usePageTitle } from '@civic/shared';
import { caseKeys, giveCaseAccess, rotateRecoveryKey, takeRecoveryKeyOffline, type CaseHandlerKey, type CaseKeysView } from '../../api';
import { Refused, withAccess } from '../../access';
import { ConsoleNav } from '../../components/ConsoleNav';
import { Message } from '../../components/Message';
import { t, useTranslations } from '../../messages/caseKeys';
import { Handlers } from './Handlers';
import { Recovery, type Asking } from './Recovery';
import { RecoveryKeyField } from './parts';

const loadKeys = (signal: AbortSignal) => withAccess(() => caseKeys(signal));

type Said = { tone: 'success' | 'error'; text: ReactNode } | null;

/** What is on its way: a grant for a case handler, or one of the recovery key's actions. */
type Working = { grant: string } | { recovery: Exclude<Asking, null> } | null;

/** An answer that brings the view as it now is. */
interface Answer {
  view: CaseKeysView;
}

/** A success's words, and where focus goes after it: the first of these `data-focus` names still on the page. */
interface Done {
  text: ReactNode;
  focus: string[];
}

/**
 * The page once read: the recovery key, the case handlers, and the page's one live region between them (under
 * the recovery key's buttons and its field, above the table), which says what the last action did or why it was
 * refused. Each answer brings the view as it now is. The recovery key typed or read from its file is kept in
 * this component's memory only, sent with the one action it is needed for, and emptied once that is done.
 */
function Keys({ initial }: { initial: CaseKeysView }) {
  const [view, setView] = useState(initial);
  const [said, setSaid] = useState<Said>(null);
  const [working, setWorking] = useState<Working>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [recoveryKey, setRecoveryKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string[] | null>(null);
  const keyId = useId();
  // Only an administrator whose own case key is not unlocked needs the recovery key, and only once it is offline.
  const needsKey = !view.recovery.onServer && !view.ownKeyUnlocked;

  useEffect(() => {
    const next = focusNext.current;
    // A button pressed is disabled, and so without focus, while its call is on its way.
    if (!next || working) return;
    focusNext.current = null;
    const targets = Array.from(region.current?.querySelectorAll<HTMLElement>('[data-focus]') ?? []);
    for (const name of next) {
      const target = targets.find((each) => each.dataset.focus === name);
      if (target) {
        target.focus();
        return;
      }
    }
  });

  /** The recovery key to send: none when the page does not need it; null, with the field saying why, when it is needed and empty. */
  function keyToSend(): string | undefined | null {
    if (!needsKey) return undefined;
    const text = recoveryKey.trim();
    if (text) return text;
    setKeyError(t('recoveryKeyMissing'));
    setSaid({ tone: 'error', text: t('recoveryKeyMissing') });
    setAsking(null);
    // At once: the same refusal a second time changes nothing on screen.
    document.getElementById(keyId)?.focus();
    return null;
  }

  /** The view read again after a refusal because something changed meanwhile (409); what is shown stays when it cannot be read. */
  async function reread() {
    try {
      setView(await caseKeys());
    } catch {
      // The refusal's message is already said.
    }
  }

  async function run<A extends Answer>(doing: Working, call: () => Promise<A>, done: (answer: A) => Done, failedFocus: string[]) {
    setSaid(null);
    setKeyError(null);
    setWorking(doing);
    try {
      const answer = await call();
      const { text, focus } = done(answer);
      setView(answer.view);
      setRecoveryKey('');
      setAsking(null);
      setSaid({ tone: 'success', text });
      focusNext.current = focus;
    } catch (error) {
      const failure = toApiError(error, t('actionFailed'));
      setAsking(null);
      setSaid({ tone: 'error', text: failure.message });
      // What was typed stays, to be corrected.
      if (failure.field === 'recoveryKey') setKeyError(failure.message);
      focusNext.current = failure.field === 'recoveryKey' ? ['recovery-key', ...failedFocus] : failedFocus;
      if (failure.status === 409 || (failure.field === 'recoveryKey' && !needsKey)) await reread();
    } finally {
      setWorking(null);
    }
  }

  function grant(handler: CaseHandlerKey) {
    const key = keyToSend();
    if (key === null) return;
    void run(
      { grant: handler.id },
      () => giveCaseAccess(handler.id, key),
      ({ granted, unopened }) => ({
        text: (
          <>
            <p>{t('grantDone', { ...counted(granted), name: handler.fullName })}</p>
            {unopened > 0 ? <p>{t('casesUnopened', counted(unopened))}</p> : null}
          </>
        ),
        // Its button goes once every case is given: the keyboard goes on from the handler's name.
        focus: [`grant-${handler.id}`, `name-${handler.id}`],
      }),
      [`grant-${handler.id}`, `name-${handler.id}`],
    );
  }

  function takeOffline() {
    void run(
      { recovery: 'offline' },
      () => takeRecoveryKeyOffline(view.recovery.fingerprint),
      () => ({ text: <p>{t('recoveryOfflineDone')}</p>, focus: ['recovery'] }),
      ['offline', 'recovery'],
    );
  }

  function rotate() {
    const key = keyToSend();
    if (key === null) return;
    void run(
      { recovery: 'rotate' },
      () => rotateRecoveryKey(key),
      ({ rewrapped, unopened }) => ({
        text: (
          <>
            <p>{t('recoveryRotated', counted(rewrapped))}</p>
            {unopened > 0 ? <p>{t('casesUnopened', counted(unopened))}</p> : null}
          </>
        ),
        // The section now shows the new key, its download first.
        focus: ['recovery'],
      }),
      ['rotate'],
    );
  }

  function ask(question: Exclude<Asking, null>) {
    setSaid(null);
    setAsking(question);
    focusNext.current = [`${question}-question`];
  }

  function cancel(question: Exclude<Asking, null>) {
    setAsking(null);
    focusNext.current = [question];
  }

  const busy = working !== null;
  return (
    <div ref={region}>
      <Recovery
        recovery={view.recovery}
        asking={asking}
        working={working && 'recovery' in working ? working.recovery : null}
        busy={busy}
        keyField={
          needsKey ? (
            <RecoveryKeyField
              id={keyId}
              value={recoveryKey}
              error={keyError}
              disabled={busy}
              onChange={(text) => {
                setRecoveryKey(text);
                setKeyError(null);
              }}
              onFileError={(message) => {
                setKeyError(message);
                document.getElementById(keyId)?.focus();
              }}
            />
          ) : null
        }
        onAsk={ask}
        onCancel={cancel}
        onOffline={takeOffline}
        onRotate={rotate}
      />
      <div role="status">{said ? <Message $tone={said.tone}>{said.text}</Message> : null}</div>
      <Handlers view={view} busy={busy} granting={working && 'grant' in working ? working.grant : null} onGrant={grant} />
    </div>
  );
}

/** /console/keys: the recovery key and what each case handler can open, for administrators. */
export default function CaseKeys() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  usePageTitle(t('caseKeysTitle'));
  const { state, retry } = useLoad(loadKeys);

  return (
    <>
      <PageHeader title={t('caseKeysTitle')} intro={t('caseKeysIntro')} />
      <PageSection>
        <Container>
          <ConsoleNav current="keys" />
          {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
          {state.status === 'failed' ? <ErrorState title={t('caseKeysLoadFailed')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2} /> : null}
          {state.status === 'loaded' && !state.data.allowed ? (
            <Refused status={state.data.status} secondFactor={state.data.secondFactor} next="/console/keys" refusal={t('caseKeysAdministratorsOnly')} />
          ) : null}
          {state.status === 'loaded' && state.data.allowed ? <Keys initial={state.data.data} /> : null}
        </Container>
      </PageSection>
    </>
  );
}
