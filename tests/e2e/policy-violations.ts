/**
 * @module e2e/policy-violations
 * The page's Content-Security-Policy refusals as the browser reports them, recorded from before
 * the page's first script, so that a test can say which script or handler the policy stopped.
 */
import type { Page } from '@playwright/test';

/** Starts recording the policy's refusals in every document `page` loads from now on. */
export async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { policyViolations?: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

/** The refusals recorded in the page's current document. */
export const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as { policyViolations?: string[] }).policyViolations ?? []);
