import { describe, expect, it } from 'vitest';
import {
  adminActionRefusal,
  accountTransition,
  ACCOUNT_MESSAGES,
  checkInDateProblem,
  checkInDay,
  checkInEntry,
  fieldErrorMap,
  mergeGameSettings,
  registrationSchema,
  settingJsonSchema,
  statusRefusal,
  type AccountAction,
  type UserStatus,
} from '../../../src/lib/domain/accounts';

describe('account status at login and during a session', () => {
  it.each([
    ['w', 'login', 403, 'ACCOUNT_WAITING'],
    ['p', 'login', 403, 'ACCOUNT_PENDING'],
    ['r', 'login', 403, 'ACCOUNT_REJECTED'],
    ['b', 'login', 403, 'ACCOUNT_BANNED'],
    ['d', 'login', 403, 'ACCOUNT_DELETED'],
    ['b', 'session', 418, 'ACCOUNT_BANNED'],
    ['d', 'session', 418, 'ACCOUNT_DELETED'],
    ['r', 'session', 418, 'ACCOUNT_REJECTED'],
  ] as const)('%s at %s is refused with %i %s', (status, when, http, code) => {
    expect(statusRefusal(status, when)).toEqual({
      status: http,
      code,
      message: ACCOUNT_MESSAGES[code].message,
    });
  });

  it('lets confirmed accounts through', () => {
    expect(statusRefusal('c', 'login')).toBeNull();
    expect(statusRefusal('c', 'session')).toBeNull();
  });

  it('uses the wording of spec §8', () => {
    expect(ACCOUNT_MESSAGES.ACCOUNT_BANNED).toEqual({
      title: 'Account Banned',
      message: 'Your account has been banned. Please contact customer support.',
    });
    expect(ACCOUNT_MESSAGES.ACCOUNT_DELETED).toEqual({
      title: 'Account Deleted',
      message: 'Your account has been deleted. Please contact customer support.',
    });
    expect(ACCOUNT_MESSAGES.LOGGED_IN_ELSEWHERE.message).toBe(
      'Your account is logged in elsewhere.',
    );
    expect(ACCOUNT_MESSAGES.TOKEN_EXPIRED.message).toBe(
      'Your session has expired. Please login again.',
    );
  });
});

describe('administrator transitions', () => {
  it.each([
    ['approve', 'w', { kind: 'change', to: 'c' }],
    ['approve', 'p', { kind: 'change', to: 'c' }],
    ['approve', 'r', { kind: 'change', to: 'c' }],
    ['approve', 'c', { kind: 'unchanged', to: 'c' }],
    ['reject', 'w', { kind: 'change', to: 'r' }],
    ['reject', 'r', { kind: 'unchanged', to: 'r' }],
    ['ban', 'c', { kind: 'change', to: 'b' }],
    ['unban', 'b', { kind: 'change', to: 'c' }],
    ['delete', 'b', { kind: 'change', to: 'd' }],
    ['delete', 'd', { kind: 'unchanged', to: 'd' }],
  ] as const)('%s from %s', (action, from, expected) => {
    expect(accountTransition(action, from)).toEqual(expected);
  });

  it.each([
    ['reject', 'c', 'cannot reject an account that is confirmed'],
    ['approve', 'b', 'cannot approve an account that is banned'],
    ['approve', 'd', 'cannot approve an account that is deleted'],
    ['unban', 'w', 'cannot unban an account that is waiting'],
  ] as [AccountAction, UserStatus, string][])('refuses %s from %s', (action, from, reason) => {
    expect(accountTransition(action, from)).toEqual({ kind: 'refused', reason });
  });
});

describe('registration form', () => {
  const valid = { username: 'Alice_01', password: 'Secr3t-67x10', nickname: '앨리스' };

  it('accepts a valid form and lower-cases the username', () => {
    const out = registrationSchema.parse({ ...valid, code: ' ab12cd34 ' });
    expect(out).toMatchObject({ username: 'alice_01', nickname: '앨리스', code: 'AB12CD34' });
  });

  it.each([
    [{ username: 'abc' }, 'username', 'Use at least 4 characters.'],
    [{ username: 'a'.repeat(21) }, 'username', 'Use at most 20 characters.'],
    [{ username: '1abc' }, 'username', 'Start with a letter'],
    [{ username: 'ab cd' }, 'username', 'Start with a letter'],
    [{ username: undefined }, 'username', 'Enter a username.'],
    [{ password: 'short1' }, 'password', 'Use at least 10 characters.'],
    [{ password: 'lettersonlyhere' }, 'password', 'one letter and one digit'],
    [{ password: '1234567890' }, 'password', 'one letter and one digit'],
    [{ password: 'x'.repeat(120) + '1'.repeat(9) }, 'password', 'Use at most 128 characters.'],
    [{ username: 'alice12345', password: 'ALICE12345' }, 'password', 'differ from the username'],
    [{ password_confirmation: 'other123' }, 'password_confirmation', 'do not match'],
    [{ nickname: 'a' }, 'nickname', 'Use at least 2 characters.'],
    [{ nickname: 'bad<script>' }, 'nickname', 'Use letters, digits'],
    [{ nickname: 42 }, 'nickname', 'Enter a nickname.'],
  ])('rejects %j on %s', (patch, field, message) => {
    const result = registrationSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === field);
    expect(issue?.message).toContain(message);
  });

  it('gives a too-short field one message, not also the pattern one', () => {
    const result = registrationSchema.safeParse({ username: '', password: 'x', nickname: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'Use at least 4 characters.'],
      ['password', 'Use at least 10 characters.'],
      ['nickname', 'Use at least 2 characters.'],
    ]);
  });

  it('groups field errors for response.data.errors', () => {
    expect(
      fieldErrorMap([
        { field: 'username', message: 'a' },
        { field: 'username', message: 'b' },
        { field: 'password', message: 'c' },
      ]),
    ).toEqual({ username: ['a', 'b'], password: ['c'] });
  });
});

describe('check-in day in Asia/Seoul', () => {
  it.each([
    [Date.UTC(2026, 0, 1, 14, 59, 59), '2026-01-01'],
    [Date.UTC(2026, 0, 1, 15, 0, 0), '2026-01-02'],
    [Date.UTC(2025, 11, 31, 23, 0, 0), '2026-01-01'],
    [Date.UTC(2028, 1, 28, 20, 0, 0), '2028-02-29'],
  ])('%i is %s', (ms, day) => {
    expect(checkInDay(ms)).toBe(day);
  });

  it('gives the spec shapes of a check-in', () => {
    expect(checkInEntry('2026-03-09')).toEqual({
      checkin_date: '03-09-2026',
      claim: true,
      date: '2026-03-09 00:00:00',
    });
  });

  it.each([
    ['2026-03-09 00:00:00', null],
    ['2026-03-09', null],
    ['2026-03-08 00:00:00', 'only for today in Seoul (2026-03-09)'],
    ['2026-03-09 12:00:00', "Expected 'YYYY-MM-DD 00:00:00'"],
    ['03-09-2026', "Expected 'YYYY-MM-DD 00:00:00'"],
  ])('date %s', (date, problem) => {
    const out = checkInDateProblem(date, '2026-03-09');
    if (problem === null) expect(out).toBeNull();
    else expect(out).toContain(problem);
  });
});

describe('per-game settings', () => {
  it('merges a patch over stored values and defaults', () => {
    const stored = { '1': { id: 1, is_odds: false, is_sound: true, is_prompt: true } };
    expect(
      mergeGameSettings(stored, { '1': { is_prompt: false }, '18': { is_sound: false } }),
    ).toEqual({
      '1': { id: 1, is_odds: false, is_sound: true, is_prompt: false },
      '18': { id: 18, is_odds: true, is_sound: false, is_prompt: true },
    });
  });

  it.each([
    [{ '1': { is_odds: false } }, true],
    ['{"18":{"is_sound":0,"is_prompt":"true"}}', true],
    [{ '1': { id: 1, is_odds: 1 } }, true],
    [{ '2': { is_odds: true } }, false],
    [{ abc: { is_odds: true } }, false],
    [{ '1': { id: 18 } }, false],
    [{ '1': { is_odds: 'yes' } }, false],
    [{ '1': { is_odds: true, extra: 1 } }, false],
    ['not json', false],
    [[1, 2], false],
  ])('setting_json %j valid: %s', (input, ok) => {
    expect(settingJsonSchema.safeParse(input).success).toBe(ok);
  });

  it('names the game id that failed', () => {
    const result = settingJsonSchema.safeParse({ '1': { is_odds: true }, '2': { is_odds: true } });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['2']);
  });

  it('names unknown games and bad flags together', () => {
    const result = settingJsonSchema.safeParse({ '2': { is_odds: true }, '1': { is_odds: 'x' } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['1.is_odds', '2']);
  });

  it('says only that a list is not an object keyed by game id', () => {
    const result = settingJsonSchema.safeParse([{ is_odds: true }]);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Expected an object keyed by game id.',
    ]);
  });
});

describe('adminActionRefusal: no administrator removes his own account or the last one', () => {
  const chief = { id: 1, role: 'admin', status: 'c' as const };
  const member = { id: 2, role: 'user', status: 'c' as const };
  it.each([
    ['ban', chief, 1, 2, 'an administrator cannot ban his own account'],
    ['delete', chief, 1, 2, 'an administrator cannot delete his own account'],
    ['ban', chief, 9, 0, 'cannot ban the last administrator'],
    ['delete', chief, null, 0, 'cannot delete the last administrator'],
    ['ban', chief, 9, 1, null],
    ['ban', member, 1, 0, null],
    ['unban', chief, 1, 0, null],
    ['approve', chief, 1, 0, null],
  ] as const)('%s of %j by %j with %i others → %j', (action, target, actor, others, refusal) => {
    expect(adminActionRefusal(action, target, actor, others)).toBe(refusal);
  });
});
