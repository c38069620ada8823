/**
 * Lighthouse (the npm package) on Debian's Chromium with its default mobile profile and simulated
 * throttling, as the bench (tests/bench/lighthouse-pages.ts) and the quick check in the browser
 * tests (tests/e2e/lighthouse-quick.spec.ts) run it: the four categories as 0–100, LCP, CLS and
 * the audits that cost points, so a miss says what to fix.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  scores: Record<Category, number>;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  failing: string[];
  /** Why Lighthouse could not score the page (its runtime error, or a metric it could not read). */
  error?: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A headless Chromium for Lighthouse to drive; kill it when done. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Audits one address in the Chromium listening on `port`. */
export async function auditPage(url: string, port: number): Promise<PageAudit> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError } = run.lhr;
  const unread = Object.values(audits).find((a) => a.scoreDisplayMode === 'error');
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    firstContentfulPaintMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cumulativeLayoutShift:
      Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    ...(runtimeError
      ? { error: `${runtimeError.code}: ${runtimeError.message}` }
      : unread
        ? { error: `${unread.id}: ${unread.errorMessage ?? 'no value'}` }
        : {}),
  };
}

/**
 * Whether Lighthouse failed to record the page load's trace (NO_NAVSTART: "run Lighthouse
 * again"): such a run says nothing of the page, and on a busy machine it happens now and then.
 */
export const traceNotRecorded = (audit: PageAudit): boolean =>
  audit.error?.startsWith('NO_NAVSTART') ?? false;

/**
 * Audits one address, auditing again (up to `retries` times) a run whose trace was not
 * recorded; every such run's error is handed back with the audit that counts.
 */
export async function auditRecorded(
  url: string,
  port: number,
  retries = 2,
): Promise<{ audit: PageAudit; notRecorded: string[] }> {
  const notRecorded: string[] = [];
  for (;;) {
    const audit = await auditPage(url, port);
    if (!traceNotRecorded(audit) || notRecorded.length >= retries) return { audit, notRecorded };
    notRecorded.push(audit.error!);
  }
}
