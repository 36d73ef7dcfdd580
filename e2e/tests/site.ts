import { expect, type Page } from '@playwright/test';
import { ROUTE_OWNERS } from '@civic/shared/contracts';

/** Every page the organisation section owns (the /partnerships alias redirects, so it is left out). */
export const ORG_PATHS = ROUTE_OWNERS.find((owner) => owner.remote === 'mfe_org')!.paths.filter((path) => path !== '/partnerships');

/** The accounts section's pages (the dashboard sends a visitor to sign in, which has its own heading). */
export const AUTH_PATHS = ROUTE_OWNERS.find((owner) => owner.remote === 'mfe_auth')!.paths;

/** Stores a cookie choice before the page loads, so the banner does not cover what a test clicks. */
export async function acceptEssentialCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'essential_only'));
}

/** Waits for a page of a remote to render its heading (the section loaded and mounted). */
export async function expectPageHeading(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
}
