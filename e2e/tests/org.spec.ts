import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ORG_PATHS, acceptEssentialCookies, expectPageHeading } from './site';

test.describe('the organisation section', () => {
  test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

  test('every page of the section renders in the composed site', async ({ page }) => {
    for (const path of ORG_PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectPageHeading(page);
    }
    await page.goto('/partnerships');
    await expect(page).toHaveURL(/\/patnerships$/);
    await expectPageHeading(page);
  });

  test('leadership: search, filter, and a member modal that closes on Escape', async ({ page }) => {
    await page.goto('/our-team');
    const search = page.getByRole('searchbox', { name: 'Search team members' });
    await expect(page.getByText(/Showing \d+ of \d+ team members/)).toBeVisible();
    await search.fill('zzzz-nobody');
    await expect(page.getByText('No team members found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(search).toHaveValue('');
    await page.getByLabel('Department').selectOption('engineering');
    const first = page.locator('article').getByRole('button').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Contact details')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('contact: the spec texts for each bad field, the draft kept, then "Form submitted successfully!"', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await page.getByRole('tab', { name: /Ohio/ }).click();
    await expect(page.getByRole('tabpanel')).toContainText('9:00 AM-5:30 PM');
    const send = form.getByRole('button', { name: 'Send message' });
    // The honeypot field is hidden from people and assistive technology alike.
    await expect(form.getByRole('textbox', { name: /Leave this field empty/ })).toHaveCount(0);
    await expect(form.locator('input[name="website"]')).not.toBeInViewport();
    await send.click();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await expect(form.getByText('Email is required.')).toBeVisible();
    await expect(form.getByText('Message is required.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Name' }).fill('Mercy Chebet');
    await form.getByRole('textbox', { name: 'Email' }).fill('mercy@');
    await form.getByRole('textbox', { name: 'Message' }).fill('Where can I see the ward development fund for Kapseret?');
    await send.click();
    await expect(form.getByText('Invalid email address.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Where can I see the ward development fund for Kapseret?');
    await form.getByRole('textbox', { name: 'Email' }).fill('mercy@example.org');
    await send.click();
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  test('publications: filter by category, clear it, and download a resource file', async ({ page }) => {
    await page.goto('/resources/publications');
    const policy = page.getByRole('button', { name: /policy/i });
    await policy.click();
    await expect(policy).toHaveAttribute('aria-pressed', 'true');
    await policy.click();
    await expect(policy).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('no such resource anywhere');
    await expect(page.getByText('No resources found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    const link = page.getByRole('link', { name: /Download Resource/ }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
  });

  test('FAQ: search narrows the questions and an answer opens', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('receipt');
    await expect(page.getByText(/\d+ of \d+ questions shown/)).toBeVisible();
    const question = page
      .getByRole('main')
      .getByRole('button', { name: /receipt/i })
      .first();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});
