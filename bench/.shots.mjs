import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const routes = [['/resources/workshop/no-such', 'noworkshop'], ['/projects?county=abc&category=nonsense&q=water', 'badfilter'], ['/projects?county=099', 'county099'], ['/counties?region=Atlantis&sort=weird', 'badregion'], ['/search-results?q=%25%25', 'searchpct'], ['/auth/signin', 'signin'], ['/complaints', 'complaints']];
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'essential_only'));
  for (const [route, name] of routes) {
    const response = await page.goto('http://localhost:8080' + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(700);
    const alert = await page.locator('[role=alert]').allTextContents();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(width, route, response.status(), overflow ? 'OVERFLOW' : '', '->', page.url().replace('http://localhost:8080', ''), alert.join(' | ').slice(0, 120));
    await page.screenshot({ path: `/tmp/probe/${name}-${width}.png` });
  }
  await page.close();
}
await browser.close();
