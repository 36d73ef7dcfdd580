import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, EmptyState, counted, toApiError } from '@civic/shared';
import type { EditableRecord } from '@civic/shared/contracts';
import { isChanged } from '../../api';
import { t } from '../../messages';
import { Message } from '../Message';
import { ArrangeButtons, ConfirmDelete, type ArrangeProps, type Direction } from './Arrange';
import { RecordEditor } from './RecordEditor';
import { Actions, EditedLine, StateBadge } from './parts';
import { doneText, missingText, nameLanguage, nameOf, type Bilingual, type ContentKind, type Done, type FormValues, type TextKey } from './kind';

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
  /** Buttons after Edit; `open` opens one of the page's panels for the record, by its name (its button carries `data-focus="panel-<name>"`). */
  actions?(record: R, open: (panel: string) => void): ReactNode;
  /** Whether a published record's card offers Take down. */
  takeDown?: boolean;
}

/**
 * What a panel (a workshop's registrations or handouts, a publication's document) may do: close, giving focus back
 * to its button; close once its work is done, saying so in the page's one live region above the list; and change
 * its record in the list. The panel is given its record as the list now has it.
 */
export interface PanelTools<R> {
  close(): void;
  done(said: string): void;
  update(change: (record: R) => R): void;
}

/** A page's panels, by the name its cards' buttons open them with. */
export type Panels<R> = Readonly<Record<string, ComponentType<{ record: R; tools: PanelTools<R> }>>>;

/**
 * One record in the list: what the page adds, its name, its state, what is missing in Kiswahili, its
 * last edit, and what can be done with it. A card's own failure (a take-down, a move refused) is said in the card.
 */
function RecordCard<T extends string, F extends Bilingual<T>, R extends EditableRecord<F>, V extends FormValues>({
  kind,
  record,
  parts,
  busy,
  failure,
  arrange,
  onEdit,
  onOpen,
  onTakeDown,
}: {
  kind: ContentKind<T, F, R, V>;
  record: R;
  parts: CardParts<R>;
  busy: boolean;
  failure: string | null;
  /** For a list editors arrange (the FAQ): its move and delete buttons, without their record's name. */
  arrange: Omit<ArrangeProps, 'name'> | null;
  onEdit: () => void;
  onOpen: (panel: string) => void;
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
      {parts.takeDown || arrange ? <div role="alert">{failure ? <Message $tone="error">{failure}</Message> : null}</div> : null}
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
        {arrange ? <ArrangeButtons name={name} {...arrange} /> : null}
      </Actions>
      {arrange?.confirming ? <ConfirmDelete {...arrange} /> : null}
    </Card>
  );
}

/** Where focus goes when the list comes back: a record's heading or one of its buttons (or the question before a deletion), or New. */
type ListFocus = { record: string; on: 'heading' | 'edit' | `panel-${string}` | 'takeDown' | Direction | 'delete' | 'confirm' } | 'new';

/** A move that took a record to an end of the list took away the button pressed: focus goes to the other one. */
const OTHER_WAY: Partial<Record<string, Direction>> = { up: 'down', down: 'up' };

/** What replaces the list while it is open: the editor (of a record, or of a new one), or one of the page's panels for a record. */
type Open<R> = { editing: R | null } | { panel: R; name: string };

/**
 * A kind's records as they were read, changed in place by what is saved; the editor (or one of the page's
 * panels) replaces the list while open. Counts the records and those missing some Kiswahili. A list editors arrange
 * (the FAQ) is read again after each move or deletion, which changes the places of others too; what was done
 * is said in the page's one live region.
 */
export function RecordList<T extends string, F extends Bilingual<T>, R extends EditableRecord<F>, V extends FormValues>({
  kind,
  list,
  parts = {},
  panels = {},
}: {
  kind: ContentKind<T, F, R, V>;
  list: readonly R[];
  parts?: CardParts<R>;
  panels?: Panels<R>;
}) {
  const { words, arranging } = kind;
  const [records, setRecords] = useState<readonly R[]>(list);
  const [from, setFrom] = useState(list);
  // A new reading (the page's language changed) replaces the list; an open editor keeps its text.
  if (from !== list) {
    setFrom(list);
    setRecords(list);
  }
  const [open, setOpen] = useState<Open<R> | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  // The record a take-down, a move or a deletion is under way for.
  const [working, setWorking] = useState<string | null>(null);
  const [cardFailure, setCardFailure] = useState<{ record: string; message: string } | null>(null);
  // The record whose card asks before deleting it.
  const [confirming, setConfirming] = useState<string | null>(null);
  // The list could not be read again after a move or a deletion: what it shows may be out of date.
  const [stale, setStale] = useState(false);
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
    const button = (on: string) => card?.querySelector<HTMLElement>(`[data-focus="${on}"]`);
    const otherWay = OTHER_WAY[next.on];
    const target = next.on === 'heading' ? card?.querySelector<HTMLElement>('h3') : (button(next.on) ?? (otherWay ? button(otherWay) : null));
    (target ?? button('edit'))?.focus();
  });

  function show(next: Open<R>) {
    setOutcome(null);
    setCardFailure(null);
    setConfirming(null);
    setOpen(next);
  }

  function close() {
    if (!open) return;
    const record = 'panel' in open ? open.panel : open.editing;
    focusNext.current = record ? { record: record.id, on: 'panel' in open ? `panel-${open.name}` : 'edit' } : 'new';
    setOpen(null);
  }

  /** A panel's work is done (a workshop's handouts saved): back to the list, which says so. */
  function panelDone(said: string) {
    close();
    setOutcome(said);
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
    setWorking(record.id);
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
      setWorking(null);
    }
  }

  function update(id: string, change: (record: R) => R) {
    setRecords((now) => now.map((each) => (each.id === id ? change(each) : each)));
  }

  /**
   * A move or a deletion: sent over the version read, then the list read again, then `done` with the list as it
   * now is (null when it could not be read: the page says so). Refused because someone else changed the record
   * meanwhile, the list is read again too, and the card says so, to decide again.
   */
  async function arrange(record: R, send: () => Promise<void>, retry: { text: TextKey; focus: Direction | 'delete' }, done: (now: readonly R[] | null) => void) {
    if (!arranging) return;
    setOutcome(null);
    setCardFailure(null);
    setStale(false);
    setWorking(record.id);
    try {
      try {
        await send();
      } catch (error) {
        const failed = toApiError(error, t('actionFailed'));
        const changed = isChanged(failed);
        if (changed) await reread();
        setConfirming(null);
        setCardFailure({ record: record.id, message: changed ? t(retry.text) : failed.message });
        focusNext.current = { record: record.id, on: retry.focus };
        return;
      }
      done(await reread());
    } finally {
      setWorking(null);
    }
  }

  /** The list as it now is, in place of what was read; null (and the page says its list may be out of date) when it could not be read. */
  async function reread(): Promise<readonly R[] | null> {
    try {
      const now = await arranging!.read();
      setRecords(now);
      return now;
    } catch {
      setStale(true);
      return null;
    }
  }

  function move(record: R, direction: Direction) {
    const from = records.findIndex((each) => each.id === record.id);
    const to = direction === 'up' ? from : from + 2;
    void arrange(
      record,
      () => arranging!.move(record, to),
      { text: 'changedMeanwhileMove', focus: direction },
      (now) => {
        const place = now ? now.findIndex((each) => each.id === record.id) + 1 : to;
        setOutcome(t('movedTo', { place, total: (now ?? records).length }));
        // The same button, so it can be pressed again; the other one when the record reached an end.
        focusNext.current = { record: record.id, on: direction };
      },
    );
  }

  function remove(record: R) {
    const from = records.findIndex((each) => each.id === record.id);
    void arrange(
      record,
      () => arranging!.remove(record),
      { text: 'changedMeanwhileDelete', focus: 'delete' },
      (now) => {
        // Gone for good, whether or not the list could be read again.
        const rest = now ?? records.filter((each) => each.id !== record.id);
        if (!now) setRecords(rest);
        setConfirming(null);
        setOutcome(t(arranging!.deleted));
        // Its card has gone: the keyboard goes on from the record that took its place, or the one before it.
        const neighbour = rest[Math.min(from, rest.length - 1)];
        focusNext.current = neighbour ? { record: neighbour.id, on: 'heading' } : 'new';
      },
    );
  }

  function ask(record: R) {
    setOutcome(null);
    setCardFailure(null);
    setConfirming(record.id);
    focusNext.current = { record: record.id, on: 'confirm' };
  }

  function keep(record: R) {
    setConfirming(null);
    focusNext.current = { record: record.id, on: 'delete' };
  }

  /** A card's move and delete buttons, for a list editors arrange. */
  function arrangeOf(record: R, at: number): Omit<ArrangeProps, 'name'> | null {
    if (!arranging) return null;
    return {
      first: at === 0,
      last: at === records.length - 1,
      busy: working !== null,
      confirming: confirming === record.id,
      question: t(arranging.confirmDelete),
      onMove: (direction) => move(record, direction),
      onAsk: () => ask(record),
      onDelete: () => remove(record),
      onKeep: () => keep(record),
    };
  }

  const incomplete = records.filter((record) => record.missing.length > 0).length;
  let shown: ReactNode;
  if (open && 'panel' in open) {
    const { id } = open.panel;
    const Panel = panels[open.name];
    const record = records.find((each) => each.id === id) ?? open.panel;
    shown = Panel ? <Panel key={`${open.name}-${id}`} record={record} tools={{ close, done: panelDone, update: (change) => update(id, change) }} /> : null;
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
            {records.map((record, at) => (
              <li key={record.id}>
                <RecordCard
                  kind={kind}
                  record={record}
                  parts={parts}
                  busy={working === record.id}
                  failure={cardFailure?.record === record.id ? cardFailure.message : null}
                  arrange={arrangeOf(record, at)}
                  onEdit={() => show({ editing: record })}
                  onOpen={(name) => show({ panel: record, name })}
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
      <div role="status">{outcome ? <Message $tone="success">{outcome}</Message> : null}</div>
      {arranging ? <div role="alert">{stale ? <Message $tone="error">{t('listStale')}</Message> : null}</div> : null}
      {shown}
    </div>
  );
}
