/**
 * axe-core in the browser tests: WCAG 2.1 A and AA rules on the page as it
 * stands, each violation named with up to three of its elements.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The violations found on the page: every one, or with `impacts` only those of the impacts
 * given (the browser tests allow no serious or critical one).
 */
export async function axeViolations(
  page: Page,
  impacts?: readonly ('minor' | 'moderate' | 'serious' | 'critical')[],
): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((v) => !impacts || (v.impact != null && impacts.includes(v.impact)))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

export const SERIOUS = ['serious', 'critical'] as const;
