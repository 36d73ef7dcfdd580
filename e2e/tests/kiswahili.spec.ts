import { expect, test, type Page } from '@playwright/test';
import { sw as validation } from '../../shared/src/schemas/messages.sw';
import { sw as community } from '../../mfe-community/src/messages/sw';
import { sw as governance } from '../../mfe-governance/src/messages/sw';
import { sw as reporting } from '../../mfe-reporting/src/messages/all';
import { sw as shell } from '../../shell/src/messages/sw';
import { sw as auth } from '../../mfe-auth/src/messages/all';
import { sw as api } from '../../api/src/i18n/messages.sw';
import { en as shellEnglish } from '../../shell/src/messages/en';
import { acceptEssentialCookies, SITE_URL } from './site';
import { E2E_SMTP_PORT, startMailbox } from './mailbox';
import { PASSWORD, registerVerifiedCitizen, signIn, uniqueAddress } from './accountSteps';
import { tokenFrom } from './mailbox';

/**
 * The citizen's main journeys with the site in Kiswahili: every label, button, error and confirmation is read
 * from the Kiswahili catalogs, so a text left in English (or a broken translation) fails here.
 */
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(E2E_SMTP_PORT);
});
test.afterAll(async () => mailbox.close());

async function inKiswahili(page: Page) {
  await acceptEssentialCookies(page);
  await page.context().addCookies([{ name: 'lang', value: 'sw', url: SITE_URL }]);
}

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');

test.describe('in Kiswahili', () => {
  test('sign up through the wizard with its errors, verify by the Kiswahili e-mail, and sign in', async ({ page }) => {
    await inKiswahili(page);
    const email = uniqueAddress('wanjiru.sw');
    const name = 'Wanjiru Achieng Nyambura';
    await page.goto('/auth/signup');
    const main = page.getByRole('main');
    await page.getByRole('button', { name: auth.continue }).click();
    await expect(main.getByText(validation.accountMessages.fullNameRequired).first()).toBeVisible();
    await main.getByLabel(auth.fullNameLabel).fill(name);
    await main.getByLabel(auth.emailLabel).fill('si-barua-pepe');
    await main.getByLabel(new RegExp(`^${auth.passwordLabel}`)).fill(PASSWORD);
    await main.getByLabel(auth.confirmPasswordLabel).fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: auth.continue }).click();
    await expect(main.getByText(validation.accountMessages.emailInvalid).first()).toBeVisible();
    await expect(main.getByText(validation.accountMessages.passwordsDiffer).first()).toBeVisible();
    // What was typed stays; only the wrong fields are fixed.
    await expect(main.getByLabel(auth.fullNameLabel)).toHaveValue(name);
    await main.getByLabel(auth.emailLabel).fill(email);
    await main.getByLabel(auth.confirmPasswordLabel).fill(PASSWORD);
    await page.getByRole('button', { name: auth.continue }).click();

    await page.getByRole('button', { name: auth.continue }).click();
    await expect(main.getByText(validation.accountMessages.dateOfBirthRequired).first()).toBeVisible();
    await main.getByLabel(auth.dateOfBirthLabel).fill('1991-07-02');
    await main.getByLabel(auth.genderLabel).selectOption({ label: auth.gender_female });
    await main.getByLabel(auth.countryLabel).fill('Kenya');
    await page.getByRole('button', { name: auth.continue }).click();
    await main.getByLabel(auth.organizationLabel).fill('Chama cha Wakazi wa Nyeri');
    await page.getByRole('button', { name: auth.continue }).click();
    const complete = page.getByRole('button', { name: auth.completeRegistration });
    await expect(complete).toBeDisabled();
    await page.getByRole('checkbox', { name: new RegExp(auth.termsBefore) }).check();
    await complete.click();
    await expect(page.getByText(auth.checkInboxTitle)).toBeVisible();

    // The mail is in the language the citizen signed up in.
    const mail = await mailbox.waitFor(email, /Thibitisha barua pepe yako/);
    await page.goto(`/auth/verify-email?token=${encodeURIComponent(tokenFrom(mail, '/auth/verify-email'))}`);
    await expect(page.getByText(api.verified)).toBeVisible();
    await signIn(page, email, PASSWORD, { email: auth.emailLabel, password: auth.passwordLabel, submit: auth.signInSubmit });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: fill(auth.welcome, { name }) })).toBeVisible();
    await expect(page.getByText(api.signedIn)).toBeVisible();
  });

  test('report corruption from the top bar: errors, then the receipt', async ({ page }) => {
    await inKiswahili(page);
    await page.goto('/counties');
    await page.getByRole('button', { name: shell.reportAction }).click();
    await page.getByRole('link', { name: new RegExp(shell.reportChoiceCorruption) }).click();
    const dialog = page.getByRole('dialog', { name: reporting.reportTitle });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: reporting.reportSubmit }).click();
    await expect(dialog.getByText(validation.reportMessages.incidentTypeRequired)).toBeVisible();

    await dialog.getByLabel(reporting.incidentTypeLabel).selectOption({ label: reporting.incident_bribery });
    await dialog.getByRole('textbox', { name: reporting.locationLabel }).fill('Ofisi ya ardhi, Nakuru');
    await dialog.getByLabel(reporting.dateLabel).fill('2026-11-20');
    await dialog.getByRole('textbox', { name: reporting.descriptionLabel }).fill('Afisa aliomba hongo ya shilingi elfu tano ili kutoa hati.');
    await dialog.getByRole('button', { name: reporting.reportSubmit }).click();

    await expect(dialog.getByRole('heading', { name: reporting.reportSuccessTitle })).toBeVisible();
    await expect(dialog.getByTestId('receipt')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
    await dialog.getByRole('button', { name: reporting.receiptSaved }).click();
    await expect(dialog).toBeHidden({ timeout: 5000 });
  });

  test('file a complaint in three steps, errors included', async ({ page }) => {
    await inKiswahili(page);
    await page.goto('/complaints');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reporting.complaintsTitle);
    await page.getByRole('button', { name: reporting.next }).click();
    await expect(page.getByText(validation.complaintMessages.categoryRequired).first()).toBeVisible();

    await page.getByLabel(reporting.categoryLabel).selectOption({ label: reporting.category_misconduct });
    await page.getByRole('combobox', { name: reporting.countyLabel, exact: true }).selectOption('047');
    await page.getByRole('textbox', { name: reporting.institutionLabel }).fill('Ofisi ya mapato ya Kaunti ya Nairobi');
    await page.getByRole('button', { name: reporting.next }).click();
    await page.getByRole('textbox', { name: reporting.detailsLabel }).fill('Afisa alikataa kunipa kibali cha biashara bila malipo ya ziada.');
    await page.getByLabel(reporting.incidentDateLabel).fill('2026-11-10');
    await page.getByRole('button', { name: reporting.next }).click();

    await page.getByRole('textbox', { name: reporting.fullNameLabel }).fill('Achieng Odhiambo');
    await page.getByRole('textbox', { name: reporting.emailLabel }).fill(`achieng.sw+${Date.now()}@example.ke`);
    await page.getByRole('textbox', { name: new RegExp(`^${reporting.phoneLabel}`) }).fill('+254 711 000 000');
    await page.getByRole('checkbox', { name: reporting.declarationLabel }).check();
    await page.getByRole('button', { name: reporting.complaintSubmit, exact: true }).click();
    await expect(page.getByRole('heading', { name: reporting.complaintSuccessTitle })).toBeVisible();
    await expect(page.getByTestId('complaint-reference')).toHaveText(/^UH-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  test('browse the counties and open a county page', async ({ page }) => {
    await inKiswahili(page);
    await page.goto('/counties');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(governance.countiesTitle);
    await page.getByRole('link', { name: 'Nakuru' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(governance.countyTitle, { name: 'Nakuru' }));
    await expect(page.getByRole('heading', { name: governance.placesTitle })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${fill(governance.countyTitle, { name: 'Nakuru' })}`));
  });

  test('book an expert once signed in', async ({ page }) => {
    const email = uniqueAddress('wambui.sw');
    await acceptEssentialCookies(page);
    await registerVerifiedCitizen(page, mailbox, email, 'Wambui Njeri Kamau');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.context().addCookies([{ name: 'lang', value: 'sw', url: SITE_URL }]);
    await page.goto('/community/expert-qa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.expertTitle);
    await page.getByRole('button', { name: fill(community.expertBook, { name: 'Wanjiru K.' }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(new RegExp(`^${community.bookingTopic}`)).fill('Hazina ya basari ya wadi');
    await dialog.getByLabel(new RegExp(`^${community.bookingDescription}`)).fill('Basari hugawanywa vipi kati ya shule za wadi?');
    await dialog.getByRole('button', { name: community.bookingSubmit }).click();
    await expect(dialog.getByText(community.bookingSuccess)).toBeVisible();
  });

  test.describe('before the page’s scripts run', () => {
    test.use({ javaScriptEnabled: false });

    test('the cookie notice, the header, the home page and a section’s page are in Kiswahili in the page itself', async ({ page }) => {
      await page.context().addCookies([{ name: 'lang', value: 'sw', url: SITE_URL }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await expect(page).toHaveTitle(`Uwazi Hub — ${shell.homeHeadline}`);
      await expect(page.getByRole('region', { name: shell.cookieTitle })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: shell.homeHeadline })).toBeVisible();
      await expect(page.getByRole('heading', { name: shell.homeFeatureCounties })).toBeVisible();
      await expect(page.getByRole('link', { name: shell.signIn, exact: true })).toHaveAttribute('href', '/auth/signin');
      await expect(page.getByText(shellEnglish.homeHeadline)).toHaveCount(0);
      await expect(page.getByText(shellEnglish.cookieTitle)).toHaveCount(0);

      // The cookie choice works before the scripts too, and the page comes back in Kiswahili without the notice.
      await page.getByRole('button', { name: shell.cookieEssential }).click();
      await expect(page.getByRole('heading', { level: 1, name: shell.homeHeadline })).toBeVisible();
      await expect(page.getByRole('region', { name: shell.cookieTitle })).toHaveCount(0);

      await page.goto('/who-we-are');
      // The page's own heading, as its Kiswahili content gives it (mfe-org/src/content/sw/whoWeAre.ts).
      await expect(page.getByRole('heading', { level: 1, name: 'Sisi Ni Nani' })).toBeVisible();
      await expect(page.getByRole('link', { name: shell.signIn, exact: true })).toBeVisible();
    });
  });
});
