/**
 * A followed match that ends (spec §4.19) in a real browser against the simulator at ten times
 * speed: the panel and the row keep the final score with "FT", the end is read out, and once the
 * page's clock has moved past the 60 s hold the panel moves on to another match of the same sport.
 * The page's clock is the test's (timers still run), so the hold ends when the test moves it, not
 * after a minute of waiting.
 */
import { expect, test } from '@playwright/test';
import { startFastServer, type FastServer } from './inplay-server';
import { until } from '../support/wait';

let server: FastServer;

test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  server = await startFastServer();
});

interface ApiRow {
  id: number;
  bet365: string | null;
  sport_id: number;
  league?: string;
  league_name?: string;
  timer: { tm?: number; ts?: number; md?: number; q?: number } | null;
}

const SOCCER = 1;
const HANDBALL = 78;

/**
 * Minutes of the match clock left until the end, for the sports that end on the clock with
 * "FT": soccer (e-soccer leagues say their length, "Esoccer Battle - 8 mins play", with a
 * minute's break; the others play 90 with a quarter of an hour's) and handball (2×30, a quarter
 * of an hour's break).
 */
function minutesLeft(row: ApiRow): number | null {
  const t = row.timer;
  if (typeof t?.tm !== 'number') return null;
  const played = t.tm + (t.ts ?? 0) / 60;
  if (row.sport_id === HANDBALL) return t.q === 2 ? 60 - played : 30 - played + 15 + 30;
  if (row.sport_id !== SOCCER) return null;
  const length = /(\d+) mins play/.exec(row.league ?? row.league_name ?? '')?.[1];
  const left = Number(length ?? 90) - played;
  return t.md === 1 ? left : left + (length ? 1 : 15);
}

/**
 * The match closest to its end, once one ends within half a minute at ten times speed (a minute
 * of play is six seconds, stoppage time comes on top) but not before the page has rendered it,
 * among the sports with another match in play for the panel to move to.
 */
async function endingSoon(): Promise<ApiRow> {
  return until(
    'a soccer or handball match half a minute to 5 minutes before its end',
    async () => {
      const res = await fetch(`${server.baseURL}/api/games/inplay?rows=100`);
      const rows = ((await res.json()) as { data: ApiRow[] }).data.filter((r) => r.bet365);
      const count = (sport: number) => rows.filter((r) => r.sport_id === sport).length;
      const soon = rows
        .map((r) => ({ row: r, left: minutesLeft(r) }))
        .filter((c): c is { row: ApiRow; left: number } => c.left !== null && c.left >= 0.5)
        .filter((c) => count(c.row.sport_id) >= 2)
        .sort((a, b) => a.left - b.left);
      return soon[0] && soon[0].left <= 5 ? soon[0].row : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 500 },
  );
}

test('an ended match in the panel keeps its final with FT, then the panel moves to its sport', async ({
  page,
}) => {
  const t0 = Date.parse('2026-12-01T12:00:00Z');
  await page.clock.setFixedTime(t0);
  // The match opens in the panel from the address, as a click on its row would open it.
  const match = await endingSoon();
  await page.goto(`${server.baseURL}/all/all/${match.bet365}?lang=en`);
  const panel = page.locator(`.detail-panel[data-match="${match.id}"]`);
  await expect(panel).toBeVisible();
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const row = page.locator(`.inplay-list [data-row][data-match="${match.id}"]`);

  // The end: the panel and the row show the final score with the finished label, and it is
  // read out.
  await expect(panel.locator('[data-status="fullTime"]')).toHaveText('FT', { timeout: 40_000 });
  await expect(row.locator('[data-status="fullTime"]')).toHaveText('FT');
  await expect(row).not.toHaveAttribute('data-live');
  const final = await row.locator('[data-score]').getAttribute('data-score');
  expect(final).toMatch(/^\d+-\d+$/);
  await expect(panel.locator('[data-score]')).toHaveAttribute('data-score', final!);
  const [home, away] = final!.split('-');
  await expect(page.locator('[data-live-region]')).toHaveText(
    new RegExp(`^Final: .+ ${home}–${away} .+$`),
  );

  // Sixty seconds later by the page's clock, with another match of the sport in play: the row
  // goes, and the panel shows that sport again.
  const sport = String(match.sport_id);
  await expect(
    page.locator(`.inplay-list [data-row][data-sport="${sport}"][data-live]`).first(),
  ).toBeVisible();
  await page.clock.setFixedTime(t0 + 60_000);
  await expect(row).toHaveCount(0);
  const next = page.locator('.detail-panel[data-match]');
  await expect(next).not.toHaveAttribute('data-match', String(match.id));
  const nextId = await next.getAttribute('data-match');
  await expect(page.locator(`.inplay-list [data-row][data-match="${nextId}"]`)).toHaveAttribute(
    'data-sport',
    sport,
  );
  await expect(page).toHaveURL(new RegExp(`/all/all/(?!${match.bet365})\\d+`));
});
