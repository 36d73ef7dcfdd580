// docs/releases.md tells a team what adding a page and adding a remote take; these checks keep it true of
// every remote in the repository and of the commands it names.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const doc = readFileSync(path.join(REPO_DIR, 'docs', 'releases.md'), 'utf8');
const rootPackage = JSON.parse(readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'));
const remotes = readdirSync(REPO_DIR).filter((name) => name.startsWith('mfe-') && existsSync(path.join(REPO_DIR, name, 'package.json')));

function section(heading) {
  const start = doc.indexOf(`## ${heading}`);
  assert.notEqual(start, -1, `docs/releases.md has "## ${heading}"`);
  const end = doc.indexOf('\n## ', start + 3);
  return doc.slice(start, end === -1 ? undefined : end);
}

test('every npm command the release docs name exists', () => {
  const named = [...doc.matchAll(/npm run ([a-z:-]+)/g)].map((match) => match[1]);
  assert.ok(named.length >= 6);
  for (const script of new Set(named)) assert.ok(rootPackage.scripts[script], `npm run ${script} is a script in package.json`);
  for (const workspace of new Set([...doc.matchAll(/npm start -w (@civic\/[a-z-]+)/g)].map((match) => match[1]))) {
    const folder = workspace.replace('@civic/', '');
    assert.ok(JSON.parse(readFileSync(path.join(REPO_DIR, folder, 'package.json'), 'utf8')).scripts.start, `${workspace} has a start script`);
  }
});

test('every remote has the files "Adding a remote" lists, is a workspace and exposes ./routes', () => {
  const files = [...section('Adding a remote').matchAll(/`([\w./-]+\.(?:json|ts|tsx|cjs))`/g)]
    .map((match) => match[1].replace(/^mfe-<name>\//, ''))
    .filter((file) => !file.includes('<'));
  for (const file of ['package.json', 'webpack.config.ts', 'routes.json', 'src/routes.tsx', 'src/bootstrap.tsx', 'src/index.ts', 'jest.config.cjs', 'tsconfig.json']) {
    assert.ok(files.includes(file), `the docs list ${file}`);
  }
  assert.equal(remotes.length, 6);
  for (const remote of remotes) {
    for (const file of files) assert.ok(existsSync(path.join(REPO_DIR, remote, file)), `${remote}/${file}`);
    assert.ok(rootPackage.workspaces.includes(remote), `${remote} is a workspace`);
    const config = readFileSync(path.join(REPO_DIR, remote, 'webpack.config.ts'), 'utf8');
    assert.match(config, /createFrontEndConfig/);
    assert.match(config, new RegExp(`name: '${remote.replace(/-/g, '_')}'`));
    assert.match(config, /'\.\/routes': '\.\/src\/routes\.tsx'/);
  }
});

test('every page a remote declares names a component its routes module lists, as "Adding a page" says', () => {
  for (const remote of remotes) {
    const { pages } = JSON.parse(readFileSync(path.join(REPO_DIR, remote, 'routes.json'), 'utf8'));
    const source = readFileSync(path.join(REPO_DIR, remote, 'src', 'routes.tsx'), 'utf8');
    assert.match(source, /export const pages/, `${remote} exports pages`);
    assert.match(source, /RoutedPages/, `${remote} renders RoutedPages`);
    for (const page of pages.filter((entry) => entry.page)) assert.match(source, new RegExp(`\\b${page.page}\\b`), `${remote}: ${page.path} names ${page.page}`);
  }
});
