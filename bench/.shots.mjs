import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const routes = [['/counties', 'counties'], ['/counties/county/032', 'county'], ['/counties/county/099', 'nocounty'], ['/resources/workshop/no-such', 'noworkshop'], ['/workshops', 'workshops'], ['/whistleblower', 'whistle'], ['/community/expert-qa', 'expert'], ['/projects/browser?project=sample-001', 'modal'], ['/projects?county=abc&category=nonsense', 'badfilter'], ['/faq', 'faq']];
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'essential_only'));
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const [route, name] of routes) {
    const response = await page.goto('http://localhost:8080' + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    const h1 = await page.locator('h1').first().textContent().catch(() => '?');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(width, route, response.status(), JSON.stringify(h1), overflow ? 'OVERFLOW' : '', page.url().replace('http://localhost:8080', ''));
    await page.screenshot({ path: `/tmp/probe/${name}-${width}.png` });
  }
  console.log('console errors:', errors.slice(0, 5));
  await page.close();
}
await browser.close();
