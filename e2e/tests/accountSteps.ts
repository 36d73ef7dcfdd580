import { expect, type Page } from '@playwright/test';
import { tokenFrom, type startMailbox } from './mailbox';

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

export const PASSWORD = 'Mvua ya masika 2026';
/** A case handler from the first sign-in (the site under test runs with STAFF_EMAILS set to this). */
export const DESK_OFFICER_EMAIL = 'desk.officer@example.org';
export const uniqueAddress = (name: string) => `${name}.${Date.now()}@example.org`;

/** Steps 1 to 3 of the sign-up wizard, ending on step 4 (terms). */
export async function fillSignUp(page: Page, email: string, fullName: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill(fullName);
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel(/^Password/).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await main.getByLabel('Date of birth').fill('1990-03-14');
  await main.getByLabel('Gender').selectOption('female');
  await main.getByLabel('Country').fill('Kenya');
  await page.getByRole('button', { name: 'Continue' }).click();
  await main.getByLabel('Organisation').fill('Nyeri Residents Association');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs up through the wizard and opens the e-mailed verification link. */
export async function registerVerifiedCitizen(page: Page, mailbox: Mailbox, email: string, fullName: string) {
  await page.goto('/auth/signup');
  await fillSignUp(page, email, fullName);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  const mail = await mailbox.waitFor(email, /Confirm your e-mail/);
  await page.goto(`/auth/verify-email?token=${encodeURIComponent(tokenFrom(mail, '/auth/verify-email'))}`);
  await expect(page.getByText('Your e-mail address is verified. You can now sign in.')).toBeVisible();
}

/** Signs in on the sign-in page; `labels` are the form's words in another language than English. */
export async function signIn(page: Page, email: string, password = PASSWORD, labels = { email: 'Email address', password: 'Password', submit: 'Sign in' }) {
  await page.goto('/auth/signin');
  const main = page.getByRole('main');
  await main.getByLabel(labels.email).fill(email);
  await main.getByLabel(new RegExp(`^${labels.password}`)).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/**
 * Signs in as the desk officer, registering the account first when this site has not seen it yet (the
 * embedded database keeps accounts between runs).
 */
export async function signInAsDeskOfficer(page: Page, mailbox: Mailbox) {
  await signIn(page, DESK_OFFICER_EMAIL);
  const outcome = await Promise.race([
    page.waitForURL(/\/dashboard$/).then(() => 'signed-in' as const),
    page
      .getByText('Invalid email or password.')
      .waitFor()
      .then(() => 'unknown' as const),
  ]);
  if (outcome === 'signed-in') return;
  await registerVerifiedCitizen(page, mailbox, DESK_OFFICER_EMAIL, 'Desk Officer');
  await signIn(page, DESK_OFFICER_EMAIL);
  await page.waitForURL(/\/dashboard$/);
}
