/** Which way a score line moved: goals only add up, so fewer on either side is backward. */
import { describe, expect, it } from 'vitest';
import { scoreDirection } from '../../../src/lib/domain/score-order';

describe('scoreDirection', () => {
  it.each([
    ['1-0', '1-0', 'same'],
    ['1-0', '2-0', 'forward'],
    ['1-0', '1-1', 'forward'],
    ['0-0', '3-2', 'forward'],
    ['2-0', '1-0', 'backward'],
    ['1-1', '1-0', 'backward'],
    // One side up does not make up for the other side down: a goal would have vanished.
    ['2-0', '1-1', 'backward'],
    ['98-97', '100-99', 'forward'],
    [null, '0-0', 'unknown'],
    ['1-0', null, 'unknown'],
    ['1-0', '', 'unknown'],
    ['145/3-120/2', '140/3-120/2', 'unknown'],
  ] as const)('%s then %s is %s', (before, after, direction) => {
    expect(scoreDirection(before, after)).toBe(direction);
  });
});
