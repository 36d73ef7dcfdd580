import path from 'node:path';
import { createFrontEndConfig, createServiceWorkerConfig, type FrontEndOptions } from '@civic/shared/build';

/** The shell's build settings; bench/monolith builds the same shell from them without federation. */
export const shellOptions: FrontEndOptions = {
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  port: 8081,
  runtimePlugins: [path.join(import.meta.dirname, 'src/remotes/resiliencePlugin.ts')],
  firstPaint: path.join(import.meta.dirname, 'src/firstPaint.tsx'),
};

const site = createFrontEndConfig(shellOptions);
const serviceWorker = createServiceWorkerConfig({ dir: import.meta.dirname, entry: './src/offline/serviceWorker.ts', after: 'shell' });

// The dev server serves the shell alone: a service worker would keep yesterday's files in a developer's way.
export default (env: unknown, argv: { mode?: 'production' | 'development' }) =>
  argv.mode === 'development' ? site(env, argv) : [{ ...site(env, argv), name: 'shell' }, serviceWorker(env, argv)];
