import { describe, expect, it } from 'vitest';
import {
  collect,
  hasProblems,
  lengthProblem,
  serverProblems,
} from '../../../src/lib/admin/problems';

describe('server problems', () => {
  it.each([
    ['no body', undefined, {}],
    ['no details', { error: { code: 'VALIDATION', message: 'x' } }, {}],
    ['details not a list', { error: { details: 'x' } }, {}],
    [
      'one field',
      { error: { details: [{ field: '1.path', message: 'bad path' }] } },
      { '1.path': { kind: 'server', message: 'bad path' } },
    ],
    [
      'first message per field, malformed entries skipped',
      {
        error: {
          details: [
            { field: 'title', message: 'first' },
            { field: 'title', message: 'second' },
            { field: 3, message: 'x' },
            null,
          ],
        },
      },
      { title: { kind: 'server', message: 'first' } },
    ],
  ])('%s', (_name, body, expected) => {
    expect(serverProblems(body)).toEqual(expected);
  });
});

describe('local problems', () => {
  it.each([
    ['abc', 3, null],
    ['abcd', 3, { kind: 'tooLong', max: 3 }],
    ['', 0, null],
  ] as const)('%j within %i characters: %j', (text, max, problem) => {
    expect(lengthProblem(text, max)).toEqual(problem);
  });

  it('collects only the fields with a problem', () => {
    const problems = collect({ a: null, b: { kind: 'assetUrl' } });
    expect(problems).toEqual({ b: { kind: 'assetUrl' } });
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(collect({ a: null }))).toBe(false);
  });
});
