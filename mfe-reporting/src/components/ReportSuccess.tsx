import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';
import { Button, FocusHeading, Notice, Link } from '@civic/shared';
import { t } from '../messages/report-form';

/** The modal closes itself 2 seconds after success — here counted from when the receipt is safe. */
export const AUTO_CLOSE_MS = 2000;

const Receipt = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: clamp(1.5rem, 7vw, 2.25rem);
  font-weight: 700;
  letter-spacing: 0.08em;
  text-align: center;
  padding: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2)} 0;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryTint};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
`;

const ReceiptLabel = styled.p`
  font-weight: 600;
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

/**
 * The receipt is the reporter's only way back to an anonymous report, so the 2-second auto-close
 * starts only once the citizen has copied it or said it is saved; until then the view stays.
 */
export function ReportSuccess({ receipt, onClose, onSaved, closeWarned = false }: { receipt: string; onClose: () => void; onSaved?: () => void; closeWarned?: boolean }) {
  const [saved, setSaved] = useState<'copied' | 'acknowledged' | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const close = useEffectEvent(() => onClose());
  const announceSaved = useEffectEvent(() => onSaved?.());

  useEffect(() => {
    if (!saved) return undefined;
    announceSaved();
    const timer = setTimeout(() => close(), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(receipt);
      setCopyFailed(false);
      setSaved('copied');
    } catch {
      setCopyFailed(true);
    }
  }

  return (
    <div>
      <FocusHeading>{t('reportSuccessTitle')}</FocusHeading>
      <p>{t('reportSuccessConfidential')}</p>
      <ReceiptLabel id="report-receipt-label">{t('receiptLabel')}</ReceiptLabel>
      <Receipt aria-labelledby="report-receipt-label" data-testid="receipt">
        {receipt}
      </Receipt>
      <p>
        <strong>{t('receiptKeep')}</strong>
      </p>
      <Actions>
        <Button type="button" onClick={() => void copy()}>
          {t('receiptCopy')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setSaved((current) => current ?? 'acknowledged')}>
          {t('receiptSaved')}
        </Button>
      </Actions>
      {copyFailed ? <Notice tone="error">{t('receiptCopyFailed')}</Notice> : null}
      {closeWarned && !saved ? <Notice tone="error">{t('receiptCloseWarning')}</Notice> : null}
      {saved ? <Notice tone="success">{saved === 'copied' ? t('receiptCopied') : t('receiptSavedNote')}</Notice> : null}
      <p>
        {/* Leaving closes the window only once the receipt is safe; otherwise it stays open over the next page. */}
        <Link to="/report/follow-up" onClick={saved ? onClose : undefined}>
          {t('followUpLink')}
        </Link>
      </p>
    </div>
  );
}
