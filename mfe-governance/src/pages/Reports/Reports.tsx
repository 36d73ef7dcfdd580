import styled from 'styled-components';
import { Card, Container, formatDate, formatFileSize, Notice, PageSection, useLoad, usePageTitle, VisuallyHidden, LoadState, PageHeader } from '@civic/shared';
import { fetchReports } from '../../api';
import type { ReportsResponse } from '../../contracts';
import { DownloadLinks } from '../../components/DownloadLinks';
import { t } from '../../messages';

const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
  > li > article {
    height: 100%;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: auto;
  font-weight: 600;
`;

/** Official audits are not the platform's to publish; these are where citizens find them (named in the page's language). */
const officialSources = () => [
  { name: t('reportsAuditorGeneral'), url: 'https://www.oagkenya.go.ke/' },
  { name: t('reportsControllerOfBudget'), url: 'https://cob.go.ke/' },
];

function ReportList({ answer }: { answer: ReportsResponse }) {
  const audits = answer.kind === 'audit';
  return (
    <>
      {audits ? null : (
        <Notice tone="info">
          <p>{t('reportsNoAudits')}</p>
        </Notice>
      )}
      <p>{t('reportsOfficial')}</p>
      <ul>
        {officialSources().map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener noreferrer">
              {source.name}
            </a>
          </li>
        ))}
      </ul>
      <h2>{audits ? t('reportsAuditHeading') : t('reportsAccountabilityHeading')}</h2>
      <DownloadLinks path="/api/reports/" query={{}} what={t('reportsDownloadList')} />
      {answer.reports.length === 0 ? (
        <p>{t('reportsEmpty')}</p>
      ) : (
        <CardList>
          {answer.reports.map((report) => (
            <li key={report.id}>
              <Card>
                <h3>{report.title}</h3>
                <Muted>
                  {t('reportPublished', { date: formatDate(report.publishedOn) })} · {formatFileSize(report.sizeBytes)}
                </Muted>
                <p>{report.description}</p>
                <Download href={report.downloadUrl} download={report.fileName}>
                  {t('reportDownload')}
                  <VisuallyHidden> {report.title}</VisuallyHidden>
                </Download>
              </Card>
            </li>
          ))}
        </CardList>
      )}
    </>
  );
}

/** /reports: public audit reports, or, while the platform has none, its accountability publications (said plainly). */
export default function Reports() {
  usePageTitle(t('reportsTitle'));
  const { state, retry } = useLoad(fetchReports);
  return (
    <>
      <PageHeader title={t('reportsTitle')} intro={t('reportsIntro')} />
      <PageSection>
        <Container>
          <LoadState state={state} onRetry={retry} loadingLabel={t('reportsLoading')} failedTitle={t('loadFailedTitle')} failedText={t('reportsFailed')} retryLabel={t('tryAgain')}>
            {(data) => <ReportList answer={data} />}
          </LoadState>
        </Container>
      </PageSection>
    </>
  );
}
