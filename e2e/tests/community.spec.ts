import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { acceptEssentialCookies } from './site';
import { E2E_SMTP_PORT, startMailbox, tokenFrom } from './mailbox';
import { registerVerifiedCitizen, signIn, uniqueAddress } from './accountSteps';

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
let mailbox: Mailbox;

test.beforeAll(async () => {
  mailbox = await startMailbox(E2E_SMTP_PORT);
});
test.afterAll(async () => mailbox.close());
test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

test('a citizen starts a discussion and replies in a thread, books an expert (bell notification) and registers for a workshop', async ({ page }) => {
  const email = uniqueAddress('njeri');
  await registerVerifiedCitizen(page, mailbox, email, 'Njeri Mwangi');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);

  // Forum: start a discussion, comment, then reply to that comment; the reply is nested under it.
  await page.goto('/community/forum-discussion');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Start a discussion' }).click();
  const title = `Streetlights on Moi Avenue ${Date.now()}`;
  await main.getByLabel(/^Title/).fill(title);
  await main.getByLabel(/^What would you like to discuss/).fill("The lights were listed in this year's budget. Has anyone seen work start?");
  await main.getByLabel(/^Tags/).fill('lighting, , roads');
  await main.getByRole('button', { name: 'Post discussion' }).click();
  await main.getByRole('link', { name: title }).click();
  await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(main.getByText('No replies yet')).toBeVisible();
  await main.getByLabel(/^Your comment/).fill('I will ask the ward office on Monday.');
  await main.getByRole('button', { name: 'Post comment' }).click();
  await expect(main.getByText('I will ask the ward office on Monday.')).toBeVisible();
  await main
    .getByRole('button', { name: /^Reply to / })
    .first()
    .click();
  await main.getByLabel(/^Your reply/).fill('Update: the ward office says the tender closes next month.');
  await main.getByRole('button', { name: 'Post comment' }).click();
  await expect(main.getByRole('list', { name: /^Replies to / }).getByText('Update: the ward office says the tender closes next month.')).toBeVisible();
  // The open discussion is in the address, so a reload or a shared link opens it again.
  await expect(page).toHaveURL(/\/community\/forum-discussion\?discussion=/);

  // Expert Q&A: book a session; the confirmation arrives in the header bell. The welcome note sent at
  // verification is marked read first, so the bell counts only the booking.
  await page.goto('/community/expert-qa');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(banner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await main.getByRole('button', { name: 'Book a session with Wanjiru K.' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Next session:/)).toBeVisible();
  await dialog.getByLabel(/^Topic/).fill('Ward bursary fund');
  await dialog.getByLabel(/^Describe your question/).fill('How are bursaries shared between schools in the ward?');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(dialog.getByText('Booking Successful!')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // Workshops: register for an upcoming workshop; it is listed as the citizen's own.
  await page.goto('/workshops');
  await main.getByRole('button', { name: 'Register Now: Making Your Voice Count in Public Participation' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Full name/).fill('Njeri Mwangi');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill('0712 345 678');
  await form.getByRole('button', { name: 'Complete registration' }).click();
  await expect(form.getByText("You've been successfully registered for this workshop!")).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });
  const mine = await page.request.get('/api/workshops/registrations/mine/');
  expect(mine.ok()).toBe(true);
  const { registrations } = (await mine.json()) as { registrations: Array<{ workshopId: string }> };
  expect(registrations.map((r) => r.workshopId)).toContain('public-participation-that-counts');
  // …and the citizen sees it on their dashboard.
  await page.goto('/dashboard');
  const mySection = page.getByRole('region', { name: 'My workshop registrations' });
  await expect(mySection.getByRole('listitem').first()).toBeVisible();
  await expect(mySection).toContainText('Registered');
});

test("a signed-out visitor's seat is held until they open the link mailed to the address they gave", async ({ page }) => {
  const email = uniqueAddress('halima');
  const title = 'Writing an Access to Information Request';
  await page.goto('/workshops');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `Register Now: ${title}` }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Full name/).fill('Halima Abdi');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill('0722 000 111');
  await form.getByRole('button', { name: 'Complete registration' }).click();
  const held = `Almost done: check your e-mail. Open the link we sent to ${email} within 2 hours to confirm your seat`;
  await expect(form.getByText(held)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });
  // The words stay on the page after the modal closes.
  await expect(page.getByText(held)).toBeVisible();

  const mail = await mailbox.waitFor(email, new RegExp(`^Confirm your seat: ${title}$`));
  const link = `/workshops/confirm?token=${encodeURIComponent(tokenFrom(mail, '/workshops/confirm'))}`;
  await page.goto(link);
  await expect(page.getByText(`Your seat at "${title}" is confirmed.`)).toBeVisible();
  // A link works once, and says so plainly afterwards.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link was already used: your seat is confirmed.');
});

const COMMUNITY_PAGES = [
  '/community/forum-discussion',
  '/community/expert-qa',
  '/community/knowledge',
  '/workshops',
  '/workshops/confirm',
  '/resources/workshop/understanding-devolution',
  '/townhall-meetings',
];

test.describe('community pages (axe-core): no serious or critical violations', () => {
  for (const path of COMMUNITY_PAGES) {
    test(path, async ({ page }) => {
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
