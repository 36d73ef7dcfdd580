import { useState } from 'react';
import { toApiError, toast } from '@civic/shared';
import { actOnCase, type CaseAction, type CaseAnswer } from '../../api';
import { t } from '../../messages/desk';

/** Shows a refusal at the field it names; false when the form has no such field, so it shows under the form instead. */
export type FieldRefusal = (field: string, message: string) => boolean;

/** Runs one desk action; the answer carries the whole case, which replaces the page's copy. */
export function useCaseAction(caseId: string, onUpdated: (answer: CaseAnswer) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(action: CaseAction, done: string, atField?: FieldRefusal): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      onUpdated(await actOnCase(caseId, action));
      toast.success(done);
      return true;
    } catch (error) {
      const problem = toApiError(error, t('caseActionFailed'));
      if (!(problem.field && atField?.(problem.field, problem.message))) setFailure(problem.message);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}
