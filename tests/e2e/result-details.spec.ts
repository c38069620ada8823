/**
 * The result details page in a real browser (spec §2 "Result details page")
 * against the recorded world (tests/fixtures/replay): a finished match opened from its data icon
 * on the results list, every tab rendering real data and the odds chart drawn, in kr, en and jp;
 * the statistics side panel turning into a tab at 800 px; the odds table's search by time.
 */
import { expect, test, type Page } from '@playwright/test';
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

    // The odds graph is the default tab: the chart is drawn with its three lines.
    const chart = details.locator('[data-odds-chart="1"]');
    await expect(chart.locator('.apexcharts-canvas')).toBeVisible({ timeout: 15_000 });
    await expect(chart.locator('.apexcharts-series')).toHaveCount(3);

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
