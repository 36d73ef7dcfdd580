import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatFileSize, useLanguage } from '@civic/shared';
import { referralBody } from '@civic/shared/contracts';
import { incidentLabel } from '../../vocabulary';
import type { CaseDetail } from '../../api';
import { BodyWebsite } from '../../components/Referral';
import { t } from '../../messages/desk';
import { bodyLabel } from '../../referral';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

function incidentOf(value: string | null): string | null {
  return value ? incidentLabel(value) : null;
}

/** The body the case was last referred to, with its site, where the handler can follow the case up. */
function Referral({ code }: { code: string }) {
  const language = useLanguage();
  const body = referralBody(code);
  if (!body) return <>{code}</>;
  return (
    <>
      {bodyLabel(body, language)}
      {body.website ? (
        <>
          {' · '}
          <BodyWebsite body={body} />
        </>
      ) : null}
    </>
  );
}

export function CaseFacts({ detail }: { detail: CaseDetail }) {
  const none = t('caseNone');
  // Kept once the status moves on: where a closed case went is still worth knowing.
  const referral = detail.referredTo ? <Referral code={detail.referredTo} /> : null;
  const rows: Array<[string, ReactNode]> = [
    [t('caseKind'), detail.kind === 'corruption' ? t('deskTypeCorruption') : t('deskTypeComplaint')],
    [t('deskStatus'), detail.statusLabel],
    ...(referral ? [[t('caseReferredTo'), referral] satisfies [string, ReactNode]] : []),
    [t('caseSubmitted'), formatDate(detail.submittedAt)],
    [t('caseIncidentType'), incidentOf(detail.incidentType)],
    [t('caseCategory'), detail.category],
    [t('caseCounty'), detail.county],
    [t('caseInstitution'), detail.institution],
    [t('caseLocation'), detail.location],
    [t('caseIncidentDate'), detail.incidentDate ? formatDate(detail.incidentDate) : null],
    [t('caseDescription'), detail.description],
    [t('caseInvolved'), detail.involvedParties],
    [t('caseEvidenceDescription'), detail.evidenceDescription],
  ];
  const contact = detail.contact;
  return (
    <section aria-labelledby="case-details-title">
      <h2 id="case-details-title">{t('caseDetails')}</h2>
      <Facts>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || none}</dd>
          </div>
        ))}
        <dt>{t('caseContact')}</dt>
        <dd>
          {detail.isAnonymous || !contact
            ? t('caseContactAnonymous')
            : [contact.name, contact.email, contact.phone].filter(Boolean).join(' · ') +
              (contact.preferredContact ? ` (${t('casePreferred', { method: contact.preferredContact })})` : '')}
        </dd>
      </Facts>
      <h2>{t('caseFiles')}</h2>
      {detail.files.length === 0 ? <p>{t('caseFilesEmpty')}</p> : null}
      <ul>
        {detail.files.map((file) => (
          <li key={file.id}>
            {/* An attachment, never shown inline: evidence from the public must not run in the desk's page. */}
            <a href={file.downloadUrl} download={file.name}>
              {t('caseDownload', { name: file.name, size: formatFileSize(file.sizeBytes) })}
            </a>{' '}
            ({file.metadataRemoved ? t('caseMetadataRemoved') : t('caseMetadataKept')})
          </li>
        ))}
      </ul>
    </section>
  );
}
