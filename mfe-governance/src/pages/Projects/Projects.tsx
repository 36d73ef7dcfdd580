import { Container, PageSection, usePageTitle } from '@civic/shared';
import { PageHeader } from '../../components/PageHeader';
import { ProjectFinder } from '../../components/ProjectFinder/ProjectFinder';
import type { FinderConfig } from '../../components/ProjectFinder/finderQuery';
import { t } from '../../messages';

const CONFIG: FinderConfig = { category: true, country: true, places: 'county' };

/** /projects: every project, with search and the category and country filters (SPEC.md §2). */
export default function Projects() {
  usePageTitle(t('projectsTitle'));
  return (
    <>
      <PageHeader title={t('projectsTitle')} intro={t('projectsIntro')} />
      <PageSection>
        <Container>
          <ProjectFinder config={CONFIG} />
        </Container>
      </PageSection>
    </>
  );
}
