/**
 * The head-to-head analysis page in a real browser (spec §2 "Head-to-head analysis page",
 * "Relative info list"; issue 15 item 4) against the built server and its simulated world: the
 * relative button of a live match opens it with mutual games and both teams' latest results and
 * their tallies, a row count reloads the table, and ticking two rows opens the relative info
 * list with both games.
 */
import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

interface Live {
  id: number;
  sport_id: number;
  home_id: number;
  away_id: number;
  bet365: string | null;
  is_inplay: boolean;
}

for (const lang of ['kr', 'en', 'jp'] as const) {
  test(`${lang}: mutual and latest games with tallies; two ticked rows open the relative list`, async ({
    page,
    request,
  }) => {
    const body = (await (await request.get('/api/games/inplay?sportsId=1')).json()) as {
      data: Live[];
    };
    const match = body.data.find((m) => m.is_inplay) ?? body.data[0]!;
    await page.goto(
      `/inplay/game/details/1?lang=${lang}&upcomingId=${match.id}&homeId=${match.home_id}&awayId=${match.away_id}&sports=soccer`,
    );
    await expect(page.locator('[data-h2h-tab="relative"]')).toHaveAttribute('aria-current', 'page');
    for (const table of ['relative', 'home', 'away'])
      await expect(
        page.locator(`[data-relative-table="${table}"] [data-tally="${table}"]`),
      ).toBeVisible();
    const home = page.locator('[data-relative-table="home"] [data-relative-row]');
    await expect(home.first()).toBeVisible();
    expect(await home.count()).toBeLessThanOrEqual(10);
    await expect(page.locator('[data-relative-table="home"] [data-tally-team]')).toBeVisible();

    // A larger row count reloads the tab with it.
    const total = Number(
      await page.locator('[data-relative-table="home"]').getAttribute('data-total'),
    );
    if (total > 10) {
      await page.locator('[data-h2h-rows="home"]').selectOption('20');
      await expect(page).toHaveURL(/rows_home=20/);
      await expect(home).toHaveCount(Math.min(20, total));
    }

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
