import { Container, PageSection, usePageTitle } from '@civic/shared';
import { PageHeader } from '../../components/PageHeader';
import { ProjectFinder } from '../../components/ProjectFinder/ProjectFinder';
import type { FinderConfig } from '../../components/ProjectFinder/finderQuery';
import { t } from '../../messages';

const CONFIG: FinderConfig = { stage: 'completed', category: true, country: true, places: 'ward' };

/** /projects/completed-projects: finished projects, with search and the advanced filters (SPEC.md §2). */
export default function CompletedProjects() {
  usePageTitle(t('completedTitle'));
  return (
    <>
      <PageHeader title={t('completedTitle')} intro={t('completedIntro')} />
      <PageSection>
        <Container>
          <ProjectFinder config={CONFIG} />
        </Container>
      </PageSection>
    </>
  );
}
