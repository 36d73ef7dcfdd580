import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Button, Modal, TextAreaField, TextField, toApiError, useFocusFirstError, useSession, counted } from '@civic/shared';
import { newIdempotencyKey, registerForWorkshop, type RegistrationForm, type RegistrationOutcome, type Workshop } from '../../api';
import { StatusBox } from '../../components/Status';
import { registrationSchema } from '@civic/shared/schemas';
import { t } from '../../messages';

/** The modal closes 2 seconds after a successful registration. */
export const CLOSE_DELAY_MS = 2000;

const EMPTY: RegistrationForm = { name: '', email: '', phone: '', organization: '', role: '', expectations: '' };
const FIELDS = Object.keys(EMPTY) as Array<keyof RegistrationForm>;
const isField = (field: string | null): field is keyof RegistrationForm => field !== null && (FIELDS as string[]).includes(field);

function successText(result: RegistrationOutcome, email: string): string {
  if (result.confirmed) return t('regSuccess');
  return result.holdHours ? t('regHeld', { email, hours: t('countHours', counted(result.holdHours)) }) : t('regHeldLimited', { email });
}

/**
 * Registration: name, e-mail and phone required. After success the form resets and the button stays disabled.
 * A signed-in citizen's own address confirms the seat at once; any other address (or a signed-out visitor's)
 * only holds it until the link e-mailed to that address is opened, and the success text says so. That text
 * is handed to the page too, so it stays readable after the modal closes.
 */
export function RegistrationModal({
  workshop,
  onClose,
  onRegistered,
}: {
  workshop: Workshop;
  onClose: () => void;
  /** The success text, and the registration's id when the seat is confirmed (it has a calendar invite). */
  onRegistered: (text: string, registrationId?: string) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const user = useSession();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string; registrationId?: string } | null>(null);
  const key = useRef(newIdempotencyKey());
  const done = outcome?.tone === 'success';
  // Signed in, the account's own name and address are the likely answers (and the address confirms at once).
  const [initialValues] = useState<RegistrationForm>(() => (user ? { ...EMPTY, name: user.fullName, email: user.email } : EMPTY));

  useEffect(() => {
    if (!done) return;
    const { text, registrationId } = outcome;
    const timer = setTimeout(() => {
      onClose();
      onRegistered(text, registrationId);
    }, CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, outcome, onClose, onRegistered]);

  const formik = useFormik<RegistrationForm>({
    initialValues,
    validationSchema: registrationSchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        const input = registrationSchema.cast(values) as RegistrationForm;
        const result = await registerForWorkshop(workshop.id, input, key.current);
        helpers.resetForm();
        setOutcome({ tone: 'success', text: successText(result, input.email), ...(result.confirmed && result.registrationId ? { registrationId: result.registrationId } : {}) });
      } catch (error) {
        const failure = toApiError(error, t('regFailed'));
        if (isField(failure.field)) {
          helpers.setFieldTouched(failure.field, true, false);
          helpers.setFieldError(failure.field, failure.message);
        }
        setOutcome({ tone: 'error', text: failure.status === null ? t('regFailed') : failure.message });
      }
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  // The session may be confirmed only after the form opened (a reload straight into the page): the account's
  // name and address then fill the fields the citizen has not started on. Anything typed is left alone.
  const { setFieldValue } = formik;
  const nameUntouched = !formik.touched.name && formik.values.name === '';
  const emailUntouched = !formik.touched.email && formik.values.email === '';
  const prefilled = useRef(initialValues !== EMPTY);
  useEffect(() => {
    if (!user || prefilled.current || done) return;
    prefilled.current = true;
    if (nameUntouched) void setFieldValue('name', user.fullName, false);
    if (emailUntouched) void setFieldValue('email', user.email, false);
  }, [user, done, nameUntouched, emailUntouched, setFieldValue]);
  const errorOf = (field: keyof RegistrationForm) => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <Modal title={t('registerTitle', { title: workshop.title })} onClose={onClose} closeLabel={t('close')}>
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
        {user ? <p>{t('regSignedInHint', { email: user.email })}</p> : null}
        <TextField label={t('regName')} required autoComplete="name" {...formik.getFieldProps('name')} error={errorOf('name')} />
        <TextField label={t('regEmail')} required type="email" autoComplete="email" {...formik.getFieldProps('email')} error={errorOf('email')} />
        <TextField label={t('regPhone')} required type="tel" autoComplete="tel" {...formik.getFieldProps('phone')} error={errorOf('phone')} />
        <TextField label={t('regOrganization')} autoComplete="organization" {...formik.getFieldProps('organization')} error={errorOf('organization')} />
        <TextField label={t('regRole')} autoComplete="organization-title" {...formik.getFieldProps('role')} error={errorOf('role')} />
        <TextAreaField label={t('regExpectations')} rows={3} {...formik.getFieldProps('expectations')} error={errorOf('expectations')} />
        <div role={outcome?.tone === 'error' ? 'alert' : 'status'}>{outcome ? <StatusBox $tone={outcome.tone}>{outcome.text}</StatusBox> : null}</div>
        <Button type="submit" disabled={formik.isSubmitting || done}>
          {formik.isSubmitting ? t('regSubmitting') : t('regSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
