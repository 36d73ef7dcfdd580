import { Fragment, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Notice,
  PageHeader,
  PageSection,
  Spinner,
  TextAreaField,
  TextField,
  TwoColumns,
  counted,
  focusFirstError,
  formatDate,
  toApiError,
  useFocusFirstError,
  useLoad,
  usePageTitle,
} from '@civic/shared';
import {
  changedEntry,
  fetchFaqEntries,
  saveFaqEntry,
  unpublishFaqEntry,
  type EditableFaqEntry,
  type EditableFaqList,
  type FaqFields,
  type FaqSave,
  type FaqTexts,
} from '../../api';
import { Refused, withAccess } from '../../access';
import { ConsoleNav } from '../../components/ConsoleNav';
import { t } from '../../messages';

const loadEntries = (signal: AbortSignal) => withAccess(() => fetchFaqEntries(signal));

/** An entry's texts, in the order the form shows them. */
const FIELDS = ['category', 'question', 'answer'] as const;
type Field = (typeof FIELDS)[number];

/** The languages an entry is written in, English (required) first. */
const WRITTEN_IN = ['en', 'sw'] as const;
type WrittenIn = (typeof WRITTEN_IN)[number];

/** A field as the API names it: in a refusal's `field` ('en.question') and in an entry's `missing` ('sw.answer'). */
type FieldName = `${WrittenIn}.${Field}`;
type Errors = Partial<Record<FieldName, string>>;

const LABELS = { category: 'fieldCategory', question: 'fieldQuestion', answer: 'fieldAnswer' } as const;
const WORDS = { category: 'wordCategory', question: 'wordQuestion', answer: 'wordAnswer' } as const;
const REQUIRED = { category: 'requiredCategory', question: 'requiredQuestion', answer: 'requiredAnswer' } as const;
const LEGENDS = { en: 'languageEnglish', sw: 'languageKiswahili' } as const;

/** What the status line says once a save or a take-down is done. */
const DONE = { draft: 'doneDraft', publish: 'donePublish', takeDown: 'doneTakeDown' } as const;
type Done = keyof typeof DONE;

const isFieldName = (name: string | null): name is FieldName => WRITTEN_IN.some((language) => FIELDS.some((field) => name === `${language}.${field}`));

const EMPTY: FaqTexts = { category: '', question: '', answer: '' };

const trimmed = (fields: FaqFields): FaqFields => ({
  en: { category: fields.en.category.trim(), question: fields.en.question.trim(), answer: fields.en.answer.trim() },
  sw: { category: fields.sw.category.trim(), question: fields.sw.question.trim(), answer: fields.sw.answer.trim() },
});

/** "Kiswahili missing: question, answer"; a name the console does not know (a newer API) as the API gives it. */
function missingText(missing: readonly string[]): string {
  const known = FIELDS.filter((field) => missing.includes(`sw.${field}`)).map((field) => t(WORDS[field]));
  const unknown = missing.filter((name) => !FIELDS.some((field) => name === `sw.${field}`));
  return t('kiswahiliMissing', { fields: [...known, ...unknown].join(', ') });
}

type State = 'published' | 'draft' | 'changed';

const stateOf = (entry: EditableFaqEntry): State => (!entry.published ? 'draft' : entry.hasDraft ? 'changed' : 'published');

const STATES = { published: 'statePublished', draft: 'stateDraft', changed: 'stateChanged' } as const;

const editedText = (edited: EditableFaqEntry['edited']) => (edited ? t('editedBy', { name: edited.by, date: formatDate(edited.at) }) : t('editedNever'));

/** An entry put in its place in the list: where it was, or, for a new one, by its position. */
function placed(entries: readonly EditableFaqEntry[], entry: EditableFaqEntry): EditableFaqEntry[] {
  if (entries.some((each) => each.id === entry.id)) return entries.map((each) => (each.id === entry.id ? entry : each));
  const at = entries.findIndex((each) => each.position > entry.position);
  return at === -1 ? [...entries, entry] : [...entries.slice(0, at), entry, ...entries.slice(at)];
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  > li {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Kind = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  font-size: 0.9rem;
`;

/** An entry's state, in words and set apart by a rule (the colour is never the only signal). */
const StateLine = styled.p<{ $state: State }>`
  font-weight: 600;
  border-left: 4px solid ${({ theme, $state }) => ({ published: theme.colors.success, draft: theme.colors.neutral, changed: theme.colors.warning })[$state]};
  padding-left: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A language's fields. `min-width: 0` lets a fieldset narrow with its column on a phone. */
const Fieldset = styled.fieldset`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Column = styled.div`
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The entry as someone else saved it, beside the form that keeps the editor's own text. */
const Theirs = styled.section`
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningTint};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** Someone else's version of the entry, read-only, in both languages, and the way to take it into the form. */
function TheirVersion({ entry, onUse }: { entry: EditableFaqEntry; onUse: () => void }) {
  const id = useId();
  return (
    <Theirs aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} data-focus="theirs" tabIndex={-1}>
        {t('theirVersion')}
      </h3>
      <StateLine $state={stateOf(entry)}>{t(STATES[stateOf(entry)])}</StateLine>
      <Muted>{editedText(entry.edited)}</Muted>
      <TwoColumns>
        {WRITTEN_IN.map((language) => (
          <div key={language}>
            <h4>{t(LEGENDS[language])}</h4>
            <dl>
              {FIELDS.map((field) => {
                const text = entry.fields[language][field];
                return (
                  <Fragment key={field}>
                    <dt>{t(LABELS[field])}</dt>
                    <dd lang={text ? language : undefined}>{text || <em>{t('notWritten')}</em>}</dd>
                  </Fragment>
                );
              })}
            </dl>
          </div>
        ))}
      </TwoColumns>
      <Button type="button" $variant="secondary" onClick={onUse}>
        {t('useTheirs')}
      </Button>
    </Theirs>
  );
}

/** Where focus goes after the form changed under it. */
type FocusTarget = 'heading' | 'error' | 'theirs' | 'first' | Done;

/**
 * The form for one entry (or a new one, `entry` null): English and Kiswahili side by side. Whatever is typed stays
 * through every refusal; a save over someone else's shows their version and takes its version number, so the next
 * save goes through, with the editor's text or with theirs.
 */
function Editor({
  entry,
  onSaved,
  onSeen,
  onCancel,
}: {
  entry: EditableFaqEntry | null;
  onSaved: (entry: EditableFaqEntry, done: Done) => void;
  onSeen: (entry: EditableFaqEntry, done?: Done) => void;
  onCancel: () => void;
}) {
  const id = useId();
  // The entry as last heard from the API: its state, and the version the next save is made over.
  const [current, setCurrent] = useState(entry);
  const [texts, setTexts] = useState<FaqFields>(entry?.fields ?? { en: EMPTY, sw: EMPTY });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; entry: EditableFaqEntry } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the editor takes focus to its heading, which says which entry it is (or that it is a new one).
  const focusNext = useRef<FocusTarget | null>('heading');
  useFocusFirstError(form, busy, errors);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    if (next === 'heading') heading.current?.focus();
    else if (next === 'error') focusFirstError(form.current);
    else form.current?.querySelector<HTMLElement>(`[data-focus="${next}"]`)?.focus();
  });

  function change(language: WrittenIn, field: Field, value: string) {
    setTexts((now) => ({ ...now, [language]: { ...now[language], [field]: value } }));
  }

  /** A refusal: on the field it names, or, when the entry changed meanwhile, their version; else above the buttons. */
  function refused(error: unknown, pressed: Done) {
    const failed = toApiError(error, t('faqSaveFailed'));
    const now = changedEntry(failed);
    if (now) {
      setCurrent(now);
      setConflict({ message: failed.message, entry: now });
      onSeen(now);
      focusNext.current = 'theirs';
    } else if (isFieldName(failed.field)) {
      setErrors({ [failed.field]: failed.message });
    } else {
      setFailure(failed.message);
      focusNext.current = pressed;
    }
  }

  function starting() {
    setBusy(true);
    setErrors({});
    setFailure(null);
    setNote(null);
  }

  async function save(publish: boolean) {
    const fields = trimmed(texts);
    const empty = FIELDS.filter((field) => !fields.en[field]);
    if (empty.length) {
      setErrors(Object.fromEntries(empty.map((field) => [`en.${field}`, t(REQUIRED[field])])));
      setFailure(null);
      focusNext.current = 'error';
      return;
    }
    const done: Done = publish ? 'publish' : 'draft';
    const body: FaqSave = current ? { version: current.version, fields, publish } : { fields, publish };
    starting();
    try {
      onSaved(await saveFaqEntry(current?.id ?? null, body), done);
    } catch (error) {
      refused(error, done);
    } finally {
      setBusy(false);
    }
  }

  async function takeDown() {
    if (!current) return;
    starting();
    try {
      const updated = await unpublishFaqEntry(current.id, current.version);
      setCurrent(updated);
      setConflict(null);
      // Its button has gone: the keyboard goes on from Publish.
      focusNext.current = 'publish';
      onSeen(updated, 'takeDown');
    } catch (error) {
      refused(error, 'takeDown');
    } finally {
      setBusy(false);
    }
  }

  function takeTheirs() {
    if (!conflict) return;
    setTexts(conflict.entry.fields);
    setCurrent(conflict.entry);
    setConflict(null);
    setErrors({});
    setFailure(null);
    setNote(t('theirsLoaded'));
    focusNext.current = 'first';
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(false);
  }

  const swMissing = FIELDS.filter((field) => !texts.sw[field].trim()).map((field) => `sw.${field}`);
  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {entry ? t('faqEditing', { question: entry.fields.en.question }) : t('faqNewHeading')}
      </h2>
      {current ? <StateLine $state={stateOf(current)}>{t(STATES[stateOf(current)])}</StateLine> : null}
      <Muted>{t('faqEditorHint')}</Muted>
      <div role="status">{note ? <Notice tone="info">{note}</Notice> : null}</div>
      <div role="alert">{conflict ? <Notice tone="error">{conflict.message}</Notice> : null}</div>
      {conflict ? <TheirVersion entry={conflict.entry} onUse={takeTheirs} /> : null}
      <TwoColumns>
        {WRITTEN_IN.map((language) => (
          <Column key={language}>
            <Fieldset>
              <legend>{t(LEGENDS[language])}</legend>
              {FIELDS.map((field) => {
                const common = {
                  id: `${id}-${language}-${field}`,
                  label: t(LABELS[field]),
                  lang: language,
                  value: texts[language][field],
                  error: errors[`${language}.${field}`],
                  required: language === 'en',
                };
                return field === 'answer' ? (
                  <TextAreaField key={field} {...common} rows={6} onChange={(event) => change(language, field, event.target.value)} />
                ) : (
                  <TextField
                    key={field}
                    {...common}
                    data-focus={language === 'en' && field === 'category' ? 'first' : undefined}
                    onChange={(event) => change(language, field, event.target.value)}
                  />
                );
              })}
            </Fieldset>
            {language === 'sw' ? <Muted role="status">{swMissing.length ? missingText(swMissing) : t('kiswahiliComplete')}</Muted> : null}
          </Column>
        ))}
      </TwoColumns>
      <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
      <Actions>
        <Button type="submit" $variant="secondary" data-focus="draft" disabled={busy}>
          {t('saveDraft')}
        </Button>
        <Button type="button" data-focus="publish" disabled={busy} onClick={() => save(true)}>
          {t('publish')}
        </Button>
        {current?.published ? (
          <Button type="button" $variant="secondary" data-focus="takeDown" disabled={busy} onClick={takeDown}>
            {t('takeDown')}
          </Button>
        ) : null}
        <Button type="button" $variant="ghost" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Actions>
    </form>
  );
}

/** One entry in the list: its place, its English question, its state, what is missing in Kiswahili, its last edit. */
function EntryCard({ entry, onEdit }: { entry: EditableFaqEntry; onEdit: () => void }) {
  const id = useId();
  const { en } = entry.fields;
  return (
    <Card data-entry={entry.id} aria-labelledby={`${id}-question`}>
      <Kind>
        {t('faqPosition', { n: entry.position })} · <span lang="en">{en.category}</span>
      </Kind>
      <h3 id={`${id}-question`} lang="en" tabIndex={-1}>
        {en.question}
      </h3>
      <StateLine $state={stateOf(entry)}>{t(STATES[stateOf(entry)])}</StateLine>
      {entry.missing.length ? <p>{missingText(entry.missing)}</p> : null}
      <Muted>{editedText(entry.edited)}</Muted>
      <Actions>
        <Button type="button" $variant="secondary" data-focus="edit" aria-label={t('faqEditLabel', { question: en.question })} onClick={onEdit}>
          {t('faqEdit')}
        </Button>
      </Actions>
    </Card>
  );
}

/** Where focus goes when the list comes back: an entry's heading or Edit button, or New entry. */
type ListFocus = { entry: string; on: 'heading' | 'edit' } | 'new';

/** The entries as they were read, changed in place by what the editor saves; the editor replaces the list while open. */
function Entries({ list }: { list: EditableFaqList }) {
  const [entries, setEntries] = useState(list.entries);
  const [from, setFrom] = useState(list);
  // A new reading (the page's language changed) replaces the list; an open editor keeps its text.
  if (from !== list) {
    setFrom(list);
    setEntries(list.entries);
  }
  const [editing, setEditing] = useState<{ entry: EditableFaqEntry | null } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
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
    const card = Array.from(region.current?.querySelectorAll<HTMLElement>('[data-entry]') ?? []).find((each) => each.dataset.entry === next.entry);
    card?.querySelector<HTMLElement>(next.on === 'heading' ? 'h3' : '[data-focus="edit"]')?.focus();
  });

  function open(entry: EditableFaqEntry | null) {
    setOutcome(null);
    setEditing({ entry });
  }

  function cancel() {
    const entry = editing?.entry;
    focusNext.current = entry ? { entry: entry.id, on: 'edit' } : 'new';
    setEditing(null);
  }

  function saved(entry: EditableFaqEntry, done: Done) {
    setEntries((now) => placed(now, entry));
    setEditing(null);
    setOutcome(t(DONE[done]));
    focusNext.current = { entry: entry.id, on: 'heading' };
  }

  function seen(entry: EditableFaqEntry, done?: Done) {
    setEntries((now) => placed(now, entry));
    if (done) setOutcome(t(DONE[done]));
  }

  const incomplete = entries.filter((entry) => entry.missing.length > 0).length;
  return (
    <div ref={region}>
      <div role="status">{outcome ? <Notice tone="success">{outcome}</Notice> : null}</div>
      {editing ? (
        <Editor key={editing.entry?.id ?? 'new'} entry={editing.entry} onSaved={saved} onSeen={seen} onCancel={cancel} />
      ) : (
        <>
          <h2>{t('faqEntriesHeading')}</h2>
          {entries.length ? <p>{t('faqSummary', { entries: t('faqEntries', counted(entries.length)), missing: t('faqMissingCount', counted(incomplete)) })}</p> : null}
          <Actions>
            <Button type="button" data-focus="new" onClick={() => open(null)}>
              {t('faqNew')}
            </Button>
          </Actions>
          {entries.length === 0 ? (
            <EmptyState title={t('faqEmpty')} />
          ) : (
            <List>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <EntryCard entry={entry} onEdit={() => open(entry)} />
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </div>
  );
}

/** /console/content/faq: the FAQ citizens read, edited in English and Kiswahili, for editors. */
export default function FaqEditor() {
  usePageTitle(t('faqTitle'));
  const { state, retry } = useLoad(loadEntries);

  return (
    <>
      <PageHeader title={t('faqTitle')} intro={t('faqIntro')} />
      <PageSection>
        <Container>
          <ConsoleNav current="faq" />
          {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
          {state.status === 'failed' ? <ErrorState title={t('faqLoadFailed')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2} /> : null}
          {state.status === 'loaded' && !state.data.allowed ? (
            <Refused status={state.data.status} secondFactor={state.data.secondFactor} next="/console/content/faq" refusal={t('editorsOnly')} />
          ) : null}
          {state.status === 'loaded' && state.data.allowed ? <Entries list={state.data.data} /> : null}
        </Container>
      </PageSection>
    </>
  );
}
