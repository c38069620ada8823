/**
 * @module socket/wire/packet
 * socket.io v4 packets as text (the product sends no binary), encoded for the server and
 * decoded from it. Decoding never throws: a malformed or binary packet decodes to `undefined`
 * and is dropped.
 * @see https://socket.io/docs/v4/socket-io-protocol/
 */

/**
 * Packet types: 0 CONNECT, 1 DISCONNECT, 2 EVENT, 3 ACK, 4 CONNECT_ERROR. BINARY_EVENT (5) and
 * BINARY_ACK (6) are refused.
 */
export type Packet =
  /** Client: the handshake `auth`; server: `{ sid }`. */
  | { type: 0; nsp: string; data?: Record<string, unknown> }
  | { type: 1; nsp: string }
  | { type: 2; nsp: string; id?: number; data: [string, ...unknown[]] }
  | { type: 3; nsp: string; id: number; data: unknown[] }
  | { type: 4; nsp: string; data: unknown };

/** Event names the socket itself emits: a server may not send them. */
const RESERVED = ['connect', 'connect_error', 'disconnect', 'disconnecting'];

/**
 * Type, `/namespace,` (absent for the root), ack id, JSON. The namespace ends at the first
 * comma (or the end), as socket.io's own parser reads it.
 */
const SHAPE = /^([0-4])(?:(\/[^,]*),?)?(\d*)([\s\S]*)$/;

/**
 * @example encodePacket({ type: 2, nsp: '/inplay', id: 3, data: ['match:subscribe', 'b2'] })
 * // '2/inplay,3["match:subscribe","b2"]'
 */
export function encodePacket(packet: Packet): string {
  const nsp = packet.nsp === '/' ? '' : `${packet.nsp},`;
  const id = 'id' in packet && packet.id !== undefined ? packet.id : '';
  const data = 'data' in packet && packet.data !== undefined ? JSON.stringify(packet.data) : '';
  return `${packet.type}${nsp}${id}${data}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @example decodePacket('3/inplay,3[{"data":1}]') // { type: 3, nsp: '/inplay', id: 3, data: [{ data: 1 }] }
 * @example decodePacket('2["connect"]') // undefined: a reserved name
 */
export function decodePacket(text: string): Packet | undefined {
  const parts = SHAPE.exec(text);
  if (!parts) return undefined;
  const [, typeText, nsp = '/', idText = '', json = ''] = parts;
  const data = json === '' ? undefined : parseJson(json);
  if (json !== '' && data === undefined) return undefined;
  const id = idText === '' ? undefined : Number(idText);
  switch (typeText) {
    case '0':
      return isRecord(data) ? { type: 0, nsp, data } : undefined;
    case '1':
      return data === undefined ? { type: 1, nsp } : undefined;
    case '2': {
      if (!Array.isArray(data) || typeof data[0] !== 'string' || RESERVED.includes(data[0]))
        return undefined;
      const event = data as [string, ...unknown[]];
      return id === undefined ? { type: 2, nsp, data: event } : { type: 2, nsp, id, data: event };
    }
    case '3':
      return Array.isArray(data) && id !== undefined ? { type: 3, nsp, id, data } : undefined;
    default:
      return typeof data === 'string' || isRecord(data) ? { type: 4, nsp, data } : undefined;
  }
}
