import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  auditQuery,
  compactJson,
  summarizeChange,
} from '../../../src/lib/admin/audit';

describe('audit log query', () => {
  it('trims the filters and asks for one page', () => {
    expect(auditQuery({ action: ' user.ban ', actor: ' chief ' }, 3)).toEqual({
      action: 'user.ban',
      actor: 'chief',
      rows: 20,
      page: 3,
    });
  });
});

describe('audit change summary', () => {
  it.each([
    ['nothing before or after', null, null, []],
    ['a value that appears', null, { a: 1 }, [{ path: '', before: '', after: '{"a":1}' }]],
    ['a value that disappears', 'c', null, [{ path: '', before: '"c"', after: '' }]],
    [
      'one changed field of an object',
      { site_name: 'A', maintenance: false },
      { site_name: 'B', maintenance: false },
      [{ path: 'site_name', before: '"A"', after: '"B"' }],
    ],
    [
      'nested fields',
      { duration: { value: 5, odds: true } },
      { duration: { value: 10, odds: true } },
      [{ path: 'duration.value', before: '5', after: '10' }],
    ],
    [
      'list items named by their key',
      [
        { key: 'inplay', is_hide: false },
        { key: 'team', is_hide: false },
      ],
      [
        { key: 'inplay', is_hide: false },
        { key: 'team', is_hide: true },
      ],
      [{ path: 'team.is_hide', before: 'false', after: 'true' }],
    ],
    [
      'a list item added',
      [{ key: 'score', path: '/a.wav' }],
      [
        { key: 'score', path: '/a.wav' },
        { key: 'goal', path: '/g.wav' },
      ],
      [{ path: 'goal.path', before: '', after: '"/g.wav"' }],
    ],
    [
      'a status letter',
      { status: 'c' },
      { status: 'b' },
      [{ path: 'status', before: '"c"', after: '"b"' }],
    ],
    ['plain values', 1, 2, [{ path: '', before: '1', after: '2' }]],
    ['lists without keys by index', [1, 2], [1, 3], [{ path: '1', before: '2', after: '3' }]],
    ['no change', { a: [1] }, { a: [1] }, []],
  ])('%s', (_name, before, after, lines) => {
    expect(summarizeChange(before, after)).toEqual({ lines, more: 0 });
  });

  it('lists four changes and counts the rest', () => {
    const before = { a: 1, b: 1, c: 1, d: 1, e: 1, f: 1 };
    const after = { a: 2, b: 2, c: 2, d: 2, e: 2, f: 2 };
    const summary = summarizeChange(before, after);
    expect(summary.lines.map((l) => l.path)).toEqual(['a', 'b', 'c', 'd']);
    expect(summary.more).toBe(2);
  });

  it.each([
    [undefined, ''],
    ['x', '"x"'],
    [{ a: [1, null] }, '{"a":[1,null]}'],
    ['y'.repeat(100), `"${'y'.repeat(58)}…`],
  ])('%j is shown as %j', (value, text) => {
    expect(compactJson(value)).toBe(text);
  });
});

describe('audit action filter', () => {
  it.each(AUDIT_ACTIONS.filter((a) => a !== ''))('%s is a filter the server takes', (action) => {
    // The server's check of `action` (src/server/api/routes/audit.ts).
    expect(action).toMatch(/^[a-z][a-z.-]{0,59}$/);
  });
});
