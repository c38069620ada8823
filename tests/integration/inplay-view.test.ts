/**
 * The in-play views (spec §2) against the real server and its simulated world: the loader the
 * browser uses reads each type's list over HTTP, and the page renders the same list on first
 * paint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_TAB_RULES, leagueMatchesTab } from '../../src/lib/domain/inplay-filters';
import { seoulDate } from '../../src/lib/domain/seoul-time';
import {
  loadView,
  type InplaySource,
  type LeagueOption,
  type SportCount,
} from '../../src/lib/inplay/load-view';
import { until } from '../support/wait';
import { bootServer, type BootedServer } from './helpers/boot';

let server: BootedServer;
let source: InplaySource;

async function get<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${server.url}/api${path}${q.size ? `?${q}` : ''}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  server = await bootServer({
    ROLE: 'all',
    FEED: 'simulator',
    SIM_SEED: 'inplay-view',
    SIM_SPEED: '5',
  });
  source = {
    list: (scope, query) => get(`/inplay/${scope}`, query),
    leagues: async (sport) => (await get<{ data: LeagueOption[] }>(`/league/${sport}`)).data,
    counts: async () =>
      (await get<{ data: { sports: SportCount[] } }>('/inplay/all/count/betting/all')).data.sports,
  };
  // The simulated world has matches in play within a few seconds.
  await until('a match in play', async () => (await source.counts()).length > 0, {
    timeoutMs: 30_000,
    intervalMs: 200,
  });
}, 90_000);
afterAll(async () => server?.stop());

describe('in-play views over HTTP', () => {
  it('all and odds list the matches in play by kick-off', async () => {
    const view = await loadView(source, { status: 'all', type: 'all' }, {}, Date.now());
    expect(view.scope).toBe('inplay');
    expect(view.rows.length).toBeGreaterThan(0);
    expect(view.rows.every((r) => r.is_inplay && r.status_id === 1)).toBe(true);
    const times = view.rows.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const counts = await source.counts();
    const total = counts.reduce((n, c) => n + c.count, 0);
    // Matches start and end while we read: the two counts are close, not equal.
    expect(Math.abs(view.rows.length - total)).toBeLessThanOrEqual(5);
  });

  it('a chosen sport filters the list', async () => {
    const [busiest] = (await source.counts()).sort((a, b) => b.count - a.count);
    const view = await loadView(
      source,
      { status: 'all', type: 'odds' },
      { sportsId: busiest!.id },
      Date.now(),
    );
    expect(view.sport).toBe(busiest!.id);
    expect(view.rows.length).toBeGreaterThan(0);
    expect(view.rows.every((r) => r.sport_id === busiest!.id)).toBe(true);
  });

  it('upcoming lists matches not started, today and tomorrow, page after page', async () => {
    // How many matches are still to come today and tomorrow depends on the hour and on how far
    // the simulator has scheduled since it started: the loader reads page after page, up to
    // its two pages of a hundred, as far as the API's total goes.
    const pages: number[] = [];
    const totals: number[] = [];
    const counting: InplaySource = {
      ...source,
      list: async (scope, query) => {
        const answer = await source.list(scope, query);
        pages.push(Number(query.page));
        totals.push(answer.count.total);
        return answer;
      },
    };
    const view = await loadView(counting, { status: 'all', type: 'upcoming' }, {}, Date.now());
    const total = totals.at(-1)!;
    expect(total).toBeGreaterThan(0);
    expect(pages).toEqual(pages.map((_, i) => i + 1));
    // One more page for each hundred rows (a match kicking off between two pages may leave the
    // last one empty).
    const needed = Math.min(2, Math.ceil(view.rows.length / 100));
    expect(pages.length).toBeGreaterThanOrEqual(needed);
    expect(pages.length).toBeLessThanOrEqual(Math.min(2, needed + 1));
    // Matches kick off while the pages are read: the rows and the total are close, not equal.
    expect(Math.abs(view.rows.length - Math.min(200, total))).toBeLessThanOrEqual(5);
    expect(view.rows.every((r) => r.status_id === 0)).toBe(true);
    const today = seoulDate(Date.now());
    expect(view.rows.every((r) => r.play_time.slice(0, 10) >= today)).toBe(true);
    expect(new Set(view.rows.map((r) => r.id)).size).toBe(view.rows.length);
  });

  it('result lists the finished matches of the day', async () => {
    const view = await loadView(source, { status: 'all', type: 'result' }, {}, Date.now());
    expect(view.rows.length).toBeGreaterThan(0);
    expect(view.rows.every((r) => [3, 4, 5, 6, 8, 9, 11, 99].includes(r.status_id))).toBe(true);
  });

  it('a league tab reads its leagues on the chosen day', async () => {
    const day = seoulDate(Date.now());
    const view = await loadView(
      source,
      { status: 'all', type: 'nba' },
      { date_from: day },
      Date.now(),
    );
    expect(view.sport).toBe(18);
    expect(view.day).toBe(day);
    const leagues = await source.leagues(18);
    const nba = leagues.filter((l) => leagueMatchesTab('nba', { name: l.name, sportId: 18 }));
    expect(view.leagueIds).toEqual(nba.map((l) => l.id));
    expect(view.rows.every((r) => view.leagueIds.includes(r.league_id))).toBe(true);
    expect(view.rows.every((r) => r.play_time.slice(0, 10) === day)).toBe(true);
    // KBL is not WKBL.
    const kbl = await loadView(
      source,
      { status: 'all', type: 'kbl' },
      { date_from: day },
      Date.now(),
    );
    expect(kbl.rows.every((r) => !/^WKBL/.test(r.league))).toBe(true);
    expect(LEAGUE_TAB_RULES.kbl.sportId).toBe(18);
  });
});

describe('the in-play page', () => {
  it('server-renders the list with the matches in play', async () => {
    const res = await fetch(`${server.url}/?lang=en`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const rows = html.match(/data-row=/g)?.length ?? 0;
    expect(rows).toBeGreaterThan(0);
    expect(html).toContain('class="inplay"');
    // Live hookup happens in the browser only: the server render is not marked live.
    expect(html).not.toContain('data-inplay-live');
    expect(html).toContain('Watch all games');
  });

  it.each([
    ['/all/kbo', 200],
    ['/major/odds/123', 200],
    ['/inplay/1', 200],
    ['/everything/odds', 404],
    ['/all/soccer', 404],
    ['/all/all/12ab', 404],
  ])('%s answers %s', async (path, status) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(status);
  });

  it('a malformed query does not break the page', async () => {
    const res = await fetch(
      `${server.url}/all/nba?sportsId=abc&date_from=2026-02-30&bet365Id=%3Cscript%3E&sports=%3Cb%3E`,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('<script>alert');
  });
});
