import { expect, test, type Page } from '@playwright/test';
import { acceptEssentialCookies, expectPageHeading } from './site';

/**
 * What a keyboard user meets: the mobile menu keeps focus and gives it back, nothing (the sticky header, the
 * cookie banner) covers the element in focus, and the header's panels close on Escape.
 */

/**
 * Whether something covers the focused element: its top and bottom edges, where they are on screen, must not be
 * under another element (the sticky header, a banner). One edge may lie past the screen's foot: the browser
 * scrolls a partly visible element no further, and nothing hides it.
 */
async function focusedIsCovered(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.height > window.innerHeight / 2) return null;
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const edges = [rect.top + 2, rect.bottom - 2].filter((y) => y >= 0 && y < window.innerHeight);
    if (edges.length === 0) return `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" is off screen`;
    for (const y of edges) {
      const hit = document.elementFromPoint(x, y);
      if (hit && !element.contains(hit) && !hit.contains(element)) {
        return `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" is under ${hit.tagName}.${hit.className}`;
      }
    }
    return null;
  });
}

/**
 * Waits until the page stops growing: a list rendered after its data arrived (in slices, after the network is
 * quiet) would otherwise push an element down just after it took focus, and the check would catch it mid-move.
 */
async function layoutSettled(page: Page): Promise<void> {
  let last = -1;
  for (let same = 0; same < 3;) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    same = height === last ? same + 1 : 0;
    last = height;
    await page.waitForTimeout(150);
  }
}

async function tabThrough(page: Page, stops: number, backwards = false): Promise<string[]> {
  const covered: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const problem = await focusedIsCovered(page);
    if (problem) covered.push(problem);
  }
  return covered;
}

test.describe('keyboard and focus', () => {
  test('the mobile menu keeps focus inside it and gives it back to the Menu button', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/faq');
    await expectPageHeading(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let stop = 0; stop < 25; stop += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement)), `Tab ${stop + 1} left the menu`).toBe(true);
    }
    for (let stop = 0; stop < 25; stop += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement)), `Shift+Tab ${stop + 1} left the menu`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menuButton).toBeFocused();
  });

  for (const path of ['/faq', '/counties', '/projects/browser']) {
    test(`the sticky header never covers the focused element on ${path}, forwards or back`, async ({ page }) => {
      await acceptEssentialCookies(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expectPageHeading(page);
      await page.waitForLoadState('networkidle');
      await layoutSettled(page);
      const forwards = await tabThrough(page, 40);
      const back = await tabThrough(page, 40, true);
      expect([...forwards, ...back]).toEqual([]);
    });
  }

  test('a new sign-up step puts its heading in focus below the sticky header, not under it', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/auth/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Full name').fill('Wanjiku Wairimu Kamau');
    await main.getByLabel('Email address').fill(`wizard.${Date.now()}@example.org`);
    await main.getByLabel(/^Password/).fill('Mvua ya masika 2026');
    await main.getByLabel('Confirm password').fill('Mvua ya masika 2026');
    // The step's heading sits just inside the top of the screen, where the sticky header is; then Continue,
    // pressed without scrolling: the new step's heading takes focus and must come out from under the header.
    await page.getByRole('heading', { name: /Step 1/ }).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 20));
    await page.getByRole('button', { name: 'Continue' }).evaluate((button: HTMLButtonElement) => button.click());
    await expect(page.getByRole('heading', { name: /Step 2/ })).toBeFocused();
    expect(await focusedIsCovered(page)).toBeNull();
  });

  test('the cookie banner covers nothing a keyboard user reaches, and says where to change the choice', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    // The shell has rendered the page it came with (what a keyboard reaches before that: keepFocus.test.tsx).
    await expect(page.locator('#first-paint-frame')).toHaveCount(0);
    // The hero's buttons are on screen and not under the banner.
    const join = page.getByRole('link', { name: 'Join us today' });
    await join.focus();
    expect(await focusedIsCovered(page)).toBeNull();
    await page.keyboard.press('Home');
    // Home scrolls to the top in an animation: a Tab before it ends would be scrolled away again by it.
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await tabThrough(page, 40)).toEqual([]);

    await banner.getByRole('button', { name: 'Essential only' }).click();
    await expect(banner).toBeFocused();
    await banner.getByRole('link', { name: 'You can change your cookie settings at any time.' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Essential only' })).toBeChecked();
    await page.getByRole('radio', { name: 'Accept all cookies' }).check();
    await page.getByRole('button', { name: 'Save cookie settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved: this site now uses all cookies.' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('all_cookies');
    await page.goto('/faq');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '/cookie-settings');
  });

  test('the header search and a navigation menu close on Escape or when focus leaves them', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/faq');
    await expectPageHeading(page);
    const searchToggle = page.getByRole('button', { name: 'Search', exact: true });
    await searchToggle.click();
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveCount(0);
    await expect(searchToggle).toBeFocused();

    const governance = page.getByRole('button', { name: 'Governance' });
    await governance.click();
    const links = page.locator(`#${await governance.getAttribute('aria-controls')}`).getByRole('link');
    const count = await links.count();
    for (let stop = 0; stop <= count; stop += 1) await page.keyboard.press('Tab');
    await expect(governance).toHaveAttribute('aria-expanded', 'false');
  });

  test('the home video can be paused', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto('/');
    const pause = page.getByRole('button', { name: 'Pause background video' });
    await expect(pause).toBeVisible();
    await pause.click();
    expect(await page.getByTestId('hero-video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  });
});
