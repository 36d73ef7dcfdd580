import { useEffect, useId, useRef, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, forgetSignedInUser, Notice, TextField, toApiError, useFocusFirstError } from '@civic/shared';
import { displayNameSchema } from '@civic/shared/schemas';
import { changeDisplayName } from '../../api';
import { FormActions } from '../../components/FormActions';
import { AccountPart } from './ChangePassword';
import { t } from '../../messages';

const Current = styled.p`
  font-weight: 700;
  font-size: 1.1rem;
  overflow-wrap: anywhere;
`;

/**
 * The name other citizens see beside the citizen's posts: shown, and changed in place. A refusal names the
 * field and keeps what was typed; after saving, the message that replaces the form takes focus.
 */
export function PublicName({ initial }: { initial: string }) {
  const headingId = useId();
  const [name, setName] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef(false);

  const formik = useFormik({
    initialValues: { displayName: name },
    enableReinitialize: true,
    validationSchema: displayNameSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await changeDisplayName(values.displayName);
        const next = answer.data?.displayName ?? values.displayName.trim();
        setName(next);
        setEditing(false);
        setSaved(true);
      } catch (error) {
        const problem = toApiError(error, t('publicNameFailed'));
        if (problem.status === 401) forgetSignedInUser();
        else if (problem.status === 400 && problem.field === 'displayName') {
          helpers.setFieldTouched('displayName', true, false);
          helpers.setFieldError('displayName', problem.message);
        } else setFailure(problem.status === 429 ? problem.message : t('publicNameFailed'));
      }
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  useEffect(() => {
    if (editing) formRef.current?.querySelector('input')?.focus();
    else if (saved) savedRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      openButton.current?.focus();
    }
  }, [editing, saved]);

  return (
    <AccountPart aria-labelledby={headingId}>
      <h3 id={headingId}>{t('publicNameTitle')}</h3>
      <p>{t('publicNameText')}</p>
      {editing ? (
        <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-labelledby={headingId}>
          <TextField
            label={t('publicNameLabel')}
            hint={t('publicNameHint')}
            required
            maxLength={40}
            autoComplete="nickname"
            {...formik.getFieldProps('displayName')}
            error={formik.touched.displayName ? formik.errors.displayName : undefined}
          />
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <FormActions>
            <Button type="submit" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? t('publicNameSaving') : t('publicNameSave')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={formik.isSubmitting}
              onClick={() => {
                returnFocus.current = true;
                formik.resetForm();
                setEditing(false);
              }}
            >
              {t('cancel')}
            </Button>
          </FormActions>
        </form>
      ) : (
        <>
          <Current>{name}</Current>
          {saved ? (
            <Notice tone="success">
              <p ref={savedRef} tabIndex={-1}>
                {t('publicNameSaved', { name })}
              </p>
            </Notice>
          ) : null}
          <Button
            ref={openButton}
            type="button"
            $variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('publicNameChange')}
          </Button>
        </>
      )}
    </AccountPart>
  );
}
