// A throwaway deploy folder and build source for the release tool tests: the commands run for real, as an
// operator runs them, but never against this repository's builds or its live registry.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['mfe-alpha', 'mfe-beta'];

export function makeSite({ shell = false } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'civic-release-'));
  const source = path.join(root, 'source');
  const deploy = path.join(root, 'deploy');
  for (const name of [...REMOTES, ...(shell ? ['shell'] : [])]) {
    mkdirSync(path.join(source, name, 'dist'), { recursive: true });
    writeFileSync(path.join(source, name, 'package.json'), JSON.stringify({ name: `@civic/${name}`, version: '1.0.0' }));
  }
  const env = { ...process.env, RELEASE_SOURCE_DIR: source, DEPLOY_DIR: deploy, RELEASED_BY: 'Amina Odhiambo' };

  const site = {
    root,
    deploy,
    /** Runs `node scripts/<script>.mjs ...args` and returns what the operator sees. */
    run(script, ...args) {
      const result = spawnSync(process.execPath, [path.join(SCRIPTS_DIR, `${script}.mjs`), ...args], { env, encoding: 'utf8' });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr, lines: result.stdout.split('\n').filter(Boolean) };
    },
    /**
     * Writes a build of `name` with the given content, as `npm run build` would: a remote declares `pages`
     * (by default one page of its own) and the shared libraries it `needs` ({name: range}); the shell
     * `provides` shared libraries ({name: version}) and has a page naming its script from the site root.
     */
    build(name, content, { pages, needs = {}, provides = {} } = {}) {
      const dist = path.join(source, name, 'dist');
      if (name === 'shell') {
        writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${content}</title><link rel="preload" href="/remotes.json"><script defer src="/main.js"></script>`);
        writeFileSync(path.join(dist, 'main.js'), `console.log(${JSON.stringify(content)})`);
        const shared = Object.entries(provides).map(([library, version]) => ({ name: library, version, singleton: true }));
        writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name, content, shared }));
        return;
      }
      const shared = Object.entries(needs).map(([library, range]) => ({ name: library, version: range.replace(/^\^/, ''), requiredVersion: range, singleton: true }));
      writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name, content, shared }));
      writeFileSync(path.join(dist, 'routes.json'), JSON.stringify({ pages: pages ?? [{ path: `/${name.replace(/^mfe-/, '')}`, page: 'Home', title: name }] }));
    },
    /** Builds `name` with the given content and releases it; returns the new version. */
    release(name, content, options) {
      site.build(name, content, options);
      const result = site.run('release', name);
      if (result.code !== 0) throw new Error(`release failed: ${result.stderr}`);
      return site.live(name);
    },
    registry() {
      return JSON.parse(readFileSync(path.join(deploy, 'registry.json'), 'utf8'));
    },
    live(name) {
      return site.registry().remotes[name].stack.at(-1).version;
    },
    served(name) {
      return JSON.parse(readFileSync(path.join(deploy, 'remotes.json'), 'utf8')).remotes[name.replace(/-/g, '_')]?.version;
    },
    folder(name, version) {
      return name === 'shell' ? path.join(deploy, 'shell', version) : path.join(deploy, 'remotes', name, version);
    },
    /** The public registry the server reads. */
    published() {
      return JSON.parse(readFileSync(path.join(deploy, 'remotes.json'), 'utf8'));
    },
    hasFolder(name, version) {
      return existsSync(site.folder(name, version));
    },
    /** The release log, one parsed object per line. */
    log() {
      const file = path.join(deploy, 'release-log.jsonl');
      return existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [];
    },
    /** The exact bytes of every registry file, to compare before and after a refused command. */
    snapshot() {
      return Object.fromEntries(
        ['registry.json', 'remotes.json', 'release-log.jsonl'].map((file) => {
          const full = path.join(deploy, file);
          return [file, existsSync(full) ? readFileSync(full).toString('base64') : null];
        }),
      );
    },
    write(file, content) {
      writeFileSync(path.join(deploy, file), content);
    },
    remove(name, version) {
      rmSync(site.folder(name, version), { recursive: true, force: true });
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true });
    },
  };
  return site;
}
