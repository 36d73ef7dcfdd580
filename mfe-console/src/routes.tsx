import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage } from '@civic/shared';
import { t, useTranslations } from './messages';

/**
 * The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs.
 * A chunk is named `page-<name>`: the server finds it in the release's manifest and has the page preload it.
 */
export const pages: Record<string, ComponentType> = {
  Staff: lazy(() => import(/* webpackChunkName: "page-Staff" */ './pages/Staff/Staff')),
  Audit: lazy(() => import(/* webpackChunkName: "page-Audit" */ './pages/Audit/Audit')),
  Moderation: lazy(() => import(/* webpackChunkName: "page-Moderation" */ './pages/Moderation/Moderation')),
  FaqEditor: lazy(() => import(/* webpackChunkName: "page-FaqEditor" */ './pages/FaqEditor/FaqEditor')),
  WorkshopEditor: lazy(() => import(/* webpackChunkName: "page-WorkshopEditor" */ './pages/WorkshopEditor/WorkshopEditor')),
  EventEditor: lazy(() => import(/* webpackChunkName: "page-EventEditor" */ './pages/EventEditor/EventEditor')),
  TeamEditor: lazy(() => import(/* webpackChunkName: "page-TeamEditor" */ './pages/TeamEditor/TeamEditor')),
  TestimonialEditor: lazy(() => import(/* webpackChunkName: "page-TestimonialEditor" */ './pages/TestimonialEditor/TestimonialEditor')),
  ExpertEditor: lazy(() => import(/* webpackChunkName: "page-ExpertEditor" */ './pages/ExpertEditor/ExpertEditor')),
  PublicationEditor: lazy(() => import(/* webpackChunkName: "page-PublicationEditor" */ './pages/PublicationEditor/PublicationEditor')),
  OrganisationEditor: lazy(() => import(/* webpackChunkName: "page-OrganisationEditor" */ './pages/OrganisationEditor/OrganisationEditor')),
  ProjectImport: lazy(() => import(/* webpackChunkName: "page-ProjectImport" */ './pages/ProjectImport/ProjectImport')),
  CaseKeys: lazy(() => import(/* webpackChunkName: "page-CaseKeys" */ './pages/CaseKeys/CaseKeys')),
};

/** The exposed `./routes`: the staff console's pages, as the release the shell read declares them. */
export default function ConsoleRoutes({ routes }: { routes: readonly RoutePage[] }) {
  useTranslations();
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
