import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, formatDate } from '@civic/shared';
import { recoveryKeyHref, type RecoveryKeyState } from '../../api';
import { Actions, Muted } from '../../components/content/parts';
import { t } from '../../messages/caseKeys';
import { AskFirst } from './parts';

/** The key's fingerprint and date, each under its name. */
const Facts = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ${Muted} {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 0.875rem;
  }
`;

/** Hex groups, told apart in a fixed-width font; they wrap on a phone rather than widening the page. */
const Fingerprint = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1rem;
  overflow-wrap: anywhere;
  word-break: break-word;
`;

/** While the private half is on the server: a warning set apart by a rule and a tint, its words saying why. */
const Warning = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningTint};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} 0;
  margin-bottom: ${({ theme }) => theme.space(6)};
  > p:first-child {
    font-weight: 700;
  }
`;

/** Which of the section's questions is open. */
export type Asking = 'offline' | 'rotate' | null;

/**
 * The recovery key: its fingerprint and date; while it is on the server, the warning with its download and its
 * removal (asked first); once offline, since when; then `keyField` when the page needs the key typed, and the
 * making of a new one (asked first). The heading takes focus after either is done (`data-focus="recovery"`).
 */
export function Recovery({
  recovery,
  asking,
  working,
  busy,
  keyField,
  onAsk,
  onCancel,
  onOffline,
  onRotate,
}: {
  recovery: RecoveryKeyState;
  asking: Asking;
  /** The question whose call is on its way. */
  working: Asking;
  busy: boolean;
  keyField: ReactNode;
  onAsk(question: Exclude<Asking, null>): void;
  onCancel(question: Exclude<Asking, null>): void;
  onOffline(): void;
  onRotate(): void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} data-focus="recovery" tabIndex={-1}>
        {t('recoveryHeading')}
      </h2>
      <Facts>
        <dt>{t('recoveryFingerprint')}</dt>
        <dd>
          <Fingerprint data-testid="recovery-fingerprint">{recovery.fingerprint}</Fingerprint>
          <Muted>{t('recoveryFingerprintHint')}</Muted>
        </dd>
        <dt>{t('recoveryCreated')}</dt>
        <dd>
          <time dateTime={recovery.createdAt}>{formatDate(recovery.createdAt)}</time>
        </dd>
      </Facts>
      {recovery.onServer ? (
        <Warning>
          <p>{t('recoveryOnServer')}</p>
          <p>{t('recoveryOnServerNext')}</p>
          <Actions>
            {/* A plain link the browser downloads, with the session's cookie; it looks like a button. */}
            <Button as="a" href={recoveryKeyHref()} download>
              {t('recoveryDownload')}
            </Button>
            <Button type="button" $variant="secondary" data-focus="offline" disabled={busy} onClick={() => onAsk('offline')}>
              {t('recoveryOfflineAsk')}
            </Button>
          </Actions>
          {asking === 'offline' ? (
            <AskFirst
              focus="offline-question"
              question={t('recoveryOfflineQuestion')}
              explain={t('recoveryOfflineExplain')}
              yes={t('recoveryOfflineYes')}
              working={working === 'offline' ? t('recoveryOfflineWorking') : null}
              busy={busy}
              onYes={onOffline}
              onCancel={() => onCancel('offline')}
            />
          ) : null}
        </Warning>
      ) : (
        <p>{recovery.offlineAt ? t('recoveryOfflineSince', { date: formatDate(recovery.offlineAt) }) : t('recoveryOfflineKept')}</p>
      )}
      {keyField}
      <p>{t('recoveryRotateHint')}</p>
      <Actions>
        <Button type="button" $variant="secondary" data-focus="rotate" disabled={busy} onClick={() => onAsk('rotate')}>
          {t('recoveryRotate')}
        </Button>
      </Actions>
      {asking === 'rotate' ? (
        <AskFirst
          focus="rotate-question"
          question={t('recoveryRotateQuestion')}
          explain={t('recoveryRotateExplain')}
          yes={t('recoveryRotateYes')}
          working={working === 'rotate' ? t('recoveryRotateWorking') : null}
          busy={busy}
          onYes={onRotate}
          onCancel={() => onCancel('rotate')}
        />
      ) : null}
    </section>
  );
}
