import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Modal, TextField, toApiError, useSession, counted } from '@civic/shared';
import { joinWaitlist, type Workshop } from '../../api';
import { StatusBox } from '../../components/Status';
import { COMMUNITY_EMAIL_PATTERN } from '@civic/shared/schemas';
import { t } from '../../messages';

/**
 * The waitlist: a signed-in citizen joins with their account address at once; a visitor gives an e-mail
 * address, whose place waits for the link e-mailed to it.
 */
export function WaitlistModal({ workshop, onClose, onJoined }: { workshop: Workshop; onClose: () => void; onJoined: (message: string) => void }) {
  const user = useSession();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Focus goes to the field once its error is rendered and tied to it.
  useEffect(() => {
    if (error) document.getElementById(emailId)?.focus();
  }, [error, emailId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!user && !COMMUNITY_EMAIL_PATTERN.test(email.trim())) {
      setError(t('subscribeEmpty'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const result = await joinWaitlist(workshop.id, user ? null : email.trim());
      if (result.confirmed) onJoined(t('waitlistJoined'));
      else
        onJoined(
          result.confirmHours
            ? t('waitlistPending', { email: email.trim(), hours: t('countHours', counted(result.confirmHours)) })
            : t('waitlistPendingLimited', { email: email.trim() }),
        );
    } catch (caught) {
      const apiError = toApiError(caught, t('waitlistFailed'));
      setFailure(apiError.status === null ? t('waitlistFailed') : apiError.message);
      setBusy(false);
    }
  }

  return (
    <Modal title={t('waitlistTitle', { title: workshop.title })} onClose={onClose} closeLabel={t('close')}>
      <form noValidate onSubmit={submit}>
        <p>{t('waitlistIntro')}</p>
        {user ? (
          <p>{t('waitlistAs', { email: user.email })}</p>
        ) : (
          <TextField id={emailId} label={t('regEmail')} required type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
        )}
        <div role="alert">{failure ? <StatusBox $tone="error">{failure}</StatusBox> : null}</div>
        <Button type="submit" disabled={busy}>
          {busy ? t('waitlistSubmitting') : t('waitlistSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
