/**
 * Per-route weight budgets (issue 13 item 3): every route of `src/pages/` is in the budget
 * table, and each one, loaded in Chromium from the built server with the simulator, stays within
 * its first-load JavaScript, CSS and HTML budgets (gzip -9 of each same-origin body).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { gzipTotal, kb, measureRoute, type Resource } from '../budgets/measure-route';
import { ROUTE_BUDGETS } from '../budgets/route-budgets';

const PAGES = path.resolve(import.meta.dirname, '../../src/pages');

/** Every page file, relative to `src/pages/`. */
function pageFiles(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return /\.(astro|ts)$/.test(entry.name) ? [path.relative(PAGES, full)] : [];
  });
}

/** A match in play with prices, for the odds details pop-up. */
async function liveMatchId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/games/inplay?sportsId=1');
  const body = (await res.json()) as { data: { id: number }[] };
  const first = body.data[0];
  if (!first) throw new Error('the simulator has no soccer match in play');
  return first.id;
}

const heaviest = (list: readonly Resource[]): string =>
  [...list]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 3)
    .map((r) => `${r.url} ${kb(r.gzip)} KB`)
    .join(', ');

test('the budget table lists every page of src/pages', () => {
  const listed = new Set(ROUTE_BUDGETS.map((b) => b.page));
  expect(pageFiles().filter((file) => !listed.has(file))).toEqual([]);
});

let matchId = 0;
test.beforeAll(async ({ request }) => {
  matchId = await liveMatchId(request);
});

// One test per route: each has its own time limit, and a failure names the route.
for (const budget of ROUTE_BUDGETS) {
  test(`${budget.name} (${budget.path}) stays within its weight budgets`, async ({
    page,
    baseURL,
  }) => {
    const routePath = budget.path.replace('{matchId}', String(matchId));
    const weight = await measureRoute(page, baseURL!, routePath);
    const js = kb(gzipTotal(weight.scripts));
    const css = kb(gzipTotal(weight.styles));
    const where = `${budget.name} (${routePath})`;
    const over: string[] = [];
    if (js > budget.js)
      over.push(
        `${where}: JavaScript ${js} KB gzip > ${budget.js} KB; heaviest ${heaviest(weight.scripts)}`,
      );
    if (css > budget.css)
      over.push(
        `${where}: CSS ${css} KB gzip > ${budget.css} KB; heaviest ${heaviest(weight.styles)}`,
      );
    if (kb(weight.html.gzip) > budget.html.gzip)
      over.push(`${where}: HTML ${kb(weight.html.gzip)} KB gzip > ${budget.html.gzip} KB`);
    if (budget.html.raw !== undefined && kb(weight.html.raw) > budget.html.raw)
      over.push(`${where}: HTML ${kb(weight.html.raw)} KB raw > ${budget.html.raw} KB`);
    expect(over, over.join('\n')).toEqual([]);
  });
}
