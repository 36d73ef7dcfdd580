import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { acceptEssentialCookies, expectPageHeading, SITE_URL } from './site';
import { E2E_SMTP_PORT, startMailbox } from './mailbox';
import { signInAsDeskOfficer } from './accountSteps';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(E2E_SMTP_PORT);
});
test.afterAll(async () => mailbox.close());

/** A 1×1 transparent PNG: the smallest real image the server's content check accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A minimal one-page PDF, written out so its cross-reference offsets are right. */
function minimalPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/** Files an anonymous report with a photo and a PDF from the header action on /about; returns the receipt. */
async function fileAnonymousReport(page: Page, context: BrowserContext, description: string, place = 'Land registry, Nakuru'): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/about');
  await expectPageHeading(page);
  await page.getByRole('button', { name: 'File/Report a complaint or corruption' }).click();
  await page.getByRole('link', { name: /Report corruption/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Corruption in Kenya' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Report anonymously' })).toBeChecked();

  await dialog.getByLabel('Type of incident').selectOption('bribery');
  await dialog.getByRole('textbox', { name: /Where did it happen/ }).fill(place);
  await dialog.getByLabel(/Date of the incident/).fill('2026-11-20');
  await dialog.getByRole('textbox', { name: /What happened/ }).fill(description);
  await dialog.getByLabel('Evidence files').setInputFiles([
    { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
    { name: 'letter.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
  ]);
  await expect(dialog.getByText(/^receipt\.png \(\d+ B\)$/)).toBeVisible();
  await expect(dialog.getByText(/^letter\.pdf \(\d+ B\)$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();

  await expect(dialog.getByRole('heading', { name: 'Report Submitted Successfully!' })).toBeVisible();
  const receipt = (await dialog.getByTestId('receipt').textContent())!.trim();
  expect(receipt).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
  await dialog.getByRole('button', { name: 'I have saved my receipt' }).click();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  return receipt;
}

/** axe-core on the page as it stands: no serious or critical violations. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
  expect(serious).toEqual([]);
}

test.describe('the reporting section', () => {
  test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

  test('an anonymous report with two files from the header action, then its follow-up shows Received and takes one more file', async ({ page, context }) => {
    const receipt = await fileAnonymousReport(page, context, 'The clerk asked for KES 5,000 to release my title deed.');
    await page.goto('/report/follow-up');
    await page.getByRole('textbox', { name: /Receipt code/ }).fill(receipt);
    await page.getByRole('button', { name: 'Find my report' }).click();
    await expect(page.getByRole('heading', { name: 'Status: Received' })).toBeVisible();
    await expect(page.getByText(/receipt\.png .*added by you/)).toBeVisible();
    await expect(page.getByText(/letter\.pdf .*added by you/)).toBeVisible();

    // More evidence goes as the report's did: sent ahead in resumable pieces, then named by the receipt.
    const sentAhead: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/uploads/')) sentAhead.push(request.method());
    });
    await page.getByLabel('Add more evidence').setInputFiles([{ name: 'second-letter.pdf', mimeType: 'application/pdf', buffer: minimalPdf() }]);
    await page.getByRole('button', { name: 'Upload files' }).click();
    await expect(page.getByText('Your files were added to the report.')).toBeVisible();
    await expect(page.getByText(/second-letter\.pdf .*added by you/)).toBeVisible();
    expect(sentAhead).toContain('POST');
    expect(sentAhead).toContain('PATCH');
  });

  test('an anonymous report leaves without any of the site’s cookies, by the fetch adapter the API client fetches only then', async ({ page, context }) => {
    // The browser holds the site's cookies (the consent choice set before each test, and this one).
    await context.addCookies([{ name: 'lang', value: 'en', url: SITE_URL }]);
    const adapter: string[] = [];
    const reports: Promise<string | undefined>[] = [];
    const byXhr: Promise<string | undefined>[] = [];
    const cookieOf = (request: Request) => request.allHeaders().then((headers) => headers['cookie']);
    page.on('request', (request) => {
      if (/\/api-fetch\.[0-9a-f]+\.js$/.test(request.url())) adapter.push(request.url());
      if (request.resourceType() === 'xhr') byXhr.push(cookieOf(request));
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/corruption-reports/') reports.push(cookieOf(request));
    });
    await page.goto('/about');
    await expectPageHeading(page);
    await page.waitForLoadState('networkidle');
    expect(adapter).toEqual([]);
    await fileAnonymousReport(page, context, 'The officer asked for KES 2,000 to stamp my permit.');
    expect(adapter).toHaveLength(1);
    expect(reports.length).toBeGreaterThan(0);
    expect(await Promise.all(reports)).toEqual(reports.map(() => undefined));
    // The API client's other requests (by XMLHttpRequest) carry them, so the check above can tell.
    await page.goto('/complaints/track');
    await page.getByRole('textbox', { name: /^Reference number/ }).fill('UH-2026-ABCD-EFGH');
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill('nobody@example.ke');
    await page.getByRole('button', { name: 'Find my complaint' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(byXhr.length).toBeGreaterThan(0);
    for (const cookie of await Promise.all(byXhr)) expect(cookie).toContain('lang=en');
  });

  test('a report draft is kept on the phone only by choice: it comes back after a reload with its evidence, and is gone once sent', async ({ page }) => {
    /** The draft the phone holds for a form, as IndexedDB has it (null: none). */
    const keptDraft = (kind: string) =>
      page.evaluate(
        (name) =>
          new Promise<{ description: string; files: string[] } | null>((resolve, reject) => {
            const request = indexedDB.open('uwazi-drafts', 1);
            request.onupgradeneeded = () => request.result.createObjectStore('drafts');
            request.onerror = () => reject(request.error);
            request.onsuccess = () => {
              const database = request.result;
              const read = database.transaction('drafts').objectStore('drafts').get(name);
              read.onsuccess = () => {
                database.close();
                const draft = read.result as { values: { description: string }; files: Array<{ name: string }> } | undefined;
                resolve(draft ? { description: draft.values.description, files: draft.files.map((file) => file.name) } : null);
              };
            };
          }),
        kind,
      );
    const openForm = async () => {
      await page.getByRole('button', { name: 'File/Report a complaint or corruption' }).click();
      await page.getByRole('link', { name: /Report corruption/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Report Corruption in Kenya' });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    const description = 'A clerk asked for cash before releasing a building permit.';

    await page.goto('/about');
    await expectPageHeading(page);
    let dialog = await openForm();
    await dialog.getByLabel('Type of incident').selectOption('bribery');
    await dialog.getByRole('textbox', { name: /Where did it happen/ }).fill('County offices, Kisumu');
    await dialog.getByRole('textbox', { name: /What happened/ }).fill(description);
    await dialog.getByLabel('Evidence files').setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: PNG }]);
    const keep = dialog.getByRole('checkbox', { name: 'Keep a draft on this phone' });
    await expect(keep).not.toBeChecked();
    await page.waitForTimeout(600);
    expect(await keptDraft('report'), 'nothing is kept until the reporter chooses it').toBeNull();

    await keep.check();
    await expect.poll(() => keptDraft('report')).toEqual({ description, files: ['receipt.png'] });
    await page.reload();
    await expectPageHeading(page);
    dialog = await openForm();
    await expect(dialog.getByRole('status').filter({ hasText: /^Your draft kept on \d{1,2} \w{3} \d{4} is back\./ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /What happened/ })).toHaveValue(description);
    await expect(dialog.getByRole('textbox', { name: /Where did it happen/ })).toHaveValue('County offices, Kisumu');
    await expect(dialog.getByText(/^receipt\.png \(\d+ B\)$/)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Keep a draft on this phone' })).toBeChecked();

    await dialog.getByLabel(/Date of the incident/).fill('2026-11-20');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(dialog.getByRole('heading', { name: 'Report Submitted Successfully!' })).toBeVisible();
    expect(await keptDraft('report'), 'the sent report leaves no draft behind').toBeNull();
  });

  test('a report filled in and sent offline waits, is sent once the connection returns, and shows its receipt', async ({ page, context }) => {
    const answered: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/corruption-reports/') answered.push(response.status());
    });
    await page.goto('/about');
    await expectPageHeading(page);
    await page.getByRole('button', { name: 'File/Report a complaint or corruption' }).click();
    await page.getByRole('link', { name: /Report corruption/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Corruption in Kenya' });
    // The form has come; the connection goes while the reporter fills it in.
    await expect(dialog.getByLabel('Type of incident')).toBeVisible();
    await context.setOffline(true);
    await dialog.getByLabel('Type of incident').selectOption('extortion');
    await dialog.getByRole('textbox', { name: /Where did it happen/ }).fill('Weighbridge, Mai Mahiu');
    await dialog.getByLabel(/Date of the incident/).fill('2026-11-21');
    await dialog.getByRole('textbox', { name: /What happened/ }).fill('Lorry drivers are made to pay before their loads are weighed.');
    await dialog.getByLabel('Evidence files').setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: PNG }]);
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your report is waiting for a connection' })).toBeVisible();
    await expect(dialog.getByText(/It is kept on this page only/)).toBeVisible();
    expect(answered, 'nothing reached the server while offline').toEqual([]);

    await context.setOffline(false);
    await expect(dialog.getByRole('heading', { name: 'Report Submitted Successfully!' })).toBeVisible();
    await expect(dialog.getByTestId('receipt')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(answered, 'sent once').toEqual([201]);
  });

  test('a large file on a slow link shows its progress, survives a dropped connection and arrives whole', async ({ page, context }) => {
    // About 256 KB/s up, with 150 ms of latency: a 1.5 MB file takes several seconds, a piece at a time.
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 512 * 1024, uploadThroughput: 256 * 1024 });
    const pieces: number[] = [];
    let dropped: number | null = null;
    await page.route('**/api/uploads/**', async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH') {
        const offset = Number(await request.headerValue('upload-offset'));
        pieces.push(offset);
        // The connection drops during the third piece.
        if (dropped === null && pieces.length === 3) {
          dropped = offset;
          return route.abort('connectionreset');
        }
      }
      return route.continue();
    });
    const evidence = Buffer.concat([minimalPdf(), Buffer.alloc(1536 * 1024, 7)]);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/corruption-reports/') reports.push(request.postData() ?? '');
    });

    await page.goto('/about');
    await expectPageHeading(page);
    await page.getByRole('button', { name: 'File/Report a complaint or corruption' }).click();
    await page.getByRole('link', { name: /Report corruption/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Corruption in Kenya' });
    await dialog.getByLabel('Type of incident').selectOption('procurement');
    await dialog.getByRole('textbox', { name: /Where did it happen/ }).fill('County procurement office, Kakamega');
    await dialog.getByLabel(/Date of the incident/).fill('2026-11-19');
    await dialog.getByRole('textbox', { name: /What happened/ }).fill('The tender was awarded before the bids were opened.');
    await dialog.getByRole('checkbox', { name: /Keep files exactly as they are/ }).check();
    await dialog.getByLabel('Evidence files').setInputFiles([{ name: 'tender-minutes.pdf', mimeType: 'application/pdf', buffer: evidence }]);
    await dialog.getByRole('button', { name: 'Submit Report' }).click();

    // Progress part of the way: the total and the file's own bar.
    const progress = dialog.getByRole('region', { name: 'Sending your files' });
    await expect(progress.getByRole('status')).toHaveText(/^[\d.]+ (KB|MB) of 1\.5 MB sent \(([1-9]|[1-9]\d)%\)$/);
    await expect(progress.getByRole('progressbar', { name: 'tender-minutes.pdf' })).toBeVisible();
    await expect(progress.getByRole('button', { name: 'Stop sending' })).toBeVisible();

    await expect(dialog.getByRole('heading', { name: 'Report Submitted Successfully!' })).toBeVisible({ timeout: 30_000 });
    const receipt = (await dialog.getByTestId('receipt').textContent())!.trim();
    // The dropped piece was sent again from where the server's copy stopped, not from the start.
    expect(dropped).not.toBeNull();
    expect(pieces.filter((offset) => offset === dropped)).toHaveLength(2);
    expect(pieces.filter((offset) => offset === 0)).toHaveLength(1);
    // The report names its upload with the file's SHA-256, which the server checked against the bytes it took.
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(`"digest":"${createHash('sha256').update(evidence).digest('hex')}"`);

    // The evidence kept with the report is the whole file.
    const followUp = await page.request.post('/api/reports/follow-up/', { data: { receipt } });
    expect(followUp.status()).toBe(200);
    expect((await followUp.json()).data.files).toEqual([{ name: 'tender-minutes.pdf', sizeBytes: evidence.length, addedBy: 'reporter' }]);
  });

  test('the desk handles a report: evidence downloaded, status and reason set, a reply sent, referred to the EACC; the reporter sees it all', async ({
    page,
    context,
    browser,
  }) => {
    const marker = `Desk drill ${Date.now()}: the officer demanded a fee for a free permit.`;
    // The place is in the desk's list, opened with the officer's key (the report's texts are encrypted).
    const place = `Permit office ${Date.now()}, Nakuru`;
    const receipt = await fileAnonymousReport(page, context, marker, place);

    const deskContext = await browser.newContext();
    try {
      const officer = await deskContext.newPage();
      await acceptEssentialCookies(officer);
      await signInAsDeskOfficer(officer, mailbox);
      await officer.goto('/desk');
      await officer.getByLabel('Type').selectOption('corruption');
      await officer.getByRole('button', { name: 'Apply filters' }).click();
      await expectNoSeriousViolations(officer);
      await officer.getByRole('link', { name: `Corruption report: bribery at ${place}` }).click();
      await expect(officer.getByText(marker)).toBeVisible();
      await expectNoSeriousViolations(officer);

      const [download] = await Promise.all([officer.waitForEvent('download'), officer.getByRole('link', { name: /Download letter\.pdf/ }).click()]);
      expect(download.suggestedFilename()).toBe('letter.pdf');

      await officer.getByLabel('New status').selectOption('under_review');
      await officer.getByLabel('Reason (shown to the reporter)').fill('We are checking the permit records you described.');
      await officer.getByRole('button', { name: 'Change status' }).click();
      await expect(officer.getByText('Status changed.')).toBeVisible();
      await officer.getByRole('textbox', { name: 'Reply to the reporter' }).fill('Thank you. Which day did this happen?');
      await officer.getByRole('button', { name: 'Send reply' }).click();
      await expect(officer.getByText('Reply sent.')).toBeVisible();

      // Referred to the body that can act on it: a bribe is for the EACC first.
      await officer.getByLabel('New status').selectOption('referred');
      await expect(officer.getByLabel(/^Referred to/)).toHaveValue('eacc');
      await officer.getByLabel('Reason (shown to the reporter)').fill('The EACC investigates officers who ask for bribes.');
      await officer.getByRole('button', { name: 'Change status' }).click();
      await expect(officer.getByRole('link', { name: 'EACC’s website' }).first()).toBeVisible();
    } finally {
      await deskContext.close();
    }

    await page.goto('/report/follow-up');
    await page.getByRole('textbox', { name: /Receipt code/ }).fill(receipt);
    await page.getByRole('button', { name: 'Find my report' }).click();
    await expect(page.getByRole('heading', { name: 'Status: Referred' })).toBeVisible();
    await expect(page.getByText('We are checking the permit records you described.')).toBeVisible();
    await expect(page.getByText('Thank you. Which day did this happen?')).toBeVisible();
    await expect(page.getByText('Your report was referred to the Ethics and Anti-Corruption Commission (EACC).')).toBeVisible();
    await expect(page.getByText('The EACC investigates officers who ask for bribes.')).toBeVisible();
  });

  test('an administrator makes a new recovery key on the Case keys page; the encrypted report and its evidence still open on the desk and by receipt', async ({
    page,
    context,
    browser,
  }) => {
    const marker = `Rotation drill ${Date.now()}: a fee was asked for a free birth certificate.`;
    const place = `Civil registry ${Date.now()}, Kisumu`;
    const receipt = await fileAnonymousReport(page, context, marker, place);

    const adminContext = await browser.newContext({ acceptDownloads: true });
    try {
      const officer = await adminContext.newPage();
      await acceptEssentialCookies(officer);
      // The desk officer holds every role: an administrator's and a case handler's.
      await signInAsDeskOfficer(officer, mailbox);
      await officer.goto('/console/keys');
      await expect(officer.getByRole('heading', { level: 1, name: 'Case keys' })).toBeVisible();
      const fingerprint = officer.getByTestId('recovery-fingerprint');
      const before = (await fingerprint.textContent())!.trim();
      expect(before).toMatch(/^[0-9a-f]{4}( [0-9a-f]{4}){7}$/);
      await expectNoSeriousViolations(officer);

      await officer.getByRole('button', { name: 'Make a new recovery key' }).click();
      await officer.getByRole('button', { name: 'Yes, make a new recovery key' }).click();
      await expect(officer.getByText(/^A new recovery key was made and \d+ cases? (was|were) re-wrapped for it\./)).toBeVisible();
      await expect(fingerprint).not.toHaveText(before);
      // The new key waits on the server, to be downloaded and kept offline.
      const [download] = await Promise.all([officer.waitForEvent('download'), officer.getByRole('link', { name: 'Download the recovery key' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^uwazi-hub-recovery-key-[0-9a-f]{4}\.txt$/);

      await officer.goto('/desk');
      await officer.getByRole('link', { name: `Corruption report: bribery at ${place}` }).click();
      await expect(officer.getByText(marker)).toBeVisible();
      const [evidence] = await Promise.all([officer.waitForEvent('download'), officer.getByRole('link', { name: /Download letter\.pdf/ }).click()]);
      expect(evidence.suggestedFilename()).toBe('letter.pdf');
    } finally {
      await adminContext.close();
    }

    await page.goto('/report/follow-up');
    await page.getByRole('textbox', { name: /Receipt code/ }).fill(receipt);
    await page.getByRole('button', { name: 'Find my report' }).click();
    await expect(page.getByRole('heading', { name: 'Status: Received' })).toBeVisible();
  });

  test('a complaint through three steps ends with its reference number, and the case appears on the desk', async ({ page, browser }) => {
    await page.goto('/complaints');
    await expectPageHeading(page);
    await page.getByLabel('Category').selectOption('misconduct');
    await page.getByLabel('County').selectOption('047');
    await page.getByRole('textbox', { name: /Institution/ }).fill('Nairobi County Revenue Office');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Complaint Details' })).toBeVisible();
    await page.getByRole('textbox', { name: /Complaint details/ }).fill('An officer refused to issue my business permit without a payment.');
    await page.getByLabel(/Date of incident/).fill('2026-11-10');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Contact Info' })).toBeVisible();
    await page.getByRole('textbox', { name: /Full name/ }).fill('Achieng Odhiambo');
    const complainant = `achieng+${Date.now()}@example.ke`;
    await page.getByRole('textbox', { name: /E-mail/ }).fill(complainant);
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+254 711 000 000');
    await page.getByRole('checkbox', { name: /I declare/ }).check();
    await page.getByRole('button', { name: 'Submit Complaint' }).click();

    await expect(page.getByRole('heading', { name: 'Complaint Submitted' })).toBeVisible();
    await expect(page.getByTestId('complaint-reference')).toHaveText(/^UH-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(page.getByText('Your complaint has been received. We will contact you within 48 hours.').first()).toBeVisible();
    const reference = (await page.getByTestId('complaint-reference').textContent())!.trim();
    const acknowledgement = await mailbox.waitFor(complainant, /./);
    expect(acknowledgement.text).toContain(reference);

    // The complainant follows it up with the reference and the address given with it; a wrong address finds nothing.
    await page.goto('/complaints/track');
    await expectPageHeading(page);
    await page.getByRole('textbox', { name: /^Reference number/ }).fill(reference.toLowerCase());
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill('someone.else@example.ke');
    await page.getByRole('button', { name: 'Find my complaint' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Reference number/ })).toHaveValue(reference.toLowerCase());
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill(complainant);
    await page.getByRole('button', { name: 'Find my complaint' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`Complaint ${reference}`) })).toBeVisible();

    const deskContext = await browser.newContext();
    try {
      const officer = await deskContext.newPage();
      await acceptEssentialCookies(officer);
      await signInAsDeskOfficer(officer, mailbox);
      await officer.goto('/desk');
      await officer.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(reference);
      await officer.getByRole('button', { name: 'Apply filters' }).click();
      await expect(officer.getByText('1 case', { exact: true })).toBeVisible();
      await expect(officer.getByRole('link', { name: /Nairobi County Revenue Office/ })).toBeVisible();
    } finally {
      await deskContext.close();
    }
  });

  test('the whistleblower page comes without its report form, which is fetched when asked for and opens with focus in it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/remotes/mfe-reporting/')) scripts.push(request.url());
    });
    await page.goto('/whistleblower');
    await expectPageHeading(page);
    await page.waitForLoadState('networkidle');
    const withThePage = scripts.length;
    await page.getByRole('button', { name: 'Report corruption now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Report Corruption in Kenya' });
    await expect(dialog).toBeVisible();
    // The form's code came now, not with the page.
    expect(scripts.length).toBeGreaterThan(withThePage);
    await expect(dialog.locator(':focus')).toHaveCount(1);
  });

  test('the complaint form comes without its validation rules, which are fetched when the reader moves into it and then check each step', async ({ page }) => {
    const rules: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/remotes\/mfe-reporting\/[^/]+\/form-schemas\./.test(request.url())) rules.push(request.url());
    });
    await page.goto('/complaints');
    await expectPageHeading(page);
    await page.waitForLoadState('networkidle');
    expect(rules).toEqual([]);
    await page.getByLabel('Category').focus();
    await expect.poll(() => rules.length).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please choose a category')).toBeVisible();
    await expect(page.getByText('Please choose a county')).toBeVisible();
  });

  test('the tracking page, which asks the API nothing as it starts, comes without the API client; sending its form fetches it and gets the answer', async ({ page }) => {
    const client: string[] = [];
    page.on('request', (request) => {
      if (/\/api-client\.[0-9a-f]+\.js$/.test(request.url())) client.push(request.url());
    });
    await page.goto('/complaints/track');
    await expectPageHeading(page);
    await page.waitForLoadState('networkidle');
    expect(client).toEqual([]);
    await page.getByRole('textbox', { name: /^Reference number/ }).fill('UH-2026-ABCD-EFGH');
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill('nobody@example.ke');
    await page.getByRole('button', { name: 'Find my complaint' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(client).toHaveLength(1);
  });

  test('the complaint page names ahead every script it needs to show its form, so none waits for another to run first', async ({ page }) => {
    await acceptEssentialCookies(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const answer = await page.goto('/complaints');
    const named = [...(await answer!.text()).matchAll(/<link rel="preload" href="([^"]+)"[^>]* as="script"/g)].map((match) => match[1]!);
    await expect(page.getByLabel('Category')).toBeVisible();
    // Besides main.js (the page's own script tag), two scripts come on purpose once the page runs: the texts of
    // validation messages, which the first field fetches, and the worker that readies the dates' formats when the
    // page is idle (named by its content alone).
    const onPurpose = /\/(main\.[0-9a-f]+|validation\.[0-9a-f]+|[0-9a-f]{20})\.js$/;
    const shown = [...requested];
    expect(shown.filter((script) => !named.includes(script) && !onPurpose.test(script))).toEqual([]);
    expect(shown.some((script) => /\/remotes\/mfe-reporting\/[^/]+\/page-Complaints\./.test(script))).toBe(true);
  });

  for (const path of ['/complaints', '/whistleblower', '/report/follow-up']) {
    test(`axe-core: no serious or critical violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectPageHeading(page);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});
