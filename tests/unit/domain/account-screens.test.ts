import { describe, expect, it } from 'vitest';
import {
  accountFailure,
  checkInBody,
  passwordChangeCodeProblem,
  passwordChangeProblems,
  registrationCodeProblem,
  registrationProblems,
  retryAfterSeconds,
  safeNextPath,
  serverFieldErrors,
  teapotNotice,
  type RegistrationRules,
  type RegistrationValues,
} from '../../../src/lib/domain/account-screens';
import { REGISTRATION_RULES, registrationSchema } from '../../../src/lib/domain/accounts';

describe('where a login returns to', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/', '/'],
    ['/major/odds', '/major/odds'],
    ['/inplay/odds/details/12?upcomingId=3#t', '/inplay/odds/details/12?upcomingId=3#t'],
    ['/admin', '/admin'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['major', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/a\\b', '/'],
    ['/login', '/'],
    ['/login?r=418', '/'],
    ['/logout', '/'],
    ['/register/', '/'],
    ['/loginx', '/loginx'],
    [`/${'a'.repeat(2001)}`, '/'],
  ])('%j → %s', (next, target) => {
    expect(safeNextPath(next)).toBe(target);
  });
});

describe('what a failed account call means', () => {
  it.each([
    [403, 'ACCOUNT_WAITING', 'waiting'],
    [403, 'ACCOUNT_PENDING', 'pending'],
    [403, 'ACCOUNT_REJECTED', 'rejected'],
    [403, 'ACCOUNT_BANNED', 'banned'],
    [403, 'ACCOUNT_DELETED', 'deleted'],
    [418, 'LOGGED_IN_ELSEWHERE', 'elsewhere'],
    [401, 'INVALID_CREDENTIALS', 'credentials'],
    [401, undefined, 'credentials'],
    [429, 'RATE_LIMITED', 'rateLimited'],
    [429, undefined, 'rateLimited'],
    [400, 'VALIDATION', 'validation'],
    [400, undefined, 'validation'],
    [403, 'SOMETHING_NEW', 'generic'],
    [500, undefined, 'generic'],
    [0, undefined, 'generic'],
  ] as const)('%i %s → %s', (status, code, failure) => {
    expect(accountFailure(status, code)).toBe(failure);
  });
});

describe('the notice of /login?r=418 (spec §8)', () => {
  it.each([
    [null, 'elsewhere'],
    [undefined, 'elsewhere'],
    ['LOGGED_IN_ELSEWHERE', 'elsewhere'],
    ['ACCOUNT_BANNED', 'banned'],
    ['ACCOUNT_DELETED', 'deleted'],
    ['garbage', 'elsewhere'],
  ] as const)('%s → %s', (code, notice) => {
    expect(teapotNotice(code)).toBe(notice);
  });
});

describe('Retry-After seconds', () => {
  it.each([
    ['37', 37],
    [' 5 ', 5],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['Wed, 21 Oct 2015 07:28:00 GMT', null],
    ['', null],
    [null, null],
  ] as const)('%j → %s', (header, seconds) => {
    expect(retryAfterSeconds(header)).toBe(seconds);
  });
});

describe('field errors of an error answer', () => {
  it.each([
    ['nothing', undefined, {}],
    ['a string', 'oops', {}],
    [
      'the spec errors map',
      { errors: { username: ['Too short.'], password: ['Weak.', 'Short.'] } },
      { username: ['Too short.'], password: ['Weak.', 'Short.'] },
    ],
    ['a single message', { errors: { nickname: 'Taken.' } }, { nickname: ['Taken.'] }],
    [
      'details only',
      { error: { code: 'VALIDATION', details: [{ field: 'code', message: 'Too long.' }] } },
      { code: ['Too long.'] },
    ],
    [
      'both, without repeating a message',
      {
        errors: { username: ['Taken.'] },
        error: {
          details: [
            { field: 'username', message: 'Taken.' },
            { field: 'nickname', message: 'Bad.' },
          ],
        },
      },
      { username: ['Taken.'], nickname: ['Bad.'] },
    ],
    [
      'malformed entries are ignored',
      { errors: { '': ['x'], a: [1, null] }, error: { details: [null, { field: 3 }] } },
      {},
    ],
  ])('%s', (_name, body, expected) => {
    expect(serverFieldErrors(body)).toEqual(expected);
  });
});

const valid: RegistrationValues = {
  username: 'Player_1',
  nickname: '축구팬 J.',
  password: 'Secr3t-67x10',
  password_confirmation: 'Secr3t-67x10',
  code: '',
};

const rules: RegistrationRules = REGISTRATION_RULES;

const formCases: [string, Partial<RegistrationValues>, Record<string, unknown>][] = [
  ['a valid form', {}, {}],
  ['surrounding spaces are trimmed', { username: '  Player_1 ', nickname: ' 축구팬 ' }, {}],
  ['empty username', { username: '  ' }, { username: { kind: 'required' } }],
  ['short username', { username: 'abc' }, { username: { kind: 'tooShort', min: 4 } }],
  ['long username', { username: 'a'.repeat(21) }, { username: { kind: 'tooLong', max: 20 } }],
  [
    'username starting with a digit',
    { username: '1abc' },
    { username: { kind: 'usernamePattern' } },
  ],
  ['username with a dash', { username: 'ab-cd' }, { username: { kind: 'usernamePattern' } }],
  ['empty nickname', { nickname: '' }, { nickname: { kind: 'required' } }],
  ['short nickname', { nickname: 'x' }, { nickname: { kind: 'tooShort', min: 2 } }],
  ['nickname with a symbol', { nickname: 'a<b>' }, { nickname: { kind: 'nicknamePattern' } }],
  ['Japanese nickname', { nickname: 'サッカー好き' }, {}],
  [
    'empty password',
    { password: '', password_confirmation: '' },
    { password: { kind: 'required' }, password_confirmation: { kind: 'required' } },
  ],
  [
    'short password',
    { password: 'ab1', password_confirmation: 'ab1' },
    { password: { kind: 'tooShort', min: 10 } },
  ],
  [
    'password without a digit',
    { password: 'abcdefghij', password_confirmation: 'abcdefghij' },
    { password: { kind: 'passwordLetterDigit' } },
  ],
  [
    'password without a letter',
    { password: '1234567890', password_confirmation: '1234567890' },
    { password: { kind: 'passwordLetterDigit' } },
  ],
  [
    'password equal to the username, ignoring case',
    { username: 'player1234', password: 'PLAYER1234', password_confirmation: 'PLAYER1234' },
    { password: { kind: 'passwordSameAsUsername' } },
  ],
  [
    'password containing the username',
    { username: 'player1', password: 'xPlayer1-99q', password_confirmation: 'xPlayer1-99q' },
    { password: { kind: 'passwordContainsUsername' } },
  ],
  [
    'password of a few characters repeated',
    { password: 'aab1aab1aab1', password_confirmation: 'aab1aab1aab1' },
    { password: { kind: 'passwordRepetitive' } },
  ],
  [
    'confirmation differs',
    { password_confirmation: 'secret124' },
    { password_confirmation: { kind: 'mismatch' } },
  ],
  ['long code', { code: 'C'.repeat(33) }, { code: { kind: 'tooLong', max: 32 } }],
];

describe('registration form checks, with the rules the server serves', () => {
  it.each(formCases)('%s', (_name, change, expected) => {
    expect(registrationProblems({ ...valid, ...change }, rules)).toEqual(expected);
  });

  // The form and the server must refuse the same fields, or a user fixes one and meets another.
  it.each(formCases)('agrees with the server schema: %s', (_name, change) => {
    const values = { ...valid, ...change };
    const client = Object.keys(registrationProblems(values, rules))
      // The server treats a missing confirmation as "not sent"; the form always sends one.
      .filter((f) => !(f === 'password_confirmation' && !values.password_confirmation))
      .sort();
    const parsed = registrationSchema.safeParse({ ...values, code: values.code || undefined });
    const server = parsed.success
      ? []
      : [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].sort();
    expect(client).toEqual(server);
  });

  it('asks for the code only when the server requires it', () => {
    expect(registrationProblems(valid, rules).code).toBeUndefined();
    expect(registrationProblems(valid, rules, { codeRequired: true }).code).toEqual({
      kind: 'required',
    });
  });

  it('checks only what the served rules name, and survives a pattern it cannot compile', () => {
    expect(registrationProblems({ ...valid, username: 'x' }, {}).username).toBeUndefined();
    expect(
      registrationProblems({ ...valid, username: 'abcd' }, { username: { pattern: '(' } }).username,
    ).toBeUndefined();
  });
});

describe('error codes of POST /register/ on their fields', () => {
  it.each([
    ['USERNAME_TAKEN', { field: 'username', problem: { kind: 'usernameTaken' } }],
    ['NICKNAME_TAKEN', { field: 'nickname', problem: { kind: 'nicknameTaken' } }],
    ['CODE_NOT_FOUND', { field: 'code', problem: { kind: 'codeNotFound' } }],
    ['VALIDATION', null],
    [undefined, null],
  ] as const)('%s', (code, expected) => {
    expect(registrationCodeProblem(code)).toEqual(expected);
  });
});

describe('check-in body for the Seoul day (spec §7, §9)', () => {
  it.each([
    [Date.UTC(2026, 0, 1, 14, 59, 59), '2026-01-01 00:00:00'],
    [Date.UTC(2026, 0, 1, 15, 0, 0), '2026-01-02 00:00:00'],
    [Date.UTC(2025, 11, 31, 23, 0), '2026-01-01 00:00:00'],
    ['2026-03-09', '2026-03-09 00:00:00'],
  ])('%s → %s', (when, date) => {
    expect(checkInBody(when)).toEqual({ claim: true, date });
  });
});

describe('password change form checks', () => {
  const base = {
    current_password: 'Old-Pass-1234',
    password: 'New-Pass-5678',
    password_confirmation: 'New-Pass-5678',
  };
  it.each([
    ['a valid form', {}, {}],
    ['no current password', { current_password: '' }, { current_password: { kind: 'required' } }],
    [
      'a short new password',
      { password: 'ab1', password_confirmation: 'ab1' },
      { password: { kind: 'tooShort', min: 10 } },
    ],
    [
      'the current password again',
      { password: 'Old-Pass-1234', password_confirmation: 'Old-Pass-1234' },
      { password: { kind: 'passwordUnchanged' } },
    ],
    [
      'the username inside',
      { password: 'x-erin_k-2024', password_confirmation: 'x-erin_k-2024' },
      { password: { kind: 'passwordContainsUsername' } },
    ],
    [
      'a different confirmation',
      { password_confirmation: 'New-Pass-5679' },
      { password_confirmation: { kind: 'mismatch' } },
    ],
  ])('%s', (_name, change, expected) => {
    const values = { ...base, ...change };
    expect(passwordChangeProblems(values, 'erin_k', REGISTRATION_RULES.password)).toEqual(expected);
  });

  it.each([
    ['WRONG_PASSWORD', { field: 'current_password', problem: { kind: 'passwordWrong' } }],
    ['PASSWORD_TOO_COMMON', { field: 'password', problem: { kind: 'passwordCommon' } }],
    ['PASSWORD_REPETITIVE', { field: 'password', problem: { kind: 'passwordRepetitive' } }],
    ['RATE_LIMITED', null],
  ])('reads the API code %s', (code, expected) => {
    expect(passwordChangeCodeProblem(code)).toEqual(expected);
  });

  it('places a common password the server refused at registration on its field', () => {
    expect(registrationCodeProblem('PASSWORD_TOO_COMMON')).toEqual({
      field: 'password',
      problem: { kind: 'passwordCommon' },
    });
  });
});
