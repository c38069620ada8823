/**
 * Per-route weight budgets: every route of `src/pages/` is in the budget
 * table, and each one, loaded in Chromium from the built server with the recorded world, stays within
 * its first-load JavaScript, CSS and HTML budgets (gzip -9 of each same-origin body) and runs
 * its scripts with no refusal of the page's script policy; on one
 * route of each kind, axe finds no serious or critical violation.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gzipTotal, kb, measureRoute, type Resource } from '../budgets/measure-route';
import {
  apiClientChunks,
  panelOnlyChunks,
  panelOrLayoutChunks,
  staticClosure,
} from '../budgets/panel-chunks';
import { ROUTE_BUDGETS } from '../budgets/route-budgets';
import { SERIOUS, axeViolations } from './axe-check';
import { violations, watchViolations } from './policy-violations';
import { routeIds, routePath, type RouteIds } from './route-ids';

/**
 * The routes axe also checks here: the in-play screens, the odds pages, a form, a list and a
 * server-rendered page (axe takes 3–9 s a page on two cores; every route in three languages
 * and two themes is `npm run test:a11y`).
 */
const AXE_IN_NPM_TEST = new Set([
  'in-play screen',
  'in-play, all with odds',
  'odds details pop-up',
  'dropping odds',
  'login',
  'results list',
  'league details',
]);

const PAGES = path.resolve(import.meta.dirname, '../../src/pages');
const ASTRO_DIR = path.resolve(import.meta.dirname, '../../dist/client/_astro');
const PANEL_CHUNKS = panelOnlyChunks(ASTRO_DIR);
const PANEL_OR_LAYOUT_CHUNKS = panelOrLayoutChunks(ASTRO_DIR);
const API_CLIENT_CHUNKS = apiClientChunks(ASTRO_DIR);

/** Every page file, relative to `src/pages/`. */
function pageFiles(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return /\.(astro|ts)$/.test(entry.name) ? [path.relative(PAGES, full)] : [];
  });
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

let ids: RouteIds = { matchId: 0, resultId: 0 };
test.beforeAll(async ({ request }) => {
  ids = await routeIds(request);
});

// One test per route: each has its own time limit, and a failure names the route.
for (const budget of ROUTE_BUDGETS) {
  test(`${budget.name} (${budget.path}) stays within its weight budgets`, async ({
    page,
    baseURL,
    browser,
  }) => {
    const where = `${budget.name} (${routePath(budget.path, ids)})`;
    await watchViolations(page);
    const weight = await measureRoute(page, baseURL!, routePath(budget.path, ids));
    // The page's own islands run within its script policy (script-policy.spec.ts shows that
    // script an injection adds does not).
    expect(weight.policy, `${where}: script policy`).toMatch(/script-src 'self'/);
    expect(await violations(page), `${where}: script policy refusals`).toEqual([]);
    const lazy = budget.lazy;
    const firstLoad = staticClosure(ASTRO_DIR, weight.entries);
    const isLazy = (r: Resource) => {
      const file = path.basename(r.url);
      return (
        lazy !== undefined &&
        ((lazy.panels === true &&
          (lazy.layouts === true ? PANEL_OR_LAYOUT_CHUNKS : PANEL_CHUNKS).has(file)) ||
          (lazy.api === true && API_CLIENT_CHUNKS.has(file) && !firstLoad.has(file)) ||
          (lazy.onDemand === true && file.endsWith('.js') && !firstLoad.has(file)) ||
          (lazy.prefixes ?? []).some((p) => file.startsWith(p)))
      );
    };
    const scripts = weight.scripts.filter((r) => !isLazy(r));
    if (process.env.BUDGET_LIST)
      console.log(scripts.map((r) => `${path.basename(r.url)} ${kb(r.gzip)}`).join('\n'));
    const styles = weight.styles.filter((r) => !isLazy(r));
    const js = kb(gzipTotal(scripts));
    const css = kb(gzipTotal(styles));
    const over: string[] = [];
    if (js > budget.js)
      over.push(
        `${where}: JavaScript ${js} KB gzip > ${budget.js} KB; heaviest ${heaviest(scripts)}`,
      );
    if (lazy) {
      const late = [...weight.scripts, ...weight.styles].filter(isLazy);
      const names = [
        ...(lazy.panels ? ['match panel'] : []),
        ...(lazy.api ? ['API client'] : []),
        ...(lazy.onDemand ? ['code loaded on demand'] : []),
        ...(lazy.prefixes ?? []),
      ].join(', ');
      if (!lazy.optional)
        expect(late.length, `${where}: the ${names} chunk loads`).toBeGreaterThan(0);
      console.log(`${where}: lazy ${kb(gzipTotal(late))} KB (${late.length} files)`);
      if (process.env.BUDGET_LIST)
        console.log(late.map((r) => `  lazy ${path.basename(r.url)} ${kb(r.gzip)}`).join('\n'));
      if (kb(gzipTotal(late)) > lazy.js)
        over.push(`${where}: ${names} ${kb(gzipTotal(late))} KB gzip > ${lazy.js} KB`);
    }
    if (budget.unshared) {
      // Measured in a context of its own (a warm cache would hide the chunks both load), and
      // twice when the first reading seems short: a load can reach network idle before its
      // islands have asked for their chunks (the second waits for them to hydrate).
      const shared = new Set<string>();
      const hydrated = (p: Page) =>
        p
          .waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, {
            timeout: 10_000,
          })
          .then(() => undefined)
          .catch(() => undefined);
      const readShared = async (settle?: (p: Page) => Promise<void>) => {
        const context = await browser.newContext();
        const other = await measureRoute(
          await context.newPage(),
          baseURL!,
          budget.unshared!.path,
          settle,
        );
        await context.close();
        for (const r of other.scripts) shared.add(r.url);
      };
      await readShared();
      if (kb(gzipTotal(scripts.filter((r) => !shared.has(r.url)))) > budget.unshared.js)
        await readShared(hydrated);
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
    // The page as loaded, in the default language and theme: no serious or critical axe
    // violation (every route in every language and theme: `npm run test:a11y`).
    if (AXE_IN_NPM_TEST.has(budget.name)) expect(await axeViolations(page, SERIOUS)).toEqual([]);
  });
}
