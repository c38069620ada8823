import { describe, expect, it } from 'vitest';
import { createLiveMirror, ENDED_KEPT } from '../../../src/lib/domain/live-mirror';
import type { FrameEntry, ScorePayload } from '../../../src/lib/domain/socket-contract';
import { detailsEvent, endedEvent, oddsEvent, scoreEvent } from './socket-live-events';

const names = (entries: { entry: FrameEntry }[]) => entries.map((o) => o.entry[0]);

describe('live mirror: score updates as deltas', () => {
  it('introduces a match with every field the first time it is listed', () => {
    const m = createLiveMirror();
    const out = m.apply(
      scoreEvent({
        seq: 1,
        id: 5,
        sport: 18,
        ss: '2-0',
        scores: { '1': { home: '2', away: '0' } },
      }),
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ toLists: true, toMatch: true, sportId: 18, bet365Id: 'b5' });
    expect(out[0]!.entry).toEqual([
      'inplay',
      {
        upcoming_id: 5,
        seq: 1,
        sport_id: 18,
        bet365_id: 'b5',
        time_status: 1,
        ss: '2-0',
        scores: { '1': { home: '2', away: '0' } },
        timer: { tm: 1, ts: 0 },
      },
    ]);
    expect(m.listed().map((r) => r.id)).toEqual([5]);
    expect(m.sports()).toEqual({ '18': [5] });
  });

  it.each([
    [
      'only the clock moved',
      { timer: { tm: 2, ts: 0 } },
      { upcoming_id: 5, seq: 2, timer: { tm: 2, ts: 0 } },
    ],
    [
      'a goal: score string and the period that moved',
      {
        ss: '1-0',
        scores: { '1': { home: '1', away: '0' }, '2': { home: '0', away: '0' } },
        timer: { tm: 1, ts: 0 },
      },
      { upcoming_id: 5, seq: 2, ss: '1-0', scores: { '1': { home: '1', away: '0' } } },
    ],
    [
      'a dropped period (corrected score) resends every period',
      { scores: { '2': { home: '0', away: '0' } }, timer: { tm: 1, ts: 0 } },
      { upcoming_id: 5, seq: 2, scores: { '2': { home: '0', away: '0' } } },
    ],
    [
      'the match is interrupted',
      { status: 7 as const, timer: { tm: 1, ts: 0 } },
      { upcoming_id: 5, seq: 2, time_status: 7 },
    ],
  ])('%s', (_what, next, expected) => {
    const m = createLiveMirror();
    const periods = { '1': { home: '0', away: '0' }, '2': { home: '0', away: '0' } };
    m.apply(scoreEvent({ seq: 1, id: 5, scores: periods }));
    const [out] = m.apply(scoreEvent({ seq: 2, id: 5, scores: periods, ...next }));
    expect(out!.entry).toEqual(['inplay', expected]);
  });

  it('sends nothing when nothing a reader sees changed', () => {
    const m = createLiveMirror();
    m.apply(scoreEvent({ seq: 1, id: 5 }));
    expect(m.apply(scoreEvent({ seq: 2, id: 5 }))).toEqual([]);
    expect(m.seq()).toBe(2);
  });

  it('ignores an event it already holds', () => {
    const m = createLiveMirror();
    m.apply(scoreEvent({ seq: 5, id: 5 }));
    expect(m.apply(scoreEvent({ seq: 5, id: 5, ss: '9-9' }))).toEqual([]);
    expect(m.apply(scoreEvent({ seq: 3, id: 5, ss: '9-9' }))).toEqual([]);
    expect(m.row(5)?.ss).toBe('0-0');
  });
});

describe('live mirror: odds', () => {
  it('keeps the main book of a match about to start and brings it along when it goes live', () => {
    const m = createLiveMirror();
    const pre = m.apply(oddsEvent({ seq: 1, id: 9, home: 1.8, away: 2.1 }));
    expect(pre[0]).toMatchObject({ toLists: false, toMatch: true });
    expect(m.listed()).toEqual([]);
    const out = m.apply(scoreEvent({ seq: 2, id: 9 }));
    expect(names(out)).toEqual(['inplay', 'odds']);
    expect(out[1]!.entry[1]).toMatchObject({
      upcoming_id: 9,
      book_id: 1,
      odd_type: 1,
      seq: 2,
      home: { o: 2, n: 1.8 },
    });
    expect(m.row(9)?.odds['1']?.home).toEqual({ o: 2, n: 1.8 });
  });

  it('sends other books only to the match room and does not keep them', () => {
    const m = createLiveMirror();
    m.apply(scoreEvent({ seq: 1, id: 9 }));
    const [out] = m.apply(oddsEvent({ seq: 2, id: 9, book: 4, home: 1.5, away: 2.5 }));
    expect(out).toMatchObject({ toLists: false, toMatch: true, bet365Id: 'b9' });
    expect(m.row(9)?.odds).toEqual({});
  });

  it('sends main-book moves of a listed match to the lists', () => {
    const m = createLiveMirror();
    m.apply(scoreEvent({ seq: 1, id: 9 }));
    const [out] = m.apply(oddsEvent({ seq: 2, id: 9, type: 2, home: 1.5, away: 2.5 }));
    expect(out).toMatchObject({ toLists: true });
    expect(m.row(9)?.odds['2']?.draw).toBeNull();
  });
});

describe('live mirror: details, URL, end', () => {
  it('accumulates timeline entries and sends only new ones', () => {
    const m = createLiveMirror();
    m.apply(scoreEvent({ seq: 1, id: 3 }));
    const [a] = m.apply(detailsEvent(2, 3, ['e1', 'e2']));
    const [b] = m.apply(detailsEvent(3, 3, ['e3']));
    expect(a!.entry[0]).toBe('bet365-b3');
    expect(a).toMatchObject({ toLists: false, toMatch: true, bet365Id: 'b3' });
    expect((b!.entry[1] as { events: unknown[] }).events).toEqual([{ id: 'e3', text: 'text e3' }]);
    expect(m.details('b3')).toMatchObject({
      seq: 3,
      info: { bet365id: 'b3', upcoming_id: 3, state: '11001' },
      stats: { corners: [3, 1] },
    });
    expect(m.details('b3')?.events.map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
  });

  it('has no details room for a match without a bet365 id', () => {
    const m = createLiveMirror();
    expect(m.apply(detailsEvent(1, 3, ['e1'], null))).toEqual([]);
  });

  it('sends a URL update with the spec fields', () => {
    const m = createLiveMirror();
    m.apply(scoreEvent({ seq: 1, id: 3, sport: 16 }));
    const [out] = m.apply({
      type: 'url',
      seq: 2,
      sportId: 16,
      matchId: 3,
      bet365_id: 'b3',
      url: 'https://x.example/3',
    });
    expect(out!.entry).toEqual([
      'update',
      { game_id: 16, id: 3, bet365_id: 'b3', url: 'https://x.example/3', seq: 2 },
    ]);
    expect(m.row(3)?.url).toBe('https://x.example/3');
  });

  it('unlists an ended match, forgets its details, keeps its final score, and says so to the lists', () => {
    const m = createLiveMirror();
    m.apply(scoreEvent({ seq: 1, id: 3 }));
    m.apply(detailsEvent(2, 3, ['e1']));
    const version = m.listVersion();
    const ss = m.row(3)!.ss;
    const [out] = m.apply(endedEvent(3, 3));
    // The end states the final score, for a reader that missed the frame that brought it.
    expect(out!.entry).toEqual([
      'ended',
      { ids: [3], seq: 3, finals: [{ id: 3, time_status: 3, ss }] },
    ]);
    expect(out).toMatchObject({ toLists: true });
    expect(m.listed()).toEqual([]);
    expect(m.details('b3')).toBeUndefined();
    expect(m.listVersion()).toBeGreaterThan(version);
    expect(m.sports()).toEqual({});
    expect(m.ended()).toEqual([{ id: 3, sport_id: 1, time_status: 3, ss: m.row(3)!.ss }]);
    expect(m.ended(18)).toEqual([]);
  });

  it('keeps the last ENDED_KEPT finished matches, newest first, and names those it drops', () => {
    const m = createLiveMirror();
    let seq = 0;
    for (let id = 1; id <= ENDED_KEPT + 2; id++) {
      m.apply(scoreEvent({ seq: ++seq, id }));
      m.apply(endedEvent(++seq, id));
    }
    const kept = m.ended().map((r) => r.id);
    expect(kept).toHaveLength(ENDED_KEPT);
    expect(kept[0]).toBe(ENDED_KEPT + 2);
    expect(kept.at(-1)).toBe(3);
    expect(m.takeForgotten()).toEqual([1, 2]);
    expect(m.takeForgotten()).toEqual([]);
    expect(m.row(1)).toBeUndefined();
  });

  it('spares a kept match that came back to play, and lists it again', () => {
    const m = createLiveMirror();
    m.apply(scoreEvent({ seq: 1, id: 1 }));
    m.apply(endedEvent(2, 1));
    m.apply(scoreEvent({ seq: 3, id: 1 }));
    expect(m.listed().map((r) => r.id)).toEqual([1]);
    expect(m.ended()).toEqual([]);
  });

  it('ends a match it never saw without a final score', () => {
    const m = createLiveMirror();
    const [out] = m.apply(endedEvent(1, 9));
    expect(out!.entry).toEqual(['ended', { ids: [9], seq: 1 }]);
  });

  it('drops the match that finished first after a seed, whatever order the stored rows come in', () => {
    const a = createLiveMirror();
    let seq = 0;
    for (let id = 1; id <= ENDED_KEPT; id++) a.apply(scoreEvent({ seq: ++seq, id }));
    // They end in the reverse order of their start: the last one to start ends first.
    for (let id = ENDED_KEPT; id >= 1; id--) a.apply(endedEvent(++seq, id));
    const b = createLiveMirror();
    // A stored hash hands its rows back in insertion (first-seen) order, not end order.
    b.seed({ seq: a.seq(), rows: [...a.rows()].sort((x, y) => x.id - y.id), details: [] });
    b.apply(scoreEvent({ seq: ++seq, id: 500 }));
    b.apply(endedEvent(++seq, 500));
    expect(b.takeForgotten()).toEqual([ENDED_KEPT]);
    expect(b.ended()[0]!.id).toBe(500);
    expect(b.ended().map((r) => r.id)).toContain(1);
  });

  it('seeds its finished matches from a stored state', () => {
    const a = createLiveMirror();
    a.apply(scoreEvent({ seq: 1, id: 5 }));
    a.apply(endedEvent(2, 5));
    const b = createLiveMirror();
    b.seed({ seq: a.seq(), rows: a.rows(), details: a.allDetails() });
    expect(b.ended()).toEqual(a.ended());
  });
});

describe('live mirror: lists', () => {
  it('lists in-play, interrupted and suspended matches by sport, and those without bet365', () => {
    const m = createLiveMirror();
    m.apply(scoreEvent({ seq: 1, id: 4, sport: 1 }));
    m.apply(scoreEvent({ seq: 2, id: 2, sport: 18, bet365: null }));
    m.apply(scoreEvent({ seq: 3, id: 3, sport: 18, status: 10 }));
    m.apply(scoreEvent({ seq: 4, id: 1, sport: 18, status: 0 }));
    expect(m.listed().map((r) => r.id)).toEqual([2, 3, 4]);
    expect(m.listed(18).map((r) => r.id)).toEqual([2, 3]);
    expect(m.sports()).toEqual({ '1': [4], '18': [2, 3] });
    expect(m.noBet365()).toEqual([2]);
    expect(m.noBet365(1)).toEqual([]);
  });

  it('seeds from a stored state and continues from its seq', () => {
    const a = createLiveMirror();
    a.apply(scoreEvent({ seq: 1, id: 4 }));
    a.apply(oddsEvent({ seq: 2, id: 4, home: 1.5, away: 2 }));
    a.apply(detailsEvent(3, 4, ['x']));
    const b = createLiveMirror();
    b.seed({ seq: a.seq(), rows: a.rows(), details: a.allDetails() });
    expect(b.listed()).toEqual(a.listed());
    expect(b.apply(scoreEvent({ seq: 3, id: 4, ss: '5-5' }))).toEqual([]);
    const [out] = b.apply(scoreEvent({ seq: 4, id: 4, ss: '1-0' }));
    expect((out!.entry[1] as ScorePayload).ss).toBe('1-0');
    expect(b.details('b4')?.events).toHaveLength(1);
  });
});
