import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useFormik } from 'formik';
import { Button, Link, toApiError } from '@civic/shared';
import { isSecondFactorRefusal } from '@civic/shared/contracts';
import { isChanged, refusalReasons, saveProjectRecord, type ProjectRecordFields } from '../../api';
import { Message, type Say } from '../../components/Message';
import { Actions, Fieldset, Muted, ValueGrid } from '../../components/content/parts';
import { t } from '../../messages/projects';
import { RecordInput } from './RecordInput';
import { MAIN_GROUPS, MORE_FIELDS, fieldOfRefusal, inputId, isMoreField, valuesOf, type RecordField } from './recordFields';

const Part = styled(Fieldset)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const More = styled.details`
  margin-bottom: ${({ theme }) => theme.space(6)};
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    cursor: pointer;
  }
`;

const Reasons = styled.section`
  margin-bottom: ${({ theme }) => theme.space(4)};
  ul {
    padding-left: 1.25rem;
  }
`;

/** A link as tall as a button, for a finger. */
const Onward = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/** A project as the form opens it: one read at `version`, or a new one (`version` null, its fields empty). */
export interface OpenedRecord {
  project: ProjectRecordFields;
  version: string | null;
}

/** Why the API turned the one signed in away: signed out meanwhile, or no longer an editor. */
export type Refusal = { status: 401 | 403; secondFactor: boolean };

/** Where focus goes once the form has changed under it: its heading, a field, or an element marked `data-focus`. */
type FocusTarget = 'heading' | 'save' | 'reopen' | { field: string };

/**
 * One project record in a form, saved whole: every field goes back as it was read unless it was changed, the
 * rarer ones too. Whatever is typed stays through every refusal: the field the API names shows its message and
 * takes focus, and every reason it gave is listed above the button; a save over someone else's offers to open
 * the project again, which replaces the form only when the editor chooses it.
 */
export function RecordForm({ read, say, onReopen, onRefused }: { read: OpenedRecord; say: Say; onReopen: (id: string) => void; onRefused: (refusal: Refusal) => void }) {
  const id = useId();
  const [initialValues] = useState(() => valuesOf(read.project));
  // The project as last heard from the API: its id, and the version the next save is made over (null until a new one is saved).
  const [current, setCurrent] = useState({ id: read.project.id ?? '', version: read.version });
  const [reasons, setReasons] = useState<string[]>([]);
  const [changed, setChanged] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a project takes focus to the form's heading, which says which project it is (or that it is a new one).
  const focusNext = useRef<FocusTarget | null>('heading');

  const formik = useFormik<ProjectRecordFields>({
    initialValues,
    // The API checks the record with the import's rules and names the field at fault; the form refuses nothing first.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setReasons([]);
      setChanged(false);
      say(null);
      try {
        const saved = await saveProjectRecord(current.id, current.version, values);
        setCurrent({ id: saved.project.id ?? values.id ?? '', version: saved.version });
        // What the API kept (a county's name as it is spelled, a figure without its commas): the next save starts from it.
        helpers.resetForm({ values: valuesOf(saved.project) });
        say(
          <Message $tone="success">
            <p>
              {t('recordSaved')} <Onward to={`/projects/browser?project=${encodeURIComponent(saved.project.id ?? '')}`}>{t('recordSeeIt')}</Onward>
            </p>
          </Message>,
        );
        // The button was disabled while the save was under way: the keyboard goes on from it.
        focusNext.current = 'save';
      } catch (error) {
        const failed = toApiError(error, t('recordSaveFailed'));
        if (failed.status === 401 || failed.status === 403) {
          onRefused({ status: failed.status, secondFactor: isSecondFactorRefusal(failed.body) });
          return;
        }
        const field = fieldOfRefusal(failed.field);
        setReasons(refusalReasons(failed));
        if (isChanged(failed)) {
          setChanged(true);
          say(<Message $tone="error">{t('recordChanged')}</Message>);
          focusNext.current = 'reopen';
        } else if (field) {
          helpers.setFieldError(field, failed.message);
          // A field folded away is shown before it takes focus.
          if (isMoreField(field)) setMoreOpen(true);
          focusNext.current = { field };
        } else {
          say(<Message $tone="error">{failed.message}</Message>);
          focusNext.current = 'save';
        }
      }
    },
  });

  useEffect(() => {
    const next = focusNext.current;
    // Not while a save is under way: the button is disabled until it is over, and cannot take focus.
    if (!next || formik.isSubmitting) return;
    focusNext.current = null;
    if (next === 'heading') heading.current?.focus();
    else if (typeof next === 'object') document.getElementById(inputId(id, next.field))?.focus();
    else form.current?.querySelector<HTMLElement>(`[data-focus="${next}"]`)?.focus();
  });

  const saved = current.version !== null;
  const input = (field: RecordField) => {
    const element = <RecordInput key={field.name} formId={id} formik={formik} field={field} readOnly={field.name === 'id' && saved} />;
    return field.kind === 'long' ? (
      <div key={field.name} className="wide">
        {element}
      </div>
    ) : (
      element
    );
  };

  return (
    <form ref={form} onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {saved ? t('recordHeading', { id: current.id }) : t('recordNewHeading')}
      </h3>
      <Muted>{t('recordHint')}</Muted>

      {MAIN_GROUPS.map((group) => (
        <Part key={group.legend} aria-describedby={group.hint ? `${id}-${group.legend}-hint` : undefined}>
          <legend>{t(group.legend)}</legend>
          {group.hint ? <Muted id={`${id}-${group.legend}-hint`}>{t(group.hint)}</Muted> : null}
          <ValueGrid>{group.fields.map(input)}</ValueGrid>
        </Part>
      ))}

      <More open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
        <summary>{t('recordMore')}</summary>
        <Muted>{t('recordMoreHint')}</Muted>
        <ValueGrid>{MORE_FIELDS.map(input)}</ValueGrid>
      </More>

      {reasons.length ? (
        <Reasons aria-labelledby={`${id}-reasons`}>
          <h4 id={`${id}-reasons`}>{t('recordReasons')}</h4>
          <ul>
            {reasons.map((reason, i) => (
              <li key={i}>{reason}</li>
            ))}
          </ul>
        </Reasons>
      ) : null}
      {changed ? (
        <>
          <Muted id={`${id}-reopen-hint`}>{t('recordOpenAgainHint')}</Muted>
          <Actions>
            <Button type="button" $variant="secondary" data-focus="reopen" aria-describedby={`${id}-reopen-hint`} onClick={() => onReopen(current.id)}>
              {t('recordOpenAgain')}
            </Button>
          </Actions>
        </>
      ) : null}
      <Actions>
        <Button type="submit" data-focus="save" disabled={formik.isSubmitting}>
          {t('recordSave')}
        </Button>
      </Actions>
    </form>
  );
}
