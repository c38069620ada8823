/**
 * The socket.io v4 text framing of the browser's socket client: what it sends, what it accepts
 * from a server, and that anything malformed is dropped, not thrown.
 */
import { describe, expect, it } from 'vitest';
import { decodePacket, encodePacket, type Packet } from '../../../../src/lib/socket/wire/packet';

describe('socket.io packets the client sends', () => {
  it.each<[string, Packet, string]>([
    ['CONNECT to the root namespace', { type: 0, nsp: '/' }, '0'],
    [
      'CONNECT with auth',
      { type: 0, nsp: '/inplay', data: { sport: 18 } },
      '0/inplay,{"sport":18}',
    ],
    ['CONNECT to the root with auth', { type: 0, nsp: '/', data: { t: 'x' } }, '0{"t":"x"}'],
    ['DISCONNECT', { type: 1, nsp: '/inplay' }, '1/inplay,'],
    ['DISCONNECT from the root', { type: 1, nsp: '/' }, '1'],
    ['EVENT', { type: 2, nsp: '/', data: ['hello', 1] }, '2["hello",1]'],
    [
      'EVENT with an ack id',
      { type: 2, nsp: '/inplay', id: 12, data: ['match:subscribe', 'b2'] },
      '2/inplay,12["match:subscribe","b2"]',
    ],
    [
      'EVENT with a JSON-string payload',
      { type: 2, nsp: '/inplay', id: 0, data: ['list:subscribe', '{"sport":16}'] },
      '2/inplay,0["list:subscribe","{\\"sport\\":16}"]',
    ],
    ['ACK', { type: 3, nsp: '/', id: 4, data: [{ ok: true }] }, '34[{"ok":true}]'],
  ])('%s', (_what, packet, text) => {
    expect(encodePacket(packet)).toBe(text);
  });
});

describe('socket.io packets the client accepts', () => {
  it.each<[string, string, Packet]>([
    ['CONNECT answer', '0{"sid":"abc"}', { type: 0, nsp: '/', data: { sid: 'abc' } }],
    [
      'CONNECT answer of a namespace',
      '0/inplay,{"sid":"abc"}',
      { type: 0, nsp: '/inplay', data: { sid: 'abc' } },
    ],
    ['DISCONNECT', '1/inplay,', { type: 1, nsp: '/inplay' }],
    ['DISCONNECT without the comma', '1/inplay', { type: 1, nsp: '/inplay' }],
    ['DISCONNECT from the root', '1', { type: 1, nsp: '/' }],
    [
      'EVENT',
      '2/inplay,["live:batch",{"ch":"list:all"}]',
      { type: 2, nsp: '/inplay', data: ['live:batch', { ch: 'list:all' }] },
    ],
    [
      'EVENT with a JSON-string payload',
      '2["sports","{\\"seq\\":1}"]',
      { type: 2, nsp: '/', data: ['sports', '{"seq":1}'] },
    ],
    ['EVENT asking for an ack', '27["q",1]', { type: 2, nsp: '/', id: 7, data: ['q', 1] }],
    ['ACK', '3/inplay,12[{"data":1}]', { type: 3, nsp: '/inplay', id: 12, data: [{ data: 1 }] }],
    ['ACK without arguments', '35[]', { type: 3, nsp: '/', id: 5, data: [] }],
    [
      'CONNECT_ERROR',
      '4/inplay,{"message":"not allowed","data":{"code":1}}',
      { type: 4, nsp: '/inplay', data: { message: 'not allowed', data: { code: 1 } } },
    ],
    ['CONNECT_ERROR as a bare message', '4"nope"', { type: 4, nsp: '/', data: 'nope' }],
  ])('%s', (_what, text, packet) => {
    expect(decodePacket(text)).toEqual(packet);
  });

  it.each([
    ['nothing', ''],
    ['an unknown type', '9["x"]'],
    ['a binary EVENT', '51-["x",{"_placeholder":true,"num":0}]'],
    ['a binary ACK', '61-/inplay,3[{"_placeholder":true,"num":0}]'],
    ['broken JSON', '2["x",'],
    ['an EVENT that is not an array', '2{"a":1}'],
    ['an EVENT without a name', '2[]'],
    ['an EVENT with a numeric name', '2[1,2]'],
    ['a reserved event name', '2["connect"]'],
    ['another reserved name', '2/inplay,["disconnect","x"]'],
    ['an ACK without an id', '3["x"]'],
    ['an ACK that is not an array', '31{"a":1}'],
    ['a CONNECT answer that is not an object', '0[1]'],
    ['a CONNECT answer that is null', '0null'],
    ['a DISCONNECT with data', '1{"a":1}'],
    ['a CONNECT_ERROR that is neither text nor an object', '4true'],
    ['text after the JSON', '2["x"]garbage'],
  ])('drops %s', (_what, text) => {
    expect(decodePacket(text)).toBeUndefined();
  });

  it('round-trips what it encodes', () => {
    const packet: Packet = { type: 2, nsp: '/inplay', id: 3, data: ['a', { b: [1, 'c'] }, null] };
    expect(decodePacket(encodePacket(packet))).toEqual(packet);
  });
});
