import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_governance',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
  // Painted from the page itself before the scripts run, its figures' loading state included (see docs/architecture.md).
  firstPaintPages: ['GovSpend'],
});
