import { expect, test } from '@playwright/test';
import { acceptEssentialCookies, expectPageHeading } from './site';
import { E2E_SMTP_PORT, startMailbox, tokenFrom } from './mailbox';

test.describe('the shell', () => {
  test('home paints its hero without fetching any remote, the API client or the signed-in parts', async ({ page }) => {
    const remoteRequests: string[] = [];
    const onDemand: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/')) remoteRequests.push(request.url());
      if (/\/(api-client|signed-in)\.[0-9a-f]+\.js$/.test(request.url())) onDemand.push(new URL(request.url()).pathname.split('/').pop()!.split('.')[0]!);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Empowering Citizens, Demanding Accountability!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join us today' })).toHaveAttribute('href', '/auth/signup');
    await expect(page.getByRole('link', { name: 'Who we are', exact: true })).toHaveAttribute('href', '/who-we-are');
    await expect(page.getByRole('heading', { name: 'Get Started Today' })).toBeVisible();
    for (const claim of ['98%', '100%', '24/7']) await expect(page.getByText(claim, { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
    expect(onDemand).toEqual([]);
    // A section's page loads the API client (once: its page names it, and the first call finds it there).
    await page.goto('/counties');
    await expect(page.getByRole('link', { name: 'Nakuru', exact: true })).toBeVisible();
    expect(onDemand).toEqual(['api-client']);
  });

  test('the main navigation opens a group and leads to its page', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Who We Are' }).click();
    await nav.getByRole('link', { name: 'Core Values' }).click();
    await expect(page).toHaveURL(/\/core-values$/);
    await expectPageHeading(page);
    await nav.getByRole('button', { name: 'Media' }).click();
    await expect(nav.getByRole('link', { name: 'Publications' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Publications' })).toBeHidden();
  });

  test('the search toggle ignores an empty term and searches a trimmed one', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto('/who-we-are');
    await page.getByRole('button', { name: 'Search' }).first().click();
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/who-we-are$/);
    await box.fill('  county budget ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?q=county%20budget$/);
  });

  test('an unknown address shows a real 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empowering Citizens, Demanding Accountability!' })).toBeVisible();
  });

  test('the cookie banner stays until a choice is stored, and the choice is remembered', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    // The page's scripts have run (the header's buttons, disabled in the page as sent, work), so the choice is
    // made without a reload.
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
    await banner.getByRole('button', { name: 'Accept all cookies' }).click();
    await expect(banner).toContainText('You accepted all cookies.');
    await banner.getByRole('button', { name: 'Hide this message' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('all_cookies');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('all_cookies');
    // The server knows the choice: the next page comes without the notice, before any script runs.
    const next = await page.request.get('/counties', { headers: { accept: 'text/html' } });
    expect(await next.text()).not.toContain('Cookies on this site');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  });

  test.describe('before the page’s scripts run', () => {
    test.use({ javaScriptEnabled: false });

    test('the cookie notice is in the page itself, and a choice made with it is kept', async ({ page, context }) => {
      await page.goto('/counties');
      const notice = page.getByRole('region', { name: 'Cookies on this site' });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
      await notice.getByRole('button', { name: 'Essential only' }).click();
      await expect(page).toHaveURL(/\/counties$/);
      await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
      expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('essential_only');
    });

    test('the home page is in the page itself, its hero picture and links included; other pages do not carry it', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Empowering Citizens, Demanding Accountability!' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Join us today' })).toHaveAttribute('href', '/auth/signup');
      await expect(page.getByRole('link', { name: 'Uwazi Hub — home' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What you can do here' })).toBeVisible();
      // The hero's picture comes with the page's rules: nothing is asked for before it paints.
      const picture = await page.locator('#home-title').evaluate((title) => {
        const media = title.closest('section')!.querySelector('[aria-hidden="true"]')!;
        return getComputedStyle(media).backgroundImage;
      });
      expect(picture).toMatch(/^url\("data:image\/jpeg;base64,/);
      await page.goto('/who-we-are');
      await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Empowering Citizens, Demanding Accountability!' })).toHaveCount(0);
    });

    test('a section’s page its build rendered is in the page itself, in the header’s frame; a page with a form without its fields', async ({ page }) => {
      await page.goto('/who-we-are');
      await expect(page.getByRole('link', { name: 'Uwazi Hub — home' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
      await expect(page.getByText(/founded in 2022/).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'See how you can get involved' })).toHaveAttribute('href', '/volunteer');
      // Its rules came with it: the header band has its tinted background, not the browser's default.
      const band = await page.getByRole('heading', { level: 1, name: 'Who We Are' }).evaluate((h1) => getComputedStyle(h1.closest('header')!).backgroundColor);
      expect(band).not.toBe('rgba(0, 0, 0, 0)');
      await page.goto('/govspend');
      await expect(page.getByRole('heading', { level: 1, name: 'Government Spending' })).toBeVisible();
      // Pages whose lists load once the scripts run (the workshops page's subscription form comes with them).
      await page.goto('/counties');
      await expect(page.getByRole('heading', { level: 1, name: 'Counties' })).toBeVisible();
      await page.goto('/workshops');
      await expect(page.getByRole('heading', { level: 1, name: 'Workshops and Training' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Ongoing' })).toBeVisible();
      await expect(page.locator('main').getByRole('textbox')).toHaveCount(0);
      // The forum is sent so to signed-out visitors only: it says at once that reading it needs an account.
      await page.goto('/community/forum-discussion');
      await expect(page.getByRole('heading', { level: 1, name: 'Community Discussions' })).toBeVisible();
      await expect(page.getByText('Ask questions and share what you have seen')).toBeVisible();
      await expect(page.locator('main').getByRole('status')).toHaveText('Please log in to view discussions Sign in');
      await expect(page.locator('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?next=%2Fcommunity%2Fforum-discussion');
      // The complaint form's fields come with the scripts: text typed before would be lost when they replace the
      // markup. The rest of the page is there, and says where the form will be.
      await page.goto('/complaints');
      await expect(page.getByRole('heading', { level: 1, name: 'File a Complaint' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 3: Basic Info' })).toBeVisible();
      await expect(page.getByText('Loading the form…')).toBeVisible();
      await expect(page.locator('main').locator('input, select, textarea')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Report corruption instead' })).toBeDisabled();
      // Signing in and the project lists: the heading and what the page is for, the form or the filters to come.
      await page.goto('/auth/signin');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByText('Loading the form…')).toBeVisible();
      await expect(page.locator('main').locator('input, select, textarea, button')).toHaveCount(0);
      await page.goto('/projects/browser');
      await expect(page.getByRole('heading', { level: 1, name: 'Government Projects' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading projects…');
      await expect(page.locator('main').locator('input, select, textarea')).toHaveCount(0); // The search page always has a query: what it shows ahead is the same whatever was searched for.
      await page.goto('/search-results?q=water');
      await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
      await expect(page.getByText('Loading the search box…')).toBeVisible();
      await expect(page.locator('main').getByRole('status')).toHaveText('Searching…');
      await expect(page.locator('main').locator('input, select, textarea')).toHaveCount(0);
    });
  });

  test('a section’s page sent in the page stays on screen until the section renders it: no spinner in between', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { spinner: false, headingLost: false, painted: false };
      (window as unknown as { firstPaintSeen: typeof seen }).firstPaintSeen = seen;
      new MutationObserver(() => {
        const main = document.getElementById('main');
        if (!main) return;
        if (main.querySelector('[role="status"]')) seen.spinner = true;
        // From the moment the page's heading has painted (the parser may still be writing main before that).
        if (main.querySelector('h1')) seen.painted = true;
        else if (seen.painted) seen.headingLost = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/who-we-are');
    // The section has rendered the page itself: the element it came in is gone, and the page works.
    await expect(page.locator('#first-paint-page')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search' }).first()).toBeEnabled();
    const seen = await page.evaluate(() => (window as unknown as { firstPaintSeen: Record<string, boolean> }).firstPaintSeen);
    expect(seen).toEqual({ spinner: false, headingLost: false, painted: true });
    // Leaving and coming back is an ordinary navigation, which never shows the page the tab came in with.
    await page.getByRole('link', { name: 'See how you can get involved' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteer' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
    await expect(page.locator('#first-paint-page')).toHaveCount(0);
  });

  test('a page readable as sent asks for its scripts only once it is on screen, and works once they have run', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    for (const [url, heading, ready] of [
      ['/', 'Empowering Citizens, Demanding Accountability!', page.getByRole('button', { name: 'Search' }).first()],
      ['/complaints', 'File a Complaint', page.getByRole('combobox', { name: /Category/ })],
      ['/who-we-are', 'Who We Are', page.getByRole('link', { name: 'See how you can get involved' })],
    ] as const) {
      await page.goto(url);
      // The scripts have run: the shell has put its own render in place of the page as sent.
      await expect(page.locator('#first-paint-frame')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(ready).toBeEnabled();
      const timing = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts.length, url).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts), `${url}: the first script was asked for after the first paint`).toBeGreaterThanOrEqual(timing.painted);
    }
    // And the page works: its links lead on without a reload.
    await page.getByRole('link', { name: 'See how you can get involved' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteer' })).toBeVisible();
    expect(refused).toEqual([]);
  });
  test('every script of the shell and of the section asks to be compiled as it arrives, not on the main thread when first called', async ({ page }) => {
    const scripts: Array<Promise<{ path: string; firstLine: string }>> = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      // The released chunks and a section's entry (the language worker is a file copied as it is, not a chunk).
      if (response.request().resourceType() === 'script' && /^\/(shell|remotes)\/.+(\.[0-9a-f]{10}|\/remoteEntry)\.js$/.test(path))
        scripts.push(response.text().then((text) => ({ path, firstLine: text.slice(0, text.indexOf('\n')) })));
    });
    await page.goto('/counties');
    await expect(page.getByRole('link', { name: 'Nakuru', exact: true })).toBeVisible({ timeout: 20_000 });
    const loaded = await Promise.all(scripts);
    expect(loaded.filter(({ path }) => path.startsWith('/shell/')).length, 'the shell’s scripts').toBeGreaterThan(3);
    expect(loaded.filter(({ path }) => path.startsWith('/remotes/mfe-governance/')).length, 'the section’s scripts').toBeGreaterThan(1);
    expect(loaded.filter(({ firstLine }) => firstLine !== '//# allFunctionsCalledOnLoad').map(({ path }) => path)).toEqual([]);
  });

  test('the page language’s formats are loaded by a worker from the shell’s release, allowed by the page’s policy', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const worker = page.waitForEvent('worker');
    await page.goto('/workshops');
    expect(new URL((await worker).url()).pathname).toMatch(/^\/shell\/[^/]+\/[0-9a-f]+\.js$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Workshops and Training' })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('a phone offline when the footer comes into view keeps its page; the newsletter form comes once it is back online', async ({ page, context }) => {
    await acceptEssentialCookies(page);
    await page.goto('/who-we-are');
    await expectPageHeading(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('form', { name: 'Stay informed' })).toBeVisible();
  });

  test('the footer newsletter validates with the spec texts, keeps the draft, then subscribes once the mailed link is opened', async ({ page }) => {
    // The subscription is confirmed from the e-mail, so this test receives the site's mail while it runs.
    const mailbox = await startMailbox(E2E_SMTP_PORT);
    try {
      await acceptEssentialCookies(page);
      await page.goto('/');
      // The form is fetched as the footer comes near the screen.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'Stay informed' });
      const email = form.getByLabel('Email address');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Email is required.')).toBeVisible();
      await email.fill('amina@');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
      await expect(email).toHaveValue('amina@');
      const address = `amina.${Date.now()}@example.org`;
      await email.fill(address);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toContainText('check your inbox and open the link we sent to confirm your subscription');
      await expect(email).toHaveValue('');

      const mail = await mailbox.waitFor(address, /^Confirm your subscription to the Uwazi Hub newsletter$/);
      await page.goto(`/newsletter/confirm?token=${encodeURIComponent(tokenFrom(mail, '/newsletter/confirm'))}`);
      await expect(page.getByText('Your subscription to the Uwazi Hub newsletter is confirmed. Thank you!')).toBeVisible();

      // The unsubscribe link in the same mail works.
      await page.goto(`/newsletter/unsubscribe?token=${encodeURIComponent(tokenFrom(mail, '/newsletter/unsubscribe'))}`);
      await page.getByRole('button', { name: 'Unsubscribe this address' }).click();
      await expect(page.getByText('You are unsubscribed from the Uwazi Hub newsletter. We will not write to this address again.')).toBeVisible();
    } finally {
      await mailbox.close();
    }
  });

  test('the report action offers both: the report form over the current page, or the complaint form', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto('/faq');
    const action = page.getByRole('button', { name: 'File/Report a complaint or corruption' });
    await action.click();
    await page.getByRole('link', { name: /File a complaint/ }).click();
    await expect(page).toHaveURL(/\/complaints$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/faq');
    await action.click();
    await page.getByRole('link', { name: /Report corruption/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Corruption in Kenya' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
    // Escape once the dialog holds the focus: it takes the keyboard from then on.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('return-to-top appears after 200 px of scrolling and goes back up', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    // The home page's sections arrive after the load event; scroll once the page is long enough to.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(800);
    await page.mouse.wheel(0, 800);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
  });

  test('on a 375 px screen the full-screen menu mirrors the navigation', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    const group = (name: string) => menu.locator('summary').filter({ hasText: name });
    for (const name of ['Who We Are', 'Get Involved', 'Governance', 'Community', 'Media']) {
      await expect(group(name)).toBeVisible();
    }
    await group('Get Involved').click();
    await menu.getByRole('link', { name: 'Volunteer' }).click();
    await expect(page).toHaveURL(/\/volunteer$/);
    await expect(menu).toBeHidden();
    await expectPageHeading(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the page itself says the visitor is signed out: a Sign In link, no session check and no loading overlay', async ({ page }) => {
    await acceptEssentialCookies(page);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/user/') checks.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
    await expect(page.getByTestId('session-overlay')).toHaveCount(0);
    expect(checks).toEqual([]);
  });
});
