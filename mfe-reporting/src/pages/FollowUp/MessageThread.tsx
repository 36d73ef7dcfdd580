import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, formatDate, Notice, TextAreaField, toApiError, useFocusFirstError } from '@civic/shared';
import { formSchema } from '@civic/shared/lazy-schema';
import { sendFollowUpMessage, type FollowUpReport } from '../../api';
import { t } from '../../messages/follow-up';

const messageRules = formSchema(({ followUpMessageSchema }) => followUpMessageSchema.pick(['message']));

/** Messages between a reporter or complainant and the case handlers, oldest first; staff replies shaded. */
export const Thread = styled.ol`
  list-style: none;
  padding: 0;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(2)};
    white-space: pre-wrap;
  }
  li[data-author='staff'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  p {
    margin: 0;
  }
`;

export function MessageThread({ receipt, messages, onUpdated }: { receipt: string; messages: FollowUpReport['messages']; onUpdated: (report: FollowUpReport) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const formik = useFormik({
    initialValues: { message: '' },
    validationSchema: messageRules,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        onUpdated(await sendFollowUpMessage(receipt, values.message.trim()));
        helpers.resetForm();
        setOutcome({ tone: 'success', text: t('messageSent') });
      } catch (error) {
        setOutcome({ tone: 'error', text: toApiError(error, t('messageFailed')).message });
      }
    },
  });
  useFocusFirstError(formRef, formik.isSubmitting, formik.errors);

  return (
    <section aria-labelledby="messages-title">
      <h3 id="messages-title">{t('messagesTitle')}</h3>
      {messages.length === 0 ? <p>{t('messagesEmpty')}</p> : null}
      <Thread>
        {messages.map((message) => (
          <li key={`${message.at}-${message.author}`} data-author={message.author}>
            <p>
              <strong>{message.author === 'staff' ? t('messageFromStaff') : t('messageFromYou')}</strong> · <time dateTime={message.at}>{formatDate(message.at)}</time>
            </p>
            <p>{message.body}</p>
          </li>
        ))}
      </Thread>
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit} onFocus={messageRules.preload} aria-labelledby="messages-title">
        <TextAreaField label={t('messageLabel')} required rows={4} {...formik.getFieldProps('message')} error={formik.touched.message ? formik.errors.message : undefined} />
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('messageSending') : t('messageSend')}
        </Button>
      </form>
    </section>
  );
}
