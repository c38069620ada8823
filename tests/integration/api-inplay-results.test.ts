/**
 * Spec §7 in-play, results and settings calls through HTTP on a server fed by the simulator:
 * shapes (spec §3 field names), list semantics (spec §5 / §7 "Defaults"), validation at the
 * edge (400 naming the field), 404 for unknown ids, and HTTP hygiene (ETag, compression, CORS).
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SPORT_IDS, TIME_STATUS } from '../../src/lib/domain/sports';
import { seoulDate } from '../../src/lib/domain/seoul-time';
import { until } from '../support/wait';
import { bootServer, type BootedServer } from './helpers/boot';

let server: BootedServer;

interface Row {
  id: number;
  sport_id: number;
  status_id: number;
  is_inplay: boolean;
  play_time: string;
  home: string;
  away: string;
  league: string;
  league_id: number;
  ss: string | null;
  is_lineup: boolean;
  home_odds: unknown;
  [key: string]: unknown;
}
interface ListBody<T = Row> {
  data: T[];
  count: { total: number; page?: number; rows?: number };
}
interface ErrorBody {
  error: { code: string; message: string; details?: { field: string; message: string }[] };
}

async function get<T>(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: T; res: Response }> {
  const res = await fetch(server.url + path, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
}

beforeAll(async () => {
  server = await bootServer({
    ROLE: 'all',
    FEED: 'simulator',
    SIM_SEED: 'api-core-test',
    SIM_SPEED: '30',
    EMBED_ALLOWED_ORIGINS: 'https://community.example',
  });
  await until(
    'live matches with a line-up',
    async () => {
      const { body } = await get<ListBody>('/api/inplay/inplay?rows=infinite');
      return body.data.length > 5 && body.data.some((m) => m.is_lineup) ? true : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 200 },
  );
}, 60_000);
afterAll(async () => server?.stop());

describe('GET /api/inplay/{status}', () => {
  it('lists matches in play as spec §3 list rows with count.total', async () => {
    const { status, body } = await get<ListBody>('/api/inplay/inplay?rows=infinite');
    expect(status).toBe(200);
    expect(body.count.total).toBeGreaterThanOrEqual(body.data.length);
    for (const m of body.data) {
      expect(m.status_id).toBe(TIME_STATUS.inPlay);
      expect(m.is_inplay).toBe(true);
      for (const key of [
        'bet365id',
        'sports_id',
        'league_name',
        'home_kor',
        'away_kor',
        'timer',
        'scores',
      ])
        expect(m).toHaveProperty(key);
      expect(typeof m.ss).toBe('string');
      expect(m.ss).toMatch(/^\d+-\d+$/);
      const odds = m.home_odds as { o: unknown; n: unknown } | string;
      expect(odds === '-' || (typeof odds === 'object' && 'o' in odds && 'n' in odds)).toBe(true);
    }
  });

  it('filters by sport, pages with rows/page and caps large rows', async () => {
    const all = await get<ListBody>('/api/inplay/inplay?rows=infinite');
    const sport = all.body.data[0]!.sport_id;
    const one = await get<ListBody>(`/api/inplay/inplay?sportsId=${sport}&rows=100`);
    expect(one.body.data.length).toBeGreaterThan(0);
    expect(one.body.data.every((m) => m.sport_id === sport)).toBe(true);

    const p1 = await get<ListBody>('/api/inplay/all?rows=3&page=1&sort_by=id&sort=asc');
    const p2 = await get<ListBody>('/api/inplay/all?rows=3&page=2&sort_by=id&sort=asc');
    expect(p1.body.data).toHaveLength(3);
    expect(p2.body.data).toHaveLength(3);
    expect(p1.body.count.total).toBeGreaterThan(6);
    expect(p2.body.data[0]!.id).toBeGreaterThan(p1.body.data[2]!.id);

    const huge = await get<ListBody>('/api/inplay/all?rows=999999');
    expect(huge.status).toBe(200);
    expect(huge.body.count.rows).toBe(100);
    expect(huge.body.data.length).toBeLessThanOrEqual(100);
  });

  it('treats falsy parameters as absent (spec §7 "Defaults": only truthy params count)', async () => {
    const ids = (body: ListBody) => new Set(body.data.map((m) => m.id));
    const before = ids((await get<ListBody>('/api/inplay/inplay?rows=infinite')).body);
    const falsy = await get<ListBody>('/api/inplay/inplay?rows=infinite&sportsId=0&q=&filter_by=');
    const after = ids((await get<ListBody>('/api/inplay/inplay?rows=infinite')).body);
    expect(falsy.status).toBe(200);
    // No sport filter applied: several sports, and the same list as the plain reads around it
    // (the fast world starts and ends matches between reads, as many as the machine's load
    // lets pass): every match in play at both is there, and none that was at neither.
    expect(new Set(falsy.body.data.map((m) => m.sport_id)).size).toBeGreaterThan(1);
    const shown = ids(falsy.body);
    for (const id of before) if (after.has(id)) expect(shown.has(id), `match ${id}`).toBe(true);
    for (const id of shown) expect(before.has(id) || after.has(id), `match ${id}`).toBe(true);
  });

  it('searches team names with trimmed, collapsed text (filter_by defaults to team_name)', async () => {
    const { body } = await get<ListBody>('/api/inplay/all?rows=infinite');
    const team = body.data[0]!.home;
    const words = team.split(' ');
    const messy = `  ${words.join('    ')}  `;
    const found = await get<ListBody>(`/api/inplay/all?rows=100&q=${encodeURIComponent(messy)}`);
    expect(found.status).toBe(200);
    expect(found.body.data.length).toBeGreaterThan(0);
    for (const m of found.body.data)
      expect(`${m.home} ${m.away}`.toLowerCase()).toContain(team.toLowerCase());
    const byLeague = await get<ListBody>(
      `/api/inplay/all?rows=100&filter_by=league_name&q=${encodeURIComponent(body.data[0]!.league)}`,
    );
    expect(byLeague.body.data.every((m) => m.league === body.data[0]!.league)).toBe(true);
  });

  it('refuses bad parameters with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/inplay/bogus', 'status'],
      ['/api/inplay/all?rows=abc', 'rows'],
      ['/api/inplay/all?rows=-4', 'rows'],
      ['/api/inplay/all?sort=sideways', 'sort'],
      ['/api/inplay/all?filter_by=shoe_size&q=x', 'filter_by'],
      ['/api/inplay/all?page=-1', 'page'],
      ['/api/games/abc', 'id'],
      ['/api/league/4242', 'sportsID'],
      ['/api/result/cricket', 'type'],
      ['/api/result/info/1/everything', 'type'],
    ];
    for (const [path, field] of cases) {
      const { status, body } = await get<ErrorBody>(path);
      expect(status, path).toBe(400);
      expect(body.error.code, path).toBe('VALIDATION');
      expect(body.error.message, path).toContain(field);
      expect(
        body.error.details?.map((d) => d.field),
        path,
      ).toContain(field);
    }
  });
});

describe('in-play calls', () => {
  it('counts matches in play in all and per sport', async () => {
    const { body } = await get<{
      data: { total: number; sports: { id: number; count: number }[] };
    }>('/api/inplay/all/count/betting/all');
    const live = await get<ListBody>('/api/inplay/inplay?rows=infinite');
    // The feed moves between the two reads; allow a match starting or ending in between.
    expect(Math.abs(body.data.total - live.body.count.total)).toBeLessThanOrEqual(2);
    const perSport = body.data.sports.reduce((a, s) => a + s.count, 0);
    expect(perSport).toBe(body.data.total);
    expect(body.data.sports.every((s) => (ALL_SPORT_IDS as number[]).includes(s.id))).toBe(true);
  });

  it('counts matches in play and upcoming per sport for the navigation', async () => {
    type Counts = {
      inplay: number;
      upcoming: number;
      sports: { id: number; inplay: number; upcoming: number }[];
    };
    const { body } = await get<{ data: Counts }>('/api/display/count');
    expect(body.data.inplay).toBeGreaterThan(0);
    expect(body.data.upcoming).toBeGreaterThan(0);
    expect(body.data.sports.reduce((n, s) => n + s.inplay, 0)).toBe(body.data.inplay);
    expect(body.data.sports.reduce((n, s) => n + s.upcoming, 0)).toBe(body.data.upcoming);
  });

  it('lists in-play games overall and per sport type', async () => {
    const all = await get<ListBody>('/api/games/inplay?rows=100');
    expect(all.status).toBe(200);
    expect(all.body.data.every((m) => m.is_inplay)).toBe(true);
    const sport = all.body.data[0]!.sport_id;
    const typed = await get<ListBody>(`/api/games/inplay/type/${sport}?rows=100`);
    expect(typed.body.data.length).toBeGreaterThan(0);
    expect(typed.body.data.every((m) => m.sport_id === sport && m.is_inplay)).toBe(true);
  });

  it('finds one match, its details and 404 for an unknown id', async () => {
    const { body } = await get<ListBody>('/api/inplay/inplay?rows=1');
    const id = body.data[0]!.id;
    const found = await get<{ data: Row }>(`/api/inplay/find/${id}`);
    expect(found.body.data.id).toBe(id);
    const game = await get<{ data: Record<string, unknown> }>(`/api/games/${id}`);
    expect(game.status).toBe(200);
    expect(game.body.data).toMatchObject({ id });
    for (const key of ['info', 'team_info', 'events', 'stats'])
      expect(game.body.data).toHaveProperty(key);
    for (const path of [
      '/api/inplay/find/987654321',
      '/api/games/987654321',
      '/api/inplay/line-up/987654321',
    ]) {
      const missing = await get<ErrorBody>(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('serves line-ups as {formation, startinglineup: [{shirtnumber, pos, player {id, name, kor, jp}}]}', async () => {
    const { body } = await get<ListBody>('/api/inplay/inplay?rows=infinite');
    const match = body.data.find((m) => m.is_lineup)!;
    const { status, body: lineup } = await get<{
      data: Record<'home' | 'away', { formation: unknown; startinglineup: unknown[] }>;
    }>(`/api/inplay/line-up/${match.id}`);
    expect(status).toBe(200);
    for (const side of ['home', 'away'] as const) {
      expect(lineup.data[side].startinglineup.length).toBeGreaterThan(0);
      for (const entry of lineup.data[side].startinglineup) {
        const e = entry as { shirtnumber: unknown; pos: unknown; player: Record<string, unknown> };
        expect(Object.keys(e).sort()).toEqual(['player', 'pos', 'shirtnumber']);
        expect(e.shirtnumber === null || typeof e.shirtnumber === 'number').toBe(true);
        expect(typeof e.pos).toBe('string');
        // The spec's {id, name}, with the Korean and Japanese names as leagues and teams carry them.
        expect(Object.keys(e.player).sort()).toEqual(['id', 'jp', 'kor', 'name']);
        expect(typeof e.player.id).toBe('number');
        expect(typeof e.player.name).toBe('string');
        expect(e.player.kor).toMatch(/[가-힣]/);
        expect(typeof e.player.jp).toBe('string');
      }
    }
  });

  it('lists the leagues of a sport', async () => {
    type League = { id: number; name: string; kor: string; jp: string; count: number };
    const soccer = await get<ListBody<League>>('/api/league/1');
    expect(soccer.status).toBe(200);
    expect(soccer.body.data.map((l) => l.name)).toContain('Premier League');
    const epl = soccer.body.data.find((l) => l.name === 'Premier League')!;
    expect(epl.kor).toBe('프리미어리그');
    const basketball = await get<ListBody<League>>('/api/league/18');
    expect(basketball.body.data.map((l) => l.name)).toContain('NBA');
    const soccerIds = new Set(soccer.body.data.map((l) => l.id));
    expect(basketball.body.data.some((l) => soccerIds.has(l.id))).toBe(false);
  });

  it('guards the user and administrator calls', async () => {
    const { body } = await get<ListBody>('/api/inplay/inplay?rows=1');
    const id = body.data[0]!.id;
    const mine = await get<ErrorBody>(`/api/games/${id}/1`);
    expect(mine.status).toBe(401);
    const patch = await get<ErrorBody>(`/api/games/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://stream.example/1' }),
    });
    expect(patch.status).toBe(401);
  });
});

describe('results', () => {
  it('lists finished matches of today (Seoul) by default and of a given range', async () => {
    const today = await get<ListBody>('/api/result/all?rows=100');
    expect(today.status).toBe(200);
    const day = seoulDate(Date.now());
    for (const m of today.body.data) {
      expect([TIME_STATUS.notStarted, TIME_STATUS.inPlay]).not.toContain(m.status_id);
      expect(m.play_time.slice(0, 10)).toBe(day);
    }
    const week = await get<ListBody>(
      `/api/result/soccer?rows=100&date_from=${seoulDate(Date.now() - 7 * 86_400_000)}&date_to=${day}`,
    );
    expect(week.body.count.total).toBeGreaterThanOrEqual(
      today.body.data.filter((m) => m.sport_id === 1).length,
    );
    expect(week.body.data.length).toBeGreaterThan(0);
    expect(week.body.data.every((m) => m.sport_id === 1)).toBe(true);
  });

  it('serves one result by bet365 id and the detail sections', async () => {
    const from = seoulDate(Date.now() - 7 * 86_400_000);
    const { body } = await get<ListBody<Row & { bet365_id: string }>>(
      `/api/result/soccer?rows=1&date_from=${from}`,
    );
    const m = body.data[0]!;
    const one = await get<{
      data: { id: number; status: string; score: { Home: string; Away: string } };
    }>(`/api/result/bet365/sub/${m.bet365_id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.status).toBe('done');
    expect(`${one.body.data.score.Home}-${one.body.data.score.Away}`).toBe(m.ss);
    const all = await get<{ data: Record<string, unknown> }>(`/api/result/info/${m.id}/all`);
    for (const key of ['home', 'away', 'ss', 'result', 'stats', 'sts', 'events', 'lineup'])
      expect(all.body.data, key).toHaveProperty(key);
    const stats = await get<{ data: Record<string, unknown> }>(`/api/result/info/${m.id}/stats`);
    expect(Object.keys(stats.body.data).sort()).toEqual(['stats', 'sts']);
    const lineup = await get<{ data: { lineup: { home: { startinglineup: unknown[] } } } }>(
      `/api/result/info/${m.id}/lineup`,
    );
    expect(lineup.body.data.lineup.home).toHaveProperty('startinglineup');
    const filterList = await get<ListBody>(`/api/result/list/game/soccer?date_from=${from}`);
    expect(filterList.body.count.rows).toBe(50);
    const powerball = await get<ListBody>('/api/powerball/results');
    expect(powerball.body).toEqual({ data: [], count: { total: 0 } });
  });
});

describe('settings', () => {
  it('serves stored settings with their defaults', async () => {
    const menu = await get<{ data: { key: string; is_hide: boolean }[] }>('/api/settings/menu');
    expect(menu.body.data.map((m) => m.key)).toContain('inplay');
    const lang = await get<{ data: unknown }>('/api/unauth-settings/lang/default');
    expect(JSON.stringify(lang.body.data)).toContain('kr');
    const theme = await get<{ data: unknown }>('/api/unauth-settings/theme');
    expect(JSON.stringify(theme.body.data)).toContain('theme-1');
    const sound = await get<{ data: { key: string; path: string }[] }>(
      '/api/unauth-settings/sound',
    );
    expect(sound.body.data.length).toBeGreaterThan(0);
    for (const s of sound.body.data) expect(s.path).toMatch(/^\/sounds\//);
    const admin = await get<ErrorBody>('/api/admin/settings');
    expect(admin.status).toBe(401);
    const notification = await get<{
      data: { setting_json: { duration: { is_active: boolean; value: number } } };
    }>('/api/unauth-settings/notification/default');
    expect(notification.body.data.setting_json.duration.value).toBeGreaterThan(0);
    const home = await get<{ data: { seo: unknown; display: unknown } }>('/api/settings/home');
    expect(home.body.data).toHaveProperty('seo');
    expect(home.body.data).toHaveProperty('display');
  });
});

describe('HTTP hygiene', () => {
  it('answers If-None-Match with 304 on cacheable data', async () => {
    const first = await fetch(`${server.url}/api/settings/menu`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const again = await fetch(`${server.url}/api/settings/menu`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('compresses large bodies for clients that accept gzip', async () => {
    const http = await import('node:http');
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(
            `${server.url}/api/inplay/all?rows=100`,
            { headers: { 'accept-encoding': 'gzip' } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
              );
            },
          )
          .on('error', reject);
      },
    );
    expect(raw.encoding).toBe('gzip');
    const parsed = JSON.parse(gunzipSync(raw.body).toString('utf8')) as ListBody;
    expect(parsed.data.length).toBeGreaterThan(0);
  });

  it('allows cross-origin reads only from configured origins', async () => {
    const ok = await fetch(`${server.url}/api/settings/menu`, {
      headers: { origin: 'https://community.example' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://community.example');
    const other = await fetch(`${server.url}/api/settings/menu`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses oversized bodies with 413 and bad JSON with 400', async () => {
    const big = await get<ErrorBody>('/api/games/1', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'x'.repeat(70_000) }),
    });
    expect(big.status).toBe(413);
  });
});
