// Browser tests: the built server on a fixed loopback port with a throwaway DATA_DIR, driven in
// Debian's Chromium when installed (no browser download here), else Playwright's own.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4391);
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'live-score-e2e-'));
// Workers load this file again and inherit the environment: they must see the server's DATA_DIR
// (tests run the admin CLI against it), not make a new one.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
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
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node dist/main.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A fake community site the embedding tests serve through Playwright's router (http, as an
      // https host could not frame this http test server at all: mixed content).
      EMBED_ALLOWED_ORIGINS: 'http://community.localhost',
    },
  },
});
