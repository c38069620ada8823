/**
 * The result details page in a real browser (spec §2 "Result details page")
 * against the recorded world (tests/fixtures/replay): a finished match opened from its data icon
 * on the results list, every tab rendering real data and the odds chart drawn, in kr, en and jp;
 * the statistics side panel turning into a tab at 800 px; the odds table's search by time; the
 * odds graph's axes and lines against the API's price history.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './islands';
import { seoulDay } from './recorded-world';

test.describe.configure({ timeout: 60_000 });

const HTML_LANG = { kr: 'ko', en: 'en', jp: 'ja' } as const;
const STATISTICS = { kr: '통계', en: 'Statistics', jp: '統計' } as const;

async function openFromList(page: Page, lang: keyof typeof HTML_LANG): Promise<Page> {
  const day = seoulDay(-1);
  await page.goto(
    `/game/results/inplay?lang=${lang}&type=result&sportsId=1&date_from=${day}&date_to=${day}`,
  );
  const [details] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('[data-data-link]').first().click(),
  ]);
  await details.waitForLoadState();
  return details;
}

for (const lang of ['kr', 'en', 'jp'] as const) {
  test(`${lang}: a finished match opens from its data icon with every tab showing real data`, async ({
    page,
  }) => {
    const details = await openFromList(page, lang);
    await expect(details).toHaveURL(/\/game\/result\/info\/\d+\?.*sports=soccer/);
    await expect(details.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
    await expect(details.locator('[data-result-head] [data-score]')).toHaveAttribute(
      'data-score',
      /^\d+-\d+$/,
    );

    // The odds graph is the default tab: the graph is drawn with its three lines.
    const chart = details.locator('[data-odds-chart="1"]');
    await expect(chart.locator('svg[data-odds-graph]')).toBeVisible();
    await expect(chart.locator('path[data-line]')).toHaveCount(3);

    // Wider than 840 px the statistics are a side panel and there is no statistics tab.
    await expect(details.locator('[data-statistics]')).toBeVisible();
    await expect(details.locator('[data-statistics] h2')).toHaveText(STATISTICS[lang]);
    await expect(details.locator('[data-stat]').first()).toBeVisible();
    await expect(details.locator('[data-result-tab="statistics"]')).toBeHidden();

    const tab = async (name: string) => {
      await details.locator(`[data-result-tab="${name}"]`).click();
      await expect(details).toHaveURL(new RegExp(`tab=${name}`));
      await expect(details.locator(`[data-result-tab="${name}"]`)).toHaveAttribute(
        'aria-current',
        'page',
      );
    };
    await tab('league-table');
    await expect(details.locator('[data-table="overall"] [data-team-row]').first()).toBeVisible();
    // The match's teams are marked (below the tenth place they sit behind "show all").
    await expect(details.locator('.league-table__match-team').first()).toBeAttached();
    await tab('toplist');
    await expect(details.locator('[data-top-list="topgoals"] [data-player]').first()).toBeVisible();
    await tab('odds-table');
    await expect(details.locator('[data-history-view="table"] table').first()).toBeVisible();
    await expect(details.locator('[data-history-q]')).toBeVisible();
    await tab('book-history');
    const books = details.locator('[data-history-book]');
    expect(await books.count()).toBeGreaterThan(1);
    await books.nth(1).click();
    await expect(books.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(details.locator('[data-history-view="books"] table').first()).toBeVisible();
    await tab('odds-book');
    expect(await details.locator('[data-odds-table] [data-book-row]').count()).toBeGreaterThan(3);
  });
}

test('the statistics panel becomes a tab at 800 px', async ({ page }) => {
  const details = await openFromList(page, 'en');
  await details.setViewportSize({ width: 800, height: 900 });
  await expect(details.locator('[data-statistics]')).toBeHidden();
  const statisticsTab = details.locator('[data-result-tab="statistics"]');
  await expect(statisticsTab).toBeVisible();
  await statisticsTab.click();
  await expect(details).toHaveURL(/tab=statistics/);
  await expect(details.locator('[data-statistics]')).toBeVisible();
  await expect(details.locator('[data-score-table]')).toBeVisible();
  await expect(details.locator('[data-tab-panel]')).toBeHidden();
  // Widened again, the panel sits beside the tab in view.
  await details.setViewportSize({ width: 1200, height: 900 });
  await expect(details.locator('[data-statistics]')).toBeVisible();
  await expect(statisticsTab).toBeHidden();
});

test('isTime opens the odds table searching by time, and the search narrows the rows', async ({
  page,
}) => {
  const details = await openFromList(page, 'en');
  const id = /info\/(\d+)/.exec(details.url())![1];
  await details.goto(`/game/result/info/${id}?lang=en&sports=soccer&isTime=true`);
  await expect(details.locator('[data-result-tab="odds-table"]')).toHaveAttribute(
    'aria-current',
    'page',
  );
  const rows = details.locator('[data-history-view="table"] tbody tr');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  const time = (await rows.first().locator('td').last().textContent())!.trim().slice(0, 5);
  await details.locator('[data-history-q]').fill(time);
  await expect.poll(() => rows.count()).toBeLessThanOrEqual(all);
  for (const cell of await rows.locator('td:last-child').allTextContents())
    expect(cell).toContain(time);
});

interface HistoryPoint {
  h: number | '-';
  d: number | '-';
  a: number | '-';
  ta: number;
}

/** A finished soccer match of yesterday whose 1X2 prices moved, with its main book's history. */
async function pricedResult(request: APIRequestContext) {
  const day = seoulDay(-1);
  const list = await request.get(`/api/result/soccer?date_from=${day}&date_to=${day}&rows=20`);
  expect(list.ok()).toBe(true);
  for (const game of ((await list.json()) as { data: { id: number }[] }).data) {
    const res = await request.get(`/api/relative/odds/${game.id}`);
    const history = ((await res.json()) as { data: { T1: HistoryPoint[] } }).data.T1;
    if (history.length > 1) return { id: game.id, history: history.sort((x, y) => x.ta - y.ta) };
  }
  throw new Error(`no finished soccer match with a 1X2 history on ${day}`);
}

interface DrawnGraph {
  zone: string | undefined;
  start: number;
  end: number;
  prices: { label: string; y: number }[];
  times: { at: number; label: string; x: number }[];
  lines: Record<string, { x: number; y: number }[]>;
}

/** The graph as drawn: labelled price ticks, time ticks, the span and each line's points. */
function readGraph(svg: SVGSVGElement): DrawnGraph {
  const num = (el: Element | null, name: string) => Number(el?.getAttribute(name));
  return {
    zone: svg.dataset.zone,
    start: Number(svg.dataset.timeStart),
    end: Number(svg.dataset.timeEnd),
    prices: [...svg.querySelectorAll('[data-price-tick]')].map((g) => ({
      label: g.querySelector('text')!.textContent,
      y: num(g.querySelector('line'), 'y1'),
    })),
    times: [...svg.querySelectorAll('[data-time-tick]')].map((g) => ({
      at: Number(g.getAttribute('data-time-tick')),
      label: g.querySelector('text')!.textContent,
      x: num(g.querySelector('line'), 'x1'),
    })),
    lines: Object.fromEntries(
      [...svg.querySelectorAll('path[data-line]')].map((p) => [
        p.getAttribute('data-line') ?? '',
        [...p.getAttribute('d')!.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({
          x: Number(m[1]),
          y: Number(m[2]),
        })),
      ]),
    ),
  };
}

test("the odds graph draws the API's prices where its labelled axes put them, in the viewer's zone", async ({
  browser,
  request,
}) => {
  const { id, history } = await pricedResult(request);
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await page.goto(`/game/result/info/${id}?lang=kr&sports=soccer`);
  await hydrated(page, '[data-odds-history]');
  const svg = page.locator('[data-odds-chart="1"] svg[data-odds-graph]');
  // Redrawn after hydration in the viewer's zone (the server drew Seoul's).
  await expect(svg).toHaveAttribute('data-zone', 'Europe/London');
  const graph = await svg.evaluate(readGraph);

  // Price labels: numbers, evenly spaced on the page for evenly spaced values (a linear scale).
  const ticks = graph.prices.map((p) => ({ value: Number(p.label), y: p.y }));
  expect(ticks.length).toBeGreaterThanOrEqual(3);
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const yOf = (price: number) =>
    low.y + ((price - low.value) / (high.value - low.value)) * (high.y - low.y);
  for (const tick of ticks)
    expect(Math.abs(tick.y - yOf(tick.value)), tick.value.toString()).toBeLessThan(0.5);

  // Each outcome's line starts at its first price and ends at its last, on that scale.
  const priced = (v: number | '-') => (typeof v === 'number' ? v : null);
  for (const [outcome, pick] of [
    ['home', 'h'],
    ['draw', 'd'],
    ['away', 'a'],
  ] as const) {
    const prices = history.map((p) => priced(p[pick])).filter((v) => v !== null);
    const points = graph.lines[outcome]!;
    expect(points.length, outcome).toBeGreaterThan(1);
    expect(Math.abs(points[0]!.y - yOf(prices[0]!)), `${outcome} first`).toBeLessThan(0.5);
    expect(Math.abs(points.at(-1)!.y - yOf(prices.at(-1)!)), `${outcome} last`).toBeLessThan(0.5);
  }

  // The time axis spans the history: from its first price to at least its last, the lines
  // starting where the ticks' scale puts the first price.
  expect(graph.start).toBe(history[0]!.ta * 1000);
  expect(graph.end).toBeGreaterThanOrEqual(history.at(-1)!.ta * 1000);
  expect(graph.times.length).toBeGreaterThanOrEqual(2);
  const [t0, t1] = [graph.times[0]!, graph.times.at(-1)!];
  const xOf = (at: number) => t0.x + ((at - t0.at) / (t1.at - t0.at)) * (t1.x - t0.x);
  for (const tick of graph.times) {
    expect(tick.at).toBeGreaterThanOrEqual(graph.start);
    expect(tick.at).toBeLessThanOrEqual(graph.end);
    expect(tick.label).toMatch(/\d/);
  }
  expect(Math.abs(graph.lines.home![0]!.x - xOf(graph.start))).toBeLessThan(1);
  // Dates in the page's language: Korean month and day.
  expect(graph.times.map((t) => t.label).join(' ')).toMatch(/\d{1,2}월 \d{1,2}일/);
  await context.close();
});
