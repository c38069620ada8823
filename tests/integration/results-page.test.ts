/**
 * The results / upcoming page (spec §2 "Upcoming / results list") on the real server with the
 * simulated world: server-rendered rows, date and league headers, pager links, messages for bad
 * links, the API's 400s, and a match that ends showing on the kept page within 5 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitPaint } from '../../src/lib/domain/kit-colors';
import { seoulDate } from '../../src/lib/domain/seoul-time';
import { readUntil, until } from '../support/wait';
import { bootServer, type BootedServer } from './helpers/boot';

let server: BootedServer;

interface ErrorBody {
  error: { code: string; message: string; details?: { field: string }[] };
}

async function page(query: string, lang = 'en'): Promise<{ status: number; html: string }> {
  const res = await fetch(`${server.url}/game/results/inplay?lang=${lang}&${query}`);
  return { status: res.status, html: await res.text() };
}

const count = (html: string, marker: string) => html.split(marker).length - 1;

beforeAll(async () => {
  server = await bootServer({
    ROLE: 'all',
    FEED: 'simulator',
    SIM_SEED: 'results-page',
    SIM_SPEED: '30',
  });
  await until(
    'a match in play',
    async () => {
      const res = await fetch(`${server.url}/api/inplay/all/count/betting/all`);
      const body = (await res.json()) as { data: { total: number } };
      return body.data.total > 0;
    },
    { timeoutMs: 30_000, intervalMs: 200 },
  );
}, 90_000);
afterAll(async () => server?.stop());

const week = () => {
  const to = seoulDate(Date.now());
  const from = seoulDate(Date.now() - 6 * 86_400_000);
  return `date_from=${from}&date_to=${to}`;
};

describe('results page', () => {
  it('renders a week of finished matches, grouped, 50 a page, with pager links', async () => {
    const { status, html } = await page(`type=result&${week()}`);
    expect(status).toBe(200);
    expect(count(html, 'class="results-row"')).toBe(50);
    expect(count(html, 'data-vs')).toBe(0);
    // Finished only (spec §2).
    const states = [...html.matchAll(/data-state="(\w+)"/g)].map((m) => m[1]);
    expect(states.every((s) => s !== 'upcoming' && s !== 'live')).toBe(true);
    // Newest first: the date groups run backwards.
    const days = [...html.matchAll(/data-day-group="([\d-]+)"/g)].map((m) => m[1]!);
    expect(days).toEqual([...days].sort().reverse());
    // Result headers carry the weekday (spec §2), league headers follow.
    expect(html).toMatch(
      /results-day__head"><th[^>]*>\d{4}-\d{2}-\d{2} \((Sun|Mon|Tue|Wed|Thu|Fri|Sat)\)/,
    );
    expect(count(html, 'data-league-group=')).toBeGreaterThan(0);
    expect(html).toContain('href="/game/result/info/');
    expect(html).toMatch(/data-page="2"/);
    expect(html).toMatch(/data-step="next"/);
    const total = Number(/data-total="(\d+)"/.exec(html)?.[1]);
    expect(total).toBeGreaterThan(50);
    const pages = Math.ceil(total / 50);
    expect(html).toContain(`data-pages="${pages}"`);
    // The next page holds the next rows, none of the first's. Matches keep ending at thirty
    // times speed and push rows onto the first page: the two pages are compared as of one
    // moment, when the first page reads the same before and after the second is read.
    const matchIds = (text: string) => [...text.matchAll(/data-match="(\d+)"/g)].map((m) => m[1]!);
    let pair: { first: string[]; second: string[] } | undefined;
    for (let attempt = 0; attempt < 10 && !pair; attempt++) {
      const first = matchIds((await page(`type=result&${week()}`)).html);
      const second = matchIds((await page(`type=result&${week()}&page=2`)).html);
      const again = matchIds((await page(`type=result&${week()}`)).html);
      if (again.join() === first.join()) pair = { first, second };
    }
    expect(pair).toBeDefined();
    const ids = new Set(pair!.first);
    expect(pair!.second.length).toBeGreaterThan(0);
    expect(pair!.second.some((id) => ids.has(id))).toBe(false);
  });

  it('draws every team a shirt in its own colours under its image (spec §5)', async () => {
    const { html } = await page(`type=result&${week()}`);
    // One outline for the page, painted per team.
    expect(count(html, 'id="kit-shirt"')).toBe(1);
    expect(count(html, 'href="#kit-shirt"')).toBe(100);
    const cell = /team-cell--home">[\s\S]*?data-team="(\d+)"/.exec(html);
    const id = Number(cell?.[1]);
    const colours = await server.app.services.database.db
      .selectFrom('teams')
      .select(['color', 'kit_color'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const paint = kitPaint(colours, 'home');
    expect(paint.body).not.toBeNull();
    expect(cell![0]).toContain(`--kit-body:${paint.body};--kit-trim:${paint.trim}`);
  });

  it('renders the upcoming list soonest first with VS and kick-off times', async () => {
    const day = seoulDate(Date.now() + 86_400_000);
    const { status, html } = await page(`type=upcoming&date_from=${day}&date_to=${day}`, 'kr');
    expect(status).toBe(200);
    const rows = count(html, 'class="results-row"');
    expect(rows).toBeGreaterThan(0);
    expect(count(html, 'data-vs')).toBe(rows);
    // Soonest first within each league group, and the groups by their first kick-off.
    const groups = html
      .split('class="results-league"')
      .slice(1)
      .map((part) => [...part.matchAll(/data-kickoff="(\d+)"/g)].map((m) => Number(m[1])));
    expect(groups.length).toBeGreaterThan(0);
    for (const times of groups) expect(times).toEqual([...times].sort((a, b) => a - b));
    const firsts = groups.map((times) => times[0]!);
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    expect(html).toMatch(/data-kickoff="\d+">\d{2}:\d{2}<\/time>/);
    expect(html).toMatch(/\d{4}년\d{2}월\d{2}일\([일월화수목금토]\)/);
  });

  it('shows the week strip and list tabs as plain links keeping the query', async () => {
    const { html } = await page('type=result&date_from=2026-03-01&date_to=2026-03-01');
    expect(html).toContain('data-day="2026-02-28"');
    expect(html).toContain('data-day="2026-03-02"');
    expect(html).toContain(
      'href="/game/results/inplay?type=result&amp;date_from=2026-02-28&amp;date_to=2026-02-28" aria-label="Previous day"',
    );
    expect(html).toContain(
      'href="/game/results/inplay?type=upcoming&amp;date_from=2026-03-01&amp;date_to=2026-03-01"',
    );
  });

  it.each([
    ['date_from=2026-02-30', 'date_from', 'The start date (date_from) is not a valid date'],
    ['date_from=2026-11-22&date_to=2026-11-20', 'date_to', 'is before the start date'],
    ['sportsId=4242', 'sportsId', 'Unknown sport (sportsId)'],
    ['page=99999999', 'page', 'The page number (page) is too large'],
    ['type=finished', 'type', 'must be all, result or upcoming'],
  ])('answers %s with 400 and a message naming %s', async (query, field, text) => {
    const { status, html } = await page(query);
    expect(status).toBe(400);
    expect(html).toContain(`data-bad-field="${field}"`);
    expect(html).toContain(text);
    expect(count(html, 'class="results-row"')).toBe(0);
  });

  it('words the message in Korean and Japanese too', async () => {
    expect((await page('sportsId=4242', 'kr')).html).toContain('알 수 없는 종목(sportsId)');
    expect((await page('sportsId=4242', 'jp')).html).toContain('不明な種目(sportsId)');
  });

  it('says so when the page is past the last one', async () => {
    const { status, html } = await page(`type=result&${week()}&page=5000`);
    expect(status).toBe(200);
    expect(html).toMatch(/data-results-empty>There is no page 5000: this list has \d+ pages/);
    expect(html).toMatch(/data-step="previous"/);
  });
});

describe('results calls refuse bad input', () => {
  it.each([
    ['/api/result/all?date_from=2026-13-01', 'date_from'],
    ['/api/result/all?date_from=2026-11-22&date_to=2026-11-20', 'date_to'],
    ['/api/result/soccer?date_to=yesterday', 'date_to'],
    ['/api/result/all?sportsId=4242', 'sportsId'],
    ['/api/result/list/game/all?sport_id=77', 'sport_id'],
    ['/api/result/all?page=100001', 'page'],
    ['/api/result/cricket', 'type'],
  ])('%s → 400 naming %s', async (path, field) => {
    const res = await fetch(server.url + path);
    expect(res.status, path).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.details?.map((d) => d.field)).toContain(field);
  });
});

describe('a finished match reaches the kept results page', () => {
  it('keeps the rendered page for every visitor of a variant', async () => {
    const day = seoulDate(Date.now() - 86_400_000);
    const path = `${server.url}/game/results/inplay?lang=en&type=result&date_from=${day}&date_to=${day}`;
    // The first request renders and keeps the page; the next ones, within the cache's live
    // window (the simulator moves the stamp all the time), are answered from it. While the
    // simulator back-fills past days a render can outlast that window, so this retries.
    const took: number[] = [];
    const revalidated = await readUntil(
      'a kept page that revalidates',
      async () => {
        const started = Date.now();
        await (await fetch(path)).text();
        took.push(Date.now() - started);
        const kept = await fetch(path);
        await kept.text();
        const etag = kept.headers.get('etag');
        return etag ? (await fetch(path, { headers: { 'if-none-match': etag } })).status : 0;
      },
      (status) => status === 304,
      { timeoutMs: 60_000, intervalMs: 100, lastOnTimeout: true },
    );
    expect(revalidated, `renders took ${took.slice(-5).join(', ')} ms`).toBe(304);
  }, 90_000);

  it('shows a match on the results page within 5 s of its end', async () => {
    // The feed's write of a match's end, as the ingest makes it (through `liveDb`, the writes
    // that count as live movement), of a match on a page kept rendered before it. Made here
    // rather than waited for: the simulated world has no match near its end at some hours.
    const { db, liveDb } = server.app.services.database;
    const model = await db
      .selectFrom('matches')
      .selectAll()
      .where('ended_at', 'is not', null)
      .where('sport_id', '=', 1)
      .orderBy('time', 'desc')
      .executeTakeFirstOrThrow();
    const id = 990_000_001;
    const kickOff = Math.floor(Date.now() / 1000) - 2 * 3600;
    const day = seoulDate(kickOff * 1000);
    const home = await db
      .selectFrom('teams')
      .select('name')
      .where('id', '=', model.home_id)
      .executeTakeFirstOrThrow();
    const query = `type=result&date_from=${day}&date_to=${day}&q=${encodeURIComponent(home.name)}`;
    const before = await page(query);
    expect(before.html).not.toContain(`data-match="${id}"`);
    const now = Date.now();
    await liveDb
      .insertInto('matches')
      .values({
        ...model,
        id,
        bet365_id: '990000001',
        time: kickOff,
        time_status: 3,
        ss: '2-1',
        source: 'feed',
        created_at: now,
        updated_at: now,
        ended_at: now,
      })
      .execute();
    const endedAt = Date.now();
    // The 5 s are the product's promise, not a wait for the machine.
    const seenAt = await until(
      'the finished match on the results page',
      async () => (await page(query)).html.includes(`data-match="${id}"`) && Date.now(),
      { timeoutMs: 5_000, intervalMs: 100 },
    );
    expect(seenAt - endedAt).toBeLessThanOrEqual(5_000);
  }, 30_000);
});

describe('the sports bar and the league filter (spec §2.2)', () => {
  interface Facets {
    total: number;
    sports: Record<string, number>;
    leagues: { id: number; name: string; count: number }[];
  }
  const json = async <T>(path: string) => (await (await fetch(server.url + path)).json()) as T;
  const facets = async (list: string, query: string) =>
    (await json<{ data: Facets }>(`/api/result/counts/${list}?${query}`)).data;
  const listed = (path: string) =>
    json<{ data: { sport_id: number; league_id: number }[]; count: { total: number } }>(path);
  /** Reads taken between two equal readings of the counts: as of one moment of the feed. */
  async function steady<T>(query: string, read: (before: Facets) => Promise<T>) {
    const reading = await readUntil(
      'counts that hold still across the reads',
      async () => {
        const before = await facets('result', query);
        const value = await read(before);
        const after = await facets('result', query);
        return { before, value, same: JSON.stringify(before) === JSON.stringify(after) };
      },
      (r) => r.same,
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    return { counts: reading.before, ...reading.value };
  }
  const busiest = (counts: Facets) =>
    Number(Object.entries(counts.sports).sort((a, b) => b[1] - a[1])[0]![0]);

  it('counts every sport of the list in one call, as many as the list of that sport holds', async () => {
    const query = week();
    const { counts, all, sport } = await steady(query, async (before) => ({
      all: await listed(`/api/result/all?${query}&rows=1`),
      sport: await listed(`/api/result/${busiest(before)}?${query}&rows=100`),
    }));
    const chosen = busiest(counts);
    expect(counts.total).toBeGreaterThan(0);
    expect(Object.values(counts.sports).reduce((n, c) => n + c, 0)).toBe(counts.total);
    expect(all.count.total).toBe(counts.total);
    expect(sport.count.total).toBe(counts.sports[String(chosen)]);
    expect(sport.data.every((row) => row.sport_id === chosen)).toBe(true);
    // Without a sport there is no league to choose.
    expect(counts.leagues).toEqual([]);
  });

  it("lists the chosen sport's leagues with counts, and filters by one", async () => {
    const query = week();
    const { counts } = await steady(query, async () => ({}));
    const chosen = busiest(counts);
    const { counts: withLeagues, league } = await steady(query, async () => {
      const sportCounts = await facets('result', `${query}&sportsId=${chosen}`);
      return { counts: sportCounts, league: sportCounts.leagues[0] };
    });
    expect(withLeagues.leagues.length).toBeGreaterThan(0);
    expect(withLeagues.leagues.reduce((n, l) => n + l.count, 0)).toBe(
      withLeagues.sports[String(chosen)],
    );
    const rows = await listed(`/api/result/${chosen}?${query}&league_id=${league!.id}&rows=100`);
    expect(rows.count.total).toBeGreaterThan(0);
    expect(rows.data.every((r) => r.league_id === league!.id && r.sport_id === chosen)).toBe(true);
  });

  it('renders the bar with the counts and the list of the chosen sport and league', async () => {
    const query = `type=result&${week()}`;
    // The bar's "all" counts what the list holds (two reads of one render, matches ending
    // between them at thirty times speed: a render whose reads agree).
    const allCount = (html: string) =>
      /data-sport-tab="all"><span class="sport-tab__name">All<\/span><span class="badge" data-count="(\d+)"/.exec(
        html,
      )?.[1];
    const { html: all } = await readUntil(
      'a page whose bar counts its list',
      () => page(query),
      ({ html }) => allCount(html) === /data-total="(\d+)"/.exec(html)?.[1],
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(all).not.toContain('data-league-filter');
    const sport = Number(
      /data-sport-tab="(\d+)"><span[^>]*>[^<]*<\/span><span class="badge" data-count="[1-9]/.exec(
        all,
      )![1],
    );
    const { status, html } = await page(`${query}&sportsId=${sport}`);
    expect(status).toBe(200);
    expect(html).toContain(`aria-current="page" data-sport-tab="${sport}"`);
    const sports = [...html.matchAll(/class="results-row"[^>]*data-sport="(\d+)"/g)].map(
      (m) => m[1],
    );
    expect(sports.length).toBeGreaterThan(0);
    expect(new Set(sports)).toEqual(new Set([String(sport)]));
    // The league select offers the sport's leagues; choosing one lists only its matches.
    const league = /<option value="(\d+)">/.exec(html)![1];
    const { html: one } = await page(`${query}&sportsId=${sport}&leagueId=${league}`);
    expect(one).toContain(`<option value="${league}" selected="">`);
    const groups = [...one.matchAll(/data-league-group="(\d+)"/g)].map((m) => m[1]);
    expect(groups.length).toBeGreaterThan(0);
    expect(new Set(groups)).toEqual(new Set([league]));
  });
});

describe('the league filter refuses leagues it cannot use', () => {
  /** A league of another sport than soccer. */
  const otherLeague = async () =>
    Number(
      (
        await server.app.services.database.db
          .selectFrom('leagues')
          .select('id')
          .where('sport_id', '!=', 1)
          .executeTakeFirstOrThrow()
      ).id,
    );

  it.each([
    ['/api/result/all?league_id=999999999', 'league_id'],
    ['/api/result/all?league_id=abc', 'league_id'],
    ['/api/result/soccer?league_id={other}', 'league_id'],
    ['/api/result/list/game/all?sportsId=1&league_id={other}', 'league_id'],
    ['/api/result/counts/all?sportsId=1&league_id={other}', 'league_id'],
    ['/api/result/counts/result?league_id=999999999', 'league_id'],
    ['/api/result/counts/result?sportsId=4242', 'sportsId'],
    ['/api/result/counts/finished', 'list'],
  ])('%s → 400 naming %s', async (path, field) => {
    const url = server.url + path.replace('{other}', String(await otherLeague()));
    const res = await fetch(url);
    expect(res.status, path).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.details?.map((d) => d.field)).toContain(field);
  });

  it.each([
    ['sportsId=1&leagueId=999999999'],
    ['sportsId=1&leagueId={other}'],
    ['leagueId={other}'],
    ['sportsId=1&leagueId=premier'],
  ])('the page answers %s with 400 naming leagueId', async (query) => {
    const { status, html } = await page(query.replace('{other}', String(await otherLeague())));
    expect(status).toBe(400);
    expect(html).toContain('data-bad-field="leagueId"');
    expect(html).toContain('The league (leagueId) is not one of the chosen sport');
    expect(count(html, 'class="results-row"')).toBe(0);
  });
});
