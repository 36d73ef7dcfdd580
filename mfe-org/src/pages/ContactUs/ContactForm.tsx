import { useId, useRef, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, useFocusFirstError, SelectField, TextAreaField, TextField, toApiError, type ContactMessage, Link, useLocalized } from '@civic/shared';
import { formSchema } from '@civic/shared/lazy-schema';
import { sendContactMessage } from '../../api';
import * as contactDepartmentsEn from '../../content/contactDepartments';
import { t } from '../../messages';

interface ContactFormValues {
  name: string;
  email: string;
  department: string;
  subject: string;
  message: string;
}

const EMPTY: ContactFormValues = { name: '', email: '', department: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as Array<keyof ContactFormValues>;

function isFormField(field: string): field is keyof ContactFormValues {
  return (FIELDS as string[]).includes(field);
}

/** The form's rules, fetched with its first check (see @civic/shared/lazy-schema). */
const contactRules = formSchema(({ contactSchema }) => contactSchema);

/** The schema trims; optional fields left blank are not sent at all. */
async function toContactMessage(values: ContactFormValues): Promise<ContactMessage> {
  const clean = (await contactRules.load()).cast(values, { stripUnknown: true });
  return {
    name: clean.name,
    email: clean.email,
    message: clean.message,
    ...(clean.department ? { department: clean.department } : {}),
    ...(clean.subject ? { subject: clean.subject } : {}),
  };
}

const Form = styled.form`
  max-width: 40rem;
`;

const Warning = styled.p`
  background: ${({ theme }) => theme.colors.warningTint};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  a {
    font-weight: 700;
  }
`;

const Success = styled.div`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(4)};
    border-left: 4px solid ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.primaryTint};
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
  }
`;

const Failure = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.accentTint};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
`;

/**
 * The honeypot: off-screen, hidden from assistive technology (aria-hidden) and out of the tab order, so no
 * person fills it; scripts that fill every input do, and the server then keeps nothing of their message.
 */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

/**
 * The contact form (its validation texts come from the shared contactSchema). On failure nothing the citizen typed
 * is lost: a field the server names gets the error, anything else is shown above the button.
 */
const contactDepartmentsSw = () => import(/* webpackChunkName: "content-sw-contactDepartments" */ '../../content/sw/contactDepartments');

export function ContactForm() {
  const { CONTACT_DEPARTMENTS } = useLocalized(contactDepartmentsEn, contactDepartmentsSw);
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const trapId = useId();
  const [trap, setTrap] = useState('');

  const formik = useFormik<ContactFormValues>({
    initialValues: EMPTY,
    validationSchema: contactRules,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        await sendContactMessage(await toContactMessage(values), trap);
        helpers.resetForm();
        setTrap('');
        setOutcome({ kind: 'sent' });
      } catch (error) {
        const failure = toApiError(error, t('contactFailed'));
        if (failure.field && isFormField(failure.field)) {
          helpers.setFieldTouched(failure.field, true, false);
          helpers.setFieldError(failure.field, failure.message);
        } else {
          setOutcome({ kind: 'failed', message: failure.message });
        }
      }
    },
  });

  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  const errorOf = (field: keyof ContactFormValues) => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <Form ref={formRef} noValidate onSubmit={formik.handleSubmit} onFocus={contactRules.preload} aria-labelledby="contact-form-title">
      <p>{t('formIntro')}</p>
      <Warning>
        {t('formReportWarning')} <Link to="/whistleblower">{t('formReportLink')}</Link>
      </Warning>
      <TextField label={t('formName')} required autoComplete="name" {...formik.getFieldProps('name')} error={errorOf('name')} />
      <TextField label={t('formEmail')} required type="email" autoComplete="email" {...formik.getFieldProps('email')} error={errorOf('email')} />
      <SelectField label={t('formDepartment')} {...formik.getFieldProps('department')} error={errorOf('department')}>
        <option value="">{t('formDepartmentNone')}</option>
        {CONTACT_DEPARTMENTS.map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('formSubject')} {...formik.getFieldProps('subject')} error={errorOf('subject')} />
      <TextAreaField label={t('formMessage')} required rows={6} {...formik.getFieldProps('message')} error={errorOf('message')} />
      <Trap aria-hidden="true">
        <label htmlFor={trapId}>{t('formTrapLabel')}</label>
        <input id={trapId} name="website" type="text" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
      </Trap>
      {outcome?.kind === 'failed' ? <Failure role="alert">{outcome.message}</Failure> : null}
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('formSending') : t('formSubmit')}
      </Button>
      <Success role="status">{outcome?.kind === 'sent' ? t('contactSuccess') : null}</Success>
    </Form>
  );
}
