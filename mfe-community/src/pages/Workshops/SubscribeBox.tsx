import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@civic/shared';
import { subscribeToWorkshops } from '../../api';
import { StatusBox } from '../../components/Status';
import { t } from '../../messages';

const Row = styled.form`
  max-width: 32rem;
`;

/** Workshop news by e-mail. The client checks only emptiness; the server checks the address. */
export function SubscribeBox() {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setOutcome({ tone: 'error', text: t('subscribeEmpty') });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await subscribeToWorkshops(email.trim());
      setEmail('');
      setOutcome({ tone: 'success', text: t('subscribeSuccess') });
    } catch {
      setOutcome({ tone: 'error', text: t('subscribeFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('subscribeHeading')}</h2>
      <p>{t('subscribeIntro')}</p>
      <Row noValidate onSubmit={submit}>
        <TextField label={t('subscribeEmail')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" disabled={busy}>
          {busy ? t('subscribing') : t('subscribe')}
        </Button>
        <div role={outcome?.tone === 'error' ? 'alert' : 'status'}>{outcome ? <StatusBox $tone={outcome.tone}>{outcome.text}</StatusBox> : null}</div>
      </Row>
    </section>
  );
}
