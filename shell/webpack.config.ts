import path from 'node:path';
import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  port: 8081,
  runtimePlugins: [path.join(import.meta.dirname, 'src/remotes/resiliencePlugin.ts')],
});
