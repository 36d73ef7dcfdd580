import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage } from '@civic/shared';
import { t, useTranslations } from './messages';

/**
 * The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs.
 * A chunk is named `page-<name>`: the server finds it in the release's manifest and has the page preload it.
 */
export const pages: Record<string, ComponentType> = {
  WhoWeAre: lazy(() => import(/* webpackChunkName: "page-WhoWeAre" */ './pages/WhoWeAre/WhoWeAre')),
  About: lazy(() => import(/* webpackChunkName: "page-About" */ './pages/About/About')),
  Why: lazy(() => import(/* webpackChunkName: "page-Why" */ './pages/Why/Why')),
  How: lazy(() => import(/* webpackChunkName: "page-How" */ './pages/How/How')),
  What: lazy(() => import(/* webpackChunkName: "page-What" */ './pages/What/What')),
  VisionMission: lazy(() => import(/* webpackChunkName: "page-VisionMission" */ './pages/VisionMission/VisionMission')),
  CoreValues: lazy(() => import(/* webpackChunkName: "page-CoreValues" */ './pages/CoreValues/CoreValues')),
  OurTeam: lazy(() => import(/* webpackChunkName: "page-OurTeam" */ './pages/OurTeam/OurTeam')),
  ContactUs: lazy(() => import(/* webpackChunkName: "page-ContactUs" */ './pages/ContactUs/ContactUs')),
  DataAccess: lazy(() => import(/* webpackChunkName: "page-DataAccess" */ './pages/DataAccess/DataAccess')),
  Faq: lazy(() => import(/* webpackChunkName: "page-Faq" */ './pages/Faq/Faq')),
  Volunteer: lazy(() => import(/* webpackChunkName: "page-Volunteer" */ './pages/Volunteer/Volunteer')),
  Journalism: lazy(() => import(/* webpackChunkName: "page-Journalism" */ './pages/Journalism/Journalism')),
  Experts: lazy(() => import(/* webpackChunkName: "page-Experts" */ './pages/Experts/Experts')),
  Partnerships: lazy(() => import(/* webpackChunkName: "page-Partnerships" */ './pages/Partnerships/Partnerships')),
  InternationalOrganizations: lazy(() => import(/* webpackChunkName: "page-InternationalOrganizations" */ './pages/InternationalOrganizations/InternationalOrganizations')),
  GovernmentAgencies: lazy(() => import(/* webpackChunkName: "page-GovernmentAgencies" */ './pages/GovernmentAgencies/GovernmentAgencies')),
  Rights: lazy(() => import(/* webpackChunkName: "page-Rights" */ './pages/Rights/Rights')),
  Donations: lazy(() => import(/* webpackChunkName: "page-Donations" */ './pages/Donations/Donations')),
  News: lazy(() => import(/* webpackChunkName: "page-News" */ './pages/News/News')),
  Blogs: lazy(() => import(/* webpackChunkName: "page-Blogs" */ './pages/Blogs/Blogs')),
  Exhibition: lazy(() => import(/* webpackChunkName: "page-Exhibition" */ './pages/Exhibition/Exhibition')),
  Publications: lazy(() => import(/* webpackChunkName: "page-Publications" */ './pages/Publications/Publications')),
  Knowledge: lazy(() => import(/* webpackChunkName: "page-Knowledge" */ './pages/Knowledge/Knowledge')),
  PrivacyPolicy: lazy(() => import(/* webpackChunkName: "page-PrivacyPolicy" */ './pages/PrivacyPolicy/PrivacyPolicy')),
  TermsOfService: lazy(() => import(/* webpackChunkName: "page-TermsOfService" */ './pages/TermsOfService/TermsOfService')),
  Sitemap: lazy(() => import(/* webpackChunkName: "page-Sitemap" */ './pages/Sitemap/Sitemap')),
  NewsletterConfirm: lazy(() => import(/* webpackChunkName: "page-NewsletterConfirm" */ './pages/Newsletter/NewsletterConfirm')),
  NewsletterUnsubscribe: lazy(() => import(/* webpackChunkName: "page-NewsletterUnsubscribe" */ './pages/Newsletter/NewsletterUnsubscribe')),
};

/** The exposed `./routes`: the organisation section's pages, as the release the shell read declares them, mounted at the root. */
export default function OrgRoutes({ routes }: { routes: readonly RoutePage[] }) {
  useTranslations();
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
