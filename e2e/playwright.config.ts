import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_PORT } from './tests/mailbox';
import { DESK_OFFICER_EMAIL } from './tests/accountSteps';

const repoDir = path.resolve(import.meta.dirname, '..');
const testDir = path.join(import.meta.dirname, 'tests');

/**
 * The run has three lanes. The release drills run the operator's commands on the live deploy folder, so they start
 * once every other test has ended. The specs that receive the site's mail each run the mailbox on one port
 * (E2E_SMTP_PORT), so they take turns in one lane; every other spec runs in a second lane beside it. Each lane is
 * one worker, and a spec is placed by what it does, so a new spec that starts the mailbox joins the mail lane.
 */
const DRILLS = ['releases.spec.ts', 'rollback.spec.ts'];
// Paths under tests/, in folders too: a spec no lane matched would not run at all.
const specs = readdirSync(testDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.spec.ts') && !DRILLS.includes(name));
const receivesMail = (name: string) => readFileSync(path.join(testDir, name), 'utf8').includes('startMailbox(');
const lane = (names: string[]) => names.map((name) => new RegExp(`/${name.replace(/\./g, '\\.')}$`));

/**
 * Debian's headless shell (package chromium-headless-shell) is Chromium's engine without the browser around it: the
 * same pages, scripts, service workers and network, in less CPU, which on two cores is most of this run's time.
 * The full browser serves where the shell is not installed.
 */
const chromium = process.env.CHROMIUM_PATH || ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));

/**
 * End-to-end tests of the composed site in Chromium, started exactly as the README starts it
 * (`npm start`: one process on :8080 with the embedded database).
 */
export default defineConfig({
  testDir,
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'mail', testMatch: lane(specs.filter(receivesMail)), workers: 1 },
    { name: 'pages', testMatch: lane(specs.filter((name) => !receivesMail(name))), workers: 1 },
    { name: 'drills', testMatch: lane(DRILLS), workers: 1, dependencies: ['mail', 'pages'] },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:8080',
    // A trace records every action's snapshots and the page's frames, which costs a fifth of the run's time. In CI
    // a failed test runs once more, traced, and that retry's trace is kept; locally there is no retry, so a failure
    // keeps the trace of its only run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
