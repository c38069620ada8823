/**
 * A match imported from a football-data.co.uk file (tests/fixtures) in the odds details pop-up
 * (spec §2.8): each book's 1X2 row shows the file's opening and
 * closing prices. The file is imported into the running server's database with the import
 * command, as an operator would; the expectation is read from the CSV text here.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';

const exec = promisify(execFile);
const FILE = path.resolve(import.meta.dirname, '../fixtures/football-data/E0_2023-24_full.csv');
/** Column prefixes of the file's books and the names the product lists them under. */
const BOOKS: Record<string, string> = {
  B365: 'Bet365',
  BW: 'Bwin',
  IW: 'Interwetten',
  PS: 'Pinnacle',
  WH: 'William Hill',
  VC: 'BetVictor',
};

// The file has no quoted fields: a plain split reads it. Line 3: Arsenal v Nott'm Forest.
const lines = readFileSync(FILE, 'utf8').trim().split(/\r?\n/);
const header = lines[0]!.split(',');
const cells = lines[2]!.split(',');
const cell = (column: string) => {
  const i = header.indexOf(column);
  return i < 0 || cells[i] === '' ? null : Number(cells[i]);
};

let matchId: number;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  // The server's simulator back-fills its history in large writes when it has just started: an
  // import meeting one is refused ("database is locked") and is tried again, as an operator would.
  for (let attempt = 1; ; attempt++) {
    try {
      await exec('npm', ['run', '--silent', 'import', '--', 'football-data', FILE], {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        timeout: 60_000,
      });
      break;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('database is locked')) throw error;
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
  const db = new Database(path.join(dataDir, 'live-score.sqlite'), { readonly: true });
  try {
    // 12/08/2023 12:30 in England; the home side is the only Arsenal match that day.
    const row = db
      .prepare(
        `SELECT m.id FROM matches m JOIN teams h ON h.id = m.home_id
         WHERE h.name = 'Arsenal' AND m.time BETWEEN ? AND ?`,
      )
      .get(Date.UTC(2023, 7, 12) / 1000, Date.UTC(2023, 7, 13) / 1000) as { id: number };
    matchId = Number(row.id);
  } finally {
    db.close();
  }
});

test("an imported match's rows equal the file's opening and closing prices per book", async ({
  page,
}) => {
  await page.goto(`/inplay/odds/details/${matchId}?lang=en`);
  await expect(
    page.locator('astro-island[ssr]', { has: page.locator('[data-odds-details]') }),
  ).toHaveCount(0);
  await page.locator('[data-odds-tab="1"]').click();
  const rows = page.locator('[data-odds-table] [data-book-row]');
  const shown = new Map<string, Record<string, [number | null, number | null]>>();
  for (const row of await rows.all()) {
    const name = (await row.locator('th').textContent())!.trim();
    const read = async (col: string) => {
      const td = row.locator(`[data-col="${col}"]`);
      const v = async (a: string) => {
        const x = await td.getAttribute(a);
        return x === null ? null : Number(x);
      };
      return [await v('data-o'), await v('data-n')] as [number | null, number | null];
    };
    shown.set(name, {
      home: await read('home'),
      draw: await read('middle'),
      away: await read('away'),
    });
  }
  let compared = 0;
  for (const [prefix, book] of Object.entries(BOOKS)) {
    if (cell(`${prefix}H`) === null) continue;
    expect(shown.get(book), `${book} listed`).toEqual({
      home: [cell(`${prefix}H`), cell(`${prefix}CH`)],
      draw: [cell(`${prefix}D`), cell(`${prefix}CD`)],
      away: [cell(`${prefix}A`), cell(`${prefix}CA`)],
    });
    compared++;
  }
  expect(compared).toBeGreaterThanOrEqual(5);
});

test("an imported match's result details show the file's score, half-time score and closing odds", async ({
  page,
}) => {
  const text = (column: string) => cells[header.indexOf(column)]!;
  await page.goto(`/game/result/info/${matchId}?lang=en&sports=soccer&tab=odds-book`);
  await expect(page.locator('[data-result-head] [data-score]')).toHaveAttribute(
    'data-score',
    `${text('FTHG')}-${text('FTAG')}`,
  );
  await expect(page.locator('[data-half]')).toHaveAttribute(
    'data-half',
    `${text('HTHG')}-${text('HTAG')}`,
  );
  // The statistics panel holds the file's shots on target and corners.
  await expect(page.locator('[data-stat="on_target"] .result-stats__home')).toHaveText(text('HST'));
  await expect(page.locator('[data-stat="corners"] .result-stats__away')).toHaveText(text('AC'));
  await expect(
    page.locator('astro-island[ssr]', { has: page.locator('[data-odds-details]') }),
  ).toHaveCount(0);
  await page.locator('[data-odds-tab="1"]').click();
  const bet365 = page.locator('[data-odds-table] [data-book-row]', { hasText: 'Bet365' });
  await expect(bet365.locator('[data-col="home"]')).toHaveAttribute(
    'data-n',
    String(cell('B365CH')),
  );
  await expect(bet365.locator('[data-col="middle"]')).toHaveAttribute(
    'data-n',
    String(cell('B365CD')),
  );
  await expect(bet365.locator('[data-col="away"]')).toHaveAttribute(
    'data-n',
    String(cell('B365CA')),
  );
});
