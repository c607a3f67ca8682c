import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT lets a second checkout's journeys run beside these ones (default 3100). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * With PostgreSQL and Redis (CI), a second server instance shares the first one's database and
 * Redis on the next port; journeys that need two instances use it and skip without it.
 */
export const E2E_SECOND_PORT =
  process.env.DATABASE_URL && process.env.REDIS_URL ? E2E_PORT + 1 : null;
const run = String(Date.now());

/** Journeys in Debian's Chromium against a server on a fresh data set (see e2e/serve.ts). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry: a journey that passes only on its second run is reported as flaky (the list
  // reporter says so, with the first run's trace) instead of failing the whole run; each flaky
  // journey is a defect to look into, in the test or in the product (decision 34).
  retries: 1,
  reporter: [['list']],
  // A journey runs beside another one, the server and its database on two cores; a page's axe
  // check alone takes seconds there. Sixty seconds is room for that, not for a hang.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      // Journeys tagged for one viewport run only there (they are not reported as skipped).
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'node e2e/serve.ts',
      url: `http://localhost:${E2E_PORT}/healthz`,
      env: { E2E_RUN: run },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(E2E_SECOND_PORT
      ? [
          {
            command: 'node e2e/serve.ts',
            url: `http://localhost:${E2E_SECOND_PORT}/healthz`,
            env: {
              E2E_RUN: run,
              E2E_PORT: String(E2E_SECOND_PORT),
              E2E_PRIMARY_PORT: String(E2E_PORT),
            },
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
