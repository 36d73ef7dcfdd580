import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptEssentialCookies } from './site';

// Release drills against the site started as the README says: the operator's commands run for real on the
// live deploy folder, and each drill puts the versions that were live back before it ends.

const repoDir = path.resolve(import.meta.dirname, '../..');
const deployDir = path.join(repoDir, 'deploy');

interface Registry {
  remotes: Record<string, { stack: Array<{ version: string }>; canary?: { version: string; percent: number } }>;
}

function run(command: string, env: Record<string, string> = {}): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(command, { cwd: repoDir, shell: true, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function succeed(command: string, env: Record<string, string> = {}): string {
  const result = run(command, env);
  expect(result.code, `${command}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

function registry(): Registry {
  return JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8')) as Registry;
}

function live(unit: string): string {
  return registry().remotes[unit]!.stack.at(-1)!.version;
}

function releaseLog(): Array<{ verb: string; remote: string; from: string | null; to: string | null; reason?: string }> {
  return readFileSync(path.join(deployDir, 'release-log.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { verb: string; remote: string; from: string | null; to: string | null; reason?: string });
}

/**
 * A team's next build of `unit`: its current build copied to a folder of its own, with `change` applied (a
 * page added to its routes file, a file changed). Released with RELEASE_SOURCE_DIR, as from a CI workspace.
 */
function nextBuild(unit: string, change: (dist: string) => void): { env: Record<string, string>; cleanup: () => void } {
  const source = mkdtempSync(path.join(tmpdir(), `drill-${unit}-`));
  cpSync(path.join(repoDir, unit, 'dist'), path.join(source, unit, 'dist'), { recursive: true });
  cpSync(path.join(repoDir, unit, 'package.json'), path.join(source, unit, 'package.json'));
  change(path.join(source, unit, 'dist'));
  return { env: { RELEASE_SOURCE_DIR: source, RELEASED_BY: 'Release drill' }, cleanup: () => rmSync(source, { recursive: true, force: true }) };
}

function editJson<T>(file: string, edit: (value: T) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  edit(value);
  writeFileSync(file, JSON.stringify(value));
}

interface RoutesFile {
  pages: Array<Record<string, unknown>>;
}

/** Makes `version` live again if something else is, as an operator would after a drill. */
function restore(unit: string, version: string): void {
  if (registry().remotes[unit]?.canary) run(`npm run rollback -- ${unit}`);
  if (live(unit) !== version) succeed(`npm run rollback -- ${unit} --to ${version}`);
}

/** The links of one header group, opened as a citizen opens it. */
async function navGroup(page: Page, group: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: group }).click();
  return nav;
}

async function shellScript(page: Page): Promise<string> {
  return (await page.locator('script[src*="main."]').getAttribute('src')) ?? '';
}

test.describe.configure({ mode: 'serial' });
// With the site's service worker in charge, as on a citizen's phone: it keeps released files and pages, and a
// release or rollback must still reach the next page load.
test.use({ serviceWorkers: 'allow' });

test('the shell releases and rolls back on its own, and a tab left open keeps working across both', async ({ page }) => {
  await acceptEssentialCookies(page);
  const before = live('shell');
  const failed: string[] = [];
  // A call to the API a page makes as it is left (the release-health beacon, a section's first data read) can be
  // cut off by the next page: that is no file of the site failing to load. Nor is a file the browser stopped
  // fetching because the test went on to the next page (net::ERR_ABORTED: a readable page is on screen before its
  // scripts have all come, the date formats' worker among them). Every other failure of a file (shell, remotes)
  // counts, and so does any answer of 400 or more for the shell's files.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (!new URL(request.url()).pathname.startsWith('/api/') && reason !== 'net::ERR_ABORTED') failed.push(`${reason} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().includes('/shell/')) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/counties');
  await expect(page.getByRole('heading', { level: 1, name: 'Counties' })).toBeVisible();
  expect(await shellScript(page)).toContain(`/shell/${before}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const build = nextBuild('shell', (dist) => writeFileSync(path.join(dist, 'index.html'), `${readFileSync(path.join(dist, 'index.html'), 'utf8')}\n<!-- drill -->\n`));
  try {
    expect(succeed('npm run release -- shell', build.env)).toMatch(/shell: released 1\.\d+\.\d+-\w+; it is live on the next page load/);
    const next = live('shell');
    expect(next).not.toBe(before);

    // The open tab still runs the earlier shell: it moves between sections and to the shell's own 404 page.
    await (await navGroup(page, 'Who We Are')).getByRole('link', { name: 'Core Values' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Core Values' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    // A reload gets the new shell, from its own folder.
    await page.goto('/workshops');
    expect(await shellScript(page)).toContain(`/shell/${next}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(succeed('npm run rollback -- shell')).toContain(`shell: rolled back from ${next} to ${before}`);
    await page.goto('/counties');
    expect(await shellScript(page)).toContain(`/shell/${before}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Counties' })).toBeVisible();
    expect(failed, 'no shell file failed to load').toEqual([]);
  } finally {
    build.cleanup();
    restore('shell', before);
  }
});

test('a remote release that adds a page serves it (200, in the navigation, in the sitemap); a rollback removes it (404)', async ({ page }) => {
  await acceptEssentialCookies(page);
  const before = live('mfe-org');
  const build = nextBuild('mfe-org', (dist) =>
    editJson<RoutesFile>(path.join(dist, 'routes.json'), (routes) => {
      routes.pages.push({ path: '/open-data', page: 'DataAccess', title: 'Open Data', nav: { group: 'media', label: 'Open Data', order: 45 } });
    }),
  );
  try {
    expect((await page.goto('/open-data'))?.status()).toBe(404);
    succeed('npm run release -- mfe-org', build.env);

    const response = await page.goto('/open-data');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Open Data|Data Access/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect((await navGroup(page, 'Media')).getByRole('link', { name: 'Open Data' })).toBeVisible();
    await page.goto('/sitemap');
    await expect(page.getByRole('main').getByRole('link', { name: 'Open Data' })).toBeVisible();

    succeed('npm run rollback -- mfe-org');
    const gone = await page.goto('/open-data');
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const media = await navGroup(page, 'Media');
    await expect(media.getByRole('link', { name: 'News' })).toBeVisible();
    await expect(media.getByRole('link', { name: 'Open Data' })).toHaveCount(0);
  } finally {
    build.cleanup();
    restore('mfe-org', before);
  }
});

test('a remote built against a newer @civic/shared than the live shell provides is refused at release, naming both versions', () => {
  const before = readFileSync(path.join(deployDir, 'remotes.json'), 'utf8');
  const shell = live('shell');
  const build = nextBuild('mfe-org', (dist) =>
    editJson<{ shared: Array<{ name: string; requiredVersion?: string }> }>(path.join(dist, 'mf-manifest.json'), (manifest) => {
      for (const item of manifest.shared) if (item.name === '@civic/shared') item.requiredVersion = '^9.0.0';
    }),
  );
  try {
    const refused = run('npm run release -- mfe-org', build.env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(new RegExp(`mfe-org 1\\.\\d+\\.\\d+-\\w+ needs @civic/shared \\^9\\.0\\.0, but the shell ${shell} provides @civic/shared \\d+\\.\\d+\\.\\d+`));
    expect(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8'), 'the registry is untouched').toBe(before);
  } finally {
    build.cleanup();
  }
});

test('rollback --to a version on disk, an open tab following within one navigation, and prune', async ({ page }) => {
  await acceptEssentialCookies(page);
  await page.clock.install();
  const before = live('mfe-org');
  const build = nextBuild('mfe-org', (dist) =>
    editJson<RoutesFile>(path.join(dist, 'routes.json'), (routes) => {
      for (const route of routes.pages) if (route.path === '/blogs') route.nav = { group: 'media', label: 'Blog posts', order: 20 };
    }),
  );
  try {
    succeed('npm run release -- mfe-org', build.env);
    const renamed = live('mfe-org');
    await page.goto('/faq');
    const nav = await navGroup(page, 'Media');
    await expect(nav.getByRole('link', { name: 'Blog posts' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The operator brings back the earlier version by name; the tab is not reloaded.
    expect(succeed(`npm run rollback -- mfe-org --to ${before}`)).toContain(`rolled back from ${renamed} to ${before}`);
    await page.clock.fastForward(31_000);
    await (await navGroup(page, 'Who We Are')).getByRole('link', { name: 'Core Values' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Core Values' })).toBeVisible();
    await navGroup(page, 'Media');
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog posts' })).toHaveCount(0);

    const remotes = succeed('npm run remotes');
    expect(remotes).toMatch(new RegExp(`mfe-org\\n  live:      ${before}`));
    expect(remotes).toContain(renamed);
    const pruned = succeed('npm run prune -- mfe-org --keep 1');
    expect(pruned).toMatch(new RegExp(`kept    ${before}  \\(live\\)`));
    expect(pruned).toMatch(new RegExp(`kept    ${renamed}  \\(previous \\(rollback target\\)\\)`));
  } finally {
    build.cleanup();
    restore('mfe-org', before);
  }
});

/** A fresh browser (its own cookies) that opens `path`; returns which side of the canary it was given. */
async function visit(browser: Browser, path: string, bucket?: number) {
  const context = await browser.newContext();
  if (bucket !== undefined) await context.addCookies([{ name: 'uwazi_bucket', value: String(bucket), url: 'http://localhost:8080' }]);
  const page = await context.newPage();
  await acceptEssentialCookies(page);
  await page.goto(path);
  const channel = async () => (await (await page.request.get('/remotes.json')).json()).remotes.mfe_org.channel as string;
  return { context, page, channel };
}

test('a canary reaches its share of browsers, each one sticky; its errors are counted and it is rolled back automatically', async ({ browser }) => {
  test.setTimeout(180_000);
  const before = live('mfe-org');
  // The canary's routes file names a page its code does not have: it throws while rendering the FAQ.
  const build = nextBuild('mfe-org', (dist) =>
    editJson<RoutesFile>(path.join(dist, 'routes.json'), (routes) => {
      for (const route of routes.pages) if (route.path === '/faq') route.page = 'FaqThatIsNotThere';
    }),
  );
  const contexts: Array<Awaited<ReturnType<typeof visit>>> = [];
  try {
    expect(succeed('npm run release -- mfe-org --canary 30', build.env)).toMatch(/is a canary for about 30% of browsers/);
    const canary = registry().remotes['mfe-org']!.canary!.version;

    // Fresh browsers are given a side by the registry (a cookie), and keep it.
    for (let i = 0; i < 6; i += 1) {
      const visitor = await visit(browser, '/about');
      contexts.push(visitor);
      const [cookie] = (await visitor.context.cookies()).filter((c) => c.name === 'uwazi_bucket');
      expect(cookie, 'the registry gave this browser a bucket').toBeTruthy();
      const side = Number(cookie!.value) < 30 ? 'canary' : 'live';
      expect(await visitor.channel()).toBe(side);
      expect(await visitor.channel(), 'the same side again').toBe(side);
    }

    // One browser on each side opens the FAQ: the live one reads it, the canary one fails inside the layout.
    const onLive = await visit(browser, '/faq', 95);
    const onCanary = await visit(browser, '/faq', 5);
    contexts.push(onLive, onCanary);
    await expect(onLive.page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(onCanary.page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      await onCanary.page.getByRole('button', { name: 'Retry' }).click();
      await expect(onCanary.page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    }
    // Leaving the page sends what the tabs queued.
    await onCanary.page.goto('/');
    await onLive.page.goto('/');

    // The API counts the errors against the canary and ends it.
    await expect.poll(() => registry().remotes['mfe-org']!.canary?.version ?? null, { timeout: 60_000, intervals: [1000] }).toBeNull();
    const ended = releaseLog().at(-1)!;
    expect(ended).toMatchObject({ verb: 'auto-rollback', remote: 'mfe-org', from: canary, to: before });
    expect(ended.reason).toMatch(/^canary error rate \d+% \(\d+ of \d+\) against \d+% \(\d+ of \d+\) live$/);
    expect(succeed('npm run remotes -- --log 1')).toMatch(/auto-rollback mfe-org/);

    // The browser that had the canary gets the live version on its next load.
    await onCanary.page.goto('/faq');
    await expect(onCanary.page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  } finally {
    for (const visitor of contexts) await visitor.context.close();
    build.cleanup();
    restore('mfe-org', before);
  }
});
