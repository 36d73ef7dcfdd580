import path from 'node:path';
import { createFrontEndConfig, type FrontEndOptions } from '@civic/shared/build';

/** The shell's build settings; bench/monolith builds the same shell from them without federation. */
export const shellOptions: FrontEndOptions = {
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  port: 8081,
  runtimePlugins: [path.join(import.meta.dirname, 'src/remotes/resiliencePlugin.ts')],
  firstPaint: path.join(import.meta.dirname, 'src/firstPaint.tsx'),
};

export default createFrontEndConfig(shellOptions);
