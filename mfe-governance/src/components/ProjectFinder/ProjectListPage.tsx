import { Container, PageSection, usePageTitle, PageHeader } from '@civic/shared';
import { ProjectFinder } from './ProjectFinder';
import type { FinderConfig } from './finderQuery';

/** A page that is a project list: its heading and introduction, then the finder with the page's filters. */
export function ProjectListPage({ title, intro, config }: { title: string; intro: string; config: FinderConfig }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <PageSection>
        <Container>
          <ProjectFinder config={config} />
        </Container>
      </PageSection>
    </>
  );
}
