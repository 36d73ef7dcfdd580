import { expect, test } from '@playwright/test';
import { acceptEssentialCookies } from './site';

test.describe('low-data mode', () => {
  test('turned on in the top bar: shorter lists, the footer says so, and it turns off again', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto('/projects/browser');
    await expect(page.getByText(/Showing 1–12 of \d+ projects/)).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Low-data mode', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/Showing 1–6 of \d+ projects/)).toBeVisible();
    await expect(page.locator('article :is(h2, h3)')).toHaveCount(6);
    await expect(page.getByRole('contentinfo').getByRole('status')).toContainText('Low-data mode is on');

    // The choice is kept: the next page is sent in low-data mode.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-low-data', 'on');
    await expect(page.getByTestId('hero-video')).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Turn low-data mode off' }).click();
    await expect(page.getByRole('button', { name: 'Low-data mode', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-low-data', /.*/);
  });

  test.describe('a browser that asks to save data', () => {
    test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

    test('gets the home page without its video or picture until a tap, and is told why', async ({ page }) => {
      await acceptEssentialCookies(page);
      const media: string[] = [];
      page.on('request', (request) => {
        if (/\.(mp4|jpg|jpeg|png|webp)(\?|$)/.test(request.url())) media.push(request.url());
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('status')).toContainText('It came on because your browser asked to save data.');
      await page.waitForLoadState('networkidle');
      expect(media).toEqual([]);

      await page.getByRole('button', { name: 'Show the picture' }).click();
      await expect.poll(() => media.length).toBeGreaterThan(0);
      expect(media.every((url) => !url.endsWith('.mp4'))).toBe(true);
    });
  });
});
