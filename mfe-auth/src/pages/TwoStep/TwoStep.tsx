import { useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Link, counted, Notice, Spinner, TextField, safeNextPath, toApiError, useLoad, useNavigate, useSearchParams } from '@civic/shared';
import type { SecondFactorSetup } from '@civic/shared/contracts';
import { beginSecondFactorSetup, enableSecondFactor, fetchSecondFactor, verifySecondFactor } from '../../api';
import { AuthPage } from '../../components/AuthPage';
import { t, useTranslations } from '../../messages/two-step';
import { QrCode } from './QrCode';

const Key = styled.code`
  display: block;
  font-size: 1.125rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Codes = styled.ol`
  columns: 2;
  column-gap: ${({ theme }) => theme.space(6)};
  font-family: monospace;
  font-size: 1.125rem;
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The code field and its button: the app's code when setting up; the app's or a recovery code at sign-in. */
function CodeForm({ label, hint, submitLabel, onCode }: { label: string; hint: string; submitLabel: string; onCode: (code: string) => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      setError(t('twoStepCodeRequired'));
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onCode(code.trim());
    } catch (refusal) {
      const answer = toApiError(refusal, t('twoStepFailed'));
      if (answer.field === 'code') {
        setError(answer.message);
        document.getElementById(id)?.focus();
      } else setFailure(answer.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        id={id}
        label={label}
        hint={hint}
        required
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
      <Button type="submit" disabled={busy}>
        {busy ? t('twoStepChecking') : submitLabel}
      </Button>
    </form>
  );
}

/** A file of the recovery codes, for the staff member to keep away from their phone. */
function downloadCodes(codes: readonly string[]) {
  const text = `${t('twoStepCodesFileHeading')}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'uwazi-hub-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Setting up: a key (a QR code, a link for an app on this phone, and typed), then a code from the app, then the recovery codes. */
function Setup({ next }: { next: string }) {
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setFailure(null);
    try {
      setSetup(await beginSecondFactorSetup());
    } catch (error) {
      setFailure(toApiError(error, t('twoStepFailed')).message);
    } finally {
      setStarting(false);
    }
  }

  if (codes) {
    return (
      <section aria-labelledby="two-step-codes">
        <h2 id="two-step-codes" tabIndex={-1} ref={(heading) => heading?.focus()}>
          {t('twoStepCodesHeading')}
        </h2>
        <p>{t('twoStepCodesIntro')}</p>
        <Codes aria-label={t('twoStepCodesHeading')}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => downloadCodes(codes)}>
            {t('twoStepCodesDownload')}
          </Button>
          <Link to={next}>{t('twoStepContinue')}</Link>
        </Actions>
      </section>
    );
  }

  if (!setup) {
    return (
      <>
        <p>{t('twoStepSetupIntro')}</p>
        <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
        <Button type="button" onClick={start} disabled={starting}>
          {starting ? t('twoStepStarting') : t('twoStepStart')}
        </Button>
      </>
    );
  }

  return (
    <>
      <h2>{t('twoStepScanHeading')}</h2>
      <p>{t('twoStepScan')}</p>
      <QrCode size={setup.qr.size} modules={setup.qr.modules} label={t('twoStepQrLabel')} />
      <p>
        <a href={setup.uri}>{t('twoStepOpenApp')}</a>
      </p>
      <p>{t('twoStepTypeKey')}</p>
      <Key>{setup.key}</Key>
      <h2>{t('twoStepConfirmHeading')}</h2>
      <CodeForm
        label={t('twoStepAppCode')}
        hint={t('twoStepAppCodeHint')}
        submitLabel={t('twoStepTurnOn')}
        onCode={async (code) => setCodes((await enableSecondFactor(code)).recoveryCodes)}
      />
    </>
  );
}

/** At sign-in: the app's code, or a recovery code. */
function Verify({ next }: { next: string }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState<number | null>(null);
  if (left !== null) {
    return (
      <>
        <Notice tone="info">{t('twoStepRecoveryUsed', counted(left))}</Notice>
        <Actions>
          <Link to={next}>{t('twoStepContinue')}</Link>
        </Actions>
      </>
    );
  }
  return (
    <>
      <CodeForm
        label={t('twoStepCode')}
        hint={t('twoStepCodeHint')}
        submitLabel={t('twoStepConfirm')}
        onCode={async (code) => {
          const answer = await verifySecondFactor(code);
          if (answer.recoveryCodesLeft === null) navigate(next);
          else setLeft(answer.recoveryCodesLeft);
        }}
      />
      <p>{t('twoStepLostPhone')}</p>
    </>
  );
}

/**
 * /auth/two-step: staff who hold the administrator or case handler role confirm each sign-in with a code from
 * an authenticator app, set up here the first time. `?next=` says where to go after.
 */
export default function TwoStep() {
  useTranslations();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next')) ?? '/dashboard';
  // Signed out: null, for the page to offer signing in (a 401 is an answer here, not a failure to retry).
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchSecondFactor(signal).catch((error: unknown) => {
        if (toApiError(error).status === 401) return null;
        throw error;
      }),
    [],
  );
  const { state, retry } = useLoad(load);
  const here = `/auth/two-step?next=${encodeURIComponent(next)}`;

  let body;
  if (state.status === 'loading') body = <Spinner label={t('loading')} />;
  else if (state.status === 'failed') body = <ErrorState title={t('twoStepLoadFailed')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2} />;
  else if (state.data === null) {
    body = (
      <Notice tone="info">
        <p>{t('twoStepSignIn')}</p>
        <Link to={`/auth/signin?next=${encodeURIComponent(here)}`}>{t('signInSubmit')}</Link>
      </Notice>
    );
  } else if (state.data.state === 'setup') body = <Setup next={next} />;
  else if (state.data.state === 'verify') body = <Verify next={next} />;
  else {
    body = (
      <>
        <Notice tone="info">{state.data.state === 'done' ? t('twoStepDone') : t('twoStepNotNeeded')}</Notice>
        <Actions>
          <Link to={next}>{t('twoStepContinue')}</Link>
        </Actions>
      </>
    );
  }
  return (
    <AuthPage title={t('twoStepTitle')} intro={t('twoStepIntro')}>
      {body}
    </AuthPage>
  );
}
