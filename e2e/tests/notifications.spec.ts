import { expect, test } from '@playwright/test';
import { acceptEssentialCookies } from './site';
import { E2E_SMTP_PORT, startMailbox } from './mailbox';
import { registerVerifiedCitizen, signIn, uniqueAddress } from './accountSteps';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(E2E_SMTP_PORT);
});
test.afterAll(async () => mailbox.close());

test("a signed-in citizen's bell shows a notification created on the server without a reload; read one, then all", async ({ page, browser }) => {
  await acceptEssentialCookies(page);
  const email = uniqueAddress('makena');
  await registerVerifiedCitizen(page, mailbox, email, 'Makena Gitonga');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('banner');
  // The verified sign-up was welcomed.
  await expect(banner.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // The same account signs in on another device: this page is told at once.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await acceptEssentialCookies(other);
    await signIn(other, email);
    await expect(other).toHaveURL(/\/dashboard$/);
  } finally {
    await elsewhere.close();
  }
  await expect(banner.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  await banner.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('listitem').first()).toContainText('New sign-in to your account');
  await panel.getByRole('button', { name: /New sign-in to your account/ }).click();
  await expect(banner.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(banner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // The server kept the reads: after a reload nothing is unread.
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
