import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_org',
  port: 3005,
  exposes: { './routes': './src/routes.tsx' },
});
