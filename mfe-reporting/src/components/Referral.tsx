import styled from 'styled-components';
import { useLanguage } from '@civic/shared';
import { referralBody, type ReferralBody } from '@civic/shared/contracts';
import { t } from '../messages';
import { bodyInSentence } from '../referral';

const Handles = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A link to the body's own site, where it says how to reach it. A plain link and nothing more: no logo, icon or
 * preview is fetched from it, so the reporting pages ask no one else for anything. It opens in the same tab, and
 * tells the body's site nothing about the page it came from.
 */
export function BodyWebsite({ body }: { body: ReferralBody }) {
  if (!body.website) return null;
  return (
    <a href={body.website} rel="noopener noreferrer">
      {t('referralWebsite', { short: body.short })}
    </a>
  );
}

/**
 * What a reporter or complainant reads of a referral, in the page's language: which body it went to, what that
 * body deals with, and its site. No staff name: the body is what they need in order to follow it there.
 */
export function ReferralNote({ code, about }: { code: string; about: 'report' | 'complaint' }) {
  const language = useLanguage();
  const body = referralBody(code);
  // A body this release has no words for yet is left out rather than shown as a bare code.
  if (!body) return null;
  const named = bodyInSentence(body, language);
  return (
    <>
      <p>{about === 'report' ? t('referralReport', { body: named }) : t('referralComplaint', { body: named })}</p>
      <Handles>{body.handles[language]}</Handles>
      {body.website ? (
        <p>
          <BodyWebsite body={body} />
        </p>
      ) : null}
    </>
  );
}
