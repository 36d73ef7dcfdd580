import { expect, test } from '@playwright/test';
import { acceptEssentialCookies, expectPageHeading } from './site';

/** One page of each section, and the home page: every one must render styled under the site's CSP. */
const PAGES = ['/', '/our-team', '/counties', '/workshops', '/auth/signin', '/complaints'];

test.describe('the content security policy', () => {
  test('no page breaks it: styles load through the nonce, and nothing is refused', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const path of PAGES) {
      const response = await page.goto(path);
      const policy = response!.headers()['content-security-policy'] ?? '';
      expect(policy).not.toContain('unsafe-inline');
      if (path !== '/') await expectPageHeading(page);
      // The report action is a styled-components button: a refused <style> would leave it unstyled.
      const action = page.getByRole('button', { name: 'File/Report a complaint or corruption' });
      await expect(action).toBeVisible();
      expect(await action.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
  });
});
