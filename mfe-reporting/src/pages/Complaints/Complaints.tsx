import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button, Container, PageSection, usePageTitle, PageHeader, Link } from '@civic/shared';
import { t } from '../../messages';
import { ComplaintWizard } from './ComplaintWizard';

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

/** /complaints: the three-step complaint form, the way to a complaint already filed, and the way to a corruption report. */
export default function Complaints() {
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
        <Container style={{ maxWidth: '48rem' }}>
          <ComplaintWizard />
          <Aside aria-labelledby="complaint-not-corruption">
            <h2 id="complaint-not-corruption">{t('complaintNotCorruptionTitle')}</h2>
            <p>{t('complaintNotCorruptionBody')}</p>
            <Button type="button" $variant="secondary" onClick={() => setReporting(true)}>
              {t('complaintNotCorruptionButton')}
            </Button>
          </Aside>
        </Container>
      </PageSection>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportCorruptionModal onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
