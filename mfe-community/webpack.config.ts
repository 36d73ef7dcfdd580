import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_community',
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
  // Its page of plain content, painted from the page itself before the scripts run (see docs/architecture.md).
  firstPaintPages: ['CommunityKnowledge'],
});
