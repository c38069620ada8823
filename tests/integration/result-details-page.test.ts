/**
 * The result details page (spec §2 "Result details page") on the real server with the simulated
 * world: the header against the API, every tab rendered with its data, the statistics from the
 * stored final details, the address rules (sports pushed into the query, isTime), 400s naming
 * the field in kr/en/jp, and a match that ends in the feed keeping its final score, odds, events
 * and statistics.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate } from '../../src/lib/domain/seoul-time';
import { readUntil, until } from '../support/wait';
import { bootServer, type BootedServer } from './helpers/boot';

/** A name as the page writes it in text. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
  play_time: string;
}

const count = (html: string, marker: string) => html.split(marker).length - 1;
/** Text matched as written inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
async function finished(sport: string, page = 1, leagueId?: number): Promise<Game[]> {
  const to = seoulDate(Date.now());
  const from = seoulDate(Date.now() - 6 * 86_400_000);
  const league = leagueId === undefined ? '' : `&league_id=${leagueId}`;
  const body = await get<{ data: Game[] }>(
    `/api/result/${sport}?date_from=${from}&date_to=${to}&rows=50&page=${page}${league}`,
  );
  return body.data.filter((g) => g.ss);
}

/** The Premier League: its clubs play once a weekend in the simulated world's calendar. */
const PREMIER_LEAGUE = 101;

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
  soccer = await until(
    'a finished soccer match with odds',
    async () => {
      // A match of a league with a table and odds: the back-fill writes newest first.
      for (const g of (await finished('soccer')).slice(0, 10)) {
        const odds = await get<{ data: unknown[] }>(`/api/upcoming-odds/details/${g.id}`);
        if (odds.data.length > 0) return g;
      }
      return undefined;
    },
    { timeoutMs: 60_000, intervalMs: 500 },
  );
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

  it('draws the odds graph on the server: a line per 1X2 outcome, dates in the page language', async () => {
    const graphs = {
      kr: /\d{1,2}월 \d{1,2}일/,
      en: /[A-Z][a-z]{2} \d{1,2}/,
      jp: /\d{1,2}月\d{1,2}日/,
    };
    for (const [lang, date] of Object.entries(graphs)) {
      const { html } = await page(soccer.id, 'sports=soccer', lang);
      const svg = /<svg[^>]*data-odds-graph[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
      // Rendered in the service's zone; the browser redraws in the viewer's once hydrated.
      expect(svg, lang).toContain('data-zone="Asia/Seoul"');
      for (const outcome of ['home', 'draw', 'away'])
        expect(svg, `${lang} ${outcome}`).toMatch(new RegExp(`data-line="${outcome}" d="M`));
      expect(svg, lang).toMatch(date);
    }
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

  it('reads every event in the viewer’s language from its code, none as sent', async () => {
    const events = await get<{ data: { events: unknown[] } }>(
      `/api/result/info/${soccer.id}/events`,
    );
    expect(events.data.events.length).toBeGreaterThan(0);
    const english = /\b(Goal|Card|Corner|Substitution|Half|Penalty|Score After|Race to)\b/;
    for (const lang of ['kr', 'jp']) {
      const { html } = await page(soccer.id, 'sports=soccer', lang);
      const lines = [...html.matchAll(/<li data-event="[^"]*"([^>]*)>([^<]*)<\/li>/g)];
      expect(lines).toHaveLength(events.data.events.length);
      for (const [, attributes, text] of lines) {
        expect(attributes, `${lang}: ${text}`).not.toContain('data-as-sent');
        expect(text, lang).not.toMatch(english);
      }
    }
    const en = await page(soccer.id, 'sports=soccer', 'en');
    expect(en.html).toMatch(/<li data-event="[^"]*"[^>]*>[^<]*\b(Goal|Card|Corner)/);
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
    await until(
      `match ${near!.id} to end`,
      async () => {
        const res = await get<{ data: { status: string } }>(
          `/api/result/bet365/sub/${near!.bet365}`,
        );
        return res.data.status === 'done';
      },
      { timeoutMs: 150_000, intervalMs: 1_000 },
    );
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

describe('league pages of the simulated world', () => {
  const html = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, html: await res.text() };
  };

  it('league details: every team in the overall, home and away tables', async () => {
    const table = await get<{ data: { overall: { rows: unknown[] } | null } }>(
      `/api/league-table/${soccer.league_id}?upcomingId=${soccer.id}`,
    );
    const { status, html: page } = await html(
      `/inplay/league/details/${soccer.league_id}?upcomingId=${soccer.id}&homeId=${soccer.home_id}&awayId=${soccer.away_id}&lang=kr`,
    );
    expect(status).toBe(200);
    const teams = table.data.overall?.rows.length ?? 0;
    expect(teams).toBeGreaterThan(0);
    expect(count(page, 'data-team-row=')).toBe(3 * teams);
    // The match's teams are marked; the season selector keeps the teams in the address.
    expect(count(page, 'league-table__match-team')).toBe(6);
    expect(page).toMatch(
      new RegExp(`<input type="hidden" name="homeId" value="${soccer.home_id}"`),
    );
  });

  it('league details opened from a match (its id only): the match season, its teams headed and marked', async () => {
    const { data } = await get<{ data: { season: { id: number } } }>(
      `/api/league-table/${soccer.league_id}?upcomingId=${soccer.id}`,
    );
    const { status, html: page } = await html(
      `/inplay/league/details/${soccer.league_id}?upcomingId=${soccer.id}&lang=en`,
    );
    expect(status).toBe(200);
    expect(page).toContain('data-league-teams');
    expect(count(page, 'league-table__match-team')).toBe(6);
    for (const id of [soccer.home_id, soccer.away_id])
      expect(page).toMatch(
        new RegExp(`class="league-table__match-team"[^>]*data-team-row="${id}"`),
      );
    expect(page).toMatch(new RegExp(`<option[^>]*value="${data.season.id}"[^>]*selected`));
  });

  it('league info: the four top lists, players opening player info with the sport', async () => {
    const { status, html: page } = await html(
      `/inplay/league/info/${soccer.league_id}?upcomingId=${soccer.id}&lang=en`,
    );
    expect(status).toBe(200);
    for (const list of ['topgoals', 'topassists', 'topcards', 'injuries'])
      expect(page).toContain(`data-top-list="${list}"`);
    expect(page).toMatch(/href="\/inplay\/player\/info\/\d+\?sports=soccer"/);
    expect(page).toMatch(/href="\/inplay\/team\/info\/\d+"/);
    expect(page).toMatch(/<script type="application\/ld\+json">/);
    // Players and teams in the viewer's language (Japanese here).
    const jp = await html(
      `/inplay/league/info/${soccer.league_id}?upcomingId=${soccer.id}&lang=jp`,
    );
    const names = [
      ...jp.html.matchAll(/href="\/inplay\/(?:player|team)\/info\/[^"]+"[^>]*>([^<]+)</g),
    ].map((m) => m[1]!.trim());
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('team info: names, facts and the squad, ten shown and the rest behind show more', async () => {
    const team = await get<{
      data: { name: string; kor: string; playerList: { id: number; kor: string }[] };
    }>(`/api/team/info/${soccer.home_id}`);
    const { status, html: page } = await html(`/inplay/team/info/${soccer.home_id}?lang=kr`);
    expect(status).toBe(200);
    expect(page).toMatch(new RegExp(`data-team-name>\\s*${literal(team.data.kor)}\\s*<`));
    const squad = team.data.playerList;
    expect(count(page, 'data-player-row=')).toBe(squad.length);
    if (squad.length > 10) {
      expect(count(page, 'class="squad__beyond"')).toBe(squad.length - 10);
      expect(page).toContain('data-show-more');
    }
    expect(page).toContain(`href="/inplay/player/info/${squad[0]!.id}?sports=soccer"`);
    const ld = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!,
    ) as Record<string, unknown>;
    expect(ld['@type']).toBe('SportsTeam');
    expect((ld.athlete as unknown[]).length).toBe(squad.length);
    // The latest results and next matches, as the relative lists have them, and all the games.
    const gamesOf = (at: string, kind: string) => {
      const part = at.slice(at.indexOf(`data-team-games="${kind}"`));
      return [...part.slice(0, part.indexOf('</section>')).matchAll(/data-team-game="(\d+)"/g)].map(
        (m) => Number(m[1]),
      );
    };
    for (const [kind, status, sort] of [
      ['recent', 'result', 'desc'],
      ['next', 'upcoming', 'asc'],
    ] as const) {
      const listed = async () =>
        (
          await get<{ data: { id: number }[] }>(
            `/api/relative/list?homeId=${soccer.home_id}&status=${status}&sort=${sort}&rows=5`,
          )
        ).data.map((g) => g.id);
      // The world runs 90 times faster: a game may kick off or end between the page's read and
      // the API's. Read both again until one pair was read in the same state.
      let first = true;
      const [shown, api] = await readUntil(
        `the ${kind} games alike on the page and in the API`,
        async () => {
          const shownNow = first
            ? gamesOf(page, kind)
            : gamesOf((await html(`/inplay/team/info/${soccer.home_id}?lang=kr`)).html, kind);
          first = false;
          return [shownNow, await listed()] as const;
        },
        ([a, b]) => isDeepStrictEqual(a, b),
        { timeoutMs: 10_000, intervalMs: 1_000, lastOnTimeout: true },
      );
      expect(shown, kind).toEqual(api);
    }
    expect(page).toContain(`href="/inplay/team/list/${soccer.home_id}"`);
  });

  it('player info: facts with age, statistics and transfers as the API has them', async () => {
    const team = await get<{ data: { playerList: { id: number }[] } }>(
      `/api/team/info/${soccer.home_id}`,
    );
    const id = team.data.playerList[0]!.id;
    const player = await get<{
      data: { jp: string; transfers: unknown[]; stats: { matches: number } };
    }>(`/api/players/${id}`);
    const { status, html: page } = await html(`/inplay/player/info/${id}?sports=soccer&lang=jp`);
    expect(status).toBe(200);
    expect(page).toMatch(new RegExp(`data-player-name>\\s*${literal(player.data.jp)}\\s*<`));
    expect(page).toMatch(/data-age="\d+"/);
    expect(count(page, 'data-transfer>')).toBe(player.data.transfers.length);
    expect(page).toMatch(
      new RegExp(`data-stat="matches"><dt>[^<]+</dt><dd>${player.data.stats.matches}</dd>`),
    );
    expect(page).toContain(`href="/inplay/team/info/${soccer.home_id}"`);
    expect(page).toContain('"@type":"Person"');
  });

  it('team list: the team’s games of the year in kick-off order, the API’s counts, results per sport', async () => {
    const team = soccer.home_id;
    const year = seoulDate(Date.now()).slice(0, 4);
    const lists = () =>
      Promise.all([
        get<{ data: { play_time: string }[]; count: { total: number } }>(
          `/api/relative/list?homeId=${team}&status=all&year=${year}&rows=30`,
        ),
        get<{ count: { total: number } }>(
          `/api/relative/list?homeId=${team}&status=result&year=${year}&sportsId=1`,
        ),
      ]);
    // The world runs 90 times faster and schedules and ends games as it goes: the page is
    // compared with the API only when the API read the same before and after it.
    const reading = async () => {
      const [all, results] = await lists();
      const { status, html: page } = await html(`/inplay/team/list/${team}?lang=en`);
      const twenty = await html(`/inplay/team/list/${team}?lang=en&rows_1=20`);
      const [allAfter, resultsAfter] = await lists();
      const steady =
        isDeepStrictEqual(allAfter, all) && resultsAfter.count.total === results.count.total;
      return { all, results, status, page, twenty, steady };
    };
    let read = await reading();
    for (let attempt = 0; attempt < 4 && !read.steady; attempt++) read = await reading();
    const { all, results, status, page, twenty } = read;
    expect(status).toBe(200);
    expect(page).toContain(`data-total="${all.count.total}"`);
    const matches = page.slice(page.indexOf('data-team-matches'), page.indexOf('data-team-rows'));
    const rows = [...matches.matchAll(/data-team-game="(\d+)"/g)];
    expect(rows.length).toBe(Math.min(30, all.count.total));
    // Every row is one of the team's games; kick-off ascending, as the API lists them.
    const times = [...matches.matchAll(/class="h2h-time">([^<]+)</g)].map((m) => m[1]);
    expect(times).toEqual(all.data.map((g) => g.play_time.slice(0, 16)));
    for (const row of matches.split('data-team-game=').slice(1))
      expect(row).toContain(`data-team-link="${team}"`);
    // The soccer results table, ten rows unless another count is chosen.
    expect(page).toContain(`data-sport-results="1" data-total="${results.count.total}"`);
    const soccerRows = (html: string) => {
      const part = html.slice(html.indexOf('data-sport-results="1"'));
      return count(part.slice(0, part.indexOf('</table>')), 'data-team-game=');
    };
    expect(soccerRows(page)).toBe(Math.min(10, results.count.total));
    expect(soccerRows(twenty.html)).toBe(Math.min(20, results.count.total));
    // The sports bar links each sport of the games.
    expect(page).toMatch(new RegExp(`href="/inplay/team/list/${team}\\?game_id=1"`));
  });

  it('team list in Japanese: the games name teams and leagues in Japanese', async () => {
    const team = soccer.home_id;
    const year = seoulDate(Date.now()).slice(0, 4);
    const all = await get<{ data: { home_jp: string; away_jp: string; league_jp: string }[] }>(
      `/api/relative/list?homeId=${team}&status=all&year=${year}&rows=30`,
    );
    const first = all.data[0]!;
    expect(first.home_jp).not.toBe('');
    const { html: page } = await html(`/inplay/team/list/${team}?lang=jp`);
    const matches = page.slice(page.indexOf('data-team-matches'), page.indexOf('data-team-rows'));
    for (const name of [first.home_jp, first.away_jp, first.league_jp]) {
      expect(matches).toContain(escapeHtml(name));
    }
  });

  it('team list: one result of one sport hands over to the relative info list', async () => {
    // Two teams on one day: the simulated world sometimes pairs them twice.
    const scopeOf = async (g: Game) => {
      const day = g.play_time.slice(0, 10);
      const query = `homeId=${g.home_id}&awayId=${g.away_id}&date=${day}`;
      const api = await get<{ count: { total: number } }>(`/api/relative/list?${query}`);
      return { g, day, query, results: api.count.total };
    };
    // The newest results are mostly e-soccer, whose clubs meet many times a day: look through
    // the week's results a page at a time until a pair met once (and keep one that met more).
    const scopes: Awaited<ReturnType<typeof scopeOf>>[] = [];
    for (let page = 1; page <= 6 && !scopes.some((s) => s.results === 1); page++) {
      const games = await finished('soccer', page);
      if (games.length === 0) break;
      scopes.push(...(await Promise.all(games.map(scopeOf))));
    }
    const one = scopes.find((s) => s.results === 1);
    expect(one, `a pair of teams with one game on a day, of ${scopes.length}`).toBeDefined();
    const res = await fetch(`${server.url}/inplay/team/list?${one!.query}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/inplay/relative/list/info?sports=soccer&ids=${one!.g.id}&filter_by=time&q=${one!.day}&isTime=true`,
    );
    // More than one: the page lists them.
    const more = scopes.find((s) => s.results > 1);
    if (more) {
      const page = await html(`/inplay/team/list?${more.query}`);
      expect(page.status).toBe(200);
      expect(count(page.html, 'data-team-game=')).toBeGreaterThanOrEqual(2 * more.results);
    }
  });

  it('team list: a search whose results are one game of one sport hands over too', async () => {
    // A team's English name searched on the day of one of its games: one result or more. The
    // newest results are mostly e-soccer, whose clubs play many times a day: look at the last
    // week's Premier League, where a club plays once a weekend (some share a name with an
    // e-soccer side, which the search finds too).
    const tried = await Promise.all(
      (await finished('soccer', 1, PREMIER_LEAGUE)).map(async (g) => {
        const day = g.play_time.slice(0, 10);
        const team = await get<{ data: { name: string } }>(`/api/team/info/${g.home_id}`);
        const q = encodeURIComponent(team.data.name);
        // Every sport, as the page searches: a name can match a club of another sport too.
        const api = await get<{ count: { total: number } }>(
          `/api/relative/list?filter_by=team_name&q=${q}&date=${day}`,
        );
        return { g, day, query: `q=${q}&filterBy=team_name&date=${day}`, results: api.count.total };
      }),
    );
    const one = tried.find((t) => t.results === 1);
    expect(one, 'a team with one game on a day').toBeDefined();
    const res = await fetch(`${server.url}/inplay/team/list?${one!.query}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/inplay/relative/list/info?sports=soccer&ids=${one!.g.id}&filter_by=time&q=${one!.day}&isTime=true`,
    );
  });

  it('team list: a bad value is a 400 naming it, an unknown team a 404', async () => {
    for (const [path, field] of [
      ['/inplay/team/list/1?game_id=curling', 'game_id'],
      ['/inplay/team/list/1?date=2026-02-30', 'date'],
      ['/inplay/team/list/x1', 'id'],
      ['/inplay/team/list/1?rows_1=15', 'rows_1'],
    ] as const) {
      const res = await html(path);
      expect(res.status, path).toBe(400);
      expect(res.html, path).toContain(`data-bad-field="${field}"`);
    }
    expect((await html('/inplay/team/list/987654321')).status).toBe(404);
  });

  it('team and player pages answer unknown ids with 404', async () => {
    for (const path of [
      '/inplay/team/info/987654321',
      '/inplay/team/info/abc',
      '/inplay/player/info/987654321',
      '/inplay/player/info/1e5',
    ])
      expect((await html(path)).status, path).toBe(404);
  });

  it('answers an unknown league with 404 and a bad season with 400 naming it', async () => {
    expect((await html('/inplay/league/info/987654')).status).toBe(404);
    const bad = await html(`/inplay/league/info/${soccer.league_id}?season_id=0`);
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('data-bad-field="season_id"');
  });
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

  it('lists the last 10 meetings and each team’s last 10 results across seasons, with the API’s tallies', async () => {
    const teams = `homeId=${soccer.home_id}&awayId=${soccer.away_id}`;
    /** One reading of the page against the API; null when a game ended in between. */
    const compare = async (): Promise<string[] | null> => {
      const apiOf = (table: string) =>
        `/api/inplay/relative/list/${table}?${teams}&upcomingId=${soccer.id}&sportsId=1&status=result&last=10`;
      const totals = async () =>
        Promise.all(
          (['relative', 'home', 'away'] as const).map(
            async (table) => (await get<Listed>(apiOf(table))).count.total,
          ),
        );
      const before = await totals();
      const { status, html } = await h2h(`upcomingId=${soccer.id}&sports=soccer`);
      expect(status).toBe(200);
      expect(count(html, 'data-h2h-tab=')).toBe(7);
      const problems: string[] = [];
      for (const table of ['relative', 'home', 'away'] as const) {
        const api = apiOf(table);
        const listed = await get<Listed>(api);
        const section = new RegExp(
          `data-relative-table="${table}" data-total="(\\d+)"([\\s\\S]*?)</section>`,
        ).exec(html)!;
        if (Number(section[1]) !== listed.count.total) problems.push(`${table} total`);
        const shown = [...section[2]!.matchAll(/data-relative-row="(\d+)"/g)].map((m) =>
          Number(m[1]),
        );
        expect(shown.length, table).toBe(Math.min(10, Number(section[1])));
        // The page's rows are the API's last 10, newest first.
        if (shown.join() !== listed.data.map((g) => g.id).join()) problems.push(`${table} rows`);
        expect(shown).not.toContain(soccer.id);
        const tally = await get<Tally>(api.replace('/list/', '/count/'));
        const expected =
          table === 'relative'
            ? `data-tally-win="H">Home wins ${tally.data.win.H}<`
            : `W ${tally.data.team!.win} D ${tally.data.team!.draw} L ${tally.data.team!.loss}`;
        if (!section[2]!.includes(expected)) problems.push(`${table} tally: ${expected}`);
      }
      // The world runs 90 times faster: a game of these teams may end between two reads.
      const moved = (await totals()).some((n, i) => n !== before[i]);
      return moved ? null : problems;
    };
    let problems: string[] | null = null;
    for (let attempt = 0; attempt < 3 && problems === null; attempt++) problems = await compare();
    expect(problems).toEqual([]);
  }, 90_000); // up to three readings of some 20 calls each, more than the default on a loaded machine

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
    ['upcomingId=1&last=15', 'last'],
    // A team id that names no team is a bad address, not a missing page.
    ['homeId=999999991&awayId=999999992', 'homeId'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    for (const lang of ['kr', 'en', 'jp']) {
      const { status, html } = await h2h(query, lang);
      expect(status).toBe(400);
      expect(html).toContain(`data-bad-field="${field}"`);
    }
  });

  it('answers an unknown match with 404', async () => {
    expect((await h2h('upcomingId=999999999999')).status).toBe(404);
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
