import { Container, PageSection, usePageTitle, PageHeader, Spinner } from '@civic/shared';
import { t } from '../../messages';
import { ProjectFinder } from './ProjectFinder';
import type { FinderConfig } from './finderQuery';

/**
 * A page that is a project list: its heading and introduction, then the finder with the page's filters.
 * Rendered ahead by the section's build (`firstPaint`), the finder's place is its loading state: its filters
 * are fields, which could be typed into before the scripts run.
 */
export function ProjectListPage({ title, intro, config, firstPaint = false }: { title: string; intro: string; config: FinderConfig; firstPaint?: boolean }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <PageSection>
        <Container>{firstPaint ? <Spinner label={t('projectsLoading')} /> : <ProjectFinder config={config} />}</Container>
      </PageSection>
    </>
  );
}
