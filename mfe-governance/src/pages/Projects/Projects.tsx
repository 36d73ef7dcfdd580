import { ProjectListPage } from '../../components/ProjectFinder/ProjectListPage';
import type { FinderConfig } from '../../components/ProjectFinder/finderQuery';
import { t } from '../../messages';

const CONFIG: FinderConfig = { category: true, country: true, places: 'county' };

/** /projects: every project, with search and the category and country filters. */
export default function Projects({ firstPaint = false }: { firstPaint?: boolean }) {
  return <ProjectListPage title={t('projectsTitle')} intro={t('projectsIntro')} config={CONFIG} firstPaint={firstPaint} />;
}
