import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextField, toApiError } from '@civic/shared';
import { isSecondFactorRefusal } from '@civic/shared/contracts';
import { fetchProjectRecord } from '../../api';
import { Refused } from '../../access';
import { Message, type Say } from '../../components/Message';
import { Actions, Muted } from '../../components/content/parts';
import { laterForm } from '../../components/LaterForm';
import { t } from '../../messages/projects';
import type { OpenedRecord, Refusal } from './RecordForm';

/** The project record's form, with the form library, fetched when an editor first opens a record. */
const RecordForm = laterForm(() => import(/* webpackChunkName: "record-form" */ './RecordForm').then((module) => module.RecordForm), 3);

/**
 * "Edit one project": a project opened by its id, or a new one, in a form. Each opening draws the form afresh
 * (its `key`), so nothing typed for one project is left in another's.
 */
export function ProjectEditor({ say }: { say: Say }) {
  const id = useId();
  const idInput = `${id}-id`;
  const [wanted, setWanted] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const [opened, setOpened] = useState<{ record: OpenedRecord; key: number } | null>(null);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const opening = useRef(false);
  const focusId = useRef(false);

  useEffect(() => {
    if (!focusId.current) return;
    focusId.current = false;
    document.getElementById(idInput)?.focus();
  });

  function show(record: OpenedRecord) {
    setOpened((now) => ({ record, key: (now?.key ?? 0) + 1 }));
  }

  /** Reads a project into the form; `again` after a save was refused because someone else had saved it meanwhile. */
  async function open(projectId: string, again = false) {
    if (opening.current) return;
    opening.current = true;
    setIdError(null);
    say(null);
    try {
      const read = await fetchProjectRecord(projectId);
      show({ project: read.project, version: read.version });
      if (again) say(<Message $tone="info">{t('recordOpenedAgain')}</Message>);
    } catch (error) {
      const failed = toApiError(error, t('editOpenFailed'));
      if (failed.status === 401 || failed.status === 403) setRefused({ status: failed.status, secondFactor: isSecondFactorRefusal(failed.body) });
      else if (failed.status === 404 && !again) {
        setIdError(t('editNotFound'));
        focusId.current = true;
      } else say(<Message $tone="error">{failed.status === 404 ? t('editNotFound') : failed.message}</Message>);
    } finally {
      opening.current = false;
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = wanted.trim();
    if (typed) {
      void open(typed);
      return;
    }
    setIdError(t('editIdNeeded'));
    // At once: the same refusal a second time changes nothing on screen, and would leave focus where it is.
    document.getElementById(idInput)?.focus();
  }

  function addNew() {
    setIdError(null);
    say(null);
    show({ project: {}, version: null });
  }

  if (refused) return <Refused status={refused.status} secondFactor={refused.secondFactor} next="/console/content/projects" refusal={t('editorsOnly')} />;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('editHeading')}</h2>
      <Muted>{t('editIntro')}</Muted>
      <form onSubmit={submit} noValidate aria-label={t('editOpenForm')}>
        <TextField
          id={idInput}
          label={t('editIdLabel')}
          hint={t('editIdHint')}
          value={wanted}
          error={idError ?? undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setWanted(event.target.value)}
        />
        <Actions>
          <Button type="submit" $variant="secondary">
            {t('editOpen')}
          </Button>
        </Actions>
      </form>
      <Actions>
        <Button type="button" $variant="secondary" onClick={addNew}>
          {t('editNew')}
        </Button>
      </Actions>
      {opened ? <RecordForm key={opened.key} read={opened.record} say={say} onReopen={(projectId) => void open(projectId, true)} onRefused={setRefused} /> : null}
    </section>
  );
}
