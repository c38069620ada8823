/**
 * The quick Lighthouse check of `npm test`: the in-play screen, the page most
 * visitors land on, against the browser tests' server. Accessibility, best practices and SEO do
 * not depend on the machine's load and must reach 95 here, and the layout must not shift; the
 * performance score does (simulated throttling scales what a busy core shows), so it is recorded
 * here and held to its budget by `npm run bench:lighthouse` on a quiet machine, every main route.
 * Writes bench-results/lighthouse-quick.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { auditRecorded, launchChromium } from '../lighthouse/audit';

test.describe.configure({ timeout: 60_000 });

test('Lighthouse on the in-play screen: accessibility, best practices and SEO ≥ 95, CLS ≤ 0.1', async ({
  baseURL,
}) => {
  const chrome = await launchChromium();
  try {
    // A run whose trace Lighthouse failed to record scores nothing (performance 0): made again.
    const { audit, notRecorded } = await auditRecorded(`${baseURL}/`, chrome.port);
    const dir = path.join(process.cwd(), 'bench-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'lighthouse-quick.json'),
      `${JSON.stringify({ benchmark: 'lighthouse-quick', date: new Date().toISOString(), path: '/', ...audit, ...(notRecorded.length > 0 ? { notRecorded } : {}) }, null, 2)}\n`,
    );
    const failing = audit.failing.join(', ');
    expect(audit.scores.accessibility, failing).toBeGreaterThanOrEqual(95);
    expect(audit.scores['best-practices'], failing).toBeGreaterThanOrEqual(95);
    expect(audit.scores.seo, failing).toBeGreaterThanOrEqual(95);
    expect(audit.cumulativeLayoutShift).toBeLessThanOrEqual(0.1);
    expect(audit.scores.performance, audit.error).toBeGreaterThan(0);
  } finally {
    chrome.kill();
  }
});
