// Browser tests: the built server on a fixed loopback port with a throwaway DATA_DIR, driven in
// Debian's Chromium when installed (no browser download here), else Playwright's own.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The first server plays a recorded world at once, moved to the present (tests/fixtures/replay):
// the same matches, results and prices on every run, whatever the machine's load.
const PORT = Number(process.env.E2E_PORT ?? 4391);
// The second: the simulator at ten times speed, for the tests whose scores, clocks, prices and
// trackers must move within seconds (tests/e2e/inplay-server.ts).
const FAST_PORT = Number(process.env.E2E_FAST_PORT ?? 4392);
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'live-score-e2e-'));
const fastDataDir =
  process.env.E2E_FAST_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'live-score-e2e-fast-'));
// Workers load this file again and inherit the environment: they must see the servers' DATA_DIR
// (tests run the admin CLI against it) and port, not make new ones.
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_FAST_DATA_DIR = fastDataDir;
process.env.E2E_PORT = String(PORT);
process.env.E2E_FAST_PORT = String(FAST_PORT);

const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // A fake community site the embedding tests serve through Playwright's router (http, as an
  // https host could not frame this http test server at all: mixed content).
  EMBED_ALLOWED_ORIGINS: 'http://community.localhost',
};

export default defineConfig({
  // `e2e` is npm test's; `a11y` is every route in every language and theme (npm run test:a11y);
  // `screens` writes screenshots to look at (npm run screens).
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    { name: 'a11y', testDir: 'tests/a11y' },
    { name: 'screens', testDir: 'tests/screens' },
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The embedding tests serve a fake community site through Playwright's router; Chromium
        // would treat it as a public page framing a loopback server and block it. In production
        // both sides are public, so the check has nothing to say about the product.
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
    // The pulsing connection dot and the trackers' loops keep a software-rendering browser drawing
    // 60 frames a second on two shared cores; the tests read states, not motion.
    reducedMotion: 'reduce',
    // Page routes and network counts must see every request: the service worker is registered
    // only where a test is about it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A trace films every test's page as it changes (a core's worth on this machine); ask for it
    // with E2E_TRACE=1 when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  // Playwright starts the servers first, then waits here until the recorded world is stored.
  globalSetup: './tests/e2e/recorded-world.ts',
  webServer: [
    {
      command: 'node dist/main.mjs',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        FEED: 'replay',
        REPLAY_FILE: 'tests/fixtures/replay/world.jsonl.gz',
        REPLAY_SPEED: '0',
        REPLAY_SHIFT: 'now',
      },
    },
    {
      command: 'node dist/main.mjs',
      url: `http://127.0.0.1:${FAST_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Live play only: its tests read matches in play, and a back-fill would take a core from
      // the first minute and a half of the run.
      env: {
        ...serverEnv,
        PORT: String(FAST_PORT),
        DATA_DIR: fastDataDir,
        SIM_SPEED: '10',
        SIM_HISTORY: 'off',
      },
    },
  ],
});
