import { execSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { acceptEssentialCookies } from './site';

const repoDir = path.resolve(import.meta.dirname, '../..');

function run(command: string, env: Record<string, string> = {}): string {
  return execSync(command, { cwd: repoDir, env: { ...process.env, ...env }, stdio: 'pipe' }).toString();
}

async function shellScript(page: import('@playwright/test').Page): Promise<string | null> {
  return page.locator('script[src*="main."]').getAttribute('src');
}

test('rollback drill: two releases of mfe-org with a visible difference, roll back, reload, the old one shows', async ({ page }) => {
  test.setTimeout(300_000);
  await acceptEssentialCookies(page);
  const release = page.getByTestId('org-release');
  try {
    run('npm run build -w @civic/mfe-org', { BUILD_LABEL: 'drill-a' });
    run('npm run release -- mfe-org');
    await page.goto('/sitemap');
    await expect(release).toHaveText(/drill-a/);
    const shellBefore = await shellScript(page);

    run('npm run build -w @civic/mfe-org', { BUILD_LABEL: 'drill-b' });
    run('npm run release -- mfe-org');
    await page.reload();
    await expect(release).toHaveText(/drill-b/);

    const rollback = run('npm run rollback -- mfe-org');
    expect(rollback).toMatch(/rolled back from 1\.0\.0-\w+ to 1\.0\.0-\w+/);
    await page.reload();
    await expect(release).toHaveText(/drill-a/);
    // Nothing was rebuilt and the shell was not touched: the same shell script serves the page.
    expect(await shellScript(page)).toBe(shellBefore);
    expect(run('npm run remotes')).toMatch(/mfe-org[\s\S]*live:/);
  } finally {
    // Put the normal build back live, as an operator would after the drill.
    run('npm run build -w @civic/mfe-org');
    run('npm run release -- mfe-org');
  }
  await page.reload();
  await expect(release).not.toHaveText(/drill-/);
});
