/**
 * The stores fed by frames end where the server's mirror is, whatever the events, however they
 * are cut into windows, and whenever the reader took its snapshot (seq contract, spec §4.18).
 * Also the store actions islands call.
 */
import fc from 'fast-check';
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { createWindow } from '../../../src/lib/domain/live-coalesce';
import type { LiveEvent } from '../../../src/lib/domain/live-events';
import { createLiveMirror } from '../../../src/lib/domain/live-mirror';
import { emptyRow } from '../../../src/lib/domain/live-rows';
import { judgeFrame, newerEntries } from '../../../src/lib/domain/live-sequence';
import type { LiveFrame } from '../../../src/lib/domain/socket-contract';
import {
  $followedMatches,
  $sportCounts,
  createLiveStores,
  followRoute,
  watchMatch,
} from '../../../src/lib/stores/live';
import { detailsEvent, endedEvent, oddsEvent, scoreEvent } from '../domain/socket-live-events';

type Step =
  | { kind: 'score'; id: number; goal: boolean; status: 0 | 1 | 7 | 10 }
  | { kind: 'odds'; id: number; book: 1 | 2; price: number }
  | { kind: 'ended'; id: number }
  | { kind: 'details'; id: number }
  | { kind: 'flush' }
  | { kind: 'snapshot' };

const ids = fc.integer({ min: 1, max: 6 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('score' as const),
      id: ids,
      goal: fc.boolean(),
      status: fc.constantFrom(0 as const, 1 as const, 1 as const, 7 as const, 10 as const),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('odds' as const),
      id: ids,
      book: fc.constantFrom(1 as const, 2 as const),
      price: fc.integer({ min: 101, max: 900 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('ended' as const), id: ids }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('details' as const), id: ids }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'flush' as const }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'snapshot' as const }), weight: 1 },
);

describe('frames applied to the stores reproduce the server state', () => {
  it('for any events, windows and snapshot time', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 80 }), (steps) => {
        const mirror = createLiveMirror();
        const window = createWindow();
        const stores = createLiveStores();
        const goals = new Map<number, number>();
        const clock = new Map<number, number>();
        let seq = 0;
        let since = 0;
        let held: number | null = null;
        const frames: LiveFrame[] = [];
        const flush = () => {
          if (window.size() === 0) return;
          frames.push({ ch: 'list:all', after: since, seq: mirror.seq(), ev: window.take() });
          since = mirror.seq();
        };
        const deliver = () => {
          for (const frame of frames.splice(0)) {
            if (held === null) continue;
            const verdict = judgeFrame(held, frame);
            expect(verdict).not.toBe('gap');
            if (verdict !== 'apply') continue;
            stores.apply(newerEntries(held, frame));
            held = frame.seq;
          }
        };
        for (const s of steps) {
          let event: LiveEvent | undefined;
          if (s.kind === 'score') {
            const g = (goals.get(s.id) ?? 0) + (s.goal ? 1 : 0);
            const t = (clock.get(s.id) ?? 0) + 1;
            goals.set(s.id, g);
            clock.set(s.id, t);
            event = scoreEvent({
              seq: ++seq,
              id: s.id,
              sport: s.id % 2 ? 1 : 18,
              status: s.status,
              ss: `${g}-0`,
              scores: { '1': { home: String(g), away: '0' } },
              timer: { tm: t, ts: 0 },
            });
          } else if (s.kind === 'odds') {
            event = oddsEvent({ seq: ++seq, id: s.id, book: s.book, home: s.price / 100, away: 2 });
          } else if (s.kind === 'ended') {
            event = endedEvent(++seq, s.id);
            goals.delete(s.id);
          } else if (s.kind === 'details') {
            event = detailsEvent(++seq, s.id, [`e${seq}`]);
          } else if (s.kind === 'flush') {
            flush();
            deliver();
          } else if (held === null) {
            // The reader joined (frames from now on reach it), then fetched the snapshot.
            stores.resetList(
              structuredClone({
                seq: mirror.seq(),
                sport: null,
                matches: mirror.listed(),
                sports: mirror.sports(),
                nobet365: mirror.noBet365(),
              }),
            );
            held = mirror.seq();
          }
          if (event) for (const o of mirror.apply(event)) if (o.toLists) window.add(o.entry);
        }
        if (held === null) {
          stores.resetList(
            structuredClone({
              seq: mirror.seq(),
              sport: null,
              matches: mirror.listed(),
              sports: mirror.sports(),
              nobet365: mirror.noBet365(),
            }),
          );
          held = mirror.seq();
        }
        flush();
        deliver();
        const rows = Object.values(stores.$matches.get()).filter(
          (r) => r && [1, 7, 10].includes(r.time_status),
        );
        expect(rows.sort((a, b) => a!.id - b!.id)).toEqual(mirror.listed());
      }),
      {
        numRuns: Number(process.env.LIVE_PROPERTY_RUNS ?? 300),
        // Regression: an end merged ahead of the same match's introduction in one window.
        examples: [
          [
            [
              { kind: 'snapshot' },
              { kind: 'ended', id: 1 },
              { kind: 'score', id: 5, goal: false, status: 10 },
              { kind: 'ended', id: 5 },
              { kind: 'score', id: 1, goal: false, status: 0 },
              { kind: 'flush' },
            ],
          ],
        ],
      },
    );
  });
});

describe('store actions', () => {
  afterEach(() => cleanStores($followedMatches));

  it('follows the route match and watched matches (spec "Shell": re-initialised on route change)', () => {
    keepMount($followedMatches);
    followRoute('100');
    expect($followedMatches.get()).toEqual(['100']);
    const release = watchMatch('200');
    const again = watchMatch('200');
    followRoute('101');
    expect($followedMatches.get()).toEqual(['101', '200']);
    release();
    release();
    expect($followedMatches.get()).toEqual(['101', '200']);
    again();
    followRoute('upcoming');
    expect($followedMatches.get()).toEqual([]);
  });

  it('counts in-play matches per sport for the navigation badges', () => {
    const stores = createLiveStores();
    stores.sports({ seq: 5, sports: { '1': [1, 2, 3], '18': [4] } });
    stores.sports({ seq: 4, sports: { '1': [] } });
    expect(stores.$sports.get().sports).toEqual({ '1': [1, 2, 3], '18': [4] });
    expect(Object.keys($sportCounts.get())).toEqual([]);
  });

  it('records score changes and removes ended matches (spec §4)', () => {
    const stores = createLiveStores();
    stores.resetList({ seq: 1, sport: null, matches: [], sports: {}, nobet365: [] });
    const change = {
      id: 1,
      sport_id: 1 as const,
      league: 'L',
      home: 'H',
      away: 'A',
      new_home_score: 1,
      new_away_score: 0,
      homeScoreChange: true,
      awayScoreChange: false,
    };
    stores.apply([
      [
        'inplay',
        {
          upcoming_id: 1,
          seq: 2,
          sport_id: 1,
          bet365_id: 'b1',
          time_status: 1,
          ss: '1-0',
          scores: {},
          timer: null,
          change,
        },
      ],
    ]);
    expect(stores.$matches.get()['1']?.ss).toBe('1-0');
    expect(stores.$scoreChanges.get()).toEqual([change]);
    stores.apply([['ended', { ids: [1], seq: 3 }]]);
    expect(stores.$matches.get()['1']).toBeUndefined();
    expect(stores.$ended.get()).toEqual([1]);
  });

  it('at a resync, records the end and final score of shown matches that finished unseen', () => {
    const mirror = createLiveMirror();
    mirror.apply(scoreEvent({ seq: 1, id: 1, ss: '0-0' }));
    mirror.apply(scoreEvent({ seq: 2, id: 2, ss: '1-1', sport: 18 }));
    mirror.apply(scoreEvent({ seq: 3, id: 3, ss: '0-0' }));
    const snapshot = () =>
      structuredClone({
        seq: mirror.seq(),
        sport: null,
        matches: mirror.listed(),
        sports: mirror.sports(),
        nobet365: mirror.noBet365(),
        ended: mirror.ended(),
      });
    const stores = createLiveStores();
    stores.resetList(snapshot());
    // Frames this reader never gets: a late goal and the end of match 1, the end of match 3
    // before this reader ever showed it again (it did), and a match it never showed.
    mirror.apply(scoreEvent({ seq: 4, id: 1, ss: '2-0' }));
    mirror.apply(endedEvent(5, 1));
    mirror.apply(scoreEvent({ seq: 6, id: 9, ss: '0-0' }));
    mirror.apply(endedEvent(7, 9));
    const seen: (string | null | undefined)[] = [];
    const stop = stores.$matches.listen((rows) => seen.push(rows['1']?.ss));
    stores.resetList(snapshot());
    stop();
    expect(seen[0]).toBe('2-0');
    expect(stores.$matches.get()['1']).toBeUndefined();
    expect(stores.$ended.get()).toEqual([1]);
    expect(Object.keys(stores.$matches.get()).filter((k) => stores.$matches.get()[k])).toEqual([
      '2',
      '3',
    ]);
  });

  it('ends a match on the final score its end states when the frame with that score was missed', () => {
    const mirror = createLiveMirror();
    mirror.apply(scoreEvent({ seq: 1, id: 1, ss: '1-0' }));
    const stores = createLiveStores();
    stores.resetList({ seq: 1, sport: null, matches: mirror.listed(), sports: {}, nobet365: [] });
    // The goal's frame never reached this reader; the end's frame did.
    mirror.apply(scoreEvent({ seq: 2, id: 1, ss: '2-0' }));
    const [end] = mirror.apply(endedEvent(3, 1));
    const seen: (string | null | undefined)[] = [];
    const stop = stores.$matches.listen((rows) => seen.push(rows['1']?.ss));
    stores.apply([end!.entry]);
    stop();
    expect(seen).toEqual(['2-0', undefined]);
    expect(stores.$ended.get()).toEqual([1]);
  });

  it('shows the final score before the end when its frame brings it too, and skips matches it does not show', () => {
    const stores = createLiveStores();
    stores.resetList({
      seq: 1,
      sport: null,
      matches: [{ ...emptyRow(1, 1, 'b1'), ss: '1-0' }],
      sports: {},
      nobet365: [],
    });
    const seen: (string | null | undefined)[] = [];
    const stop = stores.$matches.listen((rows) => seen.push(rows['1']?.ss));
    const finals = [
      { id: 1, time_status: 3 as const, ss: '2-0' },
      { id: 8, time_status: 3 as const, ss: '0-1' },
    ];
    stores.apply([
      ['inplay', { upcoming_id: 1, seq: 2, ss: '2-0' }],
      ['ended', { ids: [1, 8], seq: 3, finals }],
    ]);
    stop();
    // The final first (the end's own statement), then the batch: the row is gone.
    expect(seen).toEqual(['2-0', undefined]);
    expect(stores.$matches.get()['8']).toBeUndefined();
    expect(stores.$ended.get()).toEqual([1, 8]);
  });

  it('keeps details only for followed matches', () => {
    const stores = createLiveStores();
    const details = (seq: number, e: string) => ({
      seq,
      info: {
        bet365id: 'b1',
        upcoming_id: 1,
        sport_id: 1 as const,
        state: null,
        ball_pos: null,
        period: 1,
        serve: null,
      },
      sts: {},
      stats: {},
      events: [{ id: e, text: e }],
    });
    stores.apply([['bet365-b1', details(1, 'a')]]);
    expect(stores.$details.get()['b1']).toBeUndefined();
    stores.resetDetails('b1', null);
    stores.apply([['bet365-b1', details(2, 'b')]]);
    stores.apply([['bet365-b1', details(3, 'c')]]);
    expect(stores.$details.get()['b1']?.events.map((e) => e.id)).toEqual(['b', 'c']);
    stores.dropDetails('b1');
    stores.apply([['bet365-b1', details(4, 'd')]]);
    expect(stores.$details.get()['b1']).toBeUndefined();
  });
});
