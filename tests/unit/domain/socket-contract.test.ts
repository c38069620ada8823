import { describe, expect, it } from 'vitest';
import {
  detailsEvent,
  namespacePath,
  parseSocketPayload,
  SOCKET_NAMESPACES,
} from '../../../src/lib/domain/socket-contract';

describe('socket payloads (spec §7: may be JSON strings)', () => {
  it.each([
    ['{"upcoming_id":1,"ss":"1-0"}', { upcoming_id: 1, ss: '1-0' }],
    [{ upcoming_id: 1 }, { upcoming_id: 1 }],
    ['[1,2]', [1, 2]],
    ['not json', undefined],
    ['', undefined],
  ])('%o → %o', (payload, expected) => {
    expect(parseSocketPayload(payload)).toEqual(expected);
  });

  it('names per-match detail events bet365-{id}', () => {
    expect(detailsEvent('12345')).toBe('bet365-12345');
  });

  it('serves every namespace of spec §7', () => {
    expect(SOCKET_NAMESPACES).toHaveLength(18);
    expect(namespacePath('/')).toBe('/');
    expect(namespacePath('inplay')).toBe('/inplay');
  });
});
