import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AUTH_PATHS, ORG_PATHS, acceptEssentialCookies } from './site';

const PAGES = ['/', ...ORG_PATHS, ...AUTH_PATHS, '/no-such-page'];

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  for (const path of PAGES) {
    test(`${path}`, async ({ page }) => {
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
