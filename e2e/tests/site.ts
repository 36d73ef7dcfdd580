import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { RoutePage, RoutesFile } from '@civic/shared/contracts';

/** Where `npm start` serves the site (playwright.config.ts's baseURL). */
export const SITE_URL = 'http://localhost:8080';

/** The pages a remote declares in its routes.json, as the checkout being tested has them. */
export function remotePages(packageName: string): RoutePage[] {
  return (JSON.parse(readFileSync(new URL(`../../${packageName}/routes.json`, import.meta.url), 'utf8')) as RoutesFile).pages;
}

/** Every page the organisation section owns (the /partnerships alias redirects, so it is left out). */
export const ORG_PATHS = remotePages('mfe-org')
  .filter((page) => page.redirect === undefined)
  .map((page) => page.path);

/** The accounts section's pages (the dashboard sends a visitor to sign in, which has its own heading). */
export const AUTH_PATHS = remotePages('mfe-auth').map((page) => page.path);

/**
 * Stores a cookie choice before the page loads, as the banner does (storage and cookie), so the banner does not
 * cover what a test clicks and the server sends pages without the notice.
 */
export async function acceptEssentialCookies(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'essential_only', url: SITE_URL }]);
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'essential_only'));
}

/** Waits for a page of a remote to render its heading (the section loaded and mounted). */
export async function expectPageHeading(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
}
