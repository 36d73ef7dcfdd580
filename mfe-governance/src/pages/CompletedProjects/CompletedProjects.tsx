import { ProjectListPage } from '../../components/ProjectFinder/ProjectListPage';
import type { FinderConfig } from '../../components/ProjectFinder/finderQuery';
import { t } from '../../messages';

const CONFIG: FinderConfig = { stage: 'completed', category: true, country: true, places: 'ward' };

/** /projects/completed-projects: finished projects, with search and the advanced filters. */
export default function CompletedProjects({ firstPaint = false }: { firstPaint?: boolean }) {
  return <ProjectListPage title={t('completedTitle')} intro={t('completedIntro')} config={CONFIG} firstPaint={firstPaint} />;
}
