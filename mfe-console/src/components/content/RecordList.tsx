import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, EmptyState, Notice, counted, toApiError } from '@civic/shared';
import type { EditableRecord } from '@civic/shared/contracts';
import { t } from '../../messages';
import { RecordEditor } from './RecordEditor';
import { Actions, EditedLine, StateBadge } from './parts';
import { doneText, missingText, nameLanguage, nameOf, type Bilingual, type ContentKind, type Done, type FormValues } from './kind';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  > li {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

/** What a page puts into each of its cards, beside what every card shows. */
export interface CardParts<R> {
  /** A line above the heading (the FAQ's place and category). */
  above?(record: R): ReactNode;
  /** Lines under the heading (a workshop's date, seats and waitlist). */
  details?(record: R): ReactNode;
  /** Buttons after Edit; `open` opens the page's panel for the record (its button carries `data-focus="panel"`). */
  actions?(record: R, open: () => void): ReactNode;
  /** Whether a published record's card offers Take down. */
  takeDown?: boolean;
}

/** What a panel (a workshop's registrations) may do: close, giving focus back to its button, and change its record in the list. */
export interface PanelTools<R> {
  close(): void;
  update(change: (record: R) => R): void;
}

/**
 * One record in the list: what the page adds, its name, its state, what is missing in Kiswahili, its
 * last edit, and what can be done with it. A card's own failure (a take-down refused) is said in the card.
 */
function RecordCard<T extends string, F extends Bilingual<T>, R extends EditableRecord<F>, V extends FormValues>({
  kind,
  record,
  parts,
  busy,
  failure,
  onEdit,
  onOpen,
  onTakeDown,
}: {
  kind: ContentKind<T, F, R, V>;
  record: R;
  parts: CardParts<R>;
  busy: boolean;
  failure: string | null;
  onEdit: () => void;
  onOpen: () => void;
  onTakeDown: () => void;
}) {
  const id = useId();
  const { words } = kind;
  const name = nameOf(kind, record);
  return (
    <Card data-record={record.id} aria-labelledby={`${id}-name`}>
      {parts.above?.(record)}
      <h3 id={`${id}-name`} lang={nameLanguage(kind)} tabIndex={-1}>
        {name}
      </h3>
      {parts.details?.(record)}
      <StateBadge record={record} words={words} />
      {record.missing.length ? <p>{missingText(kind.texts, record.missing)}</p> : null}
      <EditedLine record={record} words={words} />
      {parts.takeDown ? <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div> : null}
      <Actions>
        <Button type="button" $variant="secondary" data-focus="edit" aria-label={t('editLabel', { title: name })} onClick={onEdit}>
          {t('edit')}
        </Button>
        {parts.actions?.(record, onOpen)}
        {parts.takeDown && record.published ? (
          <Button type="button" $variant="secondary" data-focus="takeDown" aria-label={t('takeDownLabel', { title: name })} disabled={busy} onClick={onTakeDown}>
            {t('takeDown')}
          </Button>
        ) : null}
      </Actions>
    </Card>
  );
}

/** Where focus goes when the list comes back: a record's heading or one of its buttons, or New. */
type ListFocus = { record: string; on: 'heading' | 'edit' | 'panel' | 'takeDown' } | 'new';

/** What replaces the list while it is open: the editor (of a record, or of a new one), or the page's panel for a record. */
type Open<R> = { editing: R | null } | { panel: R };

/**
 * A kind's records as they were read, changed in place by what is saved; the editor (or the page's panel)
 * replaces the list while open. Counts the records and those missing some Kiswahili.
 */
export function RecordList<T extends string, F extends Bilingual<T>, R extends EditableRecord<F>, V extends FormValues>({
  kind,
  list,
  parts = {},
  panel,
}: {
  kind: ContentKind<T, F, R, V>;
  list: readonly R[];
  parts?: CardParts<R>;
  panel?: ComponentType<{ record: R; tools: PanelTools<R> }>;
}) {
  const Panel = panel;
  const { words } = kind;
  const [records, setRecords] = useState<readonly R[]>(list);
  const [from, setFrom] = useState(list);
  // A new reading (the page's language changed) replaces the list; an open editor keeps its text.
  if (from !== list) {
    setFrom(list);
    setRecords(list);
  }
  const [open, setOpen] = useState<Open<R> | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [takingDown, setTakingDown] = useState<string | null>(null);
  const [cardFailure, setCardFailure] = useState<{ record: string; message: string } | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const focusNext = useRef<ListFocus | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    if (next === 'new') {
      region.current?.querySelector<HTMLElement>('[data-focus="new"]')?.focus();
      return;
    }
    const card = Array.from(region.current?.querySelectorAll<HTMLElement>('[data-record]') ?? []).find((each) => each.dataset.record === next.record);
    const target = next.on === 'heading' ? card?.querySelector<HTMLElement>('h3') : card?.querySelector<HTMLElement>(`[data-focus="${next.on}"]`);
    (target ?? card?.querySelector<HTMLElement>('[data-focus="edit"]'))?.focus();
  });

  function show(next: Open<R>) {
    setOutcome(null);
    setCardFailure(null);
    setOpen(next);
  }

  function close() {
    if (!open) return;
    const record = 'panel' in open ? open.panel : open.editing;
    focusNext.current = record ? { record: record.id, on: 'panel' in open ? 'panel' : 'edit' } : 'new';
    setOpen(null);
  }

  function saved(record: R, done: Done) {
    setRecords((now) => kind.place(now, record));
    setOpen(null);
    setOutcome(doneText(words, done));
    focusNext.current = { record: record.id, on: 'heading' };
  }

  function seen(record: R, done?: Done) {
    setRecords((now) => kind.place(now, record));
    if (done) setOutcome(doneText(words, done));
  }

  async function takeDown(record: R) {
    setOutcome(null);
    setCardFailure(null);
    setTakingDown(record.id);
    try {
      seen(await kind.unpublish(record.id, record.version), 'takeDown');
      // Its button has gone: the keyboard goes on from Edit.
      focusNext.current = { record: record.id, on: 'edit' };
    } catch (error) {
      const failed = toApiError(error, t(words.saveFailed));
      const now = kind.changed(failed);
      // Someone else saved it since the list was read: the card shows it as it is now, to decide again.
      if (now) seen(now);
      setCardFailure({ record: record.id, message: now ? t('changedMeanwhile') : failed.message });
      focusNext.current = { record: record.id, on: 'takeDown' };
    } finally {
      setTakingDown(null);
    }
  }

  function update(id: string, change: (record: R) => R) {
    setRecords((now) => now.map((each) => (each.id === id ? change(each) : each)));
  }

  const incomplete = records.filter((record) => record.missing.length > 0).length;
  let shown: ReactNode;
  if (open && 'panel' in open) {
    const { id } = open.panel;
    shown = Panel ? <Panel key={id} record={open.panel} tools={{ close, update: (change) => update(id, change) }} /> : null;
  } else if (open) {
    shown = <RecordEditor key={open.editing?.id ?? 'new'} kind={kind} record={open.editing} onSaved={saved} onSeen={seen} onCancel={close} />;
  } else {
    shown = (
      <>
        <h2>{t(words.listHeading)}</h2>
        {records.length ? <p>{t('contentSummary', { records: t(words.count, counted(records.length)), missing: t(words.missingCount, counted(incomplete)) })}</p> : null}
        <Actions>
          <Button type="button" data-focus="new" onClick={() => show({ editing: null })}>
            {t(words.newRecord)}
          </Button>
        </Actions>
        {records.length === 0 ? (
          <EmptyState title={t(words.empty)} />
        ) : (
          <List>
            {records.map((record) => (
              <li key={record.id}>
                <RecordCard
                  kind={kind}
                  record={record}
                  parts={parts}
                  busy={takingDown === record.id}
                  failure={cardFailure?.record === record.id ? cardFailure.message : null}
                  onEdit={() => show({ editing: record })}
                  onOpen={() => show({ panel: record })}
                  onTakeDown={() => void takeDown(record)}
                />
              </li>
            ))}
          </List>
        )}
      </>
    );
  }
  return (
    <div ref={region}>
      <div role="status">{outcome ? <Notice tone="success">{outcome}</Notice> : null}</div>
      {shown}
    </div>
  );
}
