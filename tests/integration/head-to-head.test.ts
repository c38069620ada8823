/**
 * Spec §2 "Head-to-head analysis page" and §7 in-play relative calls on a tennis rivalry of two
 * past seasons (`head-to-head-fixture.ts`, none of it this year): the last N meetings across
 * seasons, newest first, whatever the year; the year filter narrowing them; the tallies in
 * tennis's units (the winner by sets, over/under on games); 400 naming the field for an N, a
 * year or a team that cannot be used; and the page showing the last-N rows and its bad-address
 * screen.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call --
   Answers are JSON read loosely; each assertion states the shape it expects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, type BootedServer } from './helpers/boot';
import { MEETINGS_NEWEST_FIRST, PLAYER, writeHeadToHeadFixture } from './head-to-head-fixture';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

const { P1, P2, P3 } = PLAYER;
const PAIR = `homeId=${P1}&awayId=${P2}`;

let server: BootedServer;
let year: number;

async function call(path: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(server.url + path);
  return { status: res.status, body: (await res.json()) as Json };
}
const ids = (body: Json): number[] => body.data.map((r: Json) => r.id);

beforeAll(async () => {
  server = await bootServer();
  ({ year } = await writeHeadToHeadFixture(server.app.services.database.db));
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/inplay/relative/list/{type}?last=N', () => {
  it.each([
    ['5', 5],
    ['10', 10],
    ['20', 13],
    ['all', 13],
  ])('last=%s: the newest meetings across both seasons, newest first', async (last, n) => {
    const { status, body } = await call(`/api/inplay/relative/list/relative?${PAIR}&last=${last}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(MEETINGS_NEWEST_FIRST.slice(0, n));
    expect(body.count).toEqual(expect.objectContaining({ total: 13, page: 1 }));
  });

  it('spans seasons: the last 5 are last season’s 3 and the 2 newest of the season before', async () => {
    const { body } = await call(`/api/inplay/relative/list/relative?${PAIR}&last=5`);
    const years = body.data.map((g: Json) => Number(String(g.play_time).slice(0, 4)));
    expect(years).toEqual([year - 1, year - 1, year - 1, year - 2, year - 2]);
    // The set-list score (BetsAPI's tennis form) reads as sets won.
    expect(body.data[3]).toEqual(
      expect.objectContaining({ ss: '6-3,6-4', score_home: 2, score_away: 0, win: 'H' }),
    );
  });

  it('the year filter narrows to that year; this year has none', async () => {
    const older = await call(`/api/inplay/relative/list/relative?${PAIR}&last=5&year=${year - 2}`);
    expect(ids(older.body)).toEqual(MEETINGS_NEWEST_FIRST.slice(3, 8));
    expect(older.body.count.total).toBe(10);
    const last = await call(`/api/inplay/relative/list/relative?${PAIR}&last=10&year=${year - 1}`);
    expect(ids(last.body)).toEqual(MEETINGS_NEWEST_FIRST.slice(0, 3));
    const now = await call(`/api/inplay/relative/list/relative?${PAIR}&last=10&year=${year}`);
    expect(now.body).toEqual(expect.objectContaining({ data: [] }));
    expect(now.body.count.total).toBe(0);
  });

  it('home and away: each side’s newest games, against anyone', async () => {
    const home = await call(`/api/inplay/relative/list/home?${PAIR}&last=5`);
    expect(ids(home.body)).toEqual([950016, 950015, 950014, 950013, 950012]);
    for (const g of home.body.data) expect([g.home_id, g.away_id]).toContain(P1);
    expect(home.body.data.some((g: Json) => [g.home_id, g.away_id].includes(P3))).toBe(true);
    const away = await call(`/api/inplay/relative/list/away?${PAIR}&last=all`);
    expect(ids(away.body)).toEqual(MEETINGS_NEWEST_FIRST);
  });
});

describe('GET /api/inplay/relative/count/{type}?last=N', () => {
  it('tallies the last 5 meetings in tennis’s units', async () => {
    const { body } = await call(`/api/inplay/relative/count/relative?${PAIR}&last=5`);
    // Games 20, 33, 29, 19, 25: mean 25.2, line 25.5; over 33 and 29. Sets decide: P2 wins the
    // newest at home, P1 the next two, P2 the set-list one at home, P1 the fifth at home.
    expect(body.data).toEqual({
      total: 13,
      tallied: 5,
      win: { H: 4, D: 0, A: 1 },
      overunder: { O: 2, U: 3 },
      halfOverUnder: { O: 0, U: 0 },
      team: { id: P1, win: 3, draw: 0, loss: 2 },
      sportId: 13,
      unit: 'games',
      line: 25.5,
      halfLine: null,
      draws: false,
    });
    // The rows of the same list are measured against the same line.
    const list = await call(`/api/inplay/relative/list/relative?${PAIR}&last=5`);
    const over = list.body.data.filter((g: Json) => g.overunder === 'O').map((g: Json) => g.id);
    expect(over).toEqual([MEETINGS_NEWEST_FIRST[1], MEETINGS_NEWEST_FIRST[2]]);
  });

  it('last=all tallies every meeting', async () => {
    const { body } = await call(`/api/inplay/relative/count/away?${PAIR}&last=all`);
    expect(body.data).toEqual(expect.objectContaining({ total: 13, tallied: 13 }));
    const { win, loss } = body.data.team;
    expect(win + loss).toBe(13);
    expect(body.data.overunder.O + body.data.overunder.U).toBe(13);
  });
});

describe('bad input', () => {
  it.each([
    [`/api/inplay/relative/list/relative?${PAIR}&last=15`, 'last'],
    [`/api/inplay/relative/list/relative?${PAIR}&last=0`, 'last'],
    [`/api/inplay/relative/count/relative?${PAIR}&last=every`, 'last'],
    [`/api/inplay/relative/list/relative?${PAIR}&year=1999`, 'year'],
    [`/api/inplay/relative/count/home?${PAIR}&year=3000`, 'year'],
    [`/api/inplay/relative/list/relative?homeId=987654&awayId=${P2}`, 'homeId'],
    [`/api/inplay/relative/count/away?homeId=${P1}&awayId=987655`, 'awayId'],
    [`/api/inplay/relative/list/relative?${PAIR}&sports=curling`, 'sports'],
  ])('%s: 400 naming %s', async (path, field) => {
    const { status, body } = await call(path);
    expect(status, path).toBe(400);
    expect(body.error.details.map((d: Json) => d.field)).toContain(field);
  });

  it('the year a step outside the ten offered is refused; the tenth is not', async () => {
    expect((await call(`/api/inplay/relative/list/home?${PAIR}&year=${year - 10}`)).status).toBe(
      400,
    );
    expect((await call(`/api/inplay/relative/list/home?${PAIR}&year=${year - 9}`)).status).toBe(
      200,
    );
  });
});

describe('the page', () => {
  const page = async (query: string) => {
    const res = await fetch(`${server.url}/inplay/game/details/13?lang=en&${query}`);
    return { status: res.status, html: await res.text() };
  };
  const rowsOf = (html: string, table: string) =>
    Number(new RegExp(`data-relative-table="${table}"[^>]*data-rows="(\\d+)"`).exec(html)?.[1]);

  it('shows the last 10 meetings across seasons by default, and the chosen N', async () => {
    const first = await page(PAIR);
    expect(first.status).toBe(200);
    expect(rowsOf(first.html, 'relative')).toBe(10);
    expect(first.html).toMatch(/<option value="10" selected/);
    // Games of the last 10: 20 33 29 19 25 35 15 40 18 19, mean 25.3; over 33 29 35 40.
    expect(first.html).toContain('Over/under 25.5 games: over 4 / under 6');
    expect(first.html).not.toMatch(/data-tally-win="D"|data-tally-team>[^<]* D /);
    const five = await page(`${PAIR}&last=5`);
    expect(rowsOf(five.html, 'relative')).toBe(5);
    expect(five.html).toContain('Over/under 25.5 games: over 2 / under 3');
    const thisYear = await page(`${PAIR}&year=${year}`);
    expect(rowsOf(thisYear.html, 'relative')).toBe(0);
    expect(thisYear.html).toContain(`No games in ${year}.`);
  });

  it.each([
    ['last=15', 'last'],
    [`year=${new Date().getUTCFullYear() - 20}`, 'year'],
    ['homeId=987654&awayId=9512', 'homeId'],
  ])('%s: the bad-address screen naming %s', async (query, field) => {
    const { status, html } = await page(query.startsWith('homeId') ? query : `${PAIR}&${query}`);
    expect(status).toBe(400);
    expect(html).toContain(`data-bad-field="${field}"`);
  });
});
