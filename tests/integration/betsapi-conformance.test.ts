/**
 * The BetsAPI conformance suite: responses written from BetsAPI's documented shapes for every
 * endpoint the provider polls, nine sports, every clock, score, price notation and line form
 * (tests/fixtures/betsapi/conformance), served from a local HTTP server to the real server
 * started with FEED=betsapi. Everything is checked as a user meets it: through /api and the
 * rendered pages. One timer key or one price notation no longer read fails it.
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate } from '../../src/lib/domain/seoul-time';
import { FIXTURE_TOKEN, startFakeBetsApi, type FakeBetsApi } from '../fixtures/betsapi/server';
import { readUntil } from '../support/wait';
import { bootServer, type BootedServer } from './helpers/boot';

const DIR = new URL('../fixtures/betsapi/conformance/', import.meta.url);
const SPORTS = [1, 18, 17, 13, 16, 91, 78, 12, 151] as const;

interface Expected {
  base: number;
  live: {
    id: number;
    sportId: number;
    league: string;
    home: string;
    away: string;
    ss: string;
    tm: number | null;
    ts: number | null;
    ta: number | null;
    period: number;
  }[];
  rejected: number[];
  unreadableClock: number[];
  odds: {
    eventId: number;
    book: string;
    market: string;
    phase: 'start' | 'end';
    home: number | '-';
    draw: number | '-' | null;
    away: number | '-';
    line: number | null;
  }[];
  notQuoted: { eventId: number; book: string; market: string; phase: string }[];
  tables: Record<
    string,
    {
      pos: number;
      teamId: number;
      win: number;
      draw: number;
      loss: number;
      goalsfor: number;
      goalsagainst: number;
      points: number | null;
    }[]
  >;
  toplist: Record<
    string,
    {
      topgoals: { playerId: number; goals: number }[];
      topassists: { playerId: number; assists: number }[];
    }
  >;
  upcoming: { id: number; time_status: number; state: string }[];
  ended: { id: number; time_status: number; ss: string | null }[];
}

const expected = JSON.parse(readFileSync(new URL('expected.json', DIR), 'utf8')) as Expected;

/** Book ids as the product numbers BetsAPI's summary keys (feed/betsapi/bookmakers). */
const BOOK_IDS: Record<string, number> = {
  Bet365: 1,
  PinnacleSports: 2,
  WilliamHill: 3,
  UniBet: 4,
  BWin: 5,
  '188Bet': 8,
  Ladbrokes: 11,
  BetFair: 15,
};

const TIME_KEYS = new Set(['time', 'add_time', 'start_time', 'end_time']);

/** The fixture with every epoch moved so that the fixtures' base is now. */
function shifted(value: unknown, delta: number): unknown {
  if (Array.isArray(value)) return value.map((v) => shifted(v, delta));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (
        TIME_KEYS.has(key) &&
        (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)))
      )
        return [key, typeof v === 'number' ? v + delta : String(Number(v) + delta)];
      return [key, shifted(v, delta)];
    }),
  );
}

function load(file: string, delta: number): unknown {
  try {
    return shifted(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')), delta);
  } catch {
    return null;
  }
}

/** Every view row of the folder by id, for `v1/event/view?event_id=a,b,…`. */
function viewRows(delta: number): Map<string, unknown> {
  const rows = new Map<string, unknown>();
  for (const sport of SPORTS) {
    const body = load(`view-${sport}.json`, delta) as { results: { id: string }[] };
    for (const row of body.results) rows.set(String(row.id), row);
  }
  return rows;
}

/**
 * Bet365's price history of an event without a history file of its own: its summary rows,
 * newest first, as v2/event/odds answers (the product reads Bet365 in play from the history).
 */
function bet365History(eventId: string | null, delta: number): unknown {
  const summary = load(`summary-${eventId}.json`, delta) as {
    results: {
      Bet365?: { odds: { start: Record<string, unknown>; end: Record<string, unknown> } };
    };
  } | null;
  const book = summary?.results.Bet365;
  const odds: Record<string, unknown[]> = {};
  for (const phase of [book?.odds.end ?? {}, book?.odds.start ?? {}])
    for (const [market, row] of Object.entries(phase))
      odds[market] = [...(odds[market] ?? []), row];
  return { success: 1, results: { stats: { matching_dir: 1 }, odds } };
}

function serve(api: FakeBetsApi, delta: number) {
  const empty = { success: 1, results: [] };
  const file = (name: string, fallback: unknown = empty) => ({
    json: load(name, delta) ?? fallback,
  });
  const views = viewRows(delta);
  api.on('v3/events/inplay', (q) => file(`inplay-${q.get('sport_id')}.json`));
  api.on('v1/event/view', (q) => ({
    json: {
      success: 1,
      results: (q.get('event_id') ?? '').split(',').flatMap((id) => views.get(id) ?? []),
    },
  }));
  api.on('v2/event/odds', (q) =>
    file(`odds-${q.get('event_id')}.json`, bet365History(q.get('event_id'), delta)),
  );
  api.on('v2/event/odds/summary', (q) => file(`summary-${q.get('event_id')}.json`));
  api.on('v3/league/table', (q) => file(`league-table-${q.get('league_id')}.json`));
  api.on('v1/league/toplist', (q) => file(`toplist-${q.get('league_id')}.json`));
  api.on('v3/events/upcoming', (q) =>
    q.get('page') === '1' ? file(`upcoming-${q.get('sport_id')}.json`) : { json: empty },
  );
  api.on('v3/events/ended', (q) =>
    q.get('page') === '1' ? file(`ended-${q.get('sport_id')}.json`) : { json: empty },
  );
}

/**
 * The feed polls and writes in batches: reads wait until the answer holds, then the checks that
 * follow say what is wrong with the last answer when it never did.
 */
const BATCHES = { timeoutMs: 60_000, intervalMs: 200, lastOnTimeout: true };

interface Row {
  id: number;
  sport_id: number;
  league: string;
  home: string;
  away: string;
  ss: string | null;
  period: number;
  timer: { tm: number; ts: number; ta?: number; md?: number; q?: number } | null;
}

describe(
  'BetsAPI conformance (FEED=betsapi against the documented shapes)',
  { timeout: 120_000 },
  () => {
    let api: FakeBetsApi;
    let server: BootedServer;
    const logs: Record<string, unknown>[] = [];
    const get = async (path: string) => {
      const res = await fetch(`${server.url}${path}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const liveRows = async () =>
      ((await get('/api/games/inplay?rows=100')).body.data ?? []) as Row[];

    beforeAll(async () => {
      api = await startFakeBetsApi();
      serve(api, Math.floor(Date.now() / 1000) - expected.base);
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n'))
            if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      });
      server = await bootServer(
        {
          ROLE: 'all',
          FEED: 'betsapi',
          BETSAPI_TOKEN: FIXTURE_TOKEN,
          BETSAPI_BASE_URL: api.url,
          BETSAPI_RATE_LIMIT: '1000000',
          // The in-play lists are read again every half second, so that "once" is put to the test.
          BETSAPI_LIVE_POLL_MS: '500',
        },
        { logger: pino({ level: 'info' }, sink) },
      );
    });

    afterAll(async () => {
      await server?.stop();
      await api?.close();
    });

    it('shows every live match of the nine sports with its clock, period and score', async () => {
      const rows = await readUntil(
        'every live match, with or without its clock',
        liveRows,
        (r) =>
          expected.live.every((e) =>
            r.some((x) => x.id === e.id && (x.timer !== null) === (e.tm !== null)),
          ),
        BATCHES,
      );
      for (const e of expected.live) {
        const row = rows.find((r) => r.id === e.id);
        expect(row, `match ${e.id}`).toBeDefined();
        expect({
          sport: row!.sport_id,
          league: row!.league,
          home: row!.home,
          away: row!.away,
          ss: row!.ss,
          tm: row!.timer?.tm ?? null,
          ts: row!.timer?.ts ?? null,
          ta: row!.timer?.ta ?? null,
          period: row!.period,
        }).toEqual({
          sport: e.sportId,
          league: e.league,
          home: e.home,
          away: e.away,
          ss: e.ss,
          tm: e.tm,
          ts: e.ts,
          ta: e.ta,
          period: e.period,
        });
      }
    });

    it.each(SPORTS)(
      'the in-play page of sport %i shows each match with its clock and period',
      async (sport) => {
        const want = expected.live.filter((e) => e.sportId === sport);
        await readUntil(
          `sport ${sport}'s live matches`,
          liveRows,
          (r) => want.every((e) => r.some((x) => x.id === e.id)),
          BATCHES,
        );
        const html = await (await fetch(`${server.url}/?sportsId=${sport}&lang=en`)).text();
        const pad = (n: number) => String(n).padStart(2, '0');
        for (const e of want) {
          // The rendered row of the match (the island's props carry the same names, packed).
          const row = html.split('<tr').find((chunk) => chunk.includes(`title="${e.home}"`)) ?? '';
          expect(row, `${e.id} row`).toContain(`title="${e.away}"`);
          const unit = /class="clock__unit">([^<]*)</.exec(row)?.[1];
          const time = /class="clock__time">([^<]*)</.exec(row)?.[1] ?? null;
          expect(unit, `${e.id} unit`).toBeDefined();
          expect(unit, `${e.id} unit`).not.toBe('Game waiting');
          expect(unit, `${e.id} unit`).toContain(String(e.period));
          expect(time, `${e.id} clock`).toBe(
            e.tm === null ? null : `${pad(e.tm)}:${pad(e.ts ?? 0)}`,
          );
        }
      },
    );
    it('leaves out a row it cannot read and names it in the log once', async () => {
      await readUntil(
        'the first live match',
        liveRows,
        (r) => r.some((x) => x.id === expected.live[0]!.id),
        BATCHES,
      );
      const rows = await liveRows();
      for (const id of expected.rejected) {
        expect(rows.some((r) => r.id === id)).toBe(false);
        const lines = logs.filter((l) => l.eventId === String(id));
        expect(lines.length, `log lines about ${id}`).toBe(1);
        expect(lines[0]).toMatchObject({ endpoint: 'v3/events/inplay', field: 'home' });
      }
      // Polled again and again, the same row is not named again.
      const polls = api.requests.filter((r) => r.path === 'v3/events/inplay').length;
      // Ten polls later, each rejected match was still logged once only.
      await readUntil(
        'ten more in-play polls',
        async () => api.requests.filter((r) => r.path === 'v3/events/inplay').length,
        (n) => n > polls + 9,
        { timeoutMs: 60_000, intervalMs: 200 },
      );
      for (const id of expected.rejected)
        expect(logs.filter((l) => l.eventId === String(id))).toHaveLength(1);
    });

    it('keeps a match whose clock cannot be read, says so, and does not invent one', async () => {
      const rows = await readUntil(
        'the matches with an unreadable clock',
        liveRows,
        (r) => expected.unreadableClock.every((id) => r.some((x) => x.id === id)),
        BATCHES,
      );
      for (const id of expected.unreadableClock) {
        expect(rows.find((r) => r.id === id)?.timer ?? null).toBeNull();
        expect(logs.some((l) => l.eventId === id && String(l.field).startsWith('timer'))).toBe(
          true,
        );
      }
    });

    it('shows every price notation in the odds details, opening and current', async () => {
      const byEvent = new Map<number, Expected['odds']>();
      for (const o of expected.odds) byEvent.set(o.eventId, [...(byEvent.get(o.eventId) ?? []), o]);
      for (const [eventId, want] of byEvent) {
        const books = new Set(want.map((o) => BOOK_IDS[o.book]));
        type Detail = {
          book_id: number;
          odd_type_id: number;
          home: unknown;
          draw: unknown;
          away: unknown;
          middle: unknown;
        };
        const read = async () =>
          ((await get(`/api/upcoming-odds/details/${eventId}`)).body.data ?? []) as Detail[];
        const rows = await readUntil(
          `match ${eventId}'s odds details`,
          read,
          (r) =>
            [...books].every((b) => r.some((x) => x.book_id === b)) &&
            want.every((o) => pick(r, o) !== undefined && matches(pick(r, o)!, o)),
          BATCHES,
        );
        for (const o of want) {
          const row = pick(rows, o);
          expect(row, `${eventId} ${o.book} ${o.market}`).toBeDefined();
          const leg = o.phase === 'start' ? 'o' : 'n';
          const value = (pair: unknown) =>
            pair === '-' ? '-' : (pair as Record<string, unknown>)[leg];
          expect(
            {
              home: value(row!.home),
              draw: o.draw === null ? null : value(row!.draw),
              away: value(row!.away),
              line: o.line === null ? null : value(row!.middle),
            },
            `${eventId} ${o.book} ${o.market} ${o.phase}`,
          ).toEqual({ home: o.home, draw: o.draw, away: o.away, line: o.line });
        }
      }

      function pick<T extends { book_id: number; odd_type_id: number }>(
        rows: T[],
        o: Expected['odds'][number],
      ) {
        const type = Number(o.market.split('_')[1]);
        return rows.find((r) => r.book_id === BOOK_IDS[o.book] && r.odd_type_id === type);
      }
      function matches(row: { home: unknown; away: unknown }, o: Expected['odds'][number]) {
        const leg = o.phase === 'start' ? 'o' : 'n';
        const home = row.home === '-' ? '-' : (row.home as Record<string, unknown>)[leg];
        return home === o.home;
      }
    });

    it('shows evens, fractions and quarter lines in the odds details pop-up', async () => {
      await readUntil(
        "match 7000011's odds from books 2, 3 and 8",
        async () =>
          ((await get('/api/upcoming-odds/details/7000011')).body.data ?? []) as {
            book_id: number;
          }[],
        (rows) => [2, 3, 8].every((book) => rows.some((r) => r.book_id === book)),
        BATCHES,
      );
      const html = await (await fetch(`${server.url}/inplay/odds/details/7000011?lang=en`)).text();
      const rows = html.split('<tr');
      const row = (book: string, ...texts: string[]) =>
        rows.find((chunk) => chunk.includes(book) && texts.every((text) => chunk.includes(text)));
      // William Hill: EVS, 12/5 and 5/2 now; Pinnacle's "0-0.5" opening and "-0.5,-1" line now;
      // 188Bet's "PK" and "2.5/3".
      expect(row('William Hill', '2.00', '3.40', '3.50'), 'William Hill 1X2').toBeDefined();
      expect(
        row('Pinnacle', 'Asian Handicap', '-0.25', '-0.75'),
        'Pinnacle handicap',
      ).toBeDefined();
      expect(row('Pinnacle', 'O/U', '2.75', '2.25', '1.68'), 'Pinnacle total').toBeDefined();
      expect(row('188Bet', '2.75', '1.88', '1.98'), '188Bet total').toBeDefined();
    });

    it('logs nothing for markets a book does not quote', async () => {
      await readUntil(
        'three odds summary requests',
        async () => api.requests.filter((r) => r.path === 'v2/event/odds/summary').length,
        (n) => n >= 3,
        { timeoutMs: 60_000, intervalMs: 200 },
      );
      const odd = logs.filter(
        (l) =>
          /malformed|cannot be read/.test(String(l.msg)) &&
          !expected.rejected.map(String).includes(String(l.eventId)) &&
          !expected.unreadableClock.includes(Number(l.eventId)),
      );
      expect(odd).toEqual([]);
    });

    it.each(Object.keys(expected.tables))(
      'league %s shows the provider table, marked with its source, on its page and in the API',
      async (leagueId) => {
        const want = expected.tables[leagueId]!;
        type Table = {
          source: string;
          fetched_at: number | null;
          overall: {
            rows: {
              position: number;
              team: { id: number };
              win: number;
              draw: number;
              loss: number;
              goalsfor: number;
              goalsagainst: number;
              points: number;
            }[];
          } | null;
        };
        const read = async () =>
          (await get(`/api/league-table/${leagueId}`)).body.data as Table | undefined;
        const table = await readUntil(
          `league ${leagueId}'s table from the provider`,
          read,
          (t) => t?.source === 'provider' && (t.overall?.rows.length ?? 0) === want.length,
          BATCHES,
        );
        expect(table?.source).toBe('provider');
        expect(table?.fetched_at).toEqual(expect.any(Number));
        expect(
          table!.overall!.rows.map((r) => ({
            pos: r.position,
            teamId: r.team.id,
            win: r.win,
            draw: r.draw,
            loss: r.loss,
            goalsfor: r.goalsfor,
            goalsagainst: r.goalsagainst,
          })),
        ).toEqual(want.map(({ points: _points, ...r }) => r));
        if (want[0]!.points !== null)
          expect(table!.overall!.rows.map((r) => r.points)).toEqual(want.map((r) => r.points));
        const page = await fetch(`${server.url}/inplay/league/details/${leagueId}`);
        const html = await page.text();
        expect(page.status).toBe(200);
        expect(html).toContain('data-source="provider"');
        expect((html.match(/<tr/g) ?? []).length).toBeGreaterThan(want.length);
      },
    );

    it('shows the provider top lists while the stored incidents count fewer goals', async () => {
      for (const [leagueId, want] of Object.entries(expected.toplist)) {
        type Lists = {
          source: string;
          topgoals: { player: { id: number }; goals: number }[];
          topassists: { player: { id: number }; assists: number }[];
        };
        const read = async () =>
          (await get(`/api/toplist/${leagueId}`)).body.data as Lists | undefined;
        const lists = await readUntil(
          `league ${leagueId}'s top lists from the provider`,
          read,
          (l) => l?.source === 'provider',
          BATCHES,
        );
        expect(lists?.source).toBe('provider');
        expect(lists!.topgoals.map((r) => ({ playerId: r.player.id, goals: r.goals }))).toEqual(
          want.topgoals.map((r) => ({ playerId: r.playerId, goals: r.goals })),
        );
        expect(
          lists!.topassists.map((r) => ({ playerId: r.player.id, assists: r.assists })),
        ).toEqual(want.topassists.map((r) => ({ playerId: r.playerId, assists: r.assists })));
      }
    });

    it('lists fixtures past kick-off as delayed or to be fixed, and every final status', async () => {
      type Listed = { id: number; status_id: number };
      // Seoul days around now: a fixture two hours either side may fall on another day there.
      const window = `date_from=${seoulDate(Date.now() - 86_400_000)}&date_to=${seoulDate(Date.now() + 86_400_000)}`;
      const upcoming = async () =>
        ((await get(`/api/inplay/upcoming?sportsId=1&rows=100&${window}`)).body.data ??
          []) as Listed[];
      const notYet = expected.upcoming.filter((u) => u.state !== 'postponed');
      const listed = await readUntil(
        'the matches not started yet',
        upcoming,
        (r) => notYet.every((u) => r.some((x) => x.id === u.id)),
        BATCHES,
      );
      for (const u of notYet)
        expect(listed.find((r) => r.id === u.id)?.status_id, `${u.id}`).toBe(u.time_status);
      for (const e of [
        ...expected.ended,
        ...expected.upcoming.filter((u) => u.state === 'postponed'),
      ]) {
        const found = await readUntil(
          `match ${e.id} with status ${e.time_status}`,
          () => get(`/api/inplay/find/${e.id}`),
          (r) => r.status === 200 && (r.body.data as Listed).status_id === e.time_status,
          BATCHES,
        );
        expect((found.body.data as Listed | undefined)?.status_id, `${e.id}`).toBe(e.time_status);
      }
    });
  },
);
