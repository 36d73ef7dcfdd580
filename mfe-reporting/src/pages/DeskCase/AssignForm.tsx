import { useState, type FormEvent } from 'react';
import { Button, Notice, SelectField } from '@civic/shared';
import type { CaseAnswer, StaffMember } from '../../api';
import { t } from '../../messages/desk';
import { useCaseAction } from './useCaseAction';

export function AssignForm({
  caseId,
  assigned,
  staff,
  onUpdated,
}: {
  caseId: string;
  assigned: StaffMember | null;
  staff: readonly StaffMember[];
  onUpdated: (answer: CaseAnswer) => void;
}) {
  const [choice, setChoice] = useState(assigned?.id ?? '');
  const { busy, failure, run } = useCaseAction(caseId, onUpdated);

  function submit(event: FormEvent) {
    event.preventDefault();
    void run({ kind: 'assign', body: { staffUserId: choice || null } }, t('caseAssigned'));
  }

  return (
    <form onSubmit={submit} aria-labelledby="case-assign-title">
      <h2 id="case-assign-title">{t('caseAssignTitle')}</h2>
      <SelectField label={t('caseAssignLabel')} value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="">{t('deskUnassigned')}</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.fullName}
          </option>
        ))}
      </SelectField>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('saving') : t('caseAssignSave')}
      </Button>
    </form>
  );
}
