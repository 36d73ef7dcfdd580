import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button, PageSection, usePageTitle, PageHeader, Link } from '@civic/shared';
import { t } from '../../messages';
import { ComplaintWizard, ComplaintWizardAhead } from './ComplaintWizard';
import { FormColumn } from '../../components/FormColumn';

// Loaded when asked for: most visitors of this page file a complaint and never open the report form.
const ReportCorruptionModal = lazy(() => import('../../components/ReportCorruptionModal'));

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
  usePageTitle(t('complaintsTitle'));
  const [reporting, setReporting] = useState(false);
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
            <Button type="button" $variant="secondary" onClick={() => setReporting(true)}>
              {t('complaintNotCorruptionButton')}
            </Button>
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
