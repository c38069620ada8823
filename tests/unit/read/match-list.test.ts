import { describe, expect, it } from 'vitest';
import { statusInScope, type MatchScope } from '../../../src/server/read/match-list';
import { TIME_STATUS } from '../../../src/lib/domain/sports';

// A list row's status comes from the live state when it is fresher than the stored row; a row
// that has just left its list (ended, kicked off) must not be shown there (spec §3 list rows).
const cases: [status: number, scope: MatchScope, listed: boolean][] = [
  [TIME_STATUS.inPlay, 'inplay', true],
  [TIME_STATUS.ended, 'inplay', false],
  [TIME_STATUS.interrupted, 'inplay', false],
  [TIME_STATUS.notStarted, 'inplay', false],
  [TIME_STATUS.notStarted, 'upcoming', true],
  [TIME_STATUS.inPlay, 'upcoming', false],
  [TIME_STATUS.ended, 'result', true],
  [TIME_STATUS.removed, 'result', true],
  [TIME_STATUS.inPlay, 'result', false],
  [TIME_STATUS.inPlay, 'all', true],
  [TIME_STATUS.ended, 'all', true],
];

describe('statusInScope', () => {
  it.each(cases)('status %i in the %s list: %s', (status, scope, listed) => {
    expect(statusInScope(status, scope)).toBe(listed);
  });
});
