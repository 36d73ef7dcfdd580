import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useFormik } from 'formik';
import { Button, toApiError, useFocusFirstError } from '@civic/shared';
import { SOCIAL_NETWORKS } from '@civic/shared/contracts';
import { changedOrganisation, saveOrganisation, type EditableOrganisation } from '../../api';
import { Message } from '../../components/Message';
import { Actions, EditedLine, Fieldset, Muted, StateBadge } from '../../components/content/parts';
import { t } from '../../messages/organisation';
import { FieldGrid, FormInput, type FormTools } from './fields';
import { MOST_OFFICES, blankHours, blankOffice, fieldNames, fieldsOf, formOf, inputId, type DetailsValues } from './form';
import { MissingList } from './MissingList';
import { OfficeFieldset } from './OfficeFieldset';
import { TheirDetails } from './TheirDetails';
import { NETWORKS, STATE_WORDS } from './words';

const Part = styled(Fieldset)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** Where focus goes once the form has changed under it: a field, or an element marked `data-focus`. */
type FocusTarget = { field: string } | string;

/** What the status line says: a save done, or their version taken into the form. */
type Said = { tone: 'success' | 'info'; text: string };

/**
 * The organisation's details in one form. Whatever is typed stays through every refusal: a refused value's
 * message goes on its field, which takes focus; a save over someone else's shows their version and takes its
 * version number, so the next save goes through, with the editor's details or with theirs.
 */
export function DetailsForm({ read }: { read: EditableOrganisation }) {
  const id = useId();
  const [initialValues] = useState(() => formOf(read.fields));
  // The details as last heard from the API: their state, what is missing, and the version the next save is made over.
  const [current, setCurrent] = useState(read);
  const [conflict, setConflict] = useState<{ message: string; organisation: EditableOrganisation } | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by Publish just before it submits; Enter in a field, like Save draft, keeps a draft.
  const publishing = useRef(false);
  const focusNext = useRef<FocusTarget | null>(null);

  const formik = useFormik<DetailsValues>({
    initialValues,
    // The API checks the details and names the value at fault; the form refuses nothing before it answers.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const publish = publishing.current;
      publishing.current = false;
      setSaid(null);
      setFailure(null);
      try {
        const saved = await saveOrganisation({ version: current.version, fields: fieldsOf(values), publish });
        setCurrent(saved);
        setConflict(null);
        // What the API kept (trimmed, a new office with its id): the next save starts from it.
        helpers.resetForm({ values: formOf(saved.fields, values) });
        setSaid({ tone: 'success', text: t(publish ? 'organisationDonePublish' : 'doneDraft') });
        // The button pressed was disabled while the save was under way: the keyboard goes on from it.
        focusNext.current = publish ? 'publish' : 'draft';
      } catch (error) {
        const failed = toApiError(error, t('organisationSaveFailed'));
        const now = changedOrganisation(failed);
        if (now) {
          setCurrent(now);
          setConflict({ message: failed.message, organisation: now });
          focusNext.current = 'theirs';
        } else if (failed.field && fieldNames(values).includes(failed.field)) {
          // On its field, which useFocusFirstError focuses once the submit is over.
          helpers.setFieldError(failed.field, failed.message);
        } else {
          setFailure(failed.message);
          focusNext.current = publish ? 'publish' : 'draft';
        }
      }
    },
  });
  useFocusFirstError(form, formik.isSubmitting, formik.errors);

  // Opened on request, in place of the button that opened it: the keyboard goes on from the form's heading.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    const next = focusNext.current;
    // Not while a save is under way: its buttons are disabled until it is over, and cannot take focus.
    if (!next || formik.isSubmitting) return;
    focusNext.current = null;
    if (typeof next === 'object') document.getElementById(inputId(id, next.field))?.focus();
    else form.current?.querySelector<HTMLElement>(`[data-focus="${next}"]`)?.focus();
  });

  const within: FormTools = { id, formik };
  const { offices } = formik.values;

  /** Offices and rows move when one is taken out: an error on one would land on another, so they go until the next save. */
  function setOffices(next: DetailsValues['offices']) {
    formik.setErrors({});
    void formik.setFieldValue('offices', next);
  }

  function addOffice() {
    setOffices([...offices, blankOffice()]);
    focusNext.current = { field: `offices[${offices.length}].name.en` };
  }

  function removeOffice(at: number) {
    setOffices(offices.filter((_office, i) => i !== at));
    // Its fieldset has gone: the keyboard goes on from the offices' heading.
    focusNext.current = 'offices';
  }

  function addHours(at: number) {
    setOffices(offices.map((office, i) => (i === at ? { ...office, hours: [...office.hours, blankHours()] } : office)));
    focusNext.current = { field: `offices[${at}].hours[${offices[at]!.hours.length}].days.en` };
  }

  function removeHours(at: number, row: number) {
    setOffices(offices.map((office, i) => (i === at ? { ...office, hours: office.hours.filter((_row, j) => j !== row) } : office)));
    focusNext.current = `add-hours-${at}`;
  }

  function takeTheirs() {
    if (!conflict) return;
    formik.resetForm({ values: formOf(conflict.organisation.fields) });
    setCurrent(conflict.organisation);
    setConflict(null);
    setFailure(null);
    setSaid({ tone: 'info', text: t('theirsLoaded') });
    focusNext.current = { field: 'name' };
  }

  function publish() {
    publishing.current = true;
    void formik.submitForm();
  }

  const busy = formik.isSubmitting;
  return (
    <form ref={form} onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t('organisationHeading')}
      </h2>
      <StateBadge record={{ published: true, hasDraft: current.hasDraft }} words={STATE_WORDS} />
      <EditedLine record={current} words={STATE_WORDS} />
      <Muted>{t('organisationHint')}</Muted>
      <div role="status">{said ? <Message $tone={said.tone}>{said.text}</Message> : null}</div>
      <div role="alert">{conflict ? <Message $tone="error">{conflict.message}</Message> : null}</div>
      {conflict ? <TheirDetails organisation={conflict.organisation} onUse={takeTheirs} /> : null}
      <MissingList form={formik.values} formId={id} saved={current.missing} />

      <Part>
        <legend>{t('organisationLegend')}</legend>
        <FieldGrid $min="16rem">
          <FormInput within={within} name="name" label={t('fieldName')} autoComplete="organization" required />
          <FormInput within={within} name="foundedYear" label={t('fieldFoundedYear')} inputMode="numeric" autoComplete="off" required />
        </FieldGrid>
      </Part>

      <Part>
        <legend>{t('contactLegend')}</legend>
        <FieldGrid $min="16rem">
          <FormInput within={within} name="contact.phone" label={t('fieldPhone')} hint={t('phoneHint')} type="tel" autoComplete="off" required />
          <FormInput within={within} name="contact.email" label={t('fieldEmail')} type="email" autoComplete="off" spellCheck={false} required />
          <FormInput within={within} name="contact.address" label={t('fieldPostalAddress')} autoComplete="off" required />
        </FieldGrid>
      </Part>

      <Part aria-describedby={`${id}-social-hint`}>
        <legend>{t('socialLegend')}</legend>
        <Muted id={`${id}-social-hint`}>{t('socialHint')}</Muted>
        <FieldGrid $min="18rem">
          {SOCIAL_NETWORKS.map((network) => (
            <FormInput key={network} within={within} name={`social.${network}`} label={t(NETWORKS[network])} type="url" inputMode="url" autoComplete="off" spellCheck={false} />
          ))}
        </FieldGrid>
      </Part>

      <section aria-labelledby={`${id}-offices`}>
        <h3 id={`${id}-offices`} data-focus="offices" tabIndex={-1}>
          {t('officesHeading')}
        </h3>
        <Muted>{t('officesHint')}</Muted>
        {offices.map((office, i) => (
          <OfficeFieldset
            key={office.key}
            within={within}
            office={office}
            at={i}
            removable={offices.length > 1}
            onRemove={() => removeOffice(i)}
            onAddHours={() => addHours(i)}
            onRemoveHours={(row) => removeHours(i, row)}
          />
        ))}
        {offices.length < MOST_OFFICES ? (
          <Actions>
            <Button type="button" $variant="secondary" onClick={addOffice}>
              {t('addOffice')}
            </Button>
          </Actions>
        ) : null}
      </section>

      <div role="alert">{failure ? <Message $tone="error">{failure}</Message> : null}</div>
      <Actions>
        <Button type="submit" $variant="secondary" data-focus="draft" disabled={busy}>
          {t('saveDraft')}
        </Button>
        <Button type="button" data-focus="publish" disabled={busy} onClick={publish}>
          {t('publish')}
        </Button>
      </Actions>
    </form>
  );
}
