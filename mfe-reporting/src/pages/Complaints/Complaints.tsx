import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button, PageSection, usePageTitle, PageHeader, Link, Notice } from '@civic/shared';
import { useOpenWhenLoaded } from '@civic/shared/open-when-loaded';
import { t, useTranslations } from '../../messages/complaints';
import { ComplaintWizard, ComplaintWizardAhead } from './ComplaintWizard';
import { FormColumn } from '../../components/FormColumn';

// Loaded when asked for: most visitors of this page file a complaint and never open the report form. Fetched
// before it is shown, so a phone without a connection is told so and keeps its complaint as typed.
const loadReportForm = () => import('../../components/ReportCorruptionModal');
const ReportCorruptionModal = lazy(loadReportForm);

const Aside = styled.aside`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1.2rem;
  }
`;

/**
 * /complaints: the three-step complaint form, the way to a complaint already filed, and the way to a corruption
 * report. Rendered ahead by the section's build (`firstPaint`), it shows everything but the form's fields, so a
 * phone can read the page before its scripts have arrived.
 */
export default function Complaints({ firstPaint = false }: { firstPaint?: boolean }) {
  useTranslations();
  usePageTitle(t('complaintsTitle'));
  const [reporting, setReporting] = useState(false);
  const opener = useOpenWhenLoaded(loadReportForm);
  return (
    <>
      <PageHeader title={t('complaintsTitle')} intro={t('complaintsIntro')}>
        <p>
          {t('complaintTrackExisting')} <Link to="/complaints/track">{t('complaintTrackLink')}</Link>
        </p>
      </PageHeader>
      <PageSection>
        <FormColumn>
          {firstPaint ? <ComplaintWizardAhead /> : <ComplaintWizard />}
          <Aside aria-labelledby="complaint-not-corruption">
            <h2 id="complaint-not-corruption">{t('complaintNotCorruptionTitle')}</h2>
            <p>{t('complaintNotCorruptionBody')}</p>
            <Button type="button" $variant="secondary" onClick={() => opener.open(() => setReporting(true))} disabled={opener.opening}>
              {t('complaintNotCorruptionButton')}
            </Button>
            {opener.failed ? <Notice tone="error">{t('reportFormOpenFailed')}</Notice> : null}
          </Aside>
        </FormColumn>
      </PageSection>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportCorruptionModal onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
