/**
 * Build-time helpers (Node only; never imported by browser code).
 *
 * One factory builds every front-end package's webpack + Module Federation config, so the shared-dependency
 * policy cannot drift between teams: a remote's webpack.config.ts is its name, its exposes and its port.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';

const require = createRequire(import.meta.url);

/** Libraries every package shares as one instance. Prefix keys share their subpaths. */
const SINGLETONS: Array<[key: string, fromPackage: string]> = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router', 'react-router-dom'],
  ['react-router/', 'react-router-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['styled-components', 'styled-components'],
  ['rxjs', 'rxjs'],
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
}

type Mode = 'production' | 'development';

function standalonePage(title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head><body><div id="root"></div></body></html>`;
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
        // The shell's index.html is served on every route, so its own chunks need an absolute path;
        // a remote's chunks load from the folder its manifest came from.
        publicPath: options.host ? '/' : 'auto',
        // A function because the federation runtime asks for the entry's path before hashes exist
        // (it only needs the folder); real emits get the content hash.
        filename: (pathData) => (production && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js'),
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
      },
      module: {
        rules: [
          {
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
                    plugins: [],
                  },
                },
              },
            },
          },
          { test: /\.(png|jpe?g|webp|svg|mp4|webm|txt)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
      },
      performance: { hints: false },
      plugins: [
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
        ...(options.host
          ? [new HtmlWebpackPlugin({ template: path.join(options.dir, 'public/index.html'), scriptLoading: 'defer' })]
          : production
            ? []
            : [new HtmlWebpackPlugin({ title: `${pkg.name} — standalone`, scriptLoading: 'defer', templateContent: standalonePage(`${pkg.name} — standalone`) })]),
      ],
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/ws'], target: process.env.API_ORIGIN ?? 'http://localhost:8080', ws: true, changeOrigin: true }],
      },
    };
  };
}
