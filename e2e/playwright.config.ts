import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_PORT } from './tests/mailbox';
import { DESK_OFFICER_EMAIL } from './tests/accountSteps';

const repoDir = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * End-to-end tests of the composed site in Chromium, started exactly as the README starts it
 * (`npm start`: one process on :8080 with the embedded database).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:8080',
    trace: 'retain-on-failure',
    // The site's service worker answers requests before Playwright's request routing sees them; the offline
    // tests allow it (tests/offline.spec.ts), the others test the network as it is.
    serviceWorkers: 'block',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: repoDir,
    url: 'http://localhost:8080/api/health/',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // The README's start uses the embedded database, even where the API tests were given a PostgreSQL.
    // Mail goes to a real SMTP server the account tests run on loopback (tests/mailbox.ts).
    // The desk tests sign in as a case handler made so by STAFF_EMAILS (see tests/accountSteps.ts).
    // Every browser of the run shares one address, so the per-address limit on release health reports (meant
    // for many phones behind one mobile network address) would drop the canary drill's reports.
    env: {
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      STAFF_EMAILS: DESK_OFFICER_EMAIL,
      RELEASE_HEALTH_PER_MINUTE: '100000',
      // Likewise the hourly limit of reports per client (5): the reporting tests and their retries file more.
      REPORTS_PER_HOUR: '1000',
      SIGN_UPS_PER_CLIENT: '1000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
