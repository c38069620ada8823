/**
 * The dropping-odds and sure-bets boards (spec §2.19) in a
 * real browser against the built server and its simulator running fast: the dropping numbers
 * against a computation from every book's opening and current prices, live refresh without a
 * reload and at a bounded pace, the sure bets' margin and stake split computed here, the amount
 * input, three languages, defaults for unknown query values, and the way in from in-play.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startFastServer, type FastServer } from './inplay-server';
import { hydrated } from './islands';

let server: FastServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startFastServer();
});
const url = (p: string) => `${server.baseURL}${p}`;

type Pair = { o: number | '-'; n: number | '-' } | '-';
interface DetailRow {
  book_id: number;
  home: Pair;
  draw: Pair;
  away: Pair;
  suspended: boolean;
}
type Leg = 'home' | 'draw' | 'away';

const round2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;
const quoted = (v: unknown): v is number => typeof v === 'number' && v > 1;

async function winnerRows(
  request: APIRequestContext,
  id: number,
  origin = server.baseURL,
): Promise<DetailRow[]> {
  const res = await request.get(`${origin}/api/upcoming-odds/details/${id}?type=1`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: DetailRow[] }).data;
}

/**
 * Since opening, per outcome: the average over the books quoting it at both ends of their
 * opening price and of their current one (none while suspended), and the fall in percent.
 */
function expectedDrops(rows: DetailRow[]) {
  const out: Partial<Record<Leg, { from: number; to: number; drop: number }>> = {};
  for (const leg of ['home', 'draw', 'away'] as const) {
    const pairs = rows
      .map((r) => r[leg])
      .map((p, i) => (p === '-' ? null : { o: p.o, n: rows[i]!.suspended ? null : p.n }))
      .filter((p): p is { o: number; n: number } => p !== null && quoted(p.o) && quoted(p.n));
    if (pairs.length === 0) continue;
    // In whole cents, so the averages are exact before rounding.
    const from = pairs.reduce((s, p) => s + Math.round(p.o * 100), 0) / pairs.length / 100;
    const to = pairs.reduce((s, p) => s + Math.round(p.n * 100), 0) / pairs.length / 100;
    out[leg] = { from, to, drop: ((from - to) / from) * 100 };
  }
  return out;
}

interface ShownDrop {
  match: number;
  outcome: Leg;
  from: string;
  to: string;
  drop: string;
}

const shownDrops = (page: Page) =>
  page.locator('[data-drop-row]').evaluateAll((rows): ShownDrop[] =>
    rows.map((r) => ({
      match: Number(r.getAttribute('data-match')),
      outcome: r.getAttribute('data-outcome') as Leg,
      from: r.querySelector('[data-col="from"]')!.textContent.trim(),
      to: r.querySelector('[data-col="to"]')!.textContent.trim(),
      drop: r.querySelector('[data-col="drop"]')!.firstChild!.textContent!.trim(),
    })),
  );

test('dropping odds since opening show the averages and fall computed from every book', async ({
  page,
  request,
  baseURL,
}) => {
  // The recorded world: its prices stand still, so the board and the books' rows agree.
  await page.goto('/odds/dropping?window=opening&lang=en');
  const shown = await shownDrops(page);
  const candidates = [...new Set(shown.map((r) => r.match))].slice(0, 8);
  expect(candidates.length).toBeGreaterThan(0);
  for (const id of candidates) {
    const row = shown.find((r) => r.match === id)!;
    const drops = expectedDrops(await winnerRows(request, id, baseURL));
    const biggest = (Object.entries(drops) as [Leg, { drop: number }][]).sort(
      (a, b) => b[1].drop - a[1].drop,
    )[0]!;
    expect(row.outcome, `match ${id}`).toBe(biggest[0]);
    const want = drops[row.outcome]!;
    expect({ from: row.from, to: row.to, drop: row.drop }, `match ${id}`).toEqual({
      from: round2(want.from).toFixed(2),
      to: round2(want.to).toFixed(2),
      drop: `-${round2(want.drop).toFixed(2)}%`,
    });
  }
});

test('the dropping board follows prices without a reload, one request at a time, seconds apart', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const starts: number[] = [];
  // When the browser started each request (its own clock): the test process hears of a request
  // later and unevenly on a busy machine, which would blur the 3 s pacing.
  page.on('requestfinished', (r) => {
    if (r.url().includes('/api/odds/dropping')) starts.push(r.timing().startTime);
  });
  await page.goto(url('/odds/dropping?window=5&status=inplay&lang=en'));
  await hydrated(page, '[data-dropping-board], [data-empty]');
  await page.evaluate(() => {
    (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
  });
  const snapshot = () =>
    page
      .locator('[data-drop-row]')
      .evaluateAll((rows) =>
        rows
          .map((r) => `${r.getAttribute('data-drop-row')}=${r.getAttribute('data-to')}`)
          .join('|'),
      );
  const first = await snapshot();
  // In-play prices move every few seconds at this speed: the rows change in place.
  await expect.poll(snapshot, { timeout: 60_000, intervals: [500] }).not.toBe(first);
  await expect(page.locator('[data-dropping-board]')).toHaveAttribute('data-updated', /\d+/);
  // A changed average flashes (spec §4: 2 s), and the page never reloaded.
  await expect
    .poll(() => page.locator('[data-drop-row] [data-flash]').count(), {
      timeout: 30_000,
      intervals: [200],
    })
    .toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
  ).toBe(true);
  // Three more requests, however long the machine takes to make them: the gaps are the
  // browser's own clock.
  const seen = starts.length;
  await expect.poll(() => starts.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(seen + 3);
  const sorted = [...starts].sort((a, b) => a - b);
  const gaps = sorted.slice(1).map((t, i) => t - sorted[i]!);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(2_950);
});

/** Whether each element matched wears the page's normal text colour. */
function inTextColour(page: Page, selector: string): Promise<boolean[]> {
  return page.locator(selector).evaluateAll((els) => {
    const text = getComputedStyle(document.body).color;
    return els.map((el) => getComputedStyle(el).color === text);
  });
}

test('a dropping row opens the odds details pop-up of its match', async ({ page }) => {
  await page.goto(url('/odds/dropping?window=opening&lang=en'));
  await hydrated(page, '[data-dropping-board]');
  const id = await page.locator('[data-drop-row]').first().getAttribute('data-match');
  // The board re-sorts as prices move: hold on to that match's row, wherever it goes.
  const row = page.locator(`[data-drop-row][data-match="${id}"]`).first();
  // Home names in the normal text colour, as on the in-play rows.
  // Read until the board holds still: a row re-rendered as prices move is read once it is back.
  await expect
    .poll(async () => {
      const names = await inTextColour(page, '.board__home, .board__away');
      return names.length > 0 && names.every(Boolean);
    })
    .toBe(true);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    row.locator('[data-details-link]').click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  expect(new URL(popup.url()).pathname).toBe(`/inplay/odds/details/${id}`);
  await expect(popup.locator('[data-page="odds-details"]')).toBeVisible();
  expect(await inTextColour(popup, '.odds-details__home, .odds-details__away')).toEqual([
    true,
    true,
  ]);
  await popup.close();
});

/** A sure-bets page with at least one bet (in-play books lag behind each other now and then). */
async function openSureBets(page: Page, query = '?lang=en') {
  await expect
    .poll(
      async () => {
        await page.goto(url(`/odds/sure-bets${query}`));
        return page.locator('[data-sure-bet]').count();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  await hydrated(page, '[data-sure-bets-board]');
}

interface ShownBet {
  margin: string;
  legs: { price: number; priceText: string; stake: string; payout: string }[];
}

const shownBets = (page: Page) =>
  page.locator('[data-sure-bet]').evaluateAll((bets): ShownBet[] =>
    bets.map((b) => ({
      margin: b.querySelector('[data-col="margin"] strong')!.textContent.trim(),
      legs: [...b.querySelectorAll('[data-leg]')].map((l) => ({
        price: Number(l.getAttribute('data-price')),
        priceText: l.querySelector('[data-col="price"]')!.textContent.trim(),
        stake: l.querySelector('[data-col="stake"]')!.textContent.trim(),
        payout: l.querySelector('[data-col="payout"]')!.textContent.trim(),
      })),
    })),
  );

const cents = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

test('sure bets show the margin and split a typed total so that every outcome pays alike', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSureBets(page);
  const input = page.locator('[data-stake-total]');
  await expect(input).toHaveValue('100');
  // Spec §5 amount input: digits and the first period only, 2 decimals, thousands regrouped.
  await input.fill('12a34.567');
  await expect(input).toHaveValue('1,234.56');
  await input.fill('1,234.5');
  await expect(input).toHaveValue('1,234.5');
  const total = 1234.5;
  const bets = await shownBets(page);
  expect(bets.length).toBeGreaterThan(0);
  for (const bet of bets) {
    const prices = bet.legs.map((l) => l.price);
    const sum = prices.reduce((s, p) => s + 1 / p, 0);
    expect(sum).toBeLessThan(1);
    expect(bet.margin).toBe(`${round2((1 - sum) * 100).toFixed(2)}%`);
    // stake_i = total × (1/p_i) / Σ 1/p_j in cents; the cents add up to the total.
    const stakes = bet.legs.map((l) => cents(l.stake));
    expect(stakes.reduce((a, b) => a + b, 0)).toBe(Math.round(total * 100));
    const equalPayout = total / sum;
    for (const [i, leg] of bet.legs.entries()) {
      expect(leg.priceText).toBe(leg.price.toFixed(2));
      const ideal = ((total * (1 / leg.price)) / sum) * 100;
      expect(Math.abs(stakes[i]! - ideal)).toBeLessThanOrEqual(1);
      // Whole cents times the price in thousandths: exact, so a half cent rounds up as written.
      expect(cents(leg.payout)).toBe(
        Math.round((stakes[i]! * Math.round(leg.price * 1000)) / 1000),
      );
      // A stake can only move by whole cents: the payout is within one cent of stake × price.
      expect(Math.abs(cents(leg.payout) / 100 - equalPayout)).toBeLessThanOrEqual(
        0.01 * leg.price + 0.005,
      );
    }
  }
  // Emptied, the total is 0 and nothing is placed.
  await input.fill('');
  await expect(page.locator('[data-sure-bet] [data-col="stake"]').first()).toHaveText('0.00');
});

test('the sure-bets filters narrow the list and unknown values fall back to the defaults', async ({
  page,
}) => {
  const response = await page.goto(url('/odds/sure-bets?status=bogus&min_margin=abc&sportsId=x'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-filter-status]')).toHaveValue('all');
  await expect(page.locator('[data-filter-margin]')).toHaveValue('0');
  // A margin nobody reaches leaves the readable empty state.
  await page.goto(url('/odds/sure-bets?min_margin=99&lang=en'));
  await expect(page.locator('[data-empty]')).toHaveText('No sure bets match right now.');
  await page.locator('[data-filter-status]').selectOption('upcoming');
  await expect(page).toHaveURL(/status=upcoming/);
  await expect(page.locator('[data-filter-status]')).toHaveValue('upcoming');

  await page.goto(url('/odds/dropping?window=7&type=9&lang=en'));
  await expect(page.locator('[data-window="15"]')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-type="1"]')).toHaveAttribute('aria-current', 'page');
  await page.locator('[data-window="60"]').click();
  await expect(page).toHaveURL(/window=60/);
  await expect(page.locator('[data-window="60"]')).toHaveAttribute('aria-current', 'page');
});

const LOCALES = path.resolve(import.meta.dirname, '../../src/lib/i18n/locales');
const messages = (lang: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, `${lang}.json`), 'utf8')) as Record<string, string>;

test('both boards render their titles from the resources in kr, en and jp', async ({ browser }) => {
  // Six server-rendered pages: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  for (const [lang, htmlLang] of [
    ['kr', 'ko'],
    ['en', 'en'],
    ['jp', 'ja'],
  ] as const) {
    const m = messages(lang);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url(`/odds/dropping?lang=${lang}`));
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page.locator('h1.page-heading')).toHaveText(m['oddsBoard.dropping.title']!);
    await expect(page.locator('[data-window="opening"]')).toHaveText(
      m['oddsBoard.window.opening']!,
    );
    await page.goto(url(`/odds/sure-bets?lang=${lang}`));
    await expect(page.locator('h1.page-heading')).toHaveText(m['oddsBoard.sureBets.title']!);
    await expect(page.locator('[data-board-link="dropping"]')).toHaveText(
      m['oddsBoard.nav.dropping']!,
    );
    await context.close();
  }
});

test('the in-play screen links to both boards', async ({ page }) => {
  await page.goto(url('/?lang=en'));
  const nav = page.locator('[data-page="inplay"] [data-odds-board-nav]');
  await expect(nav.locator('[data-board-link="sure-bets"]')).toHaveText('Sure bets');
  await nav.locator('[data-board-link="dropping"]').click();
  await expect(page).toHaveURL(/\/odds\/dropping\?lang=en$/);
  await expect(page.locator('[data-page="odds-dropping"]')).toBeVisible();
});

test('fits a 360 px window: only the table scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const p of ['/odds/dropping?window=opening', '/odds/sure-bets']) {
    await page.goto(url(p));
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page, p).toBeLessThanOrEqual(widths.view);
  }
});
