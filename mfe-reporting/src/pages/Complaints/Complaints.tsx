import { Container, PageSection, usePageTitle, PageHeader } from '@civic/shared';
import { t } from '../../messages';
import { ComplaintWizard } from './ComplaintWizard';

/** /complaints: the three-step complaint form. */
export default function Complaints() {
  usePageTitle(t('complaintsTitle'));
  return (
    <>
      <PageHeader title={t('complaintsTitle')} intro={t('complaintsIntro')} />
      <PageSection>
        <Container style={{ maxWidth: '48rem' }}>
          <ComplaintWizard />
        </Container>
      </PageSection>
    </>
  );
}
