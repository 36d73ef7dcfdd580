import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_reporting',
  port: 3002,
  exposes: { './routes': './src/routes.tsx', './ReportCorruptionModal': './src/components/ReportCorruptionModal.tsx' },
  // The whistleblower's guide, painted from the page itself before the scripts run (see docs/architecture.md).
  firstPaintPages: ['Complaints', 'Whistleblower'],
});
