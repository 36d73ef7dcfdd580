/**
 * Build-time helpers (Node only; never imported by browser code).
 *
 * One factory builds every front-end package's webpack + Module Federation config, so the shared-dependency
 * policy cannot drift between teams: a remote's webpack.config.ts is its name, its exposes and its port.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Compiler, type Configuration, type Module } from 'webpack';
import 'webpack-dev-server';
import { routesFileProblems } from '../src/contracts/routesFile.ts';
import { firstPaintFile, FIRST_PAINT_PARTS, withShellTexts, type ShellFirstPaint } from '../src/contracts/firstPaint.ts';
import { LANGUAGES } from '../src/i18n.ts';
import { devRegistryMiddleware } from './devRegistry.ts';
import type { FirstPaintPage } from './sectionPages.ts';

const execFileAsync = promisify(execFile);

const require = createRequire(import.meta.url);

/**
 * Libraries every package shares as one instance. Prefix keys share their subpaths.
 *
 * React Router and RxJS are not here: a shared module goes out whole, and both reach the sections only
 * through `@civic/shared` (its router facade and its event bus), which carries just the parts it re-exports
 * or uses, as one instance with the rest of it (see shared/src/router.ts).
 */
const SINGLETONS: Array<[key: string, fromPackage: string]> = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['styled-components', 'styled-components'],
  ['@civic/shared', '@civic/shared'],
];

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Shared config with each singleton's requiredVersion read from the building package's own package.json. */
export function sharedSingletons(pkg: PackageJson) {
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.map(([key, fromPackage]) => {
      const version = deps[fromPackage];
      if (!version) throw new Error(`${pkg.name} must depend on ${fromPackage} to share ${key}`);
      return [key, { singleton: true, requiredVersion: `^${version.replace(/^[\^~]/, '')}` }];
    }),
  );
}

function reactRouterProductionBuild(): Record<string, string> {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

export interface FrontEndOptions {
  /** The package folder (pass `import.meta.dirname` or `__dirname`). */
  dir: string;
  /** Federation name: a JS identifier (`shell`, `mfe_org`, ...). */
  name: string;
  /** What the remote exposes; a host exposes nothing. */
  exposes?: Record<string, string>;
  /** Runtime plugin files (the shell's error handling). */
  runtimePlugins?: string[];
  /** Port of the standalone dev server. */
  port: number;
  /** Host: emits index.html and serves from `/`. */
  host?: boolean;
  /** Host: the module that renders what its page shows before any script runs (see FirstPaintPlugin). */
  firstPaint?: string;
  /** Remote: the pages rendered at build time, for the server to send before the scripts run (see SectionFirstPaintPlugin). */
  firstPaintPages?: readonly FirstPaintPage[];
}

type Mode = 'production' | 'development';

/**
 * Puts the remote's routes.json (its pages) into the build beside mf-manifest.json, after checking it: a
 * faulty routes file fails the build, and `npm run release` copies the live version's pages into the registry.
 */
class RoutesFilePlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RoutesFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutesFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        let parsed: unknown;
        try {
          parsed = JSON.parse(readFileSync(this.file, 'utf8'));
        } catch (error) {
          compilation.errors.push(new webpack.WebpackError(`${this.file}: ${(error as Error).message}`));
          return;
        }
        const problems = routesFileProblems(parsed);
        if (problems.length) {
          compilation.errors.push(new webpack.WebpackError(`${this.file}:\n  ${problems.join('\n  ')}`));
          return;
        }
        compilation.emitAsset('routes.json', new webpack.sources.RawSource(`${JSON.stringify(parsed, null, 2)}\n`));
      });
    });
  }
}

/**
 * `page-scripts.json` beside a section's manifest: for each page (a chunk named `page-<name>` in its routes
 * module), every script of its chunk group, in the order the routes module asks for them. The manifest lists a
 * module's async chunks all together, so the server could preload a page's own chunk but not the chunks it
 * shares with other pages (the form library, say), which the browser then learnt of only once that chunk had
 * run: one more round trip before the page could show. Written once the files have their final names.
 */
class PageScriptsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageScriptsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith('page-')) continue;
          pages[name.slice('page-'.length)] = group.getFiles().filter((file) => file.endsWith('.js'));
        }
        compilation.emitAsset('page-scripts.json', new webpack.sources.RawSource(`${JSON.stringify({ pages }, null, 2)}\n`));
      });
    });
  }
}

/**
 * Chunks a page needs only in some cases, named by their `webpackChunkName`: the API client's library (axios,
 * fetched with the first call, shared/src/api.ts) and the signed-in parts of the header (the notification
 * bell). The shell's page names them among its preloads, marked `data-preload="<name>"`, and the server keeps
 * each only where it is needed (a section's page calls the API at once; a signed-in page shows the bell).
 */
const ON_DEMAND_CHUNKS = ['api-client', 'signed-in'];

/**
 * Preload hints in the shell's page for every script its start needs: the bootstrap behind the async boundary
 * and the shared libraries the shell provides (React, React DOM, styled-components, `@civic/shared`). Without
 * them the browser learns of these only once main.js has run, one more round trip on a slow link before
 * anything paints; with them they download while main.js does. The chunks a page needs only in some cases
 * (ON_DEMAND_CHUNKS) follow, marked for the server.
 */
class StartupPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const files = new Set<string>();
        // A production build concatenates modules: the entry's own module (which imports the bootstrap) is then
        // inside a concatenated module of the chunk, while the bootstrap's chunk group names the inner one.
        const withInner = (module: Module): Module[] => [module, ...((module as Module & { modules?: Module[] }).modules ?? [])];
        const entryModules = new Set(
          compilation.entrypoints.get('main')?.chunks.flatMap((chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap(withInner)) ?? [],
        );
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          const startsAtBoot = group.origins.some((origin) => origin.module && (entryModules.has(origin.module) || origin.module.constructor.name === 'ProvideSharedModule'));
          if (!startsAtBoot) continue;
          for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
        }
        const publicPath = '/';
        const preload = (file: string, extra: Record<string, string> = {}) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartupPreloadPlugin' },
          attributes: { rel: 'preload', href: `${publicPath}${file}`, ...extra, as: 'script' },
        });
        const onDemand = ON_DEMAND_CHUNKS.flatMap((name) =>
          [...(compilation.namedChunkGroups.get(name)?.getFiles() ?? [])]
            .filter((file) => file.endsWith('.js') && !files.has(file))
            .map((file) => preload(file, { 'data-preload': name })),
        );
        data.headTags.push(...[...files].sort().map((file) => preload(file)), ...onDemand);
        return data;
      });
    });
  }
}

interface FirstPaintParts {
  html: string;
  css: string;
  texts: NonNullable<ShellFirstPaint['texts']>;
  frame: { open: string; close: string; css: string };
  home: { html: string; css: string };
}

/** The shell's parts in one language as its page carries them: each part's rules, and the root's markup. */
function shellFirstPaint({ html, css, frame, home, texts }: FirstPaintParts): ShellFirstPaint {
  return {
    texts,
    styles: { 'consent-notice': css, 'page-frame': frame.css, 'home-page': home.css },
    markup: `<!--consent-notice-->${html}<!--/consent-notice--><!--page-frame-->${frame.open}<!--home-page-->${home.html}<!--/home-page-->${frame.close}<!--/page-frame-->`,
  };
}

/** Files the bundles import as addresses (the asset rule below), and the images among them by media type. */
const ASSET_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg', 'mp4', 'webm', 'txt'];
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };

/**
 * Runs `call` (an expression awaiting what `module` exports as `exported`) in Node, in a process of its own
 * started in the package's folder (a fresh module graph on every build), and returns what it gave, as JSON. An image a rendered component names is imported as a data:
 * address (they are a few KB), since the file's released address is known only once the build is released;
 * other files import as an empty address.
 */
const BASE_TSCONFIG = path.resolve(import.meta.dirname, '../../tsconfig.base.json');

async function renderInNode<T>(packageDir: string, module: string, exported: string, call: string): Promise<T> {
  const script = [
    `import { registerHooks } from 'node:module';`,
    `import { readFileSync } from 'node:fs';`,
    `import { fileURLToPath } from 'node:url';`,
    `const images = ${JSON.stringify(IMAGE_TYPES)};`,
    'registerHooks({',
    '  load(url, context, nextLoad) {',
    '    const extension = /\\.(\\w+)$/.exec(url.split("?")[0])?.[1]?.toLowerCase();',
    `    if (!extension || !${JSON.stringify(ASSET_EXTENSIONS)}.includes(extension)) return nextLoad(url, context);`,
    '    const address = images[extension] ? `data:${images[extension]};base64,${readFileSync(fileURLToPath(url)).toString("base64")}` : "";',
    '    return { format: "module", source: `export default ${JSON.stringify(address)};`, shortCircuit: true };',
    '  },',
    '});',
    `const { ${exported} } = await import(${JSON.stringify(pathToFileURL(module).href)});`,
    `process.stdout.write(JSON.stringify(await ${call}));`,
  ].join('\n');
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: packageDir,
    maxBuffer: 32 * 1024 * 1024,
    // The repository's base settings for every file, shared/src's included: by the package's own settings,
    // which include only its src, tsx would compile the shared components it reaches without their JSX runtime.
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production', TSX_TSCONFIG_PATH: BASE_TSCONFIG },
  });
  return JSON.parse(stdout) as T;
}

/**
 * Puts what the host's page shows before any script has run into its index.html: `firstPaint` is a module
 * exporting `renderFirstPaint(language): { html, css, frame: { open, close, css }, home: { html, css } }` (the
 * shell's src/firstPaint.tsx), run in Node at build time (renderInNode). The notice's markup goes into the root
 * element between `<!--consent-notice-->` marks and its rules into a `<style data-consent-notice>` element; the
 * page's frame (top bar, header, main) follows between `<!--page-frame-->` marks, its rules in
 * `<style data-page-frame>`, and inside its main the home page, between `<!--home-page-->` marks, its rules in
 * `<style data-home-page>`. The server gives those elements the page's style nonce, leaves them out, or puts a
 * section's pre-rendered page in place of the home page's (api/src/static.ts). React's first render replaces
 * the root's content.
 *
 * The page carries them in English; the same parts in each other language go in `first-paint.<language>.json`
 * beside it (ShellFirstPaint), for the server to put in their place for a reader of that language.
 */
class FirstPaintPlugin {
  constructor(
    private readonly modulePath: string,
    private readonly packageDir: string,
  ) {}

  private render(): Promise<Record<string, FirstPaintParts>> {
    return renderInNode<Record<string, FirstPaintParts>>(
      this.packageDir,
      this.modulePath,
      'renderFirstPaint',
      `(async () => { const out = {}; for (const language of ${JSON.stringify(LANGUAGES)}) out[language] = await renderFirstPaint(language); return out; })()`,
    );
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      // Rendered once per build, in every language, for the page and the files beside it.
      let rendered: Promise<Record<string, FirstPaintParts>> | undefined;
      const parts = () => (rendered ??= this.render());
      compilation.hooks.processAssets.tapPromise({ name: 'FirstPaintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(this.modulePath);
        try {
          const byLanguage = await parts();
          for (const language of LANGUAGES) {
            if (language === 'en') continue;
            compilation.emitAsset(firstPaintFile(language), new webpack.sources.RawSource(JSON.stringify(shellFirstPaint(byLanguage[language]!))));
          }
        } catch (error) {
          const stderr = (error as { stderr?: string }).stderr;
          compilation.errors.push(new webpack.WebpackError(`FirstPaintPlugin: ${stderr?.trim() || (error as Error).message}`));
        }
      });
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise('FirstPaintPlugin', async (data) => {
        const root = '<div id="root"></div>';
        if (!data.html.includes(root) || !data.html.includes('</head>')) {
          compilation.errors.push(new webpack.WebpackError(`FirstPaintPlugin: the page has no ${root} or no </head>`));
          return data;
        }
        const english = await parts().catch(() => null);
        if (!english?.en) return data;
        const { styles, markup, texts } = shellFirstPaint(english.en);
        const styleElements = FIRST_PAINT_PARTS.map((part) => `<style data-${part}>${styles[part]}</style>`).join('');
        // The page's title, description and no-script note from the catalog, in place of the template's.
        data.html = withShellTexts(data.html, texts!)
          .replace('</head>', () => `${styleElements}</head>`)
          .replace(root, () => `<div id="root">${markup}</div>`);
        return data;
      });
    });
  }
}

/**
 * Renders the section's pages `pages` (keys of its src/routes.tsx's `pages`) at build time, in each of the
 * site's languages, into `first-paint.json` (English) and `first-paint.<language>.json` beside its manifest
 * (shared/build/sectionPages.ts); the server puts the one for a page, in the reader's language, into the
 * shell's frame for a visitor with no session. A page that cannot stand in for itself fails the build.
 */
class SectionFirstPaintPlugin {
  constructor(
    private readonly packageDir: string,
    private readonly pages: readonly FirstPaintPage[],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SectionFirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'SectionFirstPaintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        try {
          const routesFile = path.join(this.packageDir, 'routes.json');
          const routesModule = path.join(this.packageDir, 'src/routes.tsx');
          compilation.fileDependencies.add(routesFile);
          const { pages: routes } = JSON.parse(readFileSync(routesFile, 'utf8')) as { pages: unknown[] };
          // Every language in one process, one after the other: the page modules are loaded once.
          const pagesModule = `(await import(${JSON.stringify(pathToFileURL(routesModule).href)})).pages`;
          const byLanguage = await renderInNode<Record<string, unknown>>(
            this.packageDir,
            path.join(import.meta.dirname, 'sectionPages.ts'),
            'renderSectionPages',
            `(async (pages) => { const out = {}; for (const language of ${JSON.stringify(LANGUAGES)}) out[language] = await renderSectionPages(${JSON.stringify(routes)}, pages, ${JSON.stringify(this.pages)}, language); return out; })(${pagesModule})`,
          );
          for (const language of LANGUAGES) {
            compilation.emitAsset(firstPaintFile(language), new webpack.sources.RawSource(JSON.stringify(byLanguage[language])));
          }
        } catch (error) {
          const stderr = (error as { stderr?: string }).stderr;
          compilation.errors.push(new webpack.WebpackError(`SectionFirstPaintPlugin: ${stderr?.trim() || (error as Error).message}`));
        }
      });
    });
  }
}

function standalonePage(title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head><body><div id="root"></div></body></html>`;
}

/** TypeScript and JSX through swc, for the browser. */
function scriptRule(production: boolean) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          experimental: {
            plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: !production, ssr: false, minify: true, pure: true, transpileTemplateLiterals: false }]],
          },
        },
      },
    },
  };
}

/**
 * Minified scripts. The libraries' licence comments are kept in a `<script>.LICENSE.txt` released beside each
 * script, without the usual one-line pointer to it at the top of the script: that line was about 50 bytes as
 * sent in every chunk that carries a library, several of them in every page's first load.
 */
function scriptMinimizer() {
  return new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify }, extractComments: { banner: false } });
}

/**
 * V8's explicit compile hint: a script whose first line is this comment has every function compiled as the
 * script arrives, on the browser's background thread while it streams, instead of each on the main thread the
 * first time it is called. A chunk is fetched because its modules are about to run, so most of its functions
 * are called at once; without the hint, compiling them was the largest single cost on the main thread at start
 * (see docs/architecture.md, "Compiled while it arrives"). Other engines read it as a comment. Added after
 * the minifier (which drops comments) and before the content hash, so a file's name still follows its bytes.
 */
function compileHints() {
  return new webpack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING });
}

/**
 * A host's service worker: one script with nothing split off and no federation (a worker has no page to load
 * chunks into), written as `sw.js` beside the host's own files once they are built (`dependencies`), so the
 * host's clean output folder keeps it. The server sends it at /sw.js.
 */
export function createServiceWorkerConfig(options: { dir: string; entry: string; after: string }) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration => {
    const mode: Mode = argv.mode ?? 'production';
    const production = mode === 'production';
    return {
      name: 'service-worker',
      dependencies: [options.after],
      mode,
      context: options.dir,
      entry: { sw: options.entry },
      devtool: false,
      target: 'webworker',
      output: { path: path.join(options.dir, 'dist'), filename: 'sw.js', clean: false },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [scriptRule(production)] },
      optimization: {
        minimize: production,
        minimizer: [scriptMinimizer()],
        splitChunks: false,
      },
      performance: { hints: false },
      plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) })],
    };
  };
}

export function createFrontEndConfig(options: FrontEndOptions) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration => {
    const mode: Mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const pkg = readPackage(options.dir);

    return {
      mode,
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(options.dir, 'dist'),
        // Chunks load from the folder the entry script came from: a released shell from /shell/<version>/, a
        // remote from the folder its manifest came from, and either from / on its dev server.
        publicPath: 'auto',
        // A function because the federation runtime asks for the entry's path before hashes exist
        // (it only needs the folder); real emits get the content hash.
        filename: (pathData) => (production && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js'),
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // React Router's package points every bundler at its development build (warnings and checks in);
        // a production build takes the production one it ships beside it.
        // RxJS's ES2015 build: its default is ES5, whose classes need tslib's helpers and come out larger.
        alias: { ...(production ? reactRouterProductionBuild() : {}), rxjs$: path.join(path.dirname(require.resolve('rxjs/package.json')), 'dist', 'esm', 'index.js') },
      },
      module: {
        rules: [
          scriptRule(production),
          { test: new RegExp(`\\.(${ASSET_EXTENSIONS.join('|')})$`, 'i'), type: 'asset/resource' },
          // formik imports these for the components it wraps with `connect` (FieldArray, ErrorMessage, FastField),
          // which no form here uses; their packages do not say they are free of side effects, so webpack kept them
          // in every form's chunk. Both only define functions.
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [scriptMinimizer()],
        // The API client's chunk stays one file: with the stand-in for axios's fetch adapter (not under
        // node_modules) in it, webpack's vendors rule (its default, kept for every other chunk) would move axios
        // into a second file.
        splitChunks: {
          cacheGroups: {
            defaultVendors: {
              test: /[\\/]node_modules[\\/]/,
              priority: -10,
              reuseExistingChunk: true,
              chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'api-client',
            },
          },
        },
      },
      performance: { hints: false },
      plugins: [
        ...(production ? [compileHints()] : []),
        new webpack.NormalModuleReplacementPlugin(/[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(import.meta.dirname, 'axiosFetchAdapter.js')),
        new webpack.DefinePlugin({
          __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? ''),
          __PACKAGE_VERSION__: JSON.stringify(pkg.version),
        }),
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          remotes: {},
          shared: sharedSingletons(pkg),
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins ?? [],
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // Browser-only runtime; a remote never loads other remotes, so it leaves out the remote-loading code.
          experiments: { optimization: { target: 'web', ...(options.host ? {} : { disableRemote: true }) } },
        }),
        // The shell's page is its own template; a remote gets a bare page for its standalone harness in
        // development only (released remotes carry no HTML).
        // Scripts in the page are absolute (`/main.js`), so a reload on a nested path finds them; a release of the
        // shell rewrites them to its version folder.
        ...(options.host
          ? [
              new HtmlWebpackPlugin({ template: path.join(options.dir, 'public/index.html'), scriptLoading: 'defer', publicPath: '/' }),
              new StartupPreloadPlugin(),
              ...(options.firstPaint ? [new FirstPaintPlugin(options.firstPaint, options.dir)] : []),
            ]
          : production
            ? []
            : [new HtmlWebpackPlugin({ title: `${pkg.name} — standalone`, scriptLoading: 'defer', publicPath: '/', templateContent: standalonePage(`${pkg.name} — standalone`) })]),
        ...(options.host ? [] : [new RoutesFilePlugin(path.join(options.dir, 'routes.json')), new PageScriptsPlugin()]),
        ...(!options.host && production && options.firstPaintPages?.length ? [new SectionFirstPaintPlugin(options.dir, options.firstPaintPages)] : []),
      ],
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/ws', '/remotes/'], target: process.env.API_ORIGIN ?? 'http://localhost:8080', ws: true, changeOrigin: true }],
        // The shell's dev server serves a registry: the released one from the running site, with any section
        // pointed at a local dev server by REMOTE_OVERRIDES (see devRegistry.ts).
        ...(options.host
          ? {
              setupMiddlewares: (middlewares, devServer) => {
                devServer.app?.get('/remotes.json', devRegistryMiddleware(process.env.API_ORIGIN ?? 'http://localhost:8080', process.env.REMOTE_OVERRIDES ?? ''));
                return middlewares;
              },
            }
          : {}),
      },
    };
  };
}
