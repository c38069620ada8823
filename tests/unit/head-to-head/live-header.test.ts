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
