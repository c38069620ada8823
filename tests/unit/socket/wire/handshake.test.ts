/**
 * The engine.io v4 framing of the browser's socket client: the handshake it reads, and the
 * long-polling bodies it sends; anything malformed is refused, not thrown.
 */
import { describe, expect, it } from 'vitest';
import { parseHandshake, SEPARATOR, takePayload } from '../../../../src/lib/socket/wire/handshake';

describe('engine.io handshake', () => {
  const open = {
    sid: 's1',
    upgrades: [],
    pingInterval: 25_000,
    pingTimeout: 20_000,
    maxPayload: 65_536,
  };

  it('reads the session, the heartbeat and the largest body', () => {
    expect(parseHandshake(JSON.stringify(open))).toEqual({
      sid: 's1',
      pingInterval: 25_000,
      pingTimeout: 20_000,
      maxPayload: 65_536,
    });
  });

  it.each([
    ['broken JSON', '{"sid":'],
    ['null', 'null'],
    ['a string', '"s1"'],
    ['no sid', JSON.stringify({ ...open, sid: undefined })],
    ['a numeric sid', JSON.stringify({ ...open, sid: 1 })],
    ['no pingInterval', JSON.stringify({ ...open, pingInterval: undefined })],
    ['a text pingTimeout', JSON.stringify({ ...open, pingTimeout: '20000' })],
    ['no maxPayload', JSON.stringify({ ...open, maxPayload: undefined })],
  ])('refuses %s', (_what, data) => {
    expect(parseHandshake(data)).toBeUndefined();
  });
});

describe('long-polling bodies', () => {
  it.each<[string, string[], number, string, string[]]>([
    ['one packet', ['42["a"]'], 100, '42["a"]', []],
    ['several, separated by \\x1e', ['3', '42["a"]'], 100, `3${SEPARATOR}42["a"]`, []],
    ['as many as fit', ['4aaaa', '4bbbb', '4cccc'], 11, `4aaaa${SEPARATOR}4bbbb`, ['4cccc']],
    ['one at least, even too large', ['4aaaaaaaaa', '4b'], 5, '4aaaaaaaaa', ['4b']],
  ])('%s', (_what, queue, max, body, left) => {
    const copy = [...queue];
    expect(takePayload(copy, max)).toBe(body);
    expect(copy).toEqual(left);
  });
});
