import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { registerVerifiedCitizen, signIn, signInAsDeskOfficer, uniqueAddress } from './accountSteps';
import { acceptEssentialCookies } from './site';
import { E2E_SMTP_PORT, startMailbox } from './mailbox';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(E2E_SMTP_PORT);
});
test.afterAll(async () => mailbox.close());

test('a citizen flags a comment, a moderator hides it with a reason citizens then read in its place, the author is told, and the audit log shows it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const offensive = `Everyone at that ward office is a thief ${Date.now()}`;

  // The author starts a discussion and writes the comment.
  await acceptEssentialCookies(page);
  const authorEmail = uniqueAddress('forum.author');
  await registerVerifiedCitizen(page, mailbox, authorEmail, 'Atieno Wambui Chebet');
  await signIn(page, authorEmail);
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/community/forum-discussion');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Start a discussion' }).click();
  const title = `Bursary payments in Kibra ${Date.now()}`;
  await main.getByLabel(/^Title/).fill(title);
  await main.getByLabel(/^What would you like to discuss/).fill('Has anyone received this term’s bursary?');
  await main.getByRole('button', { name: 'Post discussion' }).click();
  await main.getByRole('link', { name: title }).click();
  await main.getByLabel(/^Your comment/).fill(offensive);
  await main.getByRole('button', { name: 'Post comment' }).click();
  await expect(main.getByText(offensive)).toBeVisible();
  const discussionUrl = page.url();

  // Another citizen flags it; a missing reason is named first.
  const flaggerContext = await browser.newContext();
  const flagger = await flaggerContext.newPage();
  await acceptEssentialCookies(flagger);
  const flaggerEmail = uniqueAddress('forum.flagger');
  await registerVerifiedCitizen(flagger, mailbox, flaggerEmail, 'Otieno Kamau Njoroge');
  await signIn(flagger, flaggerEmail);
  await flagger.waitForURL(/\/dashboard$/);
  await flagger.goto(discussionUrl);
  const flaggerMain = flagger.getByRole('main');
  await flaggerMain.getByRole('button', { name: /^Flag the comment by / }).click();
  const form = flaggerMain.getByRole('form', { name: 'Tell the moderators what is wrong' });
  await form.getByRole('button', { name: 'Send to the moderators' }).click();
  await expect(form.getByText('Please choose why you are flagging this.')).toBeVisible();
  await form.getByLabel(/^Why are you flagging this/).selectOption({ label: 'Abusive or hateful' });
  await form.getByLabel(/^Anything the moderators should know/).fill('It insults everyone who works there.');
  await form.getByRole('button', { name: 'Send to the moderators' }).click();
  await expect(flaggerMain.getByText('Thank you. A moderator will look at it.')).toBeFocused();
  await flaggerContext.close();

  // The moderator (the desk officer holds every role) finds it in the queue and hides it.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await acceptEssentialCookies(moderator);
  await signInAsDeskOfficer(moderator, mailbox);
  await moderator.getByRole('region', { name: 'Your staff work' }).getByRole('link', { name: 'Forum moderation' }).click();
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const post = moderator.getByRole('article').filter({ hasText: offensive });
  await expect(post.getByText('Abusive or hateful')).toBeVisible();
  await expect(post.getByText('It insults everyone who works there.')).toBeVisible();
  await post.getByRole('button', { name: /^Hide/ }).click();
  await post.getByLabel(/^Reason shown to citizens/).fill('Rude');
  await post.getByRole('button', { name: /^Hide/ }).click();
  await expect(post.getByText('Please give a reason of at least 5 characters.')).toBeVisible();
  await expect(post.getByLabel(/^Reason shown to citizens/)).toHaveValue('Rude');
  await post.getByLabel(/^Reason shown to citizens/).fill('It insults a whole office of people.');
  await post.getByRole('button', { name: /^Hide/ }).click();
  await expect(moderator.getByText('Hidden. Its author has been told.')).toBeVisible();
  await expect(moderator.getByRole('article').filter({ hasText: offensive })).toHaveCount(0);
  const results = await new AxeBuilder({ page: moderator }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  // Citizens read the reason in the comment's place; the author is told.
  await page.reload();
  await expect(main.getByText('Hidden by a moderator: It insults a whole office of people.')).toBeVisible();
  await expect(main.getByText(offensive)).toHaveCount(0);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .click();
  await expect(page.getByText('A moderator hid your post')).toBeVisible();

  // The audit log shows who hid it.
  await moderator.getByRole('link', { name: 'Audit log' }).click();
  await moderator.getByLabel('Action').selectOption({ label: 'Hid a comment' });
  await moderator.getByRole('button', { name: 'Show entries' }).click();
  await expect(moderator.getByRole('row').filter({ hasText: 'Hid a comment' }).first().getByRole('cell', { name: 'Desk Officer' })).toBeVisible();
  await moderatorContext.close();
});
