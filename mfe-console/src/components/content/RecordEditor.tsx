import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Notice, focusFirstError, toApiError, useFocusFirstError } from '@civic/shared';
import type { EditableRecord } from '@civic/shared/contracts';
import { t } from '../../messages';
import { LanguageFieldsets } from './LanguageFieldsets';
import { TheirVersion } from './TheirVersion';
import { Actions, Fieldset, Muted, StateBadge } from './parts';
import { WRITTEN_IN, missingText, nameOf, type Bilingual, type ContentKind, type Done, type Errors, type FormValues, type WrittenIn } from './kind';

/** Where focus goes after the form changed under it. */
type FocusTarget = 'heading' | 'error' | 'theirs' | 'first' | Done;

const NO_VALUES = {} as FormValues;

/**
 * The form for one record (or a new one, `record` null): English and Kiswahili side by side, then the values
 * that are the same in both (or those first, when the kind says so). Whatever is typed stays through every
 * refusal; a save over someone else's shows their version and takes its version number, so the next save goes
 * through, with the editor's text or with theirs.
 */
export function RecordEditor<T extends string, F extends Bilingual<T>, R extends EditableRecord<F>, V extends FormValues>({
  kind,
  record,
  onSaved,
  onSeen,
  onCancel,
}: {
  kind: ContentKind<T, F, R, V>;
  record: R | null;
  onSaved: (record: R, done: Done) => void;
  onSeen: (record: R, done?: Done) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { words } = kind;
  // The record as last heard from the API: its state, and the version the next save is made over.
  const [current, setCurrent] = useState(record);
  const [texts, setTexts] = useState<Bilingual<T>>(() => (record ? textsOf(record.fields) : { en: emptyTexts(kind), sw: emptyTexts(kind) }));
  const [values, setValues] = useState<V>(() => (kind.values ? (record ? kind.values.read(record.fields) : kind.values.empty) : (NO_VALUES as V)));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; record: R } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the editor takes focus to its heading, which says which record it is (or that it is a new one).
  const focusNext = useRef<FocusTarget | null>('heading');
  useFocusFirstError(form, busy, errors);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    if (next === 'heading') heading.current?.focus();
    else if (next === 'error') focusFirstError(form.current);
    // The form's first field, whichever it is (an English text, or a person's name when the values come first).
    else if (next === 'first') form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else form.current?.querySelector<HTMLElement>(`[data-focus="${next}"]`)?.focus();
  });

  /** A field as the API names it: in a refusal's `field` ('en.question', 'values.capacity'). */
  const isFieldName = (name: string | null) =>
    name !== null &&
    (WRITTEN_IN.some((language) => kind.texts.some((text) => name === `${language}.${text.name}`)) || (kind.values?.names.some((value) => name === `values.${value}`) ?? false));

  function changeText(language: WrittenIn, name: T, value: string) {
    setTexts((now) => ({ ...now, [language]: { ...now[language], [name]: value } }));
  }

  function changeValue<K extends keyof V>(name: K, value: V[K]) {
    setValues((now) => ({ ...now, [name]: value }));
  }

  /** A refusal: on the field it names, or, when the record changed meanwhile, their version; else above the buttons. */
  function refused(error: unknown, pressed: Done) {
    const failed = toApiError(error, t(words.saveFailed));
    const now = kind.changed(failed);
    if (now) {
      setCurrent(now);
      setConflict({ message: failed.message, record: now });
      onSeen(now);
      focusNext.current = 'theirs';
    } else if (isFieldName(failed.field)) {
      setErrors({ [failed.field!]: failed.message });
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
    const written = trimmed(kind.texts, texts);
    const refusals: Errors = {
      ...Object.fromEntries(kind.texts.filter((text) => text.required && !written.en[text.name]).map((text) => [`en.${text.name}`, t(text.required!)])),
      ...kind.values?.check(values),
    };
    if (Object.keys(refusals).length) {
      setErrors(refusals);
      setFailure(null);
      focusNext.current = 'error';
      return;
    }
    const done: Done = publish ? 'publish' : 'draft';
    const fields = kind.compose(written, values);
    starting();
    try {
      onSaved(await kind.save(current?.id ?? null, current ? { version: current.version, fields, publish } : { fields, publish }), done);
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
      const updated = await kind.unpublish(current.id, current.version);
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
    setTexts(textsOf(conflict.record.fields));
    if (kind.values) setValues(kind.values.read(conflict.record.fields));
    setCurrent(conflict.record);
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

  const swMissing = kind.texts.filter((text) => !texts.sw[text.name].trim()).map((text) => `sw.${text.name}`);
  const ValueFields = kind.values?.Fields;
  const valueFields =
    kind.values && ValueFields ? (
      <Fieldset>
        <legend>{t(kind.values.legend)}</legend>
        <Muted>{t('valuesHint')}</Muted>
        <ValueFields id={id} values={values} errors={errors} change={changeValue} />
      </Fieldset>
    ) : null;
  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {record ? t('editing', { title: nameOf(kind, record) }) : t(words.newHeading)}
      </h2>
      {current ? <StateBadge record={current} words={words} /> : null}
      <Muted>{t('editorHint')}</Muted>
      <div role="status">{note ? <Notice tone="info">{note}</Notice> : null}</div>
      <div role="alert">{conflict ? <Notice tone="error">{conflict.message}</Notice> : null}</div>
      {conflict ? <TheirVersion record={conflict.record} specs={kind.texts} values={kind.values} words={words} onUse={takeTheirs} /> : null}
      {kind.values?.first ? valueFields : null}
      <Muted role="status">{swMissing.length ? missingText(kind.texts, swMissing) : t('kiswahiliComplete')}</Muted>
      <LanguageFieldsets id={id} texts={texts} specs={kind.texts} errors={errors} onChange={changeText} />
      {kind.values?.first ? null : valueFields}
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

/** The texts alone of a record's fields (without its values). */
const textsOf = <T extends string>({ en, sw }: Bilingual<T>): Bilingual<T> => ({ en, sw });

function emptyTexts<T extends string>(kind: { texts: readonly { name: T }[] }): Record<T, string> {
  return Object.fromEntries(kind.texts.map((text) => [text.name, ''])) as Record<T, string>;
}

function trimmed<T extends string>(specs: readonly { name: T }[], texts: Bilingual<T>): Bilingual<T> {
  const each = (language: WrittenIn) => Object.fromEntries(specs.map((spec) => [spec.name, texts[language][spec.name].trim()])) as Record<T, string>;
  return { en: each('en'), sw: each('sw') };
}
