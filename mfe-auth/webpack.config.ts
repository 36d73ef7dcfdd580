import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_auth',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
  firstPaintPages: ['SignIn'],
});
