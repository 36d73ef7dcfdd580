import { useState, type FormEvent } from 'react';
import { Button, Notice, TextAreaField } from '@civic/shared';
import type { CaseAction, CaseAnswer } from '../../api';
import { t } from '../../messages/desk';
import { useCaseAction } from './useCaseAction';

/** One text box and a button: a reply to the reporter or an internal note. */
export function TextActionForm({
  caseId,
  label,
  requiredMessage,
  submitLabel,
  doneMessage,
  toAction,
  onUpdated,
}: {
  caseId: string;
  label: string;
  requiredMessage: string;
  submitLabel: string;
  doneMessage: string;
  toAction: (text: string) => CaseAction;
  onUpdated: (answer: CaseAnswer) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const { busy, failure, run } = useCaseAction(caseId, onUpdated);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      setError(requiredMessage);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    if (await run(toAction(text.trim()), doneMessage)) setText('');
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      <TextAreaField
        label={label}
        required
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('saving') : submitLabel}
      </Button>
    </form>
  );
}
