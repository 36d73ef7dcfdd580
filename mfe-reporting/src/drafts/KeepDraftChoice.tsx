import styled from 'styled-components';
import { CheckboxField, Notice, formatDate } from '@civic/shared';
import { t } from '../messages';
import type { KeptDraft } from './useKeptDraft';

const Choice = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * "Keep a draft on this phone": off until the citizen ticks it, with what it means for someone else holding the
 * phone; says so when the form started from a kept draft. Not offered where the browser cannot keep one.
 */
export function KeepDraftChoice({ draft, id }: { draft: KeptDraft; id: string }) {
  if (!draft.available) return null;
  return (
    <Choice>
      {draft.restoredFrom ? <Notice tone="info">{t('keepDraftRestored', { date: formatDate(draft.restoredFrom) })}</Notice> : null}
      <CheckboxField
        label={t('keepDraftLabel')}
        name={`${id}-keep-draft`}
        checked={draft.keep}
        onChange={(event) => draft.setKeep(event.target.checked)}
        aria-describedby={`${id}-keep-draft-hint`}
      />
      <p id={`${id}-keep-draft-hint`}>{t('keepDraftHint')}</p>
    </Choice>
  );
}
