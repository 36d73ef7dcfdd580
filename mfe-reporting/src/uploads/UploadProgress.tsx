import styled from 'styled-components';
import { Button, formatFileSize } from '@civic/shared';
import { t } from '../messages';
import type { FileProgress } from './useEvidenceSending';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: ${({ theme }) => theme.space(2)} 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* A long name keeps its width: the state and its button move under it rather than squeeze it. */
  li > span:first-child {
    flex: 1 1 10rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  progress {
    flex-basis: 100%;
    width: 100%;
    height: 0.75rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Whole percents, rounded down: 100% only once a file has all arrived. */
const percentOf = (sent: number, size: number) => `${size === 0 ? 100 : Math.floor((sent / size) * 100)}%`;

/**
 * Each file's progress and the whole's, while a form's files are sent and after some failed: "Try again" on a
 * failed file sends again (resuming where it stopped), "Stop sending" stops. The totals are announced politely.
 */
export function UploadProgress({ items, sending, onRetry, onStop }: { items: FileProgress[]; sending: boolean; onRetry: () => void; onStop: () => void }) {
  if (items.length === 0) return null;
  const size = items.reduce((sum, item) => sum + item.size, 0);
  const sent = items.reduce((sum, item) => sum + item.sent, 0);
  const failed = items.some((item) => item.state === 'failed');
  return (
    <Panel aria-labelledby="upload-progress-title">
      <h3 id="upload-progress-title">{t('uploadTitle')}</h3>
      <p role="status">{t('uploadTotal').replace('{sent}', formatFileSize(sent)).replace('{total}', formatFileSize(size)).replace('{percent}', percentOf(sent, size))}</p>
      <ul>
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`}>
            <span>{item.name}</span>
            {item.state === 'failed' ? (
              <span>
                <Failed>{t('uploadFileFailed')}</Failed>{' '}
                <Button type="button" $variant="secondary" onClick={onRetry} disabled={sending} aria-label={t('uploadRetryFile').replace('{name}', item.name)}>
                  {t('uploadRetry')}
                </Button>
              </span>
            ) : (
              <span>{item.state === 'sent' ? t('uploadFileSent') : item.state === 'waiting' ? t('uploadFileWaiting') : percentOf(item.sent, item.size)}</span>
            )}
            <progress max={item.size || 1} value={item.size ? item.sent : item.state === 'sent' ? 1 : 0} aria-label={item.name} />
          </li>
        ))}
      </ul>
      {failed && !sending ? <p>{t('uploadFailedNote')}</p> : null}
      {sending ? (
        <Button type="button" $variant="secondary" onClick={onStop}>
          {t('uploadStop')}
        </Button>
      ) : null}
    </Panel>
  );
}
