import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SelectField, TextAreaField, toApiError, useFocusFirstError } from '@civic/shared';
// The texts alone: the schemas' module brings the validation library, which this page does not use.
import { communityMessages } from '@civic/shared/schemas/messages';
import { FLAG_REASONS, flagPost, type FlagReason } from '../../api';
import { StatusBox } from '../../components/Status';
import type { en } from '../../messages/en';
import { t } from '../../messages';

/** Each reason's words. */
export const FLAG_REASON_TEXT: Record<FlagReason, keyof typeof en> = {
  abuse: 'forumFlagAbuse',
  spam: 'forumFlagSpam',
  personal: 'forumFlagPersonal',
  misleading: 'forumFlagMisleading',
  other: 'forumFlagOther',
};

const Form = styled.form`
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0;
  /* Its own line, under the post's buttons. */
  flex: 1 1 100%;
  h4 {
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Errors = Partial<Record<'reason' | 'details', string>>;

/**
 * Flags a discussion or a comment for the moderators: a reason from the list and, if the citizen wishes,
 * a few words. What was chosen and typed stays through a refusal; the field at fault is named and focused.
 */
export function FlagForm({ discussionId, commentId, onSent, onCancel }: { discussionId: string; commentId: string | null; onSent: () => void; onCancel: () => void }) {
  const [reason, setReason] = useState<FlagReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const heading = useId();
  const reasonId = useId();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, sending, errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(null);
    if (!reason) {
      setErrors({ reason: communityMessages.flagReasonRequired });
      document.getElementById(reasonId)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await flagPost(discussionId, commentId, { reason, ...(details.trim() && { details: details.trim() }) });
      onSent();
    } catch (error) {
      const refused = toApiError(error, t('forumFlagFailed'));
      if (refused.field === 'reason' || refused.field === 'details') setErrors({ [refused.field]: refused.message });
      else setFailed(refused.status && refused.status < 500 ? refused.message : t('forumFlagFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form ref={form} noValidate onSubmit={submit} aria-labelledby={heading}>
      <h4 id={heading}>{t('forumFlagHeading')}</h4>
      <SelectField id={reasonId} label={t('forumFlagReason')} required value={reason} onChange={(e) => setReason(e.target.value as FlagReason)} error={errors.reason}>
        <option value="">{t('forumFlagChoose')}</option>
        {FLAG_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(FLAG_REASON_TEXT[value])}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('forumFlagDetails')} rows={2} maxLength={500} value={details} onChange={(e) => setDetails(e.target.value)} error={errors.details} />
      <div role="alert">{failed ? <StatusBox $tone="error">{failed}</StatusBox> : null}</div>
      <Actions>
        <Button type="submit" disabled={sending}>
          {sending ? t('forumFlagSending') : t('forumFlagSend')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('forumFlagCancel')}
        </Button>
      </Actions>
    </Form>
  );
}
