import { describe, expect, it } from 'vitest';
import { emptyRow, type LiveRow } from '../../../src/lib/domain/live-rows';
import { liveHeaderView } from '../../../src/lib/head-to-head/live-header';

function row(patch: Partial<LiveRow>): LiveRow {
  return { ...emptyRow(7, 1, '101'), time_status: 1, ...patch };
}

describe('the head-to-head header of a match in play', () => {
  it('waits for the live row (the server-rendered header stays)', () => {
    expect(liveHeaderView(undefined)).toBeUndefined();
  });

  it.each([
    [
      'soccer second half',
      row({ ss: '2-1', timer: { tm: 52, ts: 3, tt: '1', ta: 0, md: 1 } }),
      { score: { home: '2', away: '1' }, clock: { unit: 'half', n: 2, clock: '52:03' } },
    ],
    [
      'baseball bottom of the 7th',
      row({ sport_id: 16, ss: '3-4', timer: { tm: 7.5, ts: 0, tt: '0', ta: 0, md: 0 } }),
      { score: { home: '3', away: '4' }, clock: { unit: 'inningEnd', n: 7 } },
    ],
    [
      'a score the feed garbled defaults to 0-0 (spec §5)',
      row({ ss: '^' }),
      { score: { home: '0', away: '0' } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(liveHeaderView(input)).toMatchObject({ ...expected, ended: false });
  });

  it.each([
    // The live row carries no timer for tennis: the details' period says the set…
    ['tennis third set, from the details', 13, 3, { unit: 'set', n: 3 }],
    // …and before they arrive, the score keys do: never "waiting" while the set is played.
    ['tennis third set, from the score keys', 13, 0, { unit: 'set', n: 3 }],
    ['volleyball third set', 91, 0, { unit: 'set', n: 3 }],
    ['e-sports third map', 151, 0, { unit: 'map', n: 3 }],
  ] as const)('%s', (_name, sport, period, clock) => {
    const set = (h: string, a: string) => ({ home: h, away: a });
    const live = row({
      sport_id: sport,
      ss: '1-1',
      timer: null,
      scores: { '1': set('6', '4'), '2': set('3', '6'), '3': set('2', '1') },
    });
    expect(liveHeaderView(live, period)?.clock).toMatchObject(clock);
    expect(liveHeaderView(live, period)?.clock?.unit).not.toBe('waiting');
  });

  it('stops the clock once the match has ended', () => {
    const view = liveHeaderView(
      row({ ss: '1-0', time_status: 3, timer: { tm: 90, ts: 0, tt: '0', ta: 0, md: 1 } }),
    );
    expect(view).toMatchObject({ ended: true, clock: null, score: { home: '1', away: '0' } });
  });

  it('gives the half-time score where the sport has one', () => {
    const view = liveHeaderView(row({ ss: '2-1', scores: { '1': { home: '1', away: '0' } } }));
    expect(view?.half).toBe('1-0');
  });
});
