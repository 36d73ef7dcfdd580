import type { ChangeEvent, FocusEvent } from 'react';
import styled from 'styled-components';
import { SelectField, useLanguage } from '@civic/shared';
import { REFERRAL_BODIES, referralBody } from '@civic/shared/contracts';
import { t } from '../../messages/desk';
import { bodyLabel } from '../../referral';

const Handles = styled.p`
  margin-top: calc(-1 * ${({ theme }) => theme.space(2)});
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * The body a case is referred to: every body the API accepts, with the one suggested for the case named in the
 * hint, and under the list what the chosen body deals with, so the handler can check it fits before sending.
 */
export function ReferralChoice({
  suggested,
  topic,
  ...select
}: {
  suggested: string;
  /** What the case is about ("bribery"), or null when there is nothing useful to name. */
  topic: string | null;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
}) {
  const language = useLanguage();
  const suggestion = referralBody(suggested);
  const chosen = referralBody(select.value);
  const hint = suggestion
    ? topic
      ? t('caseReferralSuggestedFor', { topic, body: bodyLabel(suggestion, language) })
      : t('caseReferralSuggested', { body: bodyLabel(suggestion, language) })
    : undefined;
  return (
    <>
      <SelectField label={t('caseReferredTo')} hint={hint} required {...select}>
        <option value="">{t('caseReferralChoose')}</option>
        {REFERRAL_BODIES.map((body) => (
          <option key={body.code} value={body.code}>
            {bodyLabel(body, language)}
          </option>
        ))}
      </SelectField>
      {/* Read out when the choice changes, so a screen-reader user hears what the new body deals with. */}
      <Handles aria-live="polite">{chosen ? chosen.handles[language] : null}</Handles>
    </>
  );
}
