import { describe, expect, it } from 'vitest';
import { handballView, possessionPath } from '../../../src/lib/panels/handball';
import { BAD_DETAILS } from './net-sports-corpus';

describe('handball panel view', () => {
  const details = {
    info: { state: '20000', ball_pos: '0.700,0.400', period: 1 },
    sts: { possession: 'home', possessionBlocks: [55, 48, '52'] },
    stats: { possession: [52, 48], goals: ['7', '6'] },
  };

  it('reads ball, possession side, shares and blocks from the details', () => {
    const view = handballView({ is_inplay: true }, details);
    expect(view.ball).toEqual({ x: 0.7, y: 0.4 });
    // `sts.possession` wins over the side of the state.
    expect(view.possessionSide).toBe('home');
    expect(view.possession).toEqual([52, 48]);
    expect(view.blocks).toEqual([55, 48, 52]);
    expect(view.stats.goals).toEqual([7, 6]);
    expect(view.state).toEqual({ side: 'away', name: 'Attack' });
  });

  it('takes the possession side from the state when sts has none', () => {
    expect(handballView({ is_inplay: true }, { info: { state: '20000' } }).possessionSide).toBe(
      'away',
    );
  });

  it.each([
    [
      [52, 48],
      [52, 48],
    ],
    [
      [50.5, 49.5],
      [50.5, 49.5],
    ],
    [[60, 60], null],
    [[150, -50], null],
  ])('accepts possession %j as %j', (pair, expected) => {
    expect(handballView({ is_inplay: true }, { stats: { possession: pair } }).possession).toEqual(
      expected,
    );
  });

  it('hides the ball and possession side after the match', () => {
    const view = handballView({ is_inplay: false }, details);
    expect([view.ball, view.possessionSide]).toEqual([null, null]);
  });

  it.each(BAD_DETAILS)('renders what is valid of bad details: %s', (_, bad) => {
    const view = handballView({ is_inplay: true }, bad);
    expect(view.ball).toBeNull();
    expect(view.possession).toBeNull();
    expect(view.blocks.length).toBeLessThanOrEqual(12);
    for (const b of view.blocks) expect(b === null || (b >= 0 && b <= 100)).toBe(true);
    expect([null, 'home', 'away']).toContain(view.possessionSide);
  });

  it('keeps valid blocks and turns bad ones into gaps', () => {
    const bad = { sts: { possessionBlocks: [50, 'x', null, 200, -3, 40] } };
    expect(handballView({ is_inplay: true }, bad).blocks).toEqual([50, null, null, null, null, 40]);
  });
});

describe('possession chart path', () => {
  it.each([
    [[], ''],
    [[50], 'M0 40 L0 20 L10 20 L10 40 Z'],
    [[50, 60], 'M0 40 L0 20 L10 20 L10 16 L20 16 L20 40 Z'],
    [[100, null, 0], 'M0 40 L0 0 L10 0 L10 40 Z M20 40 L20 40 L30 40 L30 40 Z'],
  ] as const)('draws %j', (blocks, path) => {
    expect(possessionPath(blocks, 120, 40)).toBe(path);
  });
});
