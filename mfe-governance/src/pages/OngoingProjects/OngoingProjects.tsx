import { Container, PageSection, usePageTitle } from '@civic/shared';
import { PageHeader } from '../../components/PageHeader';
import { ProjectFinder } from '../../components/ProjectFinder/ProjectFinder';
import type { FinderConfig } from '../../components/ProjectFinder/finderQuery';
import { PROJECT_STAGES } from '../../contracts';
import { t } from '../../messages';

const CONFIG: FinderConfig = { stage: 'ongoing', statuses: PROJECT_STAGES.ongoing, category: true, country: true, places: 'county' };

/** /projects/ongoing-projects (linked from the footer): projects under way, by how well they are going. */
export default function OngoingProjects() {
  usePageTitle(t('ongoingTitle'));
  return (
    <>
      <PageHeader title={t('ongoingTitle')} intro={t('ongoingIntro')} />
      <PageSection>
        <Container>
          <ProjectFinder config={CONFIG} />
        </Container>
      </PageSection>
    </>
  );
}
