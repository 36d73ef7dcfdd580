import { expect, test } from '@playwright/test';
import { acceptEssentialCookies } from './site';
import { E2E_SMTP_PORT, startMailbox, tokenFrom } from './mailbox';
import { fillSignUp, PASSWORD, registerVerifiedCitizen, signIn, uniqueAddress } from './accountSteps';

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
let mailbox: Mailbox;

test.beforeAll(async () => {
  mailbox = await startMailbox(E2E_SMTP_PORT);
});
test.afterAll(async () => mailbox.close());
test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

const address = uniqueAddress;

test('sign up in four steps, verify by e-mail, sign in, see the dashboard, sign out', async ({ page }) => {
  const email = address('wairimu');
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Continue is blocked until step 1 is valid.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await fillSignUp(page, email, 'Wairimu Ndungu');
  const complete = page.getByRole('button', { name: 'Complete Registration' });
  await expect(complete).toBeDisabled();
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await complete.click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const mail = await mailbox.waitFor(email, /Confirm your e-mail/);
  await page.goto(`/auth/verify-email?token=${encodeURIComponent(tokenFrom(mail, '/auth/verify-email'))}`);
  await expect(page.getByText('Your e-mail address is verified. You can now sign in.')).toBeVisible();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Wairimu Ndungu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Wairimu Ndungu' })).toBeVisible();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(Object.keys(stored).sort()).toEqual(['email', 'fullName', 'id', 'username']);

  // The session survives a reload: the server, not the browser's copy, says who is signed in.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Wairimu Ndungu' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Wairimu Ndungu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fdashboard|\/auth\/signin\?next=\/dashboard/);
});

test('an unverified account is sent to verify its e-mail after the right password', async ({ page }) => {
  const email = address('kiprono');
  await page.goto('/auth/signup');
  await fillSignUp(page, email, 'Kiprono Langat');
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await mailbox.waitFor(email, /Confirm your e-mail/);

  await signIn(page, email, 'Not the right password at all');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signIn(page, email);
  await expect(page.getByText('please wait redirecting to verify your email ...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/verify-email/, { timeout: 5000 });
});

test('forgot password: the mailed link sets a new password that then signs in', async ({ page }) => {
  const email = address('odhiambo');
  await page.goto('/auth/signup');
  await fillSignUp(page, email, 'Odhiambo Ouma');
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  const verify = await mailbox.waitFor(email, /Confirm your e-mail/);
  await page.goto(`/auth/verify-email?token=${encodeURIComponent(tokenFrom(verify, '/auth/verify-email'))}`);
  await expect(page.getByText('Your e-mail address is verified. You can now sign in.')).toBeVisible();

  await page.goto('/auth/forgot-password');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset link sent' })).toBeVisible();
  const reset = await mailbox.waitFor(email, /Reset your/);

  await page.goto(`/auth/reset-password?token=${encodeURIComponent(tokenFrom(reset, '/auth/reset-password'))}`);
  await page
    .getByRole('main')
    .getByLabel(/^New password/)
    .fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  // Not containing the citizen's name: such passwords are refused.
  const fresh = 'Long rains fill the lake 77';
  await page
    .getByRole('main')
    .getByLabel(/^New password/)
    .fill(fresh);
  await page.getByRole('main').getByLabel('Confirm new password').fill(fresh);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();

  await signIn(page, email);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signIn(page, email, fresh);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('change password from the dashboard: a guessable one is refused, then the old password stops working', async ({ page }) => {
  const email = address('chebet');
  await registerVerifiedCitizen(page, mailbox, email, 'Chebet Kiprop');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const part = page.getByRole('region', { name: 'Password', exact: true });
  await part.getByRole('button', { name: 'Change password' }).click();
  await expect(part.getByLabel(/^Current password/)).toBeFocused();
  await part.getByLabel(/^Current password/).fill(PASSWORD);
  await part.getByLabel(/^New password/).fill('Nairobi2024!');
  await part.getByLabel(/^Confirm new password/).fill('Nairobi2024!');
  await part.getByRole('button', { name: 'Save new password' }).click();
  await expect(part.getByText('This password is too common or too easy to guess. Please choose a less predictable one.')).toBeVisible();
  await expect(part.getByLabel(/^New password/)).toBeFocused();

  const fresh = 'Jacaranda blooms in October';
  await part.getByLabel(/^New password/).fill(fresh);
  await part.getByLabel(/^Confirm new password/).fill(fresh);
  await part.getByRole('button', { name: 'Save new password' }).click();
  await expect(part.getByText('Your password has been changed. Every other device where you were signed in has been signed out.')).toBeVisible();
  await mailbox.waitFor(email, /password was changed/);

  // This browser was given a fresh session: still signed in after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Chebet Kiprop' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Chebet Kiprop' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await signIn(page, email);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signIn(page, email, fresh);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-up draft survives a reload, without the passwords', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByRole('main').getByLabel('Full name').fill('Halima Abdi');
  await page.getByRole('main').getByLabel('Email address').fill('halima@example.org');
  await page
    .getByRole('main')
    .getByLabel(/^Password/)
    .fill(PASSWORD);
  await page.reload();
  await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('Halima Abdi');
  await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue('halima@example.org');
  await expect(page.getByRole('main').getByLabel(/^Password/)).toHaveValue('');
  const draft = await page.evaluate(() => localStorage.getItem('signupUserData') ?? '');
  expect(draft).not.toContain(PASSWORD);
});

test('Google sign-in says it is not available when it is not configured', async ({ page }) => {
  await page.goto('/auth/signin');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText('Google sign-in is not available on this site yet. Please use your e-mail address.')).toBeVisible();
});

test('signed in with a 40-character name: the header holds on one line at 375, 1024, 1280 and 1440 px; the public name changes; a county is followed', async ({ page }) => {
  const fullName = 'Wanjiku Wairimu Kamau-Njoroge Nyambura A';
  expect(fullName).toHaveLength(40);
  const email = address('wanjiku.long');
  await registerVerifiedCitizen(page, mailbox, email, fullName);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const width of [375, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/counties');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    const box = (await header.boundingBox())!;
    expect(box.height, `header height at ${width} px`).toBeLessThanOrEqual(72);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`header-${width}.png`), clip: { x: 0, y: box.y, width, height: box.height } });
  }

  // The public name starts from the full name (first name and initial), and the citizen changes it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const publicName = page.getByRole('region', { name: 'Public name' });
  await expect(publicName.getByText('Wanjiku A.', { exact: true })).toBeVisible();
  await publicName.getByRole('button', { name: 'Change public name' }).click();
  await publicName.getByRole('textbox', { name: /^Public name/ }).fill('wanjiku@example.org');
  await publicName.getByRole('button', { name: 'Save public name' }).click();
  await expect(publicName.getByText('Use letters, numbers, spaces, full stops, hyphens and apostrophes only')).toBeVisible();
  await publicName.getByRole('textbox', { name: /^Public name/ }).fill('Mama Nyambura');
  await publicName.getByRole('button', { name: 'Save public name' }).click();
  await expect(publicName.getByText('Your public name is now Mama Nyambura. Your discussions and comments show it.')).toBeVisible();

  // Follow a county; the dashboard lists it.
  await page.goto('/counties/county/032');
  await page.getByRole('button', { name: 'Follow Nakuru' }).click();
  await expect(page.getByRole('button', { name: 'Follow Nakuru' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'What you follow' }).getByRole('link', { name: 'Nakuru' })).toHaveAttribute('href', '/counties/county/032');
});

test('the dashboard keeps its place while the profile loads: nothing below it moves when it arrives', async ({ page }) => {
  const email = address('otieno');
  await registerVerifiedCitizen(page, mailbox, email, 'Wanjiku Njeri Otieno-Kamau');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The profile answers a second late, as on a slow link; the page is loaded afresh, its shifts counted.
  await page.route('**/api/auth/profile/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your profile…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0);
  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile.getByText(email).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.05);
});
