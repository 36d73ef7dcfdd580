import { ProjectListPage } from '../../components/ProjectFinder/ProjectListPage';
import type { FinderConfig } from '../../components/ProjectFinder/finderQuery';
import { PROJECT_STAGES } from '../../contracts';
import { t } from '../../messages';

const CONFIG: FinderConfig = { stage: 'ongoing', statuses: PROJECT_STAGES.ongoing, category: true, country: true, places: 'county' };

/** /projects/ongoing-projects (linked from the footer): projects under way, by how well they are going. */
export default function OngoingProjects({ firstPaint = false }: { firstPaint?: boolean }) {
  return <ProjectListPage title={t('ongoingTitle')} intro={t('ongoingIntro')} config={CONFIG} firstPaint={firstPaint} />;
}
