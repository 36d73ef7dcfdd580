import { expect, test, type Page } from '@playwright/test';

// The site's service worker is on for these tests only (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Waits until the site's worker is installed and answers this page's requests. */
async function workerInCharge(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** What this site keeps in the browser, as the browser itself lists it. */
function keptInBrowser(page: Page) {
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push(new URL(request.url).pathname);
    }
    const databases = (await indexedDB.databases()).map((database) => database.name);
    return { cached, databases, localStorage: Object.keys(localStorage) };
  });
}

const county = (page: Page) => page.getByRole('heading', { level: 1, name: 'Nakuru County' });

test.describe('offline', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: 'essential_only', url: 'http://localhost:8080' }]);
  });

  test('a county page opened once reads offline, with the date it was saved; a page never opened says so plainly', async ({ page, context }) => {
    await page.goto('/counties/county/032');
    await expect(county(page)).toBeVisible();
    await workerInCharge(page);
    // Opened again now that the worker answers: the page, its section's files and its data are kept.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Projects in Nakuru County' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(county(page)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Facts about Nakuru County' }).getByRole('row', { name: /People per km²/ })).toContainText('289.7');
    const today = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date()).replace('Sept', 'Sep');
    await expect(page.getByRole('status').filter({ hasText: `You are offline; showing what was saved on ${today}` })).toBeVisible();

    await page.goto('/who-we-are');
    await expect(page.getByRole('heading', { level: 1, name: 'This page is not saved on this phone' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ukurasa huu haujahifadhiwa kwenye simu hii' })).toBeVisible();
    await page.getByRole('listitem').filter({ hasText: '/counties/county/032' }).first().getByRole('link', { name: 'County' }).click();
    await expect(county(page)).toBeVisible();

    await context.setOffline(false);
    await page.reload();
    await expect(county(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  });

  test('a report page is never kept on the phone, and "Remove everything from this phone" leaves nothing behind', async ({ page }) => {
    await page.goto('/counties');
    await workerInCharge(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/complaints');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A complaint draft the citizen chose to keep (IndexedDB).
    await page.getByRole('checkbox', { name: 'Keep a draft on this phone' }).check();
    await page.getByRole('textbox', { name: /Institution/ }).fill('Ministry of Lands');
    await expect.poll(async () => (await keptInBrowser(page)).databases).toContain('uwazi-drafts');
    // A draft kept by the sign-up form, and the cookie choice, which stays.
    await page.evaluate(() => {
      localStorage.setItem('signUpDraft', '{"fullName":"Wanjiku"}');
      localStorage.setItem('cookie_consent', 'essential_only');
    });

    // The worker keeps the county list's answer once it has it, which on a busy phone can come after the page
    // (on a saturated test machine, more than ten seconds after it).
    await expect.poll(async () => (await keptInBrowser(page)).cached.some((path) => path.startsWith('/api/counties/')), { timeout: 30_000 }).toBe(true);
    const before = await keptInBrowser(page);
    expect(before.localStorage).toContain('signUpDraft');
    expect(before.cached).toContain('/counties');
    expect(before.cached.some((path) => path.startsWith('/api/counties/'))).toBe(true);
    expect(before.cached).not.toContain('/complaints');

    await page.goto('/saved-on-this-phone');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved on this phone' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Counties' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove everything from this phone' }).click();
    await expect(page.getByText('Everything this site kept on this phone has been removed.')).toBeVisible();
    await expect(page.getByText('No pages are saved on this phone.')).toBeVisible();

    const after = await keptInBrowser(page);
    expect(after).toEqual({ cached: [], databases: [], localStorage: ['cookie_consent'] });
  });

  test('the site is installable: Chromium finds its manifest and icons and reports nothing that stops "Add to Home screen"', async ({ page, context }) => {
    await page.goto('/');
    await workerInCharge(page);
    const browser = await context.newCDPSession(page);
    const { installabilityErrors } = (await browser.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    // A Playwright context is an incognito profile, where Chromium never offers to install; any problem of the
    // site's own (manifest, icons, start URL, worker) would be listed besides.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const manifest = (await browser.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ display: 'standalone', start_url: expect.any(String) });
  });
});
