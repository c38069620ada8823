/**
 * The head-to-head analysis page in a real browser (spec §2 "Head-to-head analysis page",
 * "Relative info list"): on the recorded world, a live match's page shows mutual games and both
 * teams' latest results (the last 10 across seasons) and their tallies, choosing the last 5
 * reloads the tables with 5 rows and keeps `last=5` in the address, and ticking two rows opens
 * the relative info list with both games; on the running simulator, its header follows the live
 * score and clock.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startFastServer } from './inplay-server';

test.describe.configure({ timeout: 60_000 });

interface Live {
  id: number;
  sport_id: number;
  home_id: number;
  away_id: number;
  bet365: string | null;
  is_inplay: boolean;
  timer?: { tt?: string; tm?: number } | null;
}

/** Soccer matches of the in-play list at `origin`. */
async function soccerMatches(request: APIRequestContext, origin: string): Promise<Live[]> {
  let rows: Live[] = [];
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${origin}/api/games/inplay?sportsId=1`);
        rows = ((await answer.json()) as { data: Live[] }).data;
        return rows.some((m) => m.is_inplay && m.bet365);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return rows;
}

/** A soccer match whose clock runs (at half time it rests at 45:00 for a quarter of an hour). */
async function runningSoccerMatch(request: APIRequestContext, origin: string): Promise<Live> {
  let match: Live | undefined;
  const running = (row: Live) => row.is_inplay && !!row.bet365 && row.timer?.tt === '1';
  await expect
    .poll(
      async () => (match = (await soccerMatches(request, origin)).find(running)) !== undefined,
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  return match!;
}

/** A soccer match in play of the recorded world whose home team has results (more than 5 where one has), and their count. */
async function recordedMatch(
  request: APIRequestContext,
): Promise<{ match: Live; results: number }> {
  const answer = await request.get('/api/games/inplay?sportsId=1');
  const live = ((await answer.json()) as { data: Live[] }).data.filter((m) => m.is_inplay);
  let some: { match: Live; results: number } | undefined;
  for (const match of live) {
    const page = await request.get(
      `/api/inplay/relative/list/home?upcomingId=${match.id}&sportsId=1&last=5`,
    );
    const results = ((await page.json()) as { count: { total: number } }).count.total;
    if (results > 5) return { match, results };
    if (results > 0) some ??= { match, results };
  }
  if (some) return some;
  throw new Error(`none of the ${live.length} recorded soccer matches in play has a home result`);
}

for (const lang of ['kr', 'en', 'jp'] as const) {
  test(`${lang}: mutual and latest games with tallies; two ticked rows open the relative list`, async ({
    page,
    request,
  }) => {
    const { match, results } = await recordedMatch(request);
    await page.goto(
      `/inplay/game/details/1?lang=${lang}&upcomingId=${match.id}&homeId=${match.home_id}&awayId=${match.away_id}&sports=soccer`,
    );
    await expect(page.locator('[data-h2h-tab="relative"]')).toHaveAttribute('aria-current', 'page');
    for (const table of ['relative', 'home', 'away'])
      await expect(
        page.locator(`[data-relative-table="${table}"] [data-tally="${table}"]`),
      ).toBeVisible();
    const home = page.locator('[data-relative-table="home"] [data-relative-row]');
    await expect(home).toHaveCount(Math.min(10, results));
    await expect(page.locator('[data-relative-table="home"] [data-tally-team]')).toBeVisible();

    // The last-N choice (default 10) reloads the tables with as many rows, kept in the address.
    // The recorded world's back-filled results give a home side more than 5 (so the rows change).
    expect(results).toBeGreaterThan(5);
    const last = page.locator('[data-h2h-last]');
    await expect(last).toHaveValue('10');
    await last.selectOption('5');
    await expect(page).toHaveURL(/[?&]last=5(&|$)/);
    await expect(last).toHaveValue('5');
    await expect(home).toHaveCount(Math.min(5, results));

    // Two ticked rows open the relative info list with both games.
    const open = page.locator('[data-h2h-open]');
    await expect(open).toBeDisabled();
    const rows = page.locator('[data-relative-row]');
    const ids = [
      await rows.nth(0).getAttribute('data-relative-row'),
      await rows.nth(1).getAttribute('data-relative-row'),
    ];
    await rows.nth(0).locator('[data-relative-pick]').check();
    await rows.nth(1).locator('[data-relative-pick]').check();
    await expect(open).toBeEnabled();
    const [list] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await list.waitForLoadState();
    await expect(list).toHaveURL(/\/inplay\/relative\/list\/info\?.*sports=soccer/);
    for (const id of new Set(ids))
      await expect(list.locator(`[data-relative-game="${id}"] [data-result-head]`)).toBeVisible();
  });
}

test('the header of a match in play follows its live score and clock', async ({
  page,
  request,
}) => {
  // A clock that moves: the simulator at ten times speed.
  const { baseURL } = await startFastServer();
  const m = await runningSoccerMatch(request, baseURL);
  await page.goto(
    `${baseURL}/inplay/game/details/1?lang=en&upcomingId=${m.id}&homeId=${m.home_id}&awayId=${m.away_id}&bet365=${m.bet365}&sports=soccer`,
  );
  const head = page.locator(`[data-live-match="${m.bet365}"]`);
  await expect(head).toBeVisible();
  const clock = head.locator('[data-live-clock]');
  const first = (await clock.textContent()) ?? '';
  expect(first).toMatch(/half|waiting/i);
  // The live row's clock moves on while the page follows the match (or it ends meanwhile).
  await expect
    .poll(async () => `${await clock.getAttribute('data-state')} ${await clock.textContent()}`, {
      timeout: 20_000,
    })
    .not.toBe(`live ${first}`);
  // The words come from the page (keys the browser is not sent would show as keys).
  await expect(clock).not.toHaveText(/pages\.|inplay\./);
  await expect(head.locator('[data-live-half]')).not.toHaveText(/\{\{|pages\./);
});
