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

test('an administrator invites an editor in the console, the editor signs up and holds the role, loses it with their session, and the audit log shows both', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await acceptEssentialCookies(page);
  // The desk officer holds every role: the site under test names the address in STAFF_EMAILS.
  await signInAsDeskOfficer(page, mailbox);
  // Their dashboard shows their roles and the way to the console.
  await page.getByRole('region', { name: 'Your staff work' }).getByRole('link', { name: 'Staff console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  // A refusal keeps what was typed and names the field.
  const email = uniqueAddress('console.editor');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('group', { name: 'Roles', exact: true }).getByRole('alert')).toHaveText('Choose at least one role.');
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page
    .getByRole('group', { name: 'Roles', exact: true })
    .getByRole('checkbox', { name: /Editor/ })
    .check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByText(new RegExp(`${email.replace(/\./g, '\\.')}: Editor\\. Open until`))).toBeVisible();
  await mailbox.waitFor(email, /invited to work on Uwazi Hub/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  // The invitee makes an account with that address and signs in, in a browser of their own.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await acceptEssentialCookies(editor);
  await registerVerifiedCitizen(editor, mailbox, email, 'Chebet Wanjiru Kiprono');
  await signIn(editor, email);
  await editor.waitForURL(/\/dashboard$/);

  await page.reload();
  const roles = page.getByRole('group', { name: 'Roles of Chebet Wanjiru Kiprono' });
  await expect(roles.getByRole('checkbox', { name: /Editor/ })).toBeChecked();
  await roles.getByRole('checkbox', { name: /Editor/ }).uncheck();
  await page.getByRole('form', { name: 'Chebet Wanjiru Kiprono' }).getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText('Chebet Wanjiru Kiprono is no longer staff.')).toBeVisible();

  // Their open session ended with the role: the dashboard asks them to sign in again.
  await editor.goto('/dashboard');
  await expect(editor).toHaveURL(/\/auth\/signin\?next=/);
  await editorContext.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Changed someone’s roles' });
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page).toHaveURL(/action=staff\.roles/);
  const changed = page.getByRole('row').filter({ hasText: 'Changed someone’s roles' }).first();
  await expect(changed.getByRole('cell', { name: 'Desk Officer' })).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Invited someone to the staff' });
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
});

test('the console asks a visitor to sign in, and tells a citizen it is not theirs', async ({ page }) => {
  await acceptEssentialCookies(page);
  // Signed out, the server sends the visitor to sign in at once, and back to the console after.
  await page.goto('/console/audit');
  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fconsole%2Faudit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const email = uniqueAddress('console.citizen');
  await registerVerifiedCitizen(page, mailbox, email, 'Wairimu Atieno Mwangi');
  await signIn(page, email);
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/console');
  await expect(page.getByText('The console is for Uwazi Hub administrators only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
});
