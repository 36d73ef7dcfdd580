import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useFormik } from 'formik';
import { Button, focusFirstError, toApiError, useFocusFirstError } from '@civic/shared';
import { fetchWorkshops, isChanged, saveWorkshopMaterials, type EditableWorkshop } from '../../api';
import { Message } from '../../components/Message';
import type { PanelTools } from '../../components/content/RecordList';
import { Actions, Muted } from '../../components/content/parts';
import { t } from '../../messages/workshops';
import { HandoutFieldset, type FormTools } from './HandoutFieldset';
import { MissingHandouts } from './MissingHandouts';
import { MOST_HANDOUTS, blankHandout, checkHandouts, fieldName, fieldOf, formOf, inputId, materialsOf, type HandoutForm, type HandoutsValues } from './handouts';

const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * Where focus goes once the panel has changed: a field, the first field refused ('error'), or an element marked
 * `data-focus` (its heading, a handout's legend, Add, Save).
 */
type FocusTarget = { field: string } | string;

/**
 * A workshop's handouts, beside the workshop: each in English and Kiswahili with the source it draws on, added
 * and removed in place, and saved whole over the version the list holds. Whatever is typed stays through every
 * refusal: a refused value's message goes on its field, which takes focus; a save over someone else's change
 * reads the workshop again, so the next save goes over the version it now has. Once saved, the list says so, and
 * holds the version the save made, so the workshop's own next save is not refused as out of date.
 */
export function Handouts({ record: workshop, tools }: { record: EditableWorkshop; tools: PanelTools<EditableWorkshop> }) {
  const id = useId();
  const title = workshop.fields.en.title;
  const [initialValues] = useState(() => formOf(workshop.materials));
  const [failure, setFailure] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Opening the panel takes focus to its heading, which says whose handouts they are.
  const focusNext = useRef<FocusTarget | null>('heading');

  /** The workshop as it now is, in the list and so in this panel; false when it could not be read. */
  async function reread(): Promise<boolean> {
    try {
      const { workshops } = await fetchWorkshops();
      const now = workshops.find((each) => each.id === workshop.id);
      if (now) tools.update(() => now);
      return Boolean(now);
    } catch {
      return false;
    }
  }

  const formik = useFormik<HandoutsValues>({
    initialValues,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      // Checked when saving, not while typing: an editor half-way through a handout is not told off.
      const refusals = checkHandouts(values);
      if (Object.keys(refusals).length) {
        helpers.setErrors(refusals);
        focusNext.current = 'error';
        return;
      }
      try {
        const saved = await saveWorkshopMaterials(workshop.id, workshop.version, materialsOf(values));
        tools.update((each) => ({ ...each, version: saved.version, materials: saved.materials }));
        tools.done(t('handoutsSaved'));
      } catch (error) {
        const failed = toApiError(error, t('handoutsSaveFailed'));
        const field = fieldOf(failed.field, values);
        if (isChanged(failed)) {
          // Someone else saved the workshop meanwhile: its new version is read, and the editor's handouts stay to be saved over it.
          setFailure(t((await reread()) ? 'handoutsChanged' : 'handoutsChangedUnread'));
          focusNext.current = 'save';
        } else if (field) {
          // On its field, which useFocusFirstError focuses once the submit is over.
          helpers.setFieldError(field, failed.message);
        } else {
          setFailure(failed.message);
          focusNext.current = 'save';
        }
      }
    },
  });
  useFocusFirstError(form, formik.isSubmitting, formik.errors);

  useEffect(() => {
    const next = focusNext.current;
    // Not while a save is under way: Save is disabled until it is over, and cannot take focus.
    if (!next || formik.isSubmitting) return;
    focusNext.current = null;
    if (typeof next === 'object') document.getElementById(inputId(id, next.field))?.focus();
    else if (next === 'error') focusFirstError(form.current);
    else panel.current?.querySelector<HTMLElement>(`[data-focus="${next}"]`)?.focus();
  });

  const within: FormTools = { id, formik };
  const { materials } = formik.values;

  /** Handouts move when one is taken out: an error on one would land on another, so they go until the next save. */
  function setHandouts(next: HandoutForm[]) {
    formik.setErrors({});
    void formik.setFieldValue('materials', next);
  }

  function add() {
    setHandouts([...materials, blankHandout()]);
    focusNext.current = { field: fieldName(materials.length, 'en.title') };
  }

  function remove(at: number) {
    const following = materials[at + 1];
    setHandouts(materials.filter((_handout, i) => i !== at));
    // Its fieldset has gone: the keyboard goes on from the handout that took its place, or from Add after the last.
    focusNext.current = following ? `handout-${following.key}` : 'add';
  }

  return (
    <section ref={panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} data-focus="heading" tabIndex={-1}>
        {t('handoutsLabel', { title })}
      </h2>
      <Bar>
        <Button type="button" $variant="ghost" onClick={tools.close}>
          {t('backToWorkshops')}
        </Button>
      </Bar>
      <Muted>{t('handoutsHint')}</Muted>
      <form ref={form} onSubmit={formik.handleSubmit} noValidate>
        {materials.length ? <MissingHandouts form={formik.values} formId={id} /> : <p>{t('handoutsEmpty')}</p>}
        {materials.map((handout, i) => (
          <HandoutFieldset key={handout.key} within={within} at={i} handout={handout} onRemove={() => remove(i)} />
        ))}
        {materials.length < MOST_HANDOUTS ? (
          <Actions>
            <Button type="button" $variant="secondary" data-focus="add" onClick={add}>
              {t('addHandout')}
            </Button>
          </Actions>
        ) : (
          <Muted>{t('handoutsMost')}</Muted>
        )}
        <div role="alert">{failure ? <Message $tone="error">{failure}</Message> : null}</div>
        <Actions>
          <Button type="submit" data-focus="save" disabled={formik.isSubmitting}>
            {t('saveHandouts')}
          </Button>
        </Actions>
      </form>
    </section>
  );
}
