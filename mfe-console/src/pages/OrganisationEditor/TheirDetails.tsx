import { useId } from 'react';
import { Button } from '@civic/shared';
import type { EditableOrganisation } from '../../api';
import { Theirs } from '../../components/content/TheirVersion';
import { EditedLine, StateBadge } from '../../components/content/parts';
import { t } from '../../messages/organisation';
import { DetailsSummary } from './DetailsSummary';
import { STATE_WORDS } from './words';

/**
 * The details as someone else saved them after this page read them, read-only, in the order the form shows
 * them, beside the form that keeps the editor's own; and the way to take them into the form.
 */
export function TheirDetails({ organisation, onUse }: { organisation: EditableOrganisation; onUse: () => void }) {
  const id = useId();
  return (
    <Theirs aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} data-focus="theirs" tabIndex={-1}>
        {t('theirVersion')}
      </h3>
      <StateBadge record={{ published: true, hasDraft: organisation.hasDraft }} words={STATE_WORDS} />
      <EditedLine record={organisation} words={STATE_WORDS} />
      <DetailsSummary fields={organisation.fields} level={4} />
      <Button type="button" $variant="secondary" onClick={onUse}>
        {t('useTheirs')}
      </Button>
    </Theirs>
  );
}
