import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_community',
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
