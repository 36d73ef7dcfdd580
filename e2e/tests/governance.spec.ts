import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { acceptEssentialCookies, expectPageHeading, remotePages } from './site';

/** Every page the governance section owns, with a real county for the one that takes a code. */
const GOVERNANCE_PATHS = remotePages('mfe-governance').map((page) => page.path.replace(':code', '032'));

/** Names of the cards a list shows, in order (each card's title is a level-3 heading). */
async function cardTitles(page: Page): Promise<string[]> {
  return (await page.locator('article :is(h2, h3)').allTextContents()).map((text) => text.trim());
}

test.describe('the governance section', () => {
  test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

  test('every page of the section renders in the composed site', async ({ page }) => {
    for (const path of [...GOVERNANCE_PATHS, '/search-results?q=water']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectPageHeading(page);
    }
  });

  test('counties: filter by region, sort by population, then open a county', async ({ page }) => {
    await page.goto('/counties');
    await expect(page.getByText('Showing 47 of 47 counties')).toBeVisible();
    await page.getByRole('combobox', { name: 'Region' }).selectOption('Rift Valley');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('population');
    await expect(page.getByText('Showing 14 of 47 counties')).toBeVisible();
    await expect(page).toHaveURL(/\/counties\?region=Rift\+Valley&sort=population$/);
    const titles = await cardTitles(page);
    expect(titles.slice(0, 3)).toEqual(['Nakuru', 'Uasin Gishu', 'Narok']);

    await page.getByRole('searchbox', { name: 'Search counties' }).fill('atlantis');
    await expect(page.getByText('No counties found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page.getByText('Showing 47 of 47 counties')).toBeVisible();

    await page.getByRole('link', { name: 'Nakuru', exact: true }).click();
    await expect(page).toHaveURL(/\/counties\/county\/032$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nakuru County' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Facts about Nakuru County' }).getByRole('row', { name: /People per km²/ })).toContainText('289.7');
    await expect(page.getByRole('list', { name: 'Wards of Njoro' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 2, name: 'Projects in Nakuru County' })).toBeVisible();
    await expect(page.getByText('Sample data').first()).toBeVisible();
  });

  test('on a phone, the counties far down the list are laid out only as the reader nears them, and are in the page all along', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/counties');
    await expect(page.getByText('Showing 47 of 47 counties')).toBeVisible();
    const laidOut = (name: string) =>
      page.getByRole('link', { name, exact: true }).evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await laidOut('Baringo')).toBe(true);
    // The last of the list waits, off screen; its height is held, so the page is as long as it will be.
    expect(await laidOut('West Pokot')).toBe(false);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(47 * 200);
    // Still in the page for a screen reader, a search in the page or a keyboard.
    await expect(page.getByRole('link', { name: 'West Pokot', exact: true })).toHaveAttribute('href', '/counties/county/024');
    await page.getByRole('link', { name: 'West Pokot', exact: true }).focus();
    await expect.poll(() => laidOut('West Pokot')).toBe(true);
    await expect(page.getByRole('link', { name: 'West Pokot', exact: true })).toBeInViewport();
  });

  test('an unknown county code is a real not-found page', async ({ page }) => {
    const response = await page.goto('/counties/county/099');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'County not found' })).toBeVisible();
    await page.getByRole('link', { name: 'See all 47 counties' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Counties' })).toBeVisible();
  });

  test("a county page's data is preloaded with the page, and the page's own request is given that answer: one request, no warning", async ({ page }) => {
    const asked: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/counties/032/') asked.push(request.method());
    });
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto('/counties/county/032');
    await expect(page.locator('link[rel="preload"][href="/api/counties/032/"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Nakuru County' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(['GET']);
    expect(warnings).toEqual([]);
  });

  // Every page whose routes file names its first reads, without parameters (the county page is above): each
  // read is asked for once, by the preload, and the page's own request is given that answer.
  const pagesWithData = ['mfe-auth', 'mfe-community', 'mfe-governance', 'mfe-org', 'mfe-reporting'].flatMap((unit) =>
    remotePages(unit).filter((page) => page.data?.length && !page.path.includes(':')),
  );
  for (const declared of pagesWithData) {
    test(`${declared.path} uses the reads its routes file names ahead: ${declared.data!.join(', ')} asked for once each, no warning`, async ({ page }) => {
      const asked = new Map<string, number>();
      const warnings: string[] = [];
      page.on('request', (request) => {
        const address = new URL(request.url()).pathname;
        if (declared.data!.includes(address)) asked.set(address, (asked.get(address) ?? 0) + 1);
      });
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      await page.goto(declared.path);
      await expectPageHeading(page);
      await page.waitForLoadState('networkidle');
      // Long enough for the browser to warn of a preload the page did not use.
      await page.waitForTimeout(3500);
      expect(Object.fromEntries(asked)).toEqual(Object.fromEntries(declared.data!.map((address) => [address, 1])));
      expect(warnings).toEqual([]);
    });
  }

  test('the project browser drills county → constituency → ward', async ({ page }) => {
    await page.goto('/projects/browser');
    await expect(page.getByText(/Showing 1–12 of \d+ projects/)).toBeVisible();
    const constituency = page.getByRole('combobox', { name: 'Constituency' });
    const ward = page.getByRole('combobox', { name: 'Ward' });
    await expect(constituency).toBeDisabled();
    await expect(ward).toBeDisabled();

    await page.getByRole('combobox', { name: 'County' }).selectOption({ label: 'Nakuru' });
    await expect(page.getByText('Showing 1–4 of 4 projects')).toBeVisible();
    await expect(constituency).toBeEnabled();
    await constituency.selectOption({ label: 'Njoro' });
    await expect(page.getByText('Showing 1–2 of 2 projects')).toBeVisible();
    await expect(ward).toBeEnabled();
    await ward.selectOption({ label: 'Maunarok' });
    await expect(page.getByText('Showing 1 of 1 project')).toBeVisible();
    expect(await cardTitles(page)).toEqual(['Mau Narok to Kihingo feeder road gravelling']);
    await expect(page).toHaveURL(/\/projects\/browser\?county=032&constituency=167&ward=0830$/);
    const card = page.locator('article').filter({ hasText: 'Mau Narok to Kihingo' });
    await expect(card.getByText('Delayed')).toBeVisible();
    await expect(card.getByText('Sample data')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '35');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('projects.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain('Mau Narok to Kihingo feeder road gravelling');

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('no such project anywhere');
    await expect(page.getByText('No projects found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/projects\/browser$/);
  });

  test("a project's address opens its detail dialog, and Escape closes it", async ({ page }) => {
    await page.goto('/projects/browser?project=sample-009');
    const dialog = page.getByRole('dialog', { name: 'Kawangware market and social housing block' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/this project was invented to show how projects are presented/)).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Budget of this project' })).toContainText('KES 1,450.0M');
    await expect(dialog.getByText('Implementing agency')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Goals' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/projects\/browser$/);
  });

  test('searching from the header finds grouped results and opens one', async ({ page }) => {
    await page.goto('/counties');
    await expectPageHeading(page);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('njoro');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?q=njoro$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Projects \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wards (1)' })).toBeVisible();
    await page.getByRole('link', { name: 'Njoro Ward borehole with solar pumping' }).click();
    await expect(page).toHaveURL(/\/projects\/browser\?project=sample-001$/);
    await expect(page.getByRole('dialog', { name: 'Njoro Ward borehole with solar pumping' })).toBeVisible();

    await page.goto('/search-results?q=zzqqxx');
    await expect(page.getByText('No results for "zzqqxx"')).toBeVisible();
  });

  test('spending, the directory and reports show their figures, credit and downloads', async ({ page }) => {
    await page.goto('/govspend');
    await expect(page.getByRole('table', { name: /by county, largest first/ })).toBeVisible();
    await expect(page.getByText(/24 of the 24 projects are sample data/)).toBeVisible();

    await page.goto('/mda');
    await expect(page.getByText('27 ministries, 54 departments and 286 agencies')).toBeVisible();
    await expect(page.getByText(/Kenya eCitizen Services Dataset © 2026 Alvin Karanja, CC BY 4\.0/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search ministries, departments and agencies' }).fill('government press');
    await expect(page.getByText('Government Press', { exact: true })).toBeVisible();

    await page.goto('/reports');
    await expect(page.getByText(/We have not published audit reports of our own yet/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator('article')
        .first()
        .getByRole('link', { name: /^Download / })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('spending: the report arriving before the county figures does not move when they arrive (no layout shift)', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.addInitScript(() => {
      (window as unknown as { shifted: number }).shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The county figures answer only once the spending report is on screen.
    let reportShown: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => (reportShown = resolve));
    await page.route('**/api/spending/counties/**', async (route) => {
      await shown;
      await route.continue();
    });
    await page.goto('/govspend');
    await expect(page.getByRole('heading', { level: 2, name: 'All projects' })).toBeVisible();
    reportShown();
    await expect(page.getByRole('heading', { level: 3, name: /^All counties together, FY/ })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.05);
  });

  test('works on a 375 px wide phone without sideways scrolling of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/counties', '/counties/county/032', '/projects/browser', '/govspend', '/mda', '/search-results?q=water']) {
      await page.goto(path);
      await expectPageHeading(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('governance accessibility (axe-core): no serious or critical violations', () => {
  for (const path of [...GOVERNANCE_PATHS, '/counties/county/099', '/search-results?q=njoro', '/projects/browser?project=sample-001']) {
    test(path, async ({ page }) => {
      await acceptEssentialCookies(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});
