import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_org',
  port: 3005,
  exposes: { './routes': './src/routes.tsx' },
  // Its pages of plain content, painted from the page itself before the scripts run (see docs/architecture.md).
  firstPaintPages: [
    'WhoWeAre',
    'About',
    'Why',
    'How',
    'What',
    'VisionMission',
    'CoreValues',
    'DataAccess',
    'Volunteer',
    'Journalism',
    'Experts',
    'Partnerships',
    'InternationalOrganizations',
    'GovernmentAgencies',
    'Rights',
    'Donations',
    'News',
    'Blogs',
    'Exhibition',
    'Knowledge',
    'PrivacyPolicy',
    'TermsOfService',
  ],
});
