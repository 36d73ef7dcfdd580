import { ProjectListPage } from '../../components/ProjectFinder/ProjectListPage';
import type { FinderConfig } from '../../components/ProjectFinder/finderQuery';
import { t } from '../../messages';

const CONFIG: FinderConfig = { category: false, country: false, places: 'ward' };

/** /projects/browser: the Government Projects browser, county → constituency → ward. */
export default function ProjectBrowser({ firstPaint = false }: { firstPaint?: boolean }) {
  return <ProjectListPage title={t('browserTitle')} intro={t('browserIntro')} config={CONFIG} firstPaint={firstPaint} />;
}
