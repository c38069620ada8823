/**
 * Per-route weight budgets (issue 13 item 3): every route of `src/pages/` is in the budget
 * table, and each one, loaded in Chromium from the built server with the simulator, stays within
 * its first-load JavaScript, CSS and HTML budgets (gzip -9 of each same-origin body).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { gzipTotal, kb, measureRoute, type Resource } from '../budgets/measure-route';
import { panelOnlyChunks } from '../budgets/panel-chunks';
import { ROUTE_BUDGETS } from '../budgets/route-budgets';

const PAGES = path.resolve(import.meta.dirname, '../../src/pages');
const PANEL_CHUNKS = panelOnlyChunks(path.resolve(import.meta.dirname, '../../dist/client/_astro'));

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

/** A finished soccer match of the last week, for the result details page. */
async function finishedMatchId(request: APIRequestContext): Promise<number> {
  const day = (offset: number) =>
    new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/result/soccer?rows=1&date_from=${day(-6)}&date_to=${day(0)}`);
  const body = (await res.json()) as { data: { id: number }[] };
  const first = body.data[0];
  if (!first) throw new Error('the simulator has no finished soccer match yet');
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

/** Asks until the freshly started simulator has one (its world and history fill in at start). */
async function eventually(find: () => Promise<number>): Promise<number> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    try {
      return await find();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

let matchId = 0;
let resultId = 0;
test.beforeAll(async ({ request }) => {
  test.setTimeout(100_000);
  matchId = await eventually(() => liveMatchId(request));
  resultId = await eventually(() => finishedMatchId(request));
});

// One test per route: each has its own time limit, and a failure names the route.
for (const budget of ROUTE_BUDGETS) {
  test(`${budget.name} (${budget.path}) stays within its weight budgets`, async ({
    page,
    baseURL,
    browser,
  }) => {
    const routePath = budget.path
      .replace('{matchId}', String(matchId))
      .replace('{resultId}', String(resultId));
    const weight = await measureRoute(page, baseURL!, routePath);
    const lazy = budget.lazy;
    const isLazy = (r: Resource) => {
      const file = path.basename(r.url);
      return (
        lazy !== undefined &&
        ((lazy.panels === true && PANEL_CHUNKS.has(file)) ||
          (lazy.prefixes ?? []).some((p) => file.startsWith(p)))
      );
    };
    const scripts = weight.scripts.filter((r) => !isLazy(r));
    if (process.env.BUDGET_LIST)
      console.log(scripts.map((r) => `${path.basename(r.url)} ${kb(r.gzip)}`).join('\n'));
    const styles = weight.styles.filter((r) => !isLazy(r));
    const js = kb(gzipTotal(scripts));
    const css = kb(gzipTotal(styles));
    const where = `${budget.name} (${routePath})`;
    const over: string[] = [];
    if (js > budget.js)
      over.push(
        `${where}: JavaScript ${js} KB gzip > ${budget.js} KB; heaviest ${heaviest(scripts)}`,
      );
    if (lazy) {
      const late = [...weight.scripts, ...weight.styles].filter(isLazy);
      const names = lazy.panels ? 'match panel' : (lazy.prefixes ?? []).join(', ');
      if (!lazy.optional)
        expect(late.length, `${where}: the ${names} chunk loads`).toBeGreaterThan(0);
      console.log(`${where}: lazy ${kb(gzipTotal(late))} KB (${late.length} files)`);
      if (kb(gzipTotal(late)) > lazy.js)
        over.push(`${where}: ${names} ${kb(gzipTotal(late))} KB gzip > ${lazy.js} KB`);
    }
    if (budget.unshared) {
      // Measured in a context of its own (a warm cache would hide the chunks both load), and
      // twice when the first reading seems short: a load can reach network idle before its
      // islands have asked for their chunks.
      const shared = new Set<string>();
      const readShared = async () => {
        const context = await browser.newContext();
        const other = await measureRoute(await context.newPage(), baseURL!, budget.unshared!.path);
        await context.close();
        for (const r of other.scripts) shared.add(r.url);
      };
      await readShared();
      if (kb(gzipTotal(scripts.filter((r) => !shared.has(r.url)))) > budget.unshared.js)
        await readShared();
      const own = scripts.filter((r) => !shared.has(r.url));
      const unsharedKb = kb(gzipTotal(own));
      console.log(`${where}: ${unsharedKb} KB beyond ${budget.unshared.path}`);
      if (unsharedKb > budget.unshared.js)
        over.push(
          `${where}: ${unsharedKb} KB gzip beyond ${budget.unshared.path}'s chunks > ${budget.unshared.js} KB; heaviest ${heaviest(own)}`,
        );
    }
    console.log(
      `${where}: js ${js}, css ${css}, html ${kb(weight.html.gzip)} gzip / ${kb(weight.html.raw)} raw`,
    );
    if (css > budget.css)
      over.push(`${where}: CSS ${css} KB gzip > ${budget.css} KB; heaviest ${heaviest(styles)}`);
    if (kb(weight.html.gzip) > budget.html.gzip)
      over.push(`${where}: HTML ${kb(weight.html.gzip)} KB gzip > ${budget.html.gzip} KB`);
    if (budget.html.raw !== undefined && kb(weight.html.raw) > budget.html.raw)
      over.push(`${where}: HTML ${kb(weight.html.raw)} KB raw > ${budget.html.raw} KB`);
    expect(over, over.join('\n')).toEqual([]);
  });
}
