/**
 * An administrator's live score correction: the corrected line, the total period
 * that follows it, and the correction holding over the provider's snapshots until the provider
 * reports a score other than the one corrected.
 */
import { describe, expect, it } from 'vitest';
import type { MatchSnapshot, Scores } from '../../../src/lib/domain/match';
import type { LiveMatch, LiveStateReader } from '../../../src/server/feed/live-state';
import {
  correctedSnapshot,
  createScoreCorrections,
} from '../../../src/server/feed/score-corrections';
import type { FeedUpdate } from '../../../src/server/feed/updates';

function snapshot(ss: string | null, scores: Scores = {}): MatchSnapshot {
  return {
    time_status: 1,
    ss,
    scores,
    timer: null,
    stats: {},
    events: [],
    details: { state: null, ball_pos: null, serve: null, sts: {}, period: 1 },
  };
}

describe('correctedSnapshot', () => {
  it.each([
    // The last period is the total (it equals the old line): it follows.
    ['1-0', { '1': { home: '1', away: '0' } }, '1-1', { '1': { home: '1', away: '1' } }],
    [
      '2-1',
      { '1': { home: '1', away: '0' }, '2': { home: '2', away: '1' } },
      '2-2',
      { '1': { home: '1', away: '0' }, '2': { home: '2', away: '2' } },
    ],
    // Sets won (volleyball, tennis): the last period holds points, not the line; left alone.
    ['1-0', { '1': { home: '25', away: '20' } }, '1-1', { '1': { home: '25', away: '20' } }],
    [null, {}, '0-1', {}],
  ] as const)('%s %j → %s', (from, scores, to, expected) => {
    const out = correctedSnapshot(snapshot(from, { ...scores }), to);
    expect(out.ss).toBe(to);
    expect(out.scores).toEqual(expected);
  });
});

describe('createScoreCorrections', () => {
  const ID = 7;
  function world(ss: string) {
    const match = { snapshot: snapshot(ss, { '1': { home: ss[0]!, away: ss[2]! } }) } as LiveMatch;
    const live: LiveStateReader = {
      get: (id: number) => (id === ID ? match : undefined),
    } as LiveStateReader;
    const received: FeedUpdate[] = [];
    const ingest = {
      push: (updates: FeedUpdate[]) => {
        for (const u of updates) {
          received.push(u);
          if (u.type === 'snapshot') match.snapshot = u.snapshot;
        }
      },
    };
    const corrections = createScoreCorrections(live, ingest);
    const provider = corrections.wrap(ingest);
    const send = (line: string) =>
      provider.push([{ type: 'snapshot', at: 0, matchId: ID, snapshot: snapshot(line) }]);
    return { corrections, send, shown: () => match.snapshot!.ss, received };
  }

  it('holds over the provider while it repeats the corrected line, then follows a new one', () => {
    const w = world('1-0');
    expect(w.corrections.correct(ID, '0-0', 1)).toBe(true);
    expect(w.shown()).toBe('0-0');
    w.send('1-0');
    expect(w.shown()).toBe('0-0');
    w.send('1-0');
    expect(w.shown()).toBe('0-0');
    // The provider moves on (a goal, or its own correction): it is followed from then on.
    w.send('1-1');
    expect(w.shown()).toBe('1-1');
    w.send('1-0');
    expect(w.shown()).toBe('1-0');
  });

  it('a correction of a correction keeps the provider line it started from', () => {
    const w = world('2-0');
    w.corrections.correct(ID, '1-0', 1);
    w.corrections.correct(ID, '1-1', 2);
    w.send('2-0');
    expect(w.shown()).toBe('1-1');
  });

  it('ends with the match, and does nothing for a match the feed does not hold', () => {
    const w = world('3-3');
    w.corrections.correct(ID, '3-2', 1);
    w.send('3-3');
    expect(w.shown()).toBe('3-2');
    w.corrections
      .wrap({ push: () => undefined })
      .push([{ type: 'ended', at: 2, matchId: ID, status: 3 }]);
    w.send('3-3');
    expect(w.shown()).toBe('3-3');
    expect(w.corrections.correct(99, '1-0', 3)).toBe(false);
  });
});
