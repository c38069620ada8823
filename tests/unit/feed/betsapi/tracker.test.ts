/**
 * How rows move a followed match on: the updates (and their order) for first sight, kick-off,
 * a goal, the end; lagging lists; matches delivered whole; prices handed out once.
 */
import { describe, expect, it } from 'vitest';
import { createReferenceCache } from '../../../../src/server/feed/betsapi/reference-cache';
import { eventRowSchema, type EventRow } from '../../../../src/server/feed/betsapi/schemas/events';
import { createTracker } from '../../../../src/server/feed/betsapi/tracker';
import type { FeedUpdate, OddsRecord } from '../../../../src/server/feed/updates';
import { fixture } from '../../../fixtures/betsapi/server';

const rows = (file: string): EventRow[] =>
  (fixture(file) as { results: unknown[] }).results.map((r) => eventRowSchema.parse(r));
const types = (out: FeedUpdate[]) => out.map((u) => u.type);

function setup() {
  const t = 1_602_950_400_000;
  return createTracker({ refs: createReferenceCache(), now: () => t });
}

describe('tracker', () => {
  it('follows a match from fixture to the final whistle', () => {
    const tracker = setup();
    const out: FeedUpdate[] = [];
    const first = tracker.observe(rows('upcoming-soccer.json')[0]!, 1, out);
    expect(first).toMatchObject({ becameLive: false, ended: false });
    expect(types(out)).toEqual(['reference', 'fixture']);

    out.length = 0;
    const kickoff = tracker.observe(rows('inplay-soccer-kickoff.json')[0]!, 1, out);
    expect(kickoff.becameLive).toBe(true);
    expect(types(out)).toEqual(['fixture', 'snapshot']);
    expect(tracker.live(1).map((t) => t.id)).toEqual([2654397]);

    out.length = 0;
    tracker.observe(rows('inplay-soccer-kickoff.json')[0]!, 1, out);
    expect(out).toEqual([]);

    tracker.observe(rows('view-goal.json')[0]!, 1, out);
    // The view names the stadium: the home team's row changes, so it is sent again first.
    expect(types(out)).toEqual(['reference', 'fixture', 'snapshot']);

    out.length = 0;
    const end = tracker.observe(rows('view-ended.json')[0]!, 1, out);
    expect(end.ended).toBe(true);
    expect(types(out)).toEqual(['snapshot', 'ended']);
    expect(out[1]).toMatchObject({ type: 'ended', status: 3 });
    expect(tracker.get(2654397)).toBeUndefined();
    expect(tracker.hasEnded(2654397)).toBe(true);

    out.length = 0;
    tracker.observe(rows('inplay-soccer-goal.json')[0]!, 1, out);
    expect(out).toEqual([]);
  });

  it('does not let a lagging upcoming list undo kick-off', () => {
    const tracker = setup();
    const out: FeedUpdate[] = [];
    tracker.observe(rows('inplay-soccer-kickoff.json')[0]!, 1, out);
    out.length = 0;
    tracker.observe(rows('upcoming-soccer.json')[0]!, 1, out);
    expect(out).toEqual([]);
    expect(tracker.get(2654397)?.fixture.time_status).toBe(1);
  });

  it('keeps a row whose status the glossary does not list as to be fixed', () => {
    const tracker = setup();
    const out: FeedUpdate[] = [];
    const row = { ...rows('upcoming-soccer.json')[0]!, time_status: 42 };
    expect(tracker.observe(row, 1, out).track?.fixture.time_status).toBe(2);
  });

  it('ignores rows whose status is no status at all', () => {
    const tracker = setup();
    const out: FeedUpdate[] = [];
    const row = { ...rows('upcoming-soccer.json')[0]!, time_status: 142 };
    expect(tracker.observe(row, 1, out).track).toBeNull();
    expect(out).toEqual([]);
  });

  it('delivers a finished match nobody followed once, whole', () => {
    const tracker = setup();
    const out: FeedUpdate[] = [];
    const row = rows('ended-soccer.json')[0]!;
    expect(tracker.completed(row, 1, out)).toBe(true);
    expect(types(out)).toEqual(['reference', 'completed']);
    const completed = out[1] as Extract<FeedUpdate, { type: 'completed' }>;
    expect(completed.matches[0]).toMatchObject({
      fixture: { id: 2654300, time_status: 3, round: 5 },
      snapshot: { ss: '2-2', scores: { '1': { home: '1', away: '0' } } },
    });
    expect(tracker.completed(row, 1, out)).toBe(false);
    expect(tracker.completed(rows('upcoming-soccer.json')[0]!, 1, out)).toBe(false);
  });

  it('hands out each price once and never an older one', () => {
    const tracker = setup();
    const out: FeedUpdate[] = [];
    const { track } = tracker.observe(rows('inplay-soccer-kickoff.json')[0]!, 1, out);
    const price = (at: number, home: number): OddsRecord => ({
      bookId: 1,
      oddType: 1,
      quote: { home, draw: 3, away: 4, middle: null },
      at,
      ss: null,
      time_str: null,
    });
    out.length = 0;
    expect(tracker.odds(track!, [price(100, 1.5), price(200, 1.6)], out)).toBe(2);
    expect(tracker.odds(track!, [price(150, 1.55), price(200, 1.6), price(300, 1.7)], out)).toBe(1);
    expect(out.map((u) => (u.type === 'odds' ? u.record.at : 0))).toEqual([100, 200, 300]);
  });

  it('gives followed fixtures their season once the league table names it', () => {
    const tracker = setup();
    const out: FeedUpdate[] = [];
    tracker.observe(rows('upcoming-soccer.json')[0]!, 1, out);
    out.length = 0;
    tracker.setSeason(94, { id: 9418516, start: 1_599_782_400, end: 1_621_900_799 }, out);
    expect(out.map((u) => (u.type === 'fixture' ? u.fixture.season_id : u.type))).toEqual([
      9418516,
    ]);
  });
});

describe('tracker: a score that goes backwards', () => {
  const scored = (ss: string, status = 1): EventRow => ({
    ...rows('inplay-soccer-goal.json')[0]!,
    ss,
    time_status: status,
  });
  const snapshots = (out: FeedUpdate[]) =>
    out.flatMap((u) => (u.type === 'snapshot' ? [u.snapshot.ss] : []));

  function live(ss: string) {
    let t = 1_602_953_000_000;
    const tracker = createTracker({ refs: createReferenceCache(), now: () => t });
    tracker.observe(scored(ss), 1, []);
    return { tracker, tick: (ms: number) => (t += ms) };
  }

  it('holds back an older answer between newer ones', () => {
    const { tracker, tick } = live('2-0');
    const out: FeedUpdate[] = [];
    for (const ss of ['1-0', '2-0', '1-0', '2-1']) {
      tick(500);
      tracker.observe(scored(ss), 1, out);
    }
    expect(snapshots(out)).toEqual(['2-1']);
    expect(tracker.get(2654397)?.snapshot?.ss).toBe('2-1');
  });

  it('takes the provider’s lower score once it has said it for a minute over three answers', () => {
    const { tracker, tick } = live('2-0');
    const out: FeedUpdate[] = [];
    for (let i = 0; i < 4; i++) {
      tracker.observe(scored('1-0'), 1, out);
      tick(20_000);
    }
    // Answers at 0, 20, 40 and 60 s: the fourth is the first a minute after the claim began.
    expect(snapshots(out)).toEqual(['1-0']);
  });

  it('keeps nothing of a claim a newer answer contradicted', () => {
    const { tracker, tick } = live('2-0');
    const out: FeedUpdate[] = [];
    tracker.observe(scored('1-0'), 1, out);
    tick(50_000);
    tracker.observe(scored('2-0'), 1, out);
    for (let i = 0; i < 3; i++) {
      tick(10_000);
      tracker.observe(scored('1-0'), 1, out);
    }
    expect(snapshots(out)).toEqual([]);
  });

  it('takes a final result as the provider gives it', () => {
    const { tracker } = live('2-0');
    const out: FeedUpdate[] = [];
    tracker.observe(scored('1-0', 3), 1, out);
    expect(snapshots(out)).toEqual(['1-0']);
    expect(types(out)).toContain('ended');
  });
});
