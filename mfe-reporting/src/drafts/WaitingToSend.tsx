import type { ReactNode } from 'react';
import { Button, FocusHeading, Notice } from '@civic/shared';
import { t } from '../messages';

/**
 * What a citizen sees while their report or complaint waits for the connection, and while it is being sent:
 * that nothing more is needed, and whether it survives this page closing (only if they kept a draft).
 */
export function WaitingToSend({ title, sending, kept, onBack, children }: { title: string; sending: boolean; kept: boolean; onBack: () => void; children?: ReactNode }) {
  return (
    <div>
      <FocusHeading>{title}</FocusHeading>
      <Notice tone="info">
        {sending ? (
          <p>{t('sendSending')}</p>
        ) : (
          <>
            <p>{t('sendWaitingBody')}</p>
            <p>{kept ? t('sendWaitingKept') : t('sendWaitingNotKept')}</p>
          </>
        )}
      </Notice>
      {children}
      {sending ? null : (
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t('sendWaitingBack')}
        </Button>
      )}
    </div>
  );
}
