import { Container, PageHero, PageSection, usePageTitle } from '@civic/shared';
import { t } from '../../messages';
import { ComplaintWizard } from './ComplaintWizard';

/** /complaints: the three-step complaint form. */
export default function Complaints() {
  usePageTitle(t('complaintsTitle'));
  return (
    <>
      <PageHero>
        <Container>
          <h1>{t('complaintsTitle')}</h1>
          <p>{t('complaintsIntro')}</p>
        </Container>
      </PageHero>
      <PageSection>
        <Container style={{ maxWidth: '48rem' }}>
          <ComplaintWizard />
        </Container>
      </PageSection>
    </>
  );
}
