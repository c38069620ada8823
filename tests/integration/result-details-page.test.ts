/**
 * The result details page (spec §2 "Result details page", issue 14 items 4 and 6 and "Bad
 * input") on the real server with the simulated world: the header against the API, every tab
 * rendered with its data, the statistics from the stored final details, the address rules
 * (sports pushed into the query, isTime), 400s naming the field in kr/en/jp, and a match that
 * ends in the feed keeping its final score, odds, events and statistics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate } from '../../src/lib/domain/list-query';
import { bootServer, type BootedServer } from './helpers/boot';

let server: BootedServer;

interface Game {
  home_id: number;
  away_id: number;
  id: number;
  bet365: string | null;
  sport_id: number;
  league_id: number;
  ss: string | null;
  scores: Record<string, { home: string; away: string }>;
  is_inplay: boolean;
  timer: { tm: number } | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = (html: string, marker: string) => html.split(marker).length - 1;

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function page(id: number | string, query = 'sports=soccer', lang = 'en') {
  const res = await fetch(`${server.url}/game/result/info/${id}?lang=${lang}&${query}`, {
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
}

/** Finished matches of a sport over the last week, newest first. */
async function finished(sport: string): Promise<Game[]> {
  const to = seoulDate(Date.now());
  const from = seoulDate(Date.now() - 6 * 86_400_000);
  const body = await get<{ data: Game[] }>(
    `/api/result/${sport}?date_from=${from}&date_to=${to}&rows=50`,
  );
  return body.data.filter((g) => g.ss);
}

let soccer: Game;

beforeAll(async () => {
  server = await bootServer({
    ROLE: 'all',
    FEED: 'simulator',
    SIM_SEED: 'result-details',
    // 90 times faster: a live match ends within a minute of real time, which the test of a match
    // ending in the feed waits for.
    SIM_SPEED: '90',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const games = await finished('soccer');
    // A match of a league with a table and odds: the back-fill writes newest first.
    const withOdds = [];
    for (const g of games.slice(0, 10)) {
      const odds = await get<{ data: unknown[] }>(`/api/upcoming-odds/details/${g.id}`);
      if (odds.data.length > 0) withOdds.push(g);
    }
    if (withOdds[0]) {
      soccer = withOdds[0];
      break;
    }
    if (Date.now() > deadline) throw new Error('no finished soccer match with odds');
    await sleep(500);
  }
}, 120_000);
afterAll(async () => server?.stop());

describe('result details page', () => {
  it('pushes a missing sports into the address from the game name', async () => {
    const res = await page(soccer.id, 'type=sports');
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/game/result/info/${soccer.id}?lang=en&type=sports&sports=soccer`);
  });

  it('renders the header from the match: teams, final and half-time score, league, season', async () => {
    const { status, html } = await page(soccer.id);
    expect(status).toBe(200);
    expect(html).toContain(`data-match="${soccer.id}"`);
    expect(html).toContain(`data-score="${soccer.ss}"`);
    const half = soccer.scores['1'];
    if (half) expect(html).toContain(`data-half="${half.home}-${half.away}"`);
    expect(html).toContain(`data-league="${soccer.league_id}"`);
    expect(html).toMatch(/data-season>Season [^<]+: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}</);
    // Seven tabs; the graph is the default.
    expect(count(html, 'data-result-tab=')).toBe(7);
    expect(html).toMatch(/aria-current="page" data-result-tab="odds-graph"/);
  });

  it("shows the stored statistics: the score table and the API's stat pairs", async () => {
    const { html } = await page(soccer.id);
    const stats = await get<{ data: { stats: Record<string, [number, number]> } }>(
      `/api/result/info/${soccer.id}/stats`,
    );
    expect(html).toContain('data-score-table');
    const corners = stats.data.stats.corners!;
    expect(html).toMatch(
      new RegExp(
        `data-stat="corners"><dd class="result-stats__home">${corners[0]}</dd>[\\s\\S]*?<dd class="result-stats__away">${corners[1]}</dd>`,
      ),
    );
    const events = await get<{ data: { events: unknown[] } }>(
      `/api/result/info/${soccer.id}/events`,
    );
    expect(html).toContain(`(${events.data.events.length})`);
  });

  it('renders each tab with its data', async () => {
    const odds = await get<{ data: unknown[] }>(`/api/upcoming-odds/details/${soccer.id}`);
    const graph = await page(soccer.id);
    expect(graph.html).toContain('data-history-view="graph"');
    const table = await page(soccer.id, 'sports=soccer&tab=odds-table');
    expect(table.html).toContain('data-history-view="table"');
    expect(table.html).toContain('data-history-q');
    const books = await page(soccer.id, 'sports=soccer&tab=book-history');
    expect(books.html).toContain('data-history-view="books"');
    expect(books.html).toContain('data-history-book=');
    const book = await page(soccer.id, 'sports=soccer&tab=odds-book');
    expect(count(book.html, 'data-book-row')).toBe(odds.data.length);

    const standings = await get<{ data: { overall: { rows: { team: { id: number } }[] } | null } }>(
      `/api/league-table/${soccer.league_id}?upcomingId=${soccer.id}`,
    );
    const league = await page(soccer.id, 'sports=soccer&tab=league-table');
    if (standings.data.overall) {
      expect(count(league.html, 'data-team-row=')).toBe(3 * standings.data.overall.rows.length);
      expect(league.html).toContain('league-table__match-team');
    } else {
      expect(league.html).toContain('There is no league table for this season.');
    }
    const top = await get<{ data: { topgoals: unknown[] } }>(
      `/api/toplist/${soccer.league_id}?upcomingId=${soccer.id}`,
    );
    const toplist = await page(soccer.id, 'sports=soccer&tab=toplist');
    expect(toplist.html).toContain('data-top-list="topgoals"');
    const goals = /data-top-list="topgoals">([\s\S]*?)<\/section>/.exec(toplist.html)![1]!;
    expect(count(goals, 'data-player=')).toBe(top.data.topgoals.length);

    const statistics = await page(soccer.id, 'sports=soccer&tab=statistics');
    expect(statistics.html).toContain('data-tab="statistics"');
    expect(statistics.html).toContain('data-statistics');
  });

  it('isTime opens the odds table searching by time with q', async () => {
    const { html } = await page(soccer.id, 'sports=soccer&isTime=true&q=21%3A05');
    expect(html).toContain('data-tab="odds-table"');
    expect(html).toMatch(/value="21:05"[^>]*data-history-q|data-history-q[^>]*value="21:05"/);
  });

  it("baseball's inning table has innings 1-9, runs, hits and errors", async () => {
    const games = await finished('baseball');
    expect(games.length).toBeGreaterThan(0);
    const { status, html } = await page(games[0]!.id, 'sports=baseball&tab=statistics');
    expect(status).toBe(200);
    const periods = [...html.matchAll(/data-period="(\w+)"/g)].map((m) => m[1]);
    expect(periods.slice(0, 9)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(periods.slice(-3)).toEqual(['run', 'hit', 'error']);
  });

  it.each([
    ['abc', 'sports=soccer', 'id'],
    ['12', 'sports=cricket', 'sports'],
    ['12', 'sports=soccer&tab=chart', 'tab'],
    ['12', 'sports=soccer&ids=1,x', 'ids'],
    ['12', 'sports=soccer&isTime=maybe', 'isTime'],
    ['12', 'sports=soccer&upcomingId=0', 'upcomingId'],
  ])('answers %s?%s with 400 naming %s, in kr, en and jp', async (id, query, field) => {
    const words = { kr: '주소에 사용할 수 없는 값', en: 'a value we cannot use', jp: '使えない値' };
    for (const [lang, title] of Object.entries(words)) {
      const { status, html } = await page(id, query, lang);
      expect(status).toBe(400);
      expect(html).toContain(`data-bad-field="${field}"`);
      expect(html).toContain(title);
    }
  });

  it('answers an unknown match with 404', async () => {
    expect((await page(999_999_999_999)).status).toBe(404);
  });

  it('keeps a match’s final score, odds, events and statistics once it ends in the feed', async () => {
    // The live soccer match nearest its end (the world runs 90 times faster).
    const live = await get<{ data: Game[] }>('/api/games/inplay?sportsId=1');
    const near = live.data
      .filter((g) => g.is_inplay && g.bet365)
      .sort((a, b) => (b.timer?.tm ?? 0) - (a.timer?.tm ?? 0))[0];
    expect(near).toBeDefined();
    const deadline = Date.now() + 150_000;
    for (;;) {
      const res = await get<{ data: { status: string } }>(`/api/result/bet365/sub/${near!.bet365}`);
      if (res.data.status === 'done') break;
      if (Date.now() > deadline) throw new Error(`match ${near!.id} did not end`);
      await sleep(1000);
    }
    const stored = await get<{ data: Game & { stats: Record<string, [number, number]> } }>(
      `/api/result/info/${near!.id}/all`,
    );
    const { html } = await page(near!.id, 'sports=soccer&tab=odds-book');
    expect(html).toContain(`data-score="${stored.data.ss}"`);
    expect(count(html, 'data-book-row')).toBeGreaterThan(0);
    expect(Object.keys(stored.data.stats).length).toBeGreaterThan(3);
    for (const [key, [home, away]] of Object.entries(stored.data.stats).filter(([k]) =>
      ['corners', 'attacks', 'on_target'].includes(k),
    )) {
      expect(html).toMatch(
        new RegExp(
          `data-stat="${key}"><dd class="result-stats__home">${home}</dd>[\\s\\S]*?<dd class="result-stats__away">${away}</dd>`,
        ),
      );
    }
    expect(html).toMatch(/data-events>[\s\S]*?\((\d+)\)/);
  }, 180_000);
});

describe('head-to-head analysis page', () => {
  const h2h = async (query: string, lang = 'en', sport = '1') => {
    const res = await fetch(`${server.url}/inplay/game/details/${sport}?lang=${lang}&${query}`);
    return { status: res.status, html: await res.text() };
  };
  interface Listed {
    data: { id: number }[];
    count: { total: number };
  }
  interface Tally {
    data: {
      win: { H: number; D: number; A: number };
      team: { win: number; draw: number; loss: number } | null;
    };
  }

  it('lists mutual games and each team’s latest results of the year, with the API’s tallies', async () => {
    const year = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
    const teams = `homeId=${soccer.home_id}&awayId=${soccer.away_id}`;
    const { status, html } = await h2h(`upcomingId=${soccer.id}&sports=soccer`);
    expect(status).toBe(200);
    expect(count(html, 'data-h2h-tab=')).toBe(7);
    for (const table of ['relative', 'home', 'away'] as const) {
      const api = `/api/inplay/relative/list/${table}?${teams}&upcomingId=${soccer.id}&year=${year}&sportsId=1&status=result`;
      const listed = await get<Listed>(`${api}&rows=10`);
      const section = new RegExp(
        `data-relative-table="${table}" data-total="(\\d+)"([\\s\\S]*?)</section>`,
      ).exec(html)!;
      expect(Number(section[1]), table).toBe(listed.count.total);
      const shown = [...section[2]!.matchAll(/data-relative-row="(\d+)"/g)].map((m) =>
        Number(m[1]),
      );
      expect(shown.length, table).toBe(Math.min(10, listed.count.total));
      const all = await get<Listed>(`${api}&rows=200`);
      const ids = new Set(all.data.map((g) => g.id));
      expect(
        shown.every((id) => ids.has(id)),
        table,
      ).toBe(true);
      expect(shown).not.toContain(soccer.id);
      const tally = await get<Tally>(api.replace('/list/', '/count/'));
      if (table === 'relative')
        expect(section[2]).toContain(`data-tally-win="H">Home wins ${tally.data.win.H}<`);
      else
        expect(section[2]).toContain(
          `W ${tally.data.team!.win} D ${tally.data.team!.draw} L ${tally.data.team!.loss}`,
        );
    }
  });

  it('type preselects a tab; the match’s data renders in it', async () => {
    const odds = await get<{ data: unknown[] }>(`/api/upcoming-odds/details/${soccer.id}`);
    const today = await h2h(`upcomingId=${soccer.id}&type=today-odds`);
    expect(today.html).toMatch(/aria-current="page" data-h2h-tab="today-odds"/);
    expect(count(today.html, 'data-book-row')).toBe(odds.data.length);
    const toplist = await h2h(`upcomingId=${soccer.id}&type=toplist`);
    expect(toplist.html).toContain('data-top-list="topgoals"');
  });

  it.each([
    ['upcomingId=1&type=chart', 'type'],
    ['homeId=3', 'awayId'],
    ['upcomingId=1&year=1990', 'year'],
    ['upcomingId=1&rows_home=15', 'home'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    for (const lang of ['kr', 'en', 'jp']) {
      const { status, html } = await h2h(query, lang);
      expect(status).toBe(400);
      expect(html).toContain(`data-bad-field="${field}"`);
    }
  });

  it('answers an unknown match or team with 404', async () => {
    expect((await h2h('upcomingId=999999999999')).status).toBe(404);
    expect((await h2h('homeId=999999991&awayId=999999992')).status).toBe(404);
  });
});

describe('relative info list', () => {
  it('shows one block per game of ids, with the first game’s sport pushed into the address', async () => {
    const games = (await finished('soccer')).slice(0, 2);
    const ids = games.map((g) => g.id).join(',');
    const first = await fetch(`${server.url}/inplay/relative/list/info?ids=${ids}`, {
      redirect: 'manual',
    });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(
      `/inplay/relative/list/info?ids=${encodeURIComponent(ids)}&sports=soccer`,
    );
    const res = await fetch(
      `${server.url}/inplay/relative/list/info?ids=${ids}&sports=soccer&lang=jp`,
    );
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('関連試合');
    for (const g of games) {
      expect(html).toContain(`data-relative-game="${g.id}"`);
      expect(html).toContain(`data-score="${g.ss}"`);
    }
    const bad = await fetch(`${server.url}/inplay/relative/list/info?ids=1,x`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('data-bad-field="ids"');
  });
});
