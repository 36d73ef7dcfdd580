import { Container, PageSection, usePageTitle } from '@civic/shared';
import { PageHeader } from '../../components/PageHeader';
import { ProjectFinder } from '../../components/ProjectFinder/ProjectFinder';
import type { FinderConfig } from '../../components/ProjectFinder/finderQuery';
import { t } from '../../messages';

const CONFIG: FinderConfig = { category: false, country: false, places: 'ward' };

/** /projects/browser: the Government Projects browser, county → constituency → ward (SPEC.md §2). */
export default function ProjectBrowser() {
  usePageTitle(t('browserTitle'));
  return (
    <>
      <PageHeader title={t('browserTitle')} intro={t('browserIntro')} />
      <PageSection>
        <Container>
          <ProjectFinder config={CONFIG} />
        </Container>
      </PageSection>
    </>
  );
}
