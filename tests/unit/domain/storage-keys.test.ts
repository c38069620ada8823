import { describe, expect, it } from 'vitest';
import { queryToStorage } from '../../../src/lib/domain/storage-keys';

describe('query parameters stored by the shell (spec §2 "Shell")', () => {
  it.each([
    ['theme=theme-2', [['theme-color', 'theme-2']]],
    ['sportsId=18', [['sportsId', '18']]],
    ['status=major', [['queryStatus', 'major']]],
    ['userId=u-42', [['userId', 'u-42']]],
    [
      'theme=theme-1&sportsId=1&status=all&userId=7',
      [
        ['theme-color', 'theme-1'],
        ['sportsId', '1'],
        ['queryStatus', 'all'],
        ['userId', '7'],
      ],
    ],
    ['theme=purple&sportsId=abc&status=nope&userId=<script>', []],
    ['', []],
  ])('?%s', (search, writes) => {
    expect(queryToStorage(new URLSearchParams(search))).toEqual(writes);
  });
});
