import { defineConfig } from '@playwright/test';

// `npm run e2e` (scripts/e2e.mjs) starts the server and sets E2E_BASE_URL; Debian's Chromium is used because
// test tools cannot download browsers here.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080/';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  // 'last' runs after every other spec, alone: it publishes a required field into a form the others save.
  // 'task-type' publishes versions too (a staff-defined layout) and restores the one it found: it runs
  // after 'last', whose story counts the versions it publishes.
  projects: [
    { name: 'main', testIgnore: [/\.last\.spec\.ts$/, /task-type\.spec\.ts$/] },
    { name: 'last', testMatch: /\.last\.spec\.ts$/, dependencies: ['main'] },
    { name: 'task-type', testMatch: /task-type\.spec\.ts$/, dependencies: ['last'] },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    locale: 'sk-SK',
    timezoneId: 'Europe/Bratislava',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    video: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
