import styled from 'styled-components';
import { formatDate, formatFileSize } from '@civic/shared';
import { incidentLabel } from '../../vocabulary';
import type { CaseDetail } from '../../api';
import { t } from '../../messages';

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

export function CaseFacts({ detail }: { detail: CaseDetail }) {
  const none = t('caseNone');
  const rows: Array<[string, string | null]> = [
    [t('caseKind'), detail.kind === 'corruption' ? t('deskTypeCorruption') : t('deskTypeComplaint')],
    [t('deskStatus'), detail.statusLabel],
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
