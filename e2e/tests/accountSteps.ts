import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
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
 * embedded database keeps accounts between runs), and gives the second step their roles ask for: set up
 * with the officer's authenticator app the first time, a code from it after.
 */
export async function signInAsDeskOfficer(page: Page, mailbox: Mailbox) {
  await signIn(page, DESK_OFFICER_EMAIL);
  const outcome = await Promise.race([
    page.waitForURL(/\/auth\/two-step\?/).then(() => 'two-step' as const),
    page
      .getByText('Invalid email or password.')
      .waitFor()
      .then(() => 'unknown' as const),
  ]);
  if (outcome === 'unknown') {
    await registerVerifiedCitizen(page, mailbox, DESK_OFFICER_EMAIL, 'Desk Officer');
    await signIn(page, DESK_OFFICER_EMAIL);
    await page.waitForURL(/\/auth\/two-step\?/);
  }
  await giveSecondStep(page);
  await page.waitForURL(/\/dashboard$/);
}

/**
 * The desk officer's authenticator app: its key, kept beside the site's data (which outlives a run), and the
 * last 30-second step whose code it gave, as a code works once.
 */
const APP_FILE = path.join(import.meta.dirname, '..', '..', 'data', 'e2e-desk-officer-app.json');
type App = { key: string; lastStep: number };

function nextCode(app: App): { code: string; step: number } {
  const step = Math.max(Math.floor(Date.now() / 30_000), app.lastStep + 1);
  return { code: new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(app.key.replace(/\s/g, '')) }).generate({ timestamp: step * 30_000 }), step };
}

/** On /auth/two-step: sets the app up (the officer's first sign-in on this site) or gives its code, then goes on. */
async function giveSecondStep(page: Page) {
  const main = page.getByRole('main');
  const setUp = main.getByRole('button', { name: 'Set up two-step sign-in' });
  const code = main.getByLabel(/^Code/);
  await expect(setUp.or(code)).toBeVisible();
  if (await setUp.isVisible()) {
    await setUp.click();
    const key = (await main.locator('code').textContent())!.trim();
    const app: App = { key, lastStep: 0 };
    const next = nextCode(app);
    await main.getByLabel(/^Code from your app/).fill(next.code);
    await main.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(main.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    mkdirSync(path.dirname(APP_FILE), { recursive: true });
    writeFileSync(APP_FILE, JSON.stringify({ key, lastStep: next.step }));
    await main.getByRole('link', { name: 'Continue' }).click();
    return;
  }
  if (!existsSync(APP_FILE)) {
    throw new Error(
      `The site has the desk officer's two-step sign-in but ${APP_FILE} is gone: run npm run staff -- reset-second-factor ${DESK_OFFICER_EMAIL} with the server stopped.`,
    );
  }
  const app = JSON.parse(readFileSync(APP_FILE, 'utf8')) as App;
  const next = nextCode(app);
  // A code of a step after the current one is taken within the app's one-step window; further ahead, wait.
  const wait = (next.step - 1) * 30_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 500);
  await code.fill(next.code);
  await main.getByRole('button', { name: 'Confirm' }).click();
  writeFileSync(APP_FILE, JSON.stringify({ ...app, lastStep: next.step }));
}
