/**
 * Screenshots to look at: the main screens at a phone's 360 px and a
 * desktop's 1280 px, in Korean, English and Japanese, light and dark, written to
 * `bench-results/screens/<screen>-<width>-<lang>-<theme>.png`. `npm run screens`; not part of
 * `npm test` (it asserts only that each page rendered, the looking is done by a person).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routeIds, routePath, type RouteIds } from '../e2e/route-ids';

const OUT = path.resolve('bench-results/screens');
const LANGS = ['kr', 'en', 'jp'] as const;
const THEMES = { light: 'theme-1', dark: 'theme-2' } as const;
const WIDTHS = [360, 1280] as const;
const SCREENS = [
  { name: 'inplay', path: '/' },
  { name: 'odds', path: '/all/odds' },
  { name: 'results', path: '/game/results/inplay' },
  { name: 'result-info', path: '/game/result/info/{resultId}?sports=soccer&type=sports' },
  { name: 'odds-details', path: '/inplay/odds/details/{matchId}' },
  { name: 'dropping-odds', path: '/odds/dropping' },
  { name: 'league', path: '/inplay/league/details/101' },
  { name: 'team', path: '/inplay/team/info/1001' },
  { name: 'player', path: '/inplay/player/info/100101?sports=soccer' },
  { name: 'login', path: '/login' },
] as const;

let ids: RouteIds = { matchId: 0, resultId: 0 };
test.beforeAll(async ({ request }) => {
  test.setTimeout(100_000);
  ids = await routeIds(request);
  mkdirSync(OUT, { recursive: true });
});

for (const screen of SCREENS) {
  test(`${screen.name}: 360 and 1280 px, kr/en/jp, light and dark`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
      for (const lang of LANGS) {
        for (const [themeName, theme] of Object.entries(THEMES)) {
          const at = routePath(screen.path, ids);
          const sep = at.includes('?') ? '&' : '?';
          const res = await page.goto(`${at}${sep}lang=${lang}&theme=${theme}`);
          expect(res?.status(), `${screen.name} ${lang}`).toBe(200);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page.screenshot({
            path: path.join(OUT, `${screen.name}-${width}-${lang}-${themeName}.png`),
          });
        }
      }
    }
  });
}
