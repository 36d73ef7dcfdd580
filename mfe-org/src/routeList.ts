import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The section's route table: one line per page. routes.tsx mounts it and the sitemap is generated from it.
 * Each page is its own chunk, so a visit loads only the page it needs.
 */
export interface OrgRoute {
  path: string;
  title: string;
  group: 'Who We Are' | 'Get Involved' | 'Media' | 'Resources' | 'Help and legal';
  Page: LazyExoticComponent<ComponentType>;
}

export const ORG_ROUTES: OrgRoute[] = [
  { path: '/who-we-are', title: 'Who We Are', group: 'Who We Are', Page: lazy(() => import('./pages/WhoWeAre/WhoWeAre')) },
  { path: '/about', title: 'Our Story', group: 'Who We Are', Page: lazy(() => import('./pages/About/About')) },
  { path: '/why', title: 'Why We Exist', group: 'Who We Are', Page: lazy(() => import('./pages/Why/Why')) },
  { path: '/how', title: 'How We Work', group: 'Who We Are', Page: lazy(() => import('./pages/How/How')) },
  { path: '/what', title: 'What We Do', group: 'Who We Are', Page: lazy(() => import('./pages/What/What')) },
  { path: '/vision-mission', title: 'Vision & Mission', group: 'Who We Are', Page: lazy(() => import('./pages/VisionMission/VisionMission')) },
  { path: '/core-values', title: 'Core Values', group: 'Who We Are', Page: lazy(() => import('./pages/CoreValues/CoreValues')) },
  { path: '/our-team', title: 'Leadership', group: 'Who We Are', Page: lazy(() => import('./pages/OurTeam/OurTeam')) },
  { path: '/contact-us', title: 'Contact Us', group: 'Who We Are', Page: lazy(() => import('./pages/ContactUs/ContactUs')) },
  { path: '/volunteer', title: 'Volunteer', group: 'Get Involved', Page: lazy(() => import('./pages/Volunteer/Volunteer')) },
  { path: '/journalism', title: 'Journalists', group: 'Get Involved', Page: lazy(() => import('./pages/Journalism/Journalism')) },
  { path: '/experts', title: 'Experts', group: 'Get Involved', Page: lazy(() => import('./pages/Experts/Experts')) },
  { path: '/patnerships', title: 'Partnerships', group: 'Get Involved', Page: lazy(() => import('./pages/Partnerships/Partnerships')) },
  {
    path: '/international-organizations',
    title: 'International Organizations',
    group: 'Get Involved',
    Page: lazy(() => import('./pages/InternationalOrganizations/InternationalOrganizations')),
  },
  { path: '/government-agencies', title: 'Government Agencies', group: 'Get Involved', Page: lazy(() => import('./pages/GovernmentAgencies/GovernmentAgencies')) },
  { path: '/rights', title: 'Know Your Rights', group: 'Get Involved', Page: lazy(() => import('./pages/Rights/Rights')) },
  { path: '/donations', title: 'Donate', group: 'Get Involved', Page: lazy(() => import('./pages/Donations/Donations')) },
  { path: '/news', title: 'News', group: 'Media', Page: lazy(() => import('./pages/News/News')) },
  { path: '/blogs', title: 'Blogs', group: 'Media', Page: lazy(() => import('./pages/Blogs/Blogs')) },
  { path: '/exhibition', title: 'Exhibition', group: 'Media', Page: lazy(() => import('./pages/Exhibition/Exhibition')) },
  { path: '/resources/publications', title: 'Publications', group: 'Resources', Page: lazy(() => import('./pages/Publications/Publications')) },
  { path: '/resources/knowledge', title: 'Knowledge Hub', group: 'Resources', Page: lazy(() => import('./pages/Knowledge/Knowledge')) },
  { path: '/data-access', title: 'Data Access', group: 'Resources', Page: lazy(() => import('./pages/DataAccess/DataAccess')) },
  { path: '/faq', title: 'FAQ', group: 'Help and legal', Page: lazy(() => import('./pages/Faq/Faq')) },
  { path: '/privacy-policy', title: 'Privacy Policy', group: 'Help and legal', Page: lazy(() => import('./pages/PrivacyPolicy/PrivacyPolicy')) },
  { path: '/terms-of-service', title: 'Terms of Service', group: 'Help and legal', Page: lazy(() => import('./pages/TermsOfService/TermsOfService')) },
  { path: '/sitemap', title: 'Sitemap', group: 'Help and legal', Page: lazy(() => import('./pages/Sitemap/Sitemap')) },
];
