import { describe, expect, it } from 'vitest';
import { isOptionalNumericId, parseInplayPath } from '../../../src/lib/domain/routes';

describe('in-play route /:status?/:type?/:id? (spec §2)', () => {
  it.each([
    [[], { status: 'all', type: 'all' }],
    [[''], { status: 'all', type: 'all' }],
    [['major'], { status: 'major', type: 'all' }],
    [['selected', 'odds'], { status: 'selected', type: 'odds' }],
    [['hide', 'kbo', '123456'], { status: 'hide', type: 'kbo', id: '123456' }],
    [['all', 'upcoming', 'upcoming'], { status: 'all', type: 'upcoming', id: 'upcoming' }],
    [['inplay', '1'], { status: 'all', type: 'all' }],
    [['inplay'], { status: 'all', type: 'all' }],
  ])('%o parses', (segments, expected) => {
    expect(parseInplayPath(segments)).toEqual(expected);
  });

  it.each([
    [['everything']],
    [['all', 'soccer']],
    [['all', 'all', 'x1']],
    [['all', 'all', '1', 'extra']],
    [['inplay', 'x']],
  ])('%o is not an in-play route', (segments) => {
    expect(parseInplayPath(segments)).toBeNull();
  });

  it.each([
    [undefined, true],
    ['', true],
    ['42', true],
    ['4a', false],
    ['../etc', false],
  ])('optional numeric id %s → %s', (id, ok) => {
    expect(isOptionalNumericId(id)).toBe(ok);
  });
});
