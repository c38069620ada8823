import { describe, expect, it } from 'vitest';
import { endStats, inningTable, sideOrder } from '../../../src/lib/panels/baseball-innings';

describe('baseball inning table (spec §2, §9 nine innings)', () => {
  const scores = {
    '1': { home: '0', away: '1' },
    '2': { home: '2', away: '0' },
    '3': { home: '', away: '0' },
    run: { home: '2', away: '1' },
    hit: { home: '5', away: '3' },
  };

  it('reads MLB away first and other leagues home first', () => {
    expect(sideOrder('MLB')).toEqual(['away', 'home']);
    expect(sideOrder('Major League Baseball')).toEqual(['away', 'home']);
    expect(sideOrder('KBO League')).toEqual(['home', 'away']);
    expect(sideOrder('NPB')).toEqual(['home', 'away']);
    // The row's league name can be the page language's.
    expect(sideOrder(['메이저리그 (MLB)', null])).toEqual(['away', 'home']);
    expect(sideOrder(['MLB（メジャーリーグ）'])).toEqual(['away', 'home']);
    expect(sideOrder(['KBO 리그', 'KBO League', undefined])).toEqual(['home', 'away']);
    expect(sideOrder(['AMLBX'])).toEqual(['home', 'away']);
  });

  it('pads to nine innings and totals R/H/E', () => {
    const t = inningTable({ scores, ss: '2-1', stats: { errors: [1, 0] } }, ['away', 'home']);
    expect(t.innings).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(t.lines[0]).toEqual({
      side: 'away',
      innings: ['1', '0', '0', '', '', '', '', '', ''],
      runs: '1',
      hits: '3',
      errors: '0',
    });
    expect(t.lines[1]).toMatchObject({ side: 'home', runs: '2', hits: '5', errors: '1' });
    expect(t.lines[1].innings.slice(0, 3)).toEqual(['0', '2', '']);
  });

  it('grows for extra innings', () => {
    const t = inningTable({ scores: { ...scores, '11': { home: '1', away: '0' } }, ss: null }, [
      'home',
      'away',
    ]);
    expect(t.innings).toHaveLength(11);
    expect(t.lines[0].innings[10]).toBe('1');
  });

  it('falls back to sts.end and ss for the totals', () => {
    const t = inningTable({ scores: {}, ss: '4-3', sts: { end: { hits: [7, 6] } } }, [
      'home',
      'away',
    ]);
    expect(t.lines.map((l) => [l.runs, l.hits, l.errors])).toEqual([
      ['4', '7', null],
      ['3', '6', null],
    ]);
  });

  it('lists the game totals in side order', () => {
    const end = endStats({ end: { pitches: [88, 95], double: [2, 0], runs: [3, 5] } }, [
      'away',
      'home',
    ]);
    expect(end.map((s) => [s.key, s.values])).toEqual([
      ['pitches', ['95', '88']],
      ['double', ['0', '2']],
      ['runs', ['5', '3']],
    ]);
  });
});
