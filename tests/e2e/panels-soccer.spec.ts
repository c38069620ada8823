/**
 * The soccer panel in a real browser against the built server with the simulator running fast:
 * a live soccer match selected on the in-play page shows its pitch tracker and tabs, the ball
 * moves, the timeline marks the match's goals, and the line-up tab draws eleven per side in
 * formation.
 */
import { expect, test } from '@playwright/test';
import { startFastServer, type FastServer } from './inplay-server';

let server: FastServer;

test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  server = await startFastServer();
});

interface ListRow {
  bet365: string | null;
  ss: string | null;
  is_inplay: boolean;
  timer: { tm?: number; tt?: string } | null;
}

const hasGoal = (r: ListRow) => Boolean(r.ss && r.ss !== '0-0');

/**
 * A soccer match in play that `fits`, found in the fast server's list. The list is read again
 * until one does: the simulator's matches score, start and end as the test runs.
 */
async function liveSoccerMatch(fits: (r: ListRow) => boolean, timeout = 30_000) {
  let pick: ListRow | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${server.baseURL}/api/games/inplay/type/1?rows=30`);
        const rows = ((await res.json()) as { data: ListRow[] }).data;
        pick = rows.find((r) => r.is_inplay && r.bet365 && fits(r));
        return pick !== undefined;
      },
      { timeout, intervals: [1_000] },
    )
    .toBe(true);
  return pick!;
}

/** Running now, not at half-time and not about to end. */
const running = (r: ListRow) => r.timer?.tt === '1' && (r.timer.tm ?? 99) < 80;

test('soccer: pitch tracker moves, line-up in formation', async ({ page }) => {
  const match = await liveSoccerMatch(running);
  await page.goto(`${server.baseURL}/all/all/${match.bet365}?sportsId=1&lang=en`);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const panel = page.locator('[data-soccer-panel]');
  await expect(panel.locator('[data-pitch-tracker]')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('tab')).toHaveText(['Stats', 'Summary', 'Line-up']);

  // The ball glides to a new position within 20 s (positions arrive with the live details).
  const ball = panel.locator('[data-ball]');
  const before = await ball.getAttribute('style');
  await expect
    .poll(() => ball.getAttribute('style'), { timeout: 20_000, intervals: [250] })
    .not.toBe(before);

  await panel.getByRole('tab', { name: 'Line-up' }).click();
  for (const side of ['home', 'away'] as const) {
    const team = panel.locator(`[data-lineup="${side}"]`);
    const players = team.locator('[data-player]');
    await expect(players).toHaveCount(11);
    const names = await players.locator('.soccer-lineup__name').allTextContents();
    expect(names.filter((n) => n.trim() !== '')).toHaveLength(11);
    // One column per formation line plus the goalkeeper: 4-3-3 draws four columns.
    const formation = await team.getAttribute('data-formation');
    expect(formation).toMatch(/^\d(-\d)+$/);
    const lines = await players.evaluateAll(
      (els) => [...new Set(els.map((e) => e.getAttribute('data-line')))].length,
    );
    expect(lines).toBe(formation!.split('-').length + 1);
  }

  // The Korean page names the players in Korean.
  await page.goto(`${server.baseURL}/all/all/${match.bet365}?sportsId=1&lang=kr`);
  await panel.getByRole('tab').nth(2).click();
  const korean = panel.locator('[data-lineup="home"] [data-player] .soccer-lineup__name');
  await expect(korean).toHaveCount(11);
  for (const name of await korean.allTextContents()) expect(name).toMatch(/[가-힣]/);
});

test('soccer: a match with a goal marks it on the timeline', async ({ page }) => {
  // Any scored match in play (half-time too) far enough from its end to stay listed; among the
  // simulator's live matches one has usually scored, else the next goal is waited for.
  const match = await liveSoccerMatch((r) => hasGoal(r) && (r.timer?.tm ?? 99) < 85, 35_000);
  await page.goto(`${server.baseURL}/all/all/${match.bet365}?sportsId=1&lang=en`);
  const panel = page.locator('[data-soccer-panel]');
  await expect(panel.locator('[data-pitch-tracker]')).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('[data-marker="goal"]').first()).toBeAttached();
});
