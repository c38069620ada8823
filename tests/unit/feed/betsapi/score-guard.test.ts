/**
 * When a live row's score may replace the one shown: never a lower one straight away (an older
 * answer), but a lower one the provider keeps saying for a minute over three answers (its own
 * correction, such as a disallowed goal).
 */
import { describe, expect, it } from 'vitest';
import { judgeScore, type LowerClaim } from '../../../../src/server/feed/betsapi/score-guard';

const claim = (ss: string, since: number, answers: number): LowerClaim => ({ ss, since, answers });

describe('judgeScore', () => {
  it.each([
    ['the same score', '1-0', '1-0', undefined, 0, true, undefined],
    ['a goal', '1-0', '2-0', undefined, 0, true, undefined],
    ['a first score', null, '0-0', undefined, 0, true, undefined],
    ['a row without a score', '1-0', null, undefined, 0, true, undefined],
    ['a goal, ending a claim', '1-0', '2-0', claim('0-0', 0, 2), 5_000, true, undefined],
    [
      'the shown score again, ending a claim',
      '1-0',
      '1-0',
      claim('0-0', 0, 2),
      5_000,
      true,
      undefined,
    ],
    ['a lower score, first said', '2-0', '1-0', undefined, 1_000, false, claim('1-0', 1_000, 1)],
    [
      'a lower score said again',
      '2-0',
      '1-0',
      claim('1-0', 1_000, 1),
      2_000,
      false,
      claim('1-0', 1_000, 2),
    ],
    [
      'another lower score, a new claim',
      '2-0',
      '0-0',
      claim('1-0', 1_000, 5),
      90_000,
      false,
      claim('0-0', 90_000, 1),
    ],
    [
      'a lower score said three times within the minute',
      '2-0',
      '1-0',
      claim('1-0', 0, 2),
      59_999,
      false,
      claim('1-0', 0, 3),
    ],
    [
      'a lower score said for a minute, twice only',
      '2-0',
      '1-0',
      claim('1-0', 0, 1),
      60_000,
      false,
      claim('1-0', 0, 2),
    ],
    [
      'a lower score said for a minute over three answers',
      '2-0',
      '1-0',
      claim('1-0', 0, 2),
      60_000,
      true,
      undefined,
    ],
  ] as const)('%s: shown %s, incoming %s', (_, shown, incoming, before, now, admit, after) => {
    expect(judgeScore(shown, incoming, before, now)).toEqual({ admit, claim: after });
  });

  it('takes another rule', () => {
    const rule = { confirmMs: 0, confirmAnswers: 1 };
    expect(judgeScore('2-0', '1-0', undefined, 0, rule)).toEqual({ admit: true, claim: undefined });
  });
});
