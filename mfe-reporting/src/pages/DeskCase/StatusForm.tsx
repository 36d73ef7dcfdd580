import { useState, type FormEvent } from 'react';
import { Button, Notice, SelectField, TextAreaField } from '@civic/shared';
import type { CaseAnswer, CaseStatus } from '../../api';
import { t } from '../../messages';
import { useCaseAction } from './useCaseAction';

const STATUSES: CaseStatus[] = ['received', 'under_review', 'referred', 'closed'];

/** A status change always carries a reason: the reporter reads it on the follow-up page. */
export function StatusForm({ caseId, current, onUpdated }: { caseId: string; current: CaseStatus; onUpdated: (answer: CaseAnswer) => void }) {
  const [status, setStatus] = useState<CaseStatus>(current);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const { busy, failure, run } = useCaseAction(caseId, onUpdated);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('caseReasonRequired'));
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    if (await run({ kind: 'status', body: { status, reason: reason.trim() } }, t('caseStatusSaved'))) setReason('');
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="case-status-title">
      <h2 id="case-status-title">{t('caseStatusTitle')}</h2>
      <SelectField label={t('caseNewStatus')} value={status} onChange={(event) => setStatus(event.target.value as CaseStatus)}>
        {STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`status_${option}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('caseReason')}
        required
        rows={3}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('saving') : t('caseStatusSave')}
      </Button>
    </form>
  );
}
