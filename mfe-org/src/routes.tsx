import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage } from '@civic/shared';
import { t } from './messages';

/** The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs. */
export const pages: Record<string, ComponentType> = {
  WhoWeAre: lazy(() => import('./pages/WhoWeAre/WhoWeAre')),
  About: lazy(() => import('./pages/About/About')),
  Why: lazy(() => import('./pages/Why/Why')),
  How: lazy(() => import('./pages/How/How')),
  What: lazy(() => import('./pages/What/What')),
  VisionMission: lazy(() => import('./pages/VisionMission/VisionMission')),
  CoreValues: lazy(() => import('./pages/CoreValues/CoreValues')),
  OurTeam: lazy(() => import('./pages/OurTeam/OurTeam')),
  ContactUs: lazy(() => import('./pages/ContactUs/ContactUs')),
  DataAccess: lazy(() => import('./pages/DataAccess/DataAccess')),
  Faq: lazy(() => import('./pages/Faq/Faq')),
  Volunteer: lazy(() => import('./pages/Volunteer/Volunteer')),
  Journalism: lazy(() => import('./pages/Journalism/Journalism')),
  Experts: lazy(() => import('./pages/Experts/Experts')),
  Partnerships: lazy(() => import('./pages/Partnerships/Partnerships')),
  InternationalOrganizations: lazy(() => import('./pages/InternationalOrganizations/InternationalOrganizations')),
  GovernmentAgencies: lazy(() => import('./pages/GovernmentAgencies/GovernmentAgencies')),
  Rights: lazy(() => import('./pages/Rights/Rights')),
  Donations: lazy(() => import('./pages/Donations/Donations')),
  News: lazy(() => import('./pages/News/News')),
  Blogs: lazy(() => import('./pages/Blogs/Blogs')),
  Exhibition: lazy(() => import('./pages/Exhibition/Exhibition')),
  Publications: lazy(() => import('./pages/Publications/Publications')),
  Knowledge: lazy(() => import('./pages/Knowledge/Knowledge')),
  PrivacyPolicy: lazy(() => import('./pages/PrivacyPolicy/PrivacyPolicy')),
  TermsOfService: lazy(() => import('./pages/TermsOfService/TermsOfService')),
  Sitemap: lazy(() => import('./pages/Sitemap/Sitemap')),
  NewsletterConfirm: lazy(() => import('./pages/Newsletter/NewsletterConfirm')),
  NewsletterUnsubscribe: lazy(() => import('./pages/Newsletter/NewsletterUnsubscribe')),
};

/** The exposed `./routes`: the organisation section's pages, as the release the shell read declares them, mounted at the root. */
export default function OrgRoutes({ routes }: { routes: readonly RoutePage[] }) {
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
