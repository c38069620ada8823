/**
 * Every route of the budget table in Korean, English and Japanese, light and dark: axe-core
 * finds no serious or critical WCAG 2.1 A or AA violation. `npm test` checks each route once in
 * the default language and theme (route-budgets.spec.ts); this grid is `npm run test:a11y`.
 */
import { expect, test } from '@playwright/test';
import { ROUTE_BUDGETS } from '../budgets/route-budgets';
import { SERIOUS, axeViolations } from '../e2e/axe-check';
import { routeIds, routePath, type RouteIds } from '../e2e/route-ids';

const LANGS = ['kr', 'en', 'jp'] as const;
const THEMES = ['theme-1', 'theme-2'] as const;

let ids: RouteIds = { matchId: 0, resultId: 0 };
test.beforeAll(async ({ request }) => {
  test.setTimeout(100_000);
  ids = await routeIds(request);
});

for (const budget of ROUTE_BUDGETS) {
  test(`${budget.name} (${budget.path}): no serious axe violation in any language or theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const lang of LANGS) {
      for (const theme of THEMES) {
        const path = routePath(budget.path, ids);
        const sep = path.includes('?') ? '&' : '?';
        await page.goto(`${path}${sep}lang=${lang}&theme=${theme}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        for (const v of await axeViolations(page, SERIOUS)) found.push(`${lang} ${theme}: ${v}`);
      }
    }
    expect(found).toEqual([]);
  });
}
