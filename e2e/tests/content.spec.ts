import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DESK_OFFICER_EMAIL, signInAsDeskOfficer } from './accountSteps';
import { acceptEssentialCookies } from './site';
import { E2E_SMTP_PORT, startMailbox } from './mailbox';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(E2E_SMTP_PORT);
});
test.afterAll(async () => mailbox.close());

test('an editor changes an FAQ answer in English and Kiswahili, keeps it as a draft, publishes it, and citizens read it; the audit shows both saves', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const answer = `Write to the county's public service board; it must reply within 21 days (${Date.now()}).`;
  const jibu = 'Andikia bodi ya utumishi wa umma ya kaunti; lazima ijibu ndani ya siku 21.';

  await acceptEssentialCookies(page);
  // The desk officer holds every role, an editor's among them.
  await signInAsDeskOfficer(page, mailbox);
  await page.getByRole('region', { name: 'Your staff work' }).getByRole('link', { name: 'Edit the FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  const main = page.getByRole('main');
  await main
    .getByRole('button', { name: /^Edit “/ })
    .first()
    .click();
  const english = main.getByRole('group', { name: 'English' });
  const kiswahili = main.getByRole('group', { name: 'Kiswahili' });
  const question = await english.getByLabel(/^Question/).inputValue();

  // An English text left empty is named, and nothing typed is lost.
  await kiswahili.getByLabel(/^Answer/).fill(jibu);
  await english.getByLabel(/^Answer/).fill('');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(english.getByText('Please fill in the English answer.')).toBeVisible();
  await expect(kiswahili.getByLabel(/^Answer/)).toHaveValue(jibu);

  await english.getByLabel(/^Answer/).fill(answer);
  await main.getByRole('button', { name: 'Save draft' }).click();
  await expect(main.getByText('Draft saved.')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  // A draft stays with the editors.
  const citizen = await browser.newPage();
  await acceptEssentialCookies(citizen);
  await citizen.goto('/faq');
  await citizen.getByRole('main').getByRole('button', { name: question }).click();
  await expect(citizen.getByText(answer)).toHaveCount(0);

  await main.getByRole('button', { name: `Edit “${question}”` }).click();
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText('Published: citizens read it now.')).toBeVisible();
  await citizen.reload();
  await citizen.getByRole('main').getByRole('button', { name: question }).click();
  await expect(citizen.getByText(answer)).toBeVisible();
  // A Kiswahili reader's FAQ carries the Kiswahili answer.
  const faqSw = await citizen.request.get('/api/faq/', { headers: { cookie: 'lang=sw' } });
  expect(JSON.stringify(await faqSw.json())).toContain(jibu);
  await citizen.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption({ label: 'Published an FAQ entry' });
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Published an FAQ entry' }).first().getByRole('cell', { name: 'Desk Officer' })).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Saved a draft of an FAQ entry' });
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Saved a draft of an FAQ entry' }).first().getByRole('cell', { name: 'Desk Officer' })).toBeVisible();
});

test('an editor publishes a new workshop in English and Kiswahili; citizens find it on /workshops; its registration reaches the editor; the audit shows it', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Reading your ward's development budget (${Date.now()})`;
  const kichwa = 'Kusoma bajeti ya maendeleo ya wadi yako';
  const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

  await acceptEssentialCookies(page);
  await signInAsDeskOfficer(page, mailbox);
  await page.getByRole('region', { name: 'Your staff work' }).getByRole('link', { name: 'Edit workshops' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'New workshop' }).click();
  const english = main.getByRole('group', { name: 'English' });
  const kiswahili = main.getByRole('group', { name: 'Kiswahili' });
  await english.getByLabel(/^Title/).fill(title);
  await english.getByLabel(/^Description/).fill('Find your ward in the county budget and follow each line to a project you can visit.');
  await english.getByLabel(/^Location/).fill('Kisumu Social Hall');
  await english.getByLabel(/^Duration/).fill('3 hours');
  await kiswahili.getByLabel(/^Title/).fill(kichwa);
  await main.getByLabel(/^Date/).fill(day);
  await main.getByLabel(/^Start time/).fill('09:30');
  // Too few seats is named at its field, and nothing typed is lost.
  await main.getByLabel(/^Seats/).fill('0');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText('Please give the number of seats, a whole number from 1 to 100000.')).toBeVisible();
  await expect(english.getByLabel(/^Title/)).toHaveValue(title);
  await main.getByLabel(/^Seats/).fill('25');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText('Published: citizens see it now.')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  // Citizens see it at once, in Kiswahili too; the editor registers for it as a citizen would.
  await page.goto('/workshops');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Register Now: ${title}` })
    .click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Full name/).fill('Desk Officer');
  await form.getByLabel(/^Email/).fill(DESK_OFFICER_EMAIL);
  await form.getByLabel(/^Phone/).fill('0712 345 678');
  await form.getByRole('button', { name: 'Complete registration' }).click();
  await expect(form.getByText("You've been successfully registered for this workshop!")).toBeVisible();
  const inKiswahili = await page.request.get('/api/workshops/', { headers: { cookie: 'lang=sw' } });
  expect(JSON.stringify(await inKiswahili.json())).toContain(kichwa);

  await page.goto('/console/content/workshops');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Registrations for “${title}”` })
    .click();
  const table = page.getByRole('table', { name: `People registered for “${title}”` });
  await expect(table.getByRole('row').filter({ hasText: 'Desk Officer' })).toContainText('0712 345 678');
  await expect(page.getByRole('link', { name: 'Download registrations (CSV)' })).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption({ label: 'Published a workshop' });
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Published a workshop' }).first().getByRole('cell', { name: 'Desk Officer' })).toBeVisible();
});

test('an editor changes the phone in the top bar and an office’s Kiswahili name, and every page shows them at its next load; project records are checked and imported from a file', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = `+254 711 ${String(Date.now()).slice(-3)} 222`;

  await acceptEssentialCookies(page);
  await signInAsDeskOfficer(page, mailbox);
  await page.goto('/console/content/organisation');
  const main = page.getByRole('main');
  // The details as saved come first; the form opens on request.
  await expect(main.getByRole('region', { name: 'Kenya office' })).toBeVisible();
  await main.getByRole('button', { name: 'Edit the details' }).click();
  const contact = main.getByRole('group', { name: 'Contact, in the top bar' });
  const before = await contact.getByLabel(/^Phone/).inputValue();
  // A phone that is not one is named at its field, and nothing typed is lost.
  await contact.getByLabel(/^Phone/).fill('call the office');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(contact.getByText('Please give a phone number of digits, spaces and an optional leading +, such as +254 700 000 000.')).toBeVisible();
  await contact.getByLabel(/^Phone/).fill(phone);
  const kenya = main.getByRole('group', { name: 'Kenya office' });
  await kenya.getByLabel('Office name in Kiswahili').fill('Ofisi kuu ya Kenya');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText('Published: every page shows these details now.')).toBeVisible();

  // A citizen's next page: the top bar as the server sent it, before any script, and once the scripts ran.
  const citizen = await browser.newPage({ javaScriptEnabled: false });
  await acceptEssentialCookies(citizen);
  await citizen.goto('/');
  await expect(citizen.getByRole('link', { name: phone }).first()).toBeVisible();
  await citizen.close();
  const reader = await browser.newPage();
  await acceptEssentialCookies(reader);
  await reader.context().addCookies([{ name: 'lang', value: 'sw', url: 'http://localhost:8080' }]);
  await reader.goto('/contact-us');
  await expect(reader.getByRole('tab', { name: 'Ofisi kuu ya Kenya' })).toBeVisible();
  await expect(reader.getByRole('link', { name: phone }).first()).toBeVisible();
  await reader.close();

  // Put the phone back, so the site reads as it did.
  await contact.getByLabel(/^Phone/).fill(before);
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText('Published: every page shows these details now.')).toBeVisible();

  // The projects download is the import's own format: one project downloaded and imported again changes nothing,
  // and a row beside it with a county that does not exist is refused with its reason.
  await page.goto('/console/content/projects');
  const downloaded = (await (await page.request.get('/api/projects/?county=032&constituency=167&ward=0830&format=csv')).text()).trim();
  const header = downloaded.split(/\r?\n/)[0]!.split(',');
  const bad: Record<string, string> = {
    id: `e2e-import-${Date.now()}`,
    title: 'A hall in Atlantis',
    description: 'A hall.',
    category: 'Health',
    status: 'On Track',
    priority: 'Low',
    progress: '10',
    county: 'Atlantis',
    budget_allocated: '100000',
    budget_disbursed: '0',
    budget_spent: '0',
    last_update: '2026-11-01',
  };
  const csv = `${downloaded}\r\n${header.map((name) => bad[name] ?? '').join(',')}`;
  await main.getByLabel(/^File of project records/).setInputFiles({ name: 'november.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await main.getByRole('button', { name: 'Check the file' }).click();
  await expect(main.getByText('2 records read: 1 can be imported, 1 refused. Nothing was written.')).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: bad.id! })).toContainText('county "Atlantis" is not one of Kenya\'s 47 counties');
  await main.getByRole('button', { name: 'Import' }).click();
  await expect(main.getByText('2 records read: 0 created, 0 updated, 1 unchanged, 1 refused.')).toBeVisible();
  expect((await page.request.get(`/api/projects/${bad.id}/`)).status()).toBe(404);
});
