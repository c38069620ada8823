/**
 * Reporting a provider problem: FEED=betsapi with RECORD_FILE writes every BetsAPI answer as
 * it came (the token cut out), and FEED=replay with that file shows the same matches again,
 * read by the BetsAPI provider from the recording instead of the network.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TOKEN, startFakeBetsApi, type FakeBetsApi } from '../fixtures/betsapi/server';
import { readUntil } from '../support/wait';
import { bootServer, type BootedServer } from './helpers/boot';

interface Found {
  data?: { home: string; away: string; ss: string; timer: { tm: number } | null };
}

describe('RECORD_FILE with FEED=betsapi, then FEED=replay', { timeout: 120_000 }, () => {
  let api: FakeBetsApi;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-recording-'));
    file = path.join(dir, 'session.jsonl');
    api = await startFakeBetsApi();
    api.on('v3/events/inplay', (q) =>
      q.get('sport_id') === '1'
        ? { file: 'inplay-soccer-goal.json' }
        : { file: 'inplay-empty.json' },
    );
    api.on('v1/event/view', { file: 'view-goal.json' });
    api.on('v2/event/odds', { file: 'odds-live.json' });
  });

  afterAll(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const find = async (server: BootedServer) => {
    const res = await fetch(`${server.url}/api/inplay/find/2654397`);
    return { status: res.status, body: (res.status === 200 ? await res.json() : {}) as Found };
  };

  /** The API paths whose answers the recording holds so far (whole lines only). */
  const recordedPaths = (): Set<string> => {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const whole = text.slice(0, text.lastIndexOf('\n') + 1);
    return new Set(
      whole
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { path: string }).path),
    );
  };

  it('records every answer without the token and replays the session from it', async () => {
    const live = await bootServer({
      ROLE: 'all',
      FEED: 'betsapi',
      BETSAPI_TOKEN: FIXTURE_TOKEN,
      BETSAPI_BASE_URL: api.url,
      BETSAPI_RATE_LIMIT: '1000000',
      RECORD_FILE: file,
    });
    let seen: Found['data'];
    try {
      const found = await readUntil(
        'the match live, with its clock',
        () => find(live),
        (r) => r.status === 200 && r.body.data?.timer !== null,
        { timeoutMs: 30_000, intervalMs: 100 },
      );
      seen = found.body.data;
      expect(seen?.home).toBe('Man City');
      // The odds are asked for after the match is first seen: stop once their answer is written.
      await readUntil(
        'the in-play, view and odds answers recorded',
        async () => recordedPaths(),
        (paths) =>
          ['v3/events/inplay', 'v1/event/view', 'v2/event/odds'].every((p) => paths.has(p)),
        { timeoutMs: 30_000, intervalMs: 100 },
      );
    } finally {
      await live.stop();
    }

    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(FIXTURE_TOKEN);
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; path: string; query: string; body: string });
    expect(lines.every((l) => l.type === 'betsapi-response')).toBe(true);
    expect(lines.map((l) => l.path)).toEqual(
      expect.arrayContaining(['v3/events/inplay', 'v1/event/view', 'v2/event/odds']),
    );
    expect(
      lines.find((l) => l.path === 'v3/events/inplay' && l.query.includes('sport_id=1'))?.body,
    ).toContain('2654397');

    const requestsBefore = api.requests.length;
    const replay = await bootServer({ ROLE: 'all', FEED: 'replay', REPLAY_FILE: file });
    try {
      const again = await readUntil(
        'the match replayed, with its clock',
        () => find(replay),
        (r) => r.status === 200 && r.body.data?.timer !== null,
        { timeoutMs: 30_000, intervalMs: 100 },
      );
      expect(again.body.data).toMatchObject({
        home: seen!.home,
        away: seen!.away,
        ss: seen!.ss,
        timer: { tm: seen!.timer!.tm },
      });
    } finally {
      await replay.stop();
    }
    // The replay never went to the network.
    expect(api.requests.length).toBe(requestsBefore);
  });
});
