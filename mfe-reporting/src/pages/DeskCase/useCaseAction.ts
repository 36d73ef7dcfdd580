import { useState } from 'react';
import { toApiError, toast } from '@civic/shared';
import { actOnCase, type CaseAction, type CaseAnswer } from '../../api';
import { t } from '../../messages';

/** Runs one desk action; the answer carries the whole case, which replaces the page's copy. */
export function useCaseAction(caseId: string, onUpdated: (answer: CaseAnswer) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(action: CaseAction, done: string): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      onUpdated(await actOnCase(caseId, action));
      toast.success(done);
      return true;
    } catch (error) {
      setFailure(toApiError(error, t('caseActionFailed')).message);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}
