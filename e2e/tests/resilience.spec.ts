import { expect, test } from '@playwright/test';
import { acceptEssentialCookies } from './site';

test.describe('failure isolation', () => {
  test('a remote whose manifest cannot be fetched shows the unavailable panel; the rest of the site works; Retry recovers', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.route('**/remotes/mfe-org/**/mf-manifest.json', (route) => route.abort('connectionrefused'));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Empowering Citizens, Demanding Accountability!' })).toBeVisible();

    await page.goto('/who-we-are');
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The layout around it is whole.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('form', { name: 'Stay informed' })).toBeVisible();

    // Other parts keep working: the header leads home, and the 404 page needs no remote.
    await page.getByRole('link', { name: /home/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empowering Citizens, Demanding Accountability!' })).toBeVisible();
    await page.goto('/not-a-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    // Once the section is reachable again, Retry brings it back without a reload.
    await page.goto('/who-we-are');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute('**/remotes/mfe-org/**/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
  });

  test('a registry that names a missing release shows the panel; once it is fixed, Retry loads the live release without a reload', async ({ page }) => {
    await acceptEssentialCookies(page);
    // An operator's bad release: the registry points the organisation pages at a version folder that does not exist.
    // The registry reaches the tab in the page itself and from /remotes.json: both say the same.
    let broken = true;
    const breakRegistry = (registry: { remotes: Record<string, { entry: string }> }) => {
      if (broken) registry.remotes.mfe_org!.entry = '/remotes/mfe-org/0.0.0-missing/mf-manifest.json';
      return registry;
    };
    await page.route('**/remotes.json', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: breakRegistry(await answer.json()) });
    });
    await page.route('**/faq', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.text()).replace(
        /(<script type="application\/json" id="site-registry">)([^<]*)(<\/script>)/,
        (_whole, open: string, json: string, close: string) => open + JSON.stringify(breakRegistry(JSON.parse(json))).replace(/</g, '\\u003c') + close,
      );
      await route.fulfill({ response: answer, body });
    });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    const reads = { count: 0 };
    page.on('request', (request) => {
      if (request.url().endsWith('/remotes.json')) reads.count += 1;
    });

    // The rollback: the registry names the live release again. The tab is not reloaded.
    broken = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(reads.count, 'Retry read the registry again').toBeGreaterThan(0);
  });

  test('a remote whose script fails shows the panel inside the layout', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.route('**/remotes/mfe-org/**/remoteEntry.js', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
