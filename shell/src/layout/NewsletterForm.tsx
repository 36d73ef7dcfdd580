import { useState } from 'react';
import { Formik, Form, Field, ErrorMessage } from 'formik';
import styled from 'styled-components';
import { api, FieldError, toApiError } from '@civic/shared';
import { newsletterSchema } from '@civic/shared/schemas';
import { t } from '../messages';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  input {
    flex: 1 1 12rem;
    font: inherit;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  button {
    font: inherit;
    font-weight: 700;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.7;
    cursor: wait;
  }
`;

const Message = styled.p<{ $tone: 'error' | 'success' }>`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-weight: 600;
  color: ${({ $tone }) => ($tone === 'error' ? '#ffb4ab' : '#b8f0cf')};
`;

/** A field error as the shared forms show it (in the page's language), in the footer's colours. */
const EmailError = styled(FieldError)`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: #ffb4ab;
  font-size: inherit;
`;

/**
 * Footer newsletter box: validates with the agreed texts and sends the address to the API, which e-mails a
 * confirmation link to it; the subscription starts when that link is opened.
 */
export function NewsletterForm() {
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={newsletterSchema}
      validateOnBlur={false}
      onSubmit={async (values, helpers) => {
        setOutcome(null);
        try {
          await api.post('/api/newsletter/subscribe/', { email: values.email.trim() });
          // Nothing is subscribed until the address's owner opens the e-mailed link, so that is what we say.
          setOutcome({ tone: 'success', text: t('newsletterSuccess') });
          helpers.resetForm();
        } catch (error) {
          const apiError = toApiError(error, t('newsletterFailure'));
          if (apiError.field === 'email') helpers.setFieldError('email', apiError.message);
          else setOutcome({ tone: 'error', text: apiError.isNetworkError ? t('newsletterFailure') : apiError.message });
        }
      }}
    >
      {({ isSubmitting, errors, touched }) => (
        <Form noValidate aria-label={t('newsletterTitle')}>
          <label htmlFor="newsletter-email" className="visually-hidden">
            {t('newsletterLabel')}
          </label>
          <Row>
            <Field
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('newsletterLabel')}
              aria-invalid={errors.email && touched.email ? true : undefined}
              aria-describedby={errors.email && touched.email ? 'newsletter-email-error' : undefined}
            />
            <button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('newsletterSending') : t('newsletterSubmit')}
            </button>
          </Row>
          <ErrorMessage name="email">
            {(message) => (
              <EmailError id="newsletter-email-error" role="alert">
                {message}
              </EmailError>
            )}
          </ErrorMessage>
          {outcome ? (
            <Message role={outcome.tone === 'error' ? 'alert' : 'status'} $tone={outcome.tone}>
              {outcome.text}
            </Message>
          ) : null}
        </Form>
      )}
    </Formik>
  );
}
