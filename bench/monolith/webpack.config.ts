/**
 * The site as one ordinary webpack bundle, for `npm run bench:web`'s "price of federation" table.
 *
 * Same source, no Module Federation: the shell's own code is the entry (src/bootstrap.tsx, without the async
 * boundary index.ts keeps only so shared libraries can be negotiated), and the one module through which the
 * shell loads sections, `@module-federation/enhanced/runtime`, is replaced by ./federationRuntime.ts. Its
 * `loadRemote('mfe_x/routes')` hands back the section's exposed `./routes` module, imported statically into the
 * main bundle; any other exposed module (the report form) is a dynamic import, as the shell asks for it on
 * demand. Everything else is the shell's code as it stands: its registry reading (the registry the page carries),
 * its RemoteSection, its error handling, and each section's pages stay lazy chunks as in the federated build.
 *
 * Build settings are the shell's own, from shared/build/index.ts's createFrontEndConfig (swc-loader options,
 * minifier, DefinePlugin values, the shell's index.html with deferred scripts, publicPath 'auto', hashed file
 * names), less the federation plugins. React, React DOM, React Router, RxJS and styled-components resolve to
 * the root node_modules, one copy each, whatever package imports them. Which modules each section exposes
 * and its federation name are read from its own webpack.config.ts.
 *
 * Output: bench/monolith/dist (ignored by git, as every dist/). bench/monolith/site.mjs releases it into a
 * temporary deploy folder as the live "shell" and serves it from a second API instance: same server, same
 * page (nonce, inline registry), files precompressed with scripts/precompress.mjs's compressDir.
 *
 *   NODE_OPTIONS=--import=tsx webpack --config bench/monolith/webpack.config.ts --mode production
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { createFrontEndConfig } from '../../shared/build/index.ts';
import { shellOptions } from '../../shell/webpack.config.ts';

const repoDir = path.resolve(import.meta.dirname, '../..');
const rootModules = path.join(repoDir, 'node_modules');

/** One copy of each library the federated site shares as a singleton, from the root node_modules. */
const SINGLE_COPY_REQUEST = /^(react|react-dom|react-router|react-router-dom|rxjs|styled-components)(\/|$)/;

interface Exposed {
  /** `loadRemote`'s id: federation name and exposed key without `./` (`mfe_org/routes`). */
  id: string;
  file: string;
}

/**
 * What each section exposes, read from the object literal its webpack.config.ts passes as `exposes` (and its
 * `name`), without running the config (each would build its own federated config).
 */
function exposedModules(): Exposed[] {
  const remotes = readdirSync(repoDir).filter((name) => name.startsWith('mfe-') && existsSync(path.join(repoDir, name, 'webpack.config.ts')));
  return remotes.flatMap((folder) => {
    const source = readFileSync(path.join(repoDir, folder, 'webpack.config.ts'), 'utf8');
    const name = /\bname:\s*['"]([\w$]+)['"]/.exec(source)?.[1] ?? folder.replace(/-/g, '_');
    const literal = /\bexposes:\s*\{([^}]*)\}/.exec(source)?.[1];
    if (!literal) throw new Error(`${folder}/webpack.config.ts: no exposes found`);
    return [...literal.matchAll(/['"]\.\/([^'"]+)['"]\s*:\s*['"]([^'"]+)['"]/g)].map(([, key, file]) => ({
      id: `${name}/${key}`,
      file: path.resolve(repoDir, folder, file!),
    }));
  });
}

/** `virtual:monolith-sections`: the map federationRuntime.ts reads, `./routes` static, the rest lazy. */
function sectionsModule(): string {
  const exposed = exposedModules();
  const routes = exposed.filter((entry) => entry.id.endsWith('/routes'));
  const imports = routes.map((entry, index) => `import * as routes${index} from ${JSON.stringify(entry.file)};`);
  const table = exposed.map((entry) => {
    const index = routes.indexOf(entry);
    const load = index >= 0 ? `() => Promise.resolve(routes${index})` : `() => import(${JSON.stringify(entry.file)})`;
    return `  ${JSON.stringify(entry.id)}: ${load},`;
  });
  return `${imports.join('\n')}\nexport const sections = {\n${table.join('\n')}\n};\n`;
}

/** Plugins only a federated build has: the federation itself and the preloads of what its async start loads. */
const FEDERATION_ONLY = new Set(['StartupPreloadPlugin']);

export default (env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => {
  // The shell's own settings (its page and what that page shows before scripts run), less federation below.
  const shell = createFrontEndConfig({ ...shellOptions, port: 0 })(env, argv);
  return {
    ...shell,
    // The shell's entry minus the federation's async boundary (index.ts is only `import('./bootstrap')`).
    entry: { main: './src/bootstrap.tsx' },
    output: { ...shell.output, path: path.join(import.meta.dirname, 'dist'), uniqueName: 'monolith' },
    resolve: {
      ...shell.resolve,
      // Whatever a package imports is found from its own folder up, then in the root node_modules.
      modules: ['node_modules', rootModules],
      alias: { ...(shell.resolve?.alias as Record<string, string>), '@module-federation/enhanced/runtime$': path.join(import.meta.dirname, 'federationRuntime.ts') },
    },
    plugins: [
      ...(shell.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin) && !FEDERATION_ONLY.has(plugin?.constructor.name ?? '')),
      // The single-copy libraries are resolved as if imported from the repository root (its node_modules),
      // subpaths through their package.json exports like any import (`react-router/dom`, `react-dom/client`).
      new webpack.NormalModuleReplacementPlugin(SINGLE_COPY_REQUEST, (resolveData: { context: string }) => {
        resolveData.context = repoDir;
      }),
      new webpack.experiments.schemes.VirtualUrlPlugin({ 'monolith-sections': { type: '.js', source: sectionsModule } }),
    ],
    devServer: undefined,
  };
};
