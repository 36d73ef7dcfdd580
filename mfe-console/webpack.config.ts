import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_console',
  port: 3006,
  exposes: { './routes': './src/routes.tsx' },
});
