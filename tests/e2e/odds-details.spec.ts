/**
 * The odds details pop-up (spec §2 "Odds details") in a real browser, on the recorded world:
 * every book listed with payout, header sorting, the payout filter, selected compare, the footer
 * against the API's numbers, 404 for a bad id, three languages, 360 px, the history and its
 * chart; and on the running simulator, prices changing in place.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startFastServer } from './inplay-server';
import { hydrating } from './islands';

interface Pair {
  o: number | '-';
  n: number | '-';
}
interface ApiRow {
  id: number;
  odd_type_id: 1 | 2 | 3;
  home: Pair | '-';
  draw: Pair | '-';
  middle: Pair | '-';
  away: Pair | '-';
  payout: { o: number | null; n: number | null };
}

const MIN_BOOKS = 8;

async function winnerRows(request: APIRequestContext, id: number, origin = ''): Promise<ApiRow[]> {
  const res = await request.get(`${origin}/api/upcoming-odds/details/${id}?type=1`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ApiRow[] }).data;
}

/** A soccer match in play that at least eight books price. */
async function liveSoccerMatch(request: APIRequestContext): Promise<number> {
  let found: number | null = null;
  await expect
    .poll(async () => {
      const res = await request.get('/api/games/inplay?sportsId=1');
      if (!res.ok()) return null;
      const list = (await res.json()) as { data: { id: number; is_inplay: boolean }[] };
      for (const m of list.data.filter((r) => r.is_inplay)) {
        const priced = (await winnerRows(request, m.id)).filter((r) => r.payout.n !== null);
        if (priced.length >= MIN_BOOKS) return (found = m.id);
      }
      return null;
    })
    .not.toBeNull();
  return found!;
}

let matchId: number;
test.beforeAll(async ({ request }) => {
  matchId = await liveSoccerMatch(request);
});

const bookRows = (page: Page) => page.locator('[data-odds-table] [data-book-row]');

async function open(page: Page, query = '?lang=en', id = matchId) {
  const response = await page.goto(`/inplay/odds/details/${id}${query}`);
  expect(response?.status()).toBe(200);
  // Hydrated: the island's buttons now act (the history below hydrates once scrolled to).
  await expect(hydrating(page, '[data-odds-details]')).toHaveCount(0);
}

async function winnerTab(page: Page) {
  await page.locator('[data-odds-tab="1"]').click();
  await expect(page.locator('[data-odds-tab="1"]')).toHaveAttribute('aria-selected', 'true');
}

/**
 * Opens the winner tab once at least eight books price it: after a goal the books suspend
 * their prices for a few seconds, and a suspended book has no payout.
 */
async function openPriced(page: Page) {
  await open(page);
  await winnerTab(page);
  expect(
    await bookRows(page).locator('[data-col="payout"][data-n]').count(),
  ).toBeGreaterThanOrEqual(MIN_BOOKS);
}

/** A column's current values down the rows, null where a book has none. */
async function currents(rows: Locator, column: string): Promise<(number | null)[]> {
  return rows.evaluateAll(
    (els, col) =>
      els.map((el) => {
        const n = el.querySelector(`[data-col="${col}"]`)?.getAttribute('data-n');
        return n === null || n === undefined ? null : Number(n);
      }),
    column,
  );
}

test('lists every book with opening, current and payout', async ({ page }) => {
  await openPriced(page);
  await expect(page.locator('.odds-details__teams')).toBeVisible();
  expect(await bookRows(page).count()).toBeGreaterThanOrEqual(MIN_BOOKS);
  // Read again while a goal has the books' prices suspended.
  const payouts = bookRows(page).locator('[data-col="payout"] .price__n');
  await expect
    .poll(
      async () =>
        (await payouts.allTextContents()).filter((p) => /^\d{2,3}\.\d{2}$/.test(p)).length,
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(MIN_BOOKS);
  const home = bookRows(page).first().locator('[data-col="home"]');
  await expect(home.locator('.price__o')).toHaveText(/^(\d+\.\d{2}|-|0)$/);
  await expect(home.locator('.price__arrow')).toHaveAttribute('class', /price__arrow--/);
});

test('the home header sorts by current price ascending, then descending', async ({ page }) => {
  await openPriced(page);
  const header = page.locator('[data-odds-table] thead th[data-col="home"]');
  // A goal can suspend the books' prices for a few seconds at any moment: each order is
  // read again until enough books price the match, and must hold on every reading.
  const sortedPrices = async (direction: 1 | -1) => {
    const prices = (await currents(bookRows(page), 'home')).filter((v) => v !== null);
    const ordered = [...prices].sort((a, b) => direction * (a - b));
    return { priced: prices.length >= MIN_BOOKS, ordered: prices.join() === ordered.join() };
  };
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(() => sortedPrices(1), { timeout: 20_000 })
    .toEqual({ priced: true, ordered: true });

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(() => sortedPrices(-1), { timeout: 20_000 })
    .toEqual({ priced: true, ordered: true });
});

test('the payout filter hides the books outside the range, show all brings them back', async ({
  page,
}) => {
  await openPriced(page);
  await expect(page.locator('[data-payout-min]')).toHaveValue('85');
  await expect(page.locator('[data-payout-max]')).toHaveValue('90');
  const all = await currents(bookRows(page), 'payout');
  const known = all.filter((v): v is number => v !== null).sort((a, b) => a - b);
  // A range that keeps the upper half of the books and drops the rest.
  const min = known[Math.floor(known.length / 2)]!;

  await page.locator('[data-payout-min]').fill(String(min));
  await page.locator('[data-payout-max]').fill('100');
  await page.locator('[data-payout-view]').click();
  // Prices move live, so which books pass changes; what holds at every moment is the rule: each
  // row shown lies in the range, and the books below it are hidden.
  await expect.poll(() => bookRows(page).count()).toBeLessThan(all.length);
  for (const v of await currents(bookRows(page), 'payout')) {
    expect(v).not.toBeNull();
    expect(v!).toBeGreaterThanOrEqual(min);
    expect(v!).toBeLessThanOrEqual(100);
  }

  await page.locator('[data-payout-all]').click();
  await expect(bookRows(page)).toHaveCount(all.length);
});

test('selected compare shows the checked books; another tab clears them', async ({ page }) => {
  await openPriced(page);
  await bookRows(page).nth(0).getByRole('checkbox').check();
  await bookRows(page).nth(2).getByRole('checkbox').check();
  await page.locator('[data-odds-tab="selected"]').click();
  await expect(bookRows(page)).toHaveCount(2);
  await page.locator('[data-odds-tab="all"]').click();
  await page.locator('[data-odds-tab="selected"]').click();
  await expect(bookRows(page)).toHaveCount(0);
  await expect(page.locator('[data-no-rows]')).toBeVisible();
});

type Stats = { highest: number | null; lowest: number | null; average: number };

/** Spec §2 footer, computed here from the API: averages to 2 decimals, 0 when none. */
function expectedStats(values: (number | null)[]): Stats {
  const v = values.filter((x): x is number => x !== null);
  if (v.length === 0) return { highest: null, lowest: null, average: 0 };
  // In whole hundredths, so 3.385 rounds up as written rather than as binary floats hold it.
  const cents = v.reduce((a, b) => a + Math.round(b * 100), 0);
  return {
    highest: Math.max(...v),
    lowest: Math.min(...v),
    average: Math.round(cents / v.length) / 100,
  };
}

const priceOf = (p: Pair | '-', when: 'o' | 'n') =>
  p !== '-' && typeof p[when] === 'number' ? p[when] : null;

function expectedFooter(rows: ApiRow[]) {
  const columns = {
    home: (r: ApiRow, w: 'o' | 'n') => priceOf(r.home, w),
    middle: (r: ApiRow, w: 'o' | 'n') => priceOf(r.draw, w),
    away: (r: ApiRow, w: 'o' | 'n') => priceOf(r.away, w),
    payout: (r: ApiRow, w: 'o' | 'n') => r.payout[w],
  };
  const out: Record<string, Stats> = {};
  for (const [column, read] of Object.entries(columns))
    for (const when of ['o', 'n'] as const)
      out[`${column}.${when}`] = expectedStats(rows.map((r) => read(r, when)));
  return out;
}

async function shownFooter(page: Page) {
  const out: Record<string, Stats> = {};
  for (const column of ['home', 'middle', 'away', 'payout'])
    for (const when of ['o', 'n'] as const) {
      const read = async (stat: string) => {
        const cell = page.locator(`tfoot [data-footer="${stat}"] [data-col="${column}"]`);
        const v = await cell.getAttribute(`data-${when}`);
        return v === null ? null : Number(v);
      };
      out[`${column}.${when}`] = {
        highest: await read('highest'),
        lowest: await read('lowest'),
        average: (await read('average')) ?? 0,
      };
    }
  return out;
}

test('the footer shows highest, lowest and average as computed from the API', async ({
  page,
  request,
}) => {
  // Prices move while the page is open, and the page's socket can be a frame ahead of the API's
  // 250 ms answer cache: the footer must equal the API's numbers once both show the same prices.
  await open(page);
  await winnerTab(page);
  await expect(async () => {
    const rows = await winnerRows(request, matchId);
    expect(await shownFooter(page)).toEqual(expectedFooter(rows));
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] });
  await expect(page.locator('tfoot [data-footer="average"] th')).toHaveText('Average');
});

test('a non-numeric or unknown id answers 404 with the not-found screen', async ({ page }) => {
  for (const path of ['/inplay/odds/details/abc', '/inplay/odds/details/999999999']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  }
});

test('renders in Korean (default), English and Japanese', async ({ browser }) => {
  const cases = [
    ['', 'ko', '업체'],
    ['?lang=en', 'en', 'Company'],
    ['?lang=jp', 'ja', 'ブックメーカー'],
  ] as const;
  for (const [query, htmlLang, company] of cases) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, query);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page.locator('thead th[data-col="company"]')).toContainText(company);
    expect(await bookRows(page).count()).toBeGreaterThanOrEqual(MIN_BOOKS);
    await context.close();
  }
});

test('fits a 360 px window: only the table scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await expect(page.locator('.odds-table-wrap').first()).toBeVisible();
});

test('prices change in place from the match room, without a reload or a refetch per change', async ({
  page,
}) => {
  // Prices that move: the simulator at ten times speed.
  const { baseURL } = await startFastServer();
  // A decided match sits at the 1.01 floor and hardly moves: take one still open.
  const open1x2 = (rows: ApiRow[]) =>
    rows.length > 0 &&
    rows.every((r) =>
      [r.home, r.draw, r.away].every((p) => p === '-' || p.n === '-' || p.n >= 1.2),
    );
  let liveId: number | null = null;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${baseURL}/api/games/inplay?sportsId=1`);
        const list = (await res.json()) as { data: { id: number; is_inplay: boolean }[] };
        for (const m of list.data.filter((r) => r.is_inplay))
          if (open1x2(await winnerRows(page.request, m.id, baseURL))) return (liveId = m.id);
        return null;
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .not.toBeNull();
  let fetches = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/upcoming-odds/details/')) fetches++;
  });
  const response = await page.goto(`${baseURL}/inplay/odds/details/${liveId}?lang=en`);
  expect(response?.status()).toBe(200);
  // The pop-up fetches its rows once when the socket comes online, then only listens.
  await expect.poll(() => fetches, { timeout: 20_000 }).toBe(1);
  await page.evaluate(() => {
    (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
  });
  const current = () =>
    page
      .locator('[data-odds-table] [data-book-row] td.price[data-col]')
      .evaluateAll((cells) =>
        cells
          .map((c) => `${c.getAttribute('data-col')}=${c.getAttribute('data-n') ?? '-'}`)
          .join('|'),
      );
  const before = await current();
  // In-play prices move every few seconds; one move anywhere in the table is enough.
  await expect.poll(current, { timeout: 40_000, intervals: [1000] }).not.toBe(before);
  expect(
    await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
  ).toBe(true);
  expect(fetches).toBe(1);
});

test('the odds history shows a section per market titled per sport, in kr, en and jp', async ({
  browser,
}) => {
  const titles = {
    kr: ['승무패', '아시안 핸디캡', '오버/언더'],
    en: ['1X2', 'Asian Handicap', 'O/U'],
    jp: ['1X2', 'アジアンハンディキャップ', 'オーバー/アンダー'],
  } as const;
  for (const lang of ['kr', 'en', 'jp'] as const) {
    const page = await browser.newPage();
    await page.goto(`/inplay/odds/details/${matchId}?lang=${lang}`);
    const history = page.locator('[data-odds-history]');
    await expect(history.locator('[data-history-type="1"] h3')).toHaveText(titles[lang][0]);
    for (const [i, type] of ['1', '2', '3'].entries()) {
      const section = history.locator(`[data-history-type="${type}"] h3`);
      if ((await section.count()) > 0) await expect(section).toHaveText(titles[lang][i]!);
    }
    // Soccer shows the period column (spec §2: not volleyball or baseball).
    await expect(history.locator('[data-history-type="1"] thead th')).toHaveCount(6);
    await page.close();
  }
});

test('the odds history search narrows the lines to a price', async ({ page }) => {
  await page.goto(`/inplay/odds/details/${matchId}?lang=en`);
  const history = page.locator('[data-odds-history]');
  await history.scrollIntoViewIfNeeded();
  await expect(hydrating(page, '[data-odds-history]')).toHaveCount(0);
  const section = history.locator('[data-history-type="1"]');
  // A price some line shows (a suspended line shows dashes).
  const prices = await section.locator('[data-history-line] td.num').allTextContents();
  const price = prices.map((p) => p.trim()).find((p) => /^\d+\.\d+$/.test(p));
  expect(price).toBeDefined();
  await history.locator('[data-history-by]').selectOption('odds');
  await history.locator('[data-history-q]').fill(price!);
  const lines = section.locator('[data-history-line]');
  await expect(lines.first()).toBeVisible();
  for (const text of await lines.allTextContents()) expect(text).toContain(price!);
  await history.locator('[data-history-q]').fill('987.65');
  await expect(section.locator('[data-history-line]')).toHaveCount(0);
  await expect(section).toContainText('Nothing matches the search.');
});

interface HistoryPoint {
  s: string | null;
  h?: number | '-';
  d?: number | '-';
  a?: number | '-';
  ta: number;
}

async function bookHistory(
  request: APIRequestContext,
  id: number,
  bookId?: number,
): Promise<HistoryPoint[]> {
  const res = await request.get(`/api/relative/odds/${id}${bookId ? `?book_id=${bookId}` : ''}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { T1: HistoryPoint[] } }).data.T1;
}

/** Score changes in a 1X2 history, counted here from the raw points (oldest first). */
function scoreChanges(points: readonly HistoryPoint[]): number {
  let last: string | null = null;
  let changes = 0;
  for (const p of [...points].sort((a, b) => a.ta - b.ta)) {
    if (!p.s) continue;
    if (last !== null && p.s !== last) changes++;
    last = p.s;
  }
  return changes;
}

/**
 * An in-play match of the recorded world whose 1X2 history holds a score change: soccer first,
 * then basketball and handball (three-way too); the recording's half minute of play has few.
 */
async function matchWithGoals(request: APIRequestContext): Promise<number> {
  for (const sport of [1, 18, 78]) {
    const res = await request.get(`/api/games/inplay?sportsId=${sport}`);
    const list = (await res.json()) as { data: { id: number; is_inplay: boolean }[] };
    for (const m of list.data.filter((r) => r.is_inplay))
      if (scoreChanges(await bookHistory(request, m.id)) > 0) return m.id;
  }
  throw new Error(
    'no soccer, basketball or handball match of the recorded world has a score change',
  );
}

test("the history's bookmaker tabs show each book's own prices", async ({ page, request }) => {
  await page.goto(`/inplay/odds/details/${matchId}?lang=en`);
  const history = page.locator('[data-odds-history]');
  await history.scrollIntoViewIfNeeded();
  await expect(hydrating(page, '[data-odds-history]')).toHaveCount(0);
  const tabs = history.locator('[data-history-book]');
  expect(await tabs.count()).toBeGreaterThanOrEqual(MIN_BOOKS);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  const other = tabs.nth(2);
  const bookId = Number(await other.getAttribute('data-history-book'));
  await other.click();
  await expect(other).toHaveAttribute('aria-selected', 'true');
  await expect(history).toHaveAttribute('data-history-state', 'ready');
  await expect(history.locator('.odds-history__heading small')).toContainText(
    (await other.textContent())!,
  );
  const first = history.locator('[data-history-type="1"] [data-history-line]').first();
  const at = Date.parse((await first.locator('time').getAttribute('datetime'))!);
  const shown = (await first.locator('td.num').allTextContents()).slice(0, 3);
  // That book's own line at that moment, read from the API, not the main book's.
  const points = await bookHistory(request, matchId, bookId);
  const text = (v: number | '-' | undefined) => (typeof v === 'number' ? v.toFixed(2) : '-');
  const candidates = points
    .filter((p) => p.ta * 1000 === at)
    .map((p) => [text(p.h), text(p.d), text(p.a)]);
  expect(candidates, `${bookId}'s lines at ${at}`).toContainEqual(shown.map((s) => s.trim()));
});

test('the movement graph hydrates on sight, draws each outcome and marks every score change, in kr, en and jp', async ({
  browser,
  request,
}) => {
  const id = await matchWithGoals(request);
  const legends = {
    kr: ['홈', '무', '원정'],
    en: ['Home', 'Draw', 'Away'],
    jp: ['ホーム', '引き分け', 'アウェイ'],
  } as const;
  for (const lang of ['kr', 'en', 'jp'] as const) {
    const page = await browser.newPage({ viewport: { width: 900, height: 600 } });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const before = scoreChanges(await bookHistory(request, id));
    await page.goto(`/inplay/odds/details/${id}?lang=${lang}`);
    await expect(hydrating(page, '[data-odds-details]')).toHaveCount(0);
    const after = scoreChanges(await bookHistory(request, id));
    // Below the fold the history's island (and the graph in it) is not even requested.
    const island = page.locator('astro-island', { has: page.locator('[data-odds-history]') });
    const script = new URL((await island.getAttribute('component-url'))!, page.url()).href;
    expect(requested).not.toContain(script);

    const chart = page.locator('[data-odds-chart="1"]');
    await chart.scrollIntoViewIfNeeded();
    await expect(hydrating(page, '[data-odds-history]')).toHaveCount(0);
    expect(requested).toContain(script);
    await expect(chart.locator('svg[data-odds-graph] path[data-line]')).toHaveCount(3);
    await expect(chart.locator('[data-legend]')).toHaveText([...legends[lang]]);
    const marks = await chart.locator('[data-score-mark]').count();
    expect(marks).toBeGreaterThanOrEqual(Math.max(1, before));
    expect(marks).toBeLessThanOrEqual(after);
    await expect(chart.locator('[data-chart-scores]')).toHaveAttribute(
      'data-chart-scores',
      String(marks),
    );
    await page.close();
  }
});
