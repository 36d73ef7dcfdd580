import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accountMessages } from '../../shared/src/schemas/messages';
import { sw as validationSw } from '../../shared/src/schemas/messages.sw';
import { en as authEn } from '../../mfe-auth/src/messages/all';
import { sw as authSw } from '../../mfe-auth/src/messages/all';
import { sw as governanceSw } from '../../mfe-governance/src/messages/sw';
import { sw as shellSw } from '../../shell/src/messages/sw';
import { acceptEssentialCookies } from './site';
import faq from '../../api/seed/faq.json' with { type: 'json' };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('Kiswahili and English', () => {
  test('switching language mid-form keeps what was typed, shows the errors in the new language, and is remembered', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto('/auth/signup');
    const main = page.getByRole('main');
    const name = 'Wanjiku Achieng Otieno';
    await main.getByLabel(authEn.fullNameLabel).fill(name);
    await page.getByRole('button', { name: authEn.continue }).click();
    await expect(main.getByText(accountMessages.emailInvalid).first()).toBeVisible();

    // On a wide screen the switch is in the bar above the header.
    const switcher = page.getByRole('navigation', { name: 'Language' });
    await switcher.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(main.getByLabel(authSw.fullNameLabel)).toHaveValue(name);
    await expect(main.getByText(validationSw.accountMessages.emailInvalid).first()).toBeVisible();
    await expect(main.getByText(accountMessages.emailInvalid)).toHaveCount(0);
    const switched = page.getByRole('navigation', { name: shellSw.languageLabel });
    await expect(switched.getByText('Kiswahili', { exact: true })).toHaveAttribute('aria-current', 'true');

    // The device keeps the choice: the next page (and the server's answers) are in Kiswahili.
    await page.goto('/counties');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(governanceSw.countiesTitle);

    await switched.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Counties');
  });

  test('content from the database follows the switch without a reload, and what was typed beside it stays', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto('/faq');
    await expect(page.getByText(faq[0]!.question)).toBeVisible();
    const search = page.getByRole('main').getByRole('searchbox').first();
    await search.fill('ufisadi');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page.getByText(faq[0]!.sw.question)).toBeVisible();
    await expect(search).toHaveValue('ufisadi');
  });

  test('on a phone the switch is in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await acceptEssentialCookies(page);
    await page.goto('/who-we-are');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    // The menu shows both, the language in use marked as current.
    await expect(menu.getByText('Kiswahili', { exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('button', { name: shellSw.menuClose })).toBeVisible();
  });

  test.describe('a browser that prefers Kiswahili', () => {
    test.use({ locale: 'sw-KE' });

    test('gets the site in Kiswahili on its first visit, with no accessibility failures', async ({ page }) => {
      await acceptEssentialCookies(page);
      for (const path of ['/', '/counties', '/auth/signup', '/complaints']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await expect(page.getByRole('navigation', { name: shellSw.languageLabel }).getByText('Kiswahili', { exact: true })).toHaveAttribute('aria-current', 'true');
    });
  });
});
