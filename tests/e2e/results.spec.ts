/**
 * The results / upcoming list in a real browser (spec §2 "Upcoming / results list") against the
 * recorded world (tests/fixtures/replay): a simulated day's results with the week strip and paging
 * in kr, en and jp, the upcoming list's VS and kick-off times in the viewer's time zone,
 * full-width tables, the sports bar and league filter, the shell's Results link, and bad links.
 */
import { expect, test, type Page } from '@playwright/test';
import { seoulDay } from './recorded-world';

test.describe.configure({ timeout: 60_000 });

const rows = (page: Page) => page.locator('.results-row');

const WEEKDAY = {
  kr: /\d{4}년\d{2}월\d{2}일\([일월화수목금토]\)/,
  en: /\d{4}-\d{2}-\d{2} \((Sun|Mon|Tue|Wed|Thu|Fri|Sat)\)/,
  jp: /\d{4}年\d{2}月\d{2}日\([日月火水木金土]\)/,
} as const;

for (const lang of ['kr', 'en', 'jp'] as const) {
  test(`${lang}: a simulated day of results with its week strip and paging`, async ({ page }) => {
    // Yesterday is a whole simulated day: more than one page of finished matches.
    const day = seoulDay(-1);
    await page.goto(
      `/game/results/inplay?lang=${lang}&type=result&date_from=${day}&date_to=${day}`,
    );
    await expect(rows(page)).toHaveCount(50);
    await expect(page.locator('.results-row[data-state="upcoming"]')).toHaveCount(0);
    await expect(page.locator('[data-vs]')).toHaveCount(0);
    await expect(page.locator('.results-day__head').first()).toHaveText(WEEKDAY[lang]);
    await expect(page.locator('[data-list-tab="result"]')).toHaveAttribute('aria-current', 'page');

    // Week strip: 3 dates, the chosen one in the middle, arrows move by a day.
    const strip = page.locator('.week-strip__day');
    await expect(strip).toHaveCount(3);
    await expect(strip.nth(1)).toHaveAttribute('data-day', day);
    await expect(strip.nth(1)).toHaveAttribute('aria-current', 'date');
    await page.locator('[data-day-arrow="previous"]').click();
    await expect(page).toHaveURL(new RegExp(`date_from=${seoulDay(-2)}`));
    await expect(page.locator('.week-strip__day[aria-current="date"]')).toHaveAttribute(
      'data-day',
      seoulDay(-2),
    );
    await page.locator('[data-day-arrow="next"]').click();
    await expect(page).toHaveURL(new RegExp(`date_from=${day}`));

    // Paging: page 2 holds other rows, marked as current, and keeps the type and day.
    const first = await rows(page).first().getAttribute('data-match');
    await page.locator('.pager [data-page="2"]').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/type=result/);
    await expect(page.locator('.pager [aria-current="page"]')).toHaveText('2');
    await expect(rows(page).first()).not.toHaveAttribute('data-match', first ?? '');
    await expect(rows(page)).not.toHaveCount(0);
  });
}

test('the sports bar filters the list by sport and league, kept in the URL; back undoes it', async ({
  page,
}) => {
  const day = seoulDay(-1);
  await page.goto(
    `/game/results/inplay?lang=en&type=result&date_from=${day}&date_to=${day}&page=2`,
  );
  await expect(rows(page)).not.toHaveCount(0);
  const all = page.locator('[data-sport-tab="all"]');
  await expect(all).toHaveAttribute('aria-current', 'page');
  const total = Number(await page.locator('.results-total').getAttribute('data-total'));
  // A sport with matches that is not the whole list, so its rows are a real choice.
  const counts = await page
    .locator('.sports-nav [data-sport-tab] .badge')
    .evaluateAll((badges) =>
      badges.map(
        (b) => [b.closest('a')!.dataset.sportTab!, Number(b.getAttribute('data-count'))] as const,
      ),
    );
  expect(counts[0]).toEqual(['all', total]);
  const [sport, count] = counts.find(([id, n]) => id !== 'all' && n > 0 && n < total)!;

  await page.locator(`[data-sport-tab="${sport}"]`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]sportsId=${sport}(&|$)`));
  // The pager starts again at page 1.
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  await expect(page.locator(`[data-sport-tab="${sport}"]`)).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.results-total')).toHaveAttribute('data-total', String(count));
  const sports = await rows(page).evaluateAll((r) => r.map((el) => el.getAttribute('data-sport')));
  expect(sports.length).toBeGreaterThan(0);
  expect(new Set(sports)).toEqual(new Set([sport]));

  // A league of the sport: choosing it is enough, the list follows.
  const select = page.locator('form[data-league-filter] select[name="leagueId"]');
  const league = await select
    .locator('option[value]:not([value=""])')
    .first()
    .getAttribute('value');
  await select.selectOption(league);
  await expect(page).toHaveURL(new RegExp(`[?&]leagueId=${league}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]sportsId=${sport}(&|$)`));
  const leagues = await page
    .locator('[data-league-group]')
    .evaluateAll((r) => r.map((el) => el.getAttribute('data-league-group')));
  expect(new Set(leagues)).toEqual(new Set([league]));

  // Back returns to the sport, then to every sport.
  await page.goBack();
  await expect(page).not.toHaveURL(/leagueId=/);
  await expect(page.locator('.results-total')).toHaveAttribute('data-total', String(count));
  await page.goBack();
  await expect(page).not.toHaveURL(/sportsId=/);
  await expect(all).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.results-total')).toHaveAttribute('data-total', String(total));
});

test('the pager shows 9 page links, 4 under 641 px (spec §9)', async ({ page }) => {
  // The recording's results span the 48 hours before now: days -2 to 0 hold all of them (about
  // 15 pages) at any time of day, where a range ending yesterday holds 24 to 48 hours of them.
  const path = `/game/results/inplay?lang=en&type=result&date_from=${seoulDay(-2)}&date_to=${seoulDay(0)}&page=6`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await expect(page.locator('.pager__page:visible')).toHaveCount(9);
  await page.setViewportSize({ width: 640, height: 900 });
  await expect(page.locator('.pager__page:visible')).toHaveCount(4);
  await expect(page.locator('.pager__page--current')).toBeVisible();
});

test('the table fills the width and does not cut team names', async ({ page }) => {
  for (const width of [1280, 400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/game/results/inplay?lang=kr&type=upcoming&date_from=${seoulDay(1)}`);
    await expect(rows(page).first()).toBeVisible();
    const [table, main, row] = await Promise.all([
      page.locator('.results-table').boundingBox(),
      page.locator('.results-page').boundingBox(),
      rows(page).first().boundingBox(),
    ]);
    expect(table!.width, `table at ${width} px`).toBeGreaterThanOrEqual(main!.width - 2);
    expect(row!.width, `row at ${width} px`).toBeGreaterThanOrEqual(main!.width - 2);
    const cut = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.team-cell__name')].filter(
          (el) => el.scrollWidth > el.clientWidth + 1,
        ).length,
    );
    expect(cut, `names cut at ${width} px`).toBe(0);
  }
});

test('the upcoming list shows VS and kick-off times in the viewer time zone', async ({
  browser,
}) => {
  for (const timezoneId of ['Asia/Seoul', 'Europe/London', 'America/New_York']) {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await page.goto(`/game/results/inplay?lang=jp&type=upcoming&date_from=${seoulDay(1)}`);
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(page.locator('[data-vs]')).toHaveCount(count);
    await expect(page.locator('[data-vs]').first()).toHaveText('VS');
    const time = page.locator('.results-row time').first();
    const kickoff = Number(await time.getAttribute('data-kickoff'));
    const expected = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezoneId,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(kickoff * 1000));
    await expect(time).toHaveText(expected);
    await context.close();
  }
});

test('the list works without script: tabs, strip and pager are links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/game/results/inplay?lang=en&date_from=${seoulDay(-1)}`);
  await expect(rows(page)).toHaveCount(50);
  await page.locator('[data-list-tab="upcoming"]').click();
  await expect(page).toHaveURL(/type=upcoming/);
  await page.locator('[data-list-tab="result"]').click();
  await page.locator('.pager [data-step="next"]').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page).first()).toBeVisible();
  await context.close();
});

test('the shell Results link leads to the results list', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.locator('a[href="/game/results/inplay"]').first().click();
  await expect(page).toHaveURL(/\/game\/results\/inplay$/);
  await expect(page.locator('[data-page="game-results"] .page-heading')).toHaveText('Results');
  await expect(page.locator('.week-strip')).toBeVisible();
});

test('a bad link shows what is wrong in the page language', async ({ page }) => {
  const response = await page.goto('/game/results/inplay?lang=kr&date_from=2026-02-30');
  expect(response?.status()).toBe(400);
  await expect(page.locator('[data-bad-field="date_from"]')).toContainText('시작 날짜(date_from)');
  await page.locator('[data-bad-field] a').click();
  await expect(page).toHaveURL(/\/game\/results\/inplay$/);
  await expect(page.locator('[data-bad-field]')).toHaveCount(0);
});

test.describe('the search bar on the results list', () => {
  const day = seoulDay(-1);
  const start = `/game/results/inplay?lang=en&type=result&date_from=${day}&date_to=${day}`;

  test('a team name narrows the rows and stays in the URL; clear restores the defaults', async ({
    page,
  }) => {
    await page.goto(start);
    await expect(rows(page)).toHaveCount(50);
    await expect(page.locator('form[data-search-bar][data-hydrated]')).toBeVisible();
    const team = (await page.locator('.team-cell--home .team-cell__name').first().innerText())
      .trim()
      .toLowerCase();
    const bar = page.locator('form[data-search-bar]');
    // Spaces around and inside are the user's; the query keeps the text trimmed and collapsed.
    await bar.locator('input[name="q"]').fill(`  ${team.split(' ').join('   ')}  `);
    await bar.locator('button[type="submit"]').click();
    // Team names may hold characters a pattern would read as syntax ("(Hexa)"): compare values.
    await expect(page).toHaveURL(/[?&]q=/);
    const searched = new URL(page.url()).searchParams;
    expect(searched.get('q')).toBe(team);
    expect(searched.get('type')).toBe('result');
    const names = await page.locator('.team-cell__name').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(100);
    for (let i = 0; i < names.length; i += 2) {
      const pair = `${names[i]} ${names[i + 1]}`.toLowerCase();
      expect(pair).toContain(team);
    }
    await bar.getByRole('link', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.locator('form[data-search-bar] input[name="q"]')).toHaveValue('');
  });

  test('on a phone the shell’s search button is on the first screen and opens the bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(start.replace('lang=en', 'lang=kr'));
    const bar = page.locator('form[data-search-bar][data-hydrated]');
    // The button works once the bar's island is awake (a hidden bar not yet there is no test).
    await expect(bar).toBeAttached();
    await expect(bar).toBeHidden();
    // Spec §2 "Shell": at 768 px or less a search button appears; past the scrolling tabs it
    // would be off screen, so it stays pinned at the row's end, a full touch target.
    const button = page.locator('[data-mobile-search]');
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await button.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await expect(bar).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const close = bar.getByRole('button', { name: '검색 닫기' });
    const closeBox = await close.boundingBox();
    expect(Math.min(closeBox!.width, closeBox!.height)).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(bar).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Wider than 768 px there is no button and the bar is always open.
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(button).toBeHidden();
    await expect(bar).toBeVisible();
  });

  test('the date picker refuses a from date after the to date', async ({ page }) => {
    await page.goto(start);
    const bar = page.locator('form[data-search-bar][data-hydrated]');
    await expect(bar).toBeVisible();
    await bar.locator('input[name="date_from"]').fill(seoulDay(1));
    await expect(bar.getByRole('alert')).toBeVisible();
    await bar.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`date_from=${day}`));
  });
});
