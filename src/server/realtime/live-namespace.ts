/**
 * @module realtime/live-namespace
 * What a client may ask of the live namespaces: which list it follows (every sport, one sport,
 * none) and which matches' details (spec "Head-to-head": a live channel per bet365 id, left on
 * leaving). Inputs are validated (JSON strings accepted, spec §7) and rate-limited per socket.
 */
import { z } from 'zod';
import { fullBucket, takeToken } from '../../lib/domain/token-bucket';
import {
  LIVE_LIMITS,
  LIVE_ROOMS,
  parseSocketPayload,
  type Ack,
  type ListFilter,
  type SportsPayload,
} from '../../lib/domain/socket-contract';
import { ALL_SPORT_IDS } from '../../lib/domain/sports';
import type { Logger } from '../logger';
import type { LiveHub } from './live-hub';
import type { LiveNamespace, LiveSocket, SocketData, SportsNamespace } from './types';

const bet365Id = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim())
  .pipe(
    z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'Expected a bet365 id (1 to 32 letters or digits)'),
  );

const listFilter = z.union([
  z.enum(['all', 'none']),
  z.coerce
    .number()
    .int()
    .refine((v) => (ALL_SPORT_IDS as number[]).includes(v), {
      message: `Expected 'all', 'none' or a sport id: ${ALL_SPORT_IDS.join(', ')}`,
    }),
]);

const listSubscription = z.object({ sport: listFilter });

type Failure = Extract<Ack<never>, { error: unknown }>;

function invalid(field: string, error: z.ZodError): Failure {
  const details = error.issues.map((issue) => ({
    field: issue.path.length > 0 ? [field, ...issue.path.map(String)].join('.') : field,
    message: issue.message,
  }));
  return {
    error: {
      code: 'VALIDATION',
      message: `Invalid field "${details[0]?.field ?? field}": ${details[0]?.message ?? 'invalid'}`,
      details,
    },
  };
}

/** A payload that may be JSON text (spec §7); text that is not JSON stays the text it is. */
function readPayload(raw: unknown): unknown {
  return typeof raw === 'string' ? (parseSocketPayload(raw) ?? raw) : raw;
}

function reply<T>(ack: unknown, answer: Ack<T>): void {
  if (typeof ack === 'function') (ack as (a: Ack<T>) => void)(answer);
}

const LIMITS = {
  ratePerSecond: LIVE_LIMITS.clientEventsPerSecond,
  burst: LIVE_LIMITS.clientEventBurst,
};

/**
 * Spends one of the socket's event tokens; when none is left, answers the refusal (when the
 * event has an ack), and disconnects a socket that keeps sending regardless.
 */
function allowed(socket: LiveSocket, ack: unknown): boolean {
  if (takeToken(socket.data, LIMITS, Date.now())) return true;
  socket.data.refused += 1;
  reply(ack, { error: { code: 'RATE_LIMITED', message: 'Too many socket events; slow down' } });
  if (socket.data.refused >= LIVE_LIMITS.refusalsBeforeDisconnect) socket.disconnect(true);
  return false;
}

function listRoom(filter: ListFilter): string | null {
  if (filter === 'none') return null;
  return filter === 'all' ? LIVE_ROOMS.all : LIVE_ROOMS.sport(filter);
}

function followList(socket: LiveSocket, filter: ListFilter): string | null {
  for (const room of socket.rooms) if (room.startsWith('list:')) void socket.leave(room);
  const room = listRoom(filter);
  if (room) void socket.join(room);
  return room;
}

/** Handshake `auth.sport` (or query `sport`) picks the list to follow from the first frame. */
function initialFilter(socket: LiveSocket): ListFilter {
  const auth = parseSocketPayload(socket.handshake.auth) as { sport?: unknown } | undefined;
  const raw = auth?.sport ?? socket.handshake.query.sport;
  const parsed = listFilter.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : 'all';
}

/**
 * What every connection of a live namespace keeps of its handshake: nothing per connection (the
 * list choice is read at connection; origin and size checks are done). Shared by all sockets.
 */
const TRIMMED_HANDSHAKE = Object.freeze({
  headers: Object.freeze({}),
  time: '',
  address: '',
  xdomain: false,
  secure: false,
  issued: 0,
  url: '',
  query: Object.freeze({}),
  auth: Object.freeze({}),
});

/** Keeps the connection's memory to what serving it needs: a node holds thousands of them. */
function trim(socket: LiveSocket): void {
  (socket as unknown as { handshake: unknown }).handshake = TRIMMED_HANDSHAKE;
}

export function serveLiveNamespace(nsp: LiveNamespace, hub: LiveHub, logger: Logger): void {
  const mirror = hub.mirror;

  // One function per event for every socket (`this` is the socket): thousands of connections
  // must not each carry their own closures.
  function onList(this: LiveSocket, raw: unknown, ack: unknown) {
    if (!allowed(this, ack)) return;
    const parsed = listSubscription.safeParse(readPayload(raw));
    if (!parsed.success) return reply(ack, invalid('sport', parsed.error));
    const ch = followList(this, parsed.data.sport);
    reply(ack, { data: { ch, seq: mirror.seq() } });
  }

  function onSubscribe(this: LiveSocket, raw: unknown, ack: unknown) {
    if (!allowed(this, ack)) return;
    const parsed = bet365Id.safeParse(readPayload(raw));
    if (!parsed.success) return reply(ack, invalid('bet365_id', parsed.error));
    const ch = LIVE_ROOMS.match(parsed.data);
    const held = [...this.rooms].filter((r) => r.startsWith('match:'));
    if (!held.includes(ch) && held.length >= LIVE_LIMITS.maxMatchSubscriptions) {
      return reply(ack, {
        error: {
          code: 'TOO_MANY_SUBSCRIPTIONS',
          message: `At most ${LIVE_LIMITS.maxMatchSubscriptions} matches at once; unsubscribe first`,
          details: [{ field: 'bet365_id', message: 'subscription limit reached' }],
        },
      });
    }
    void this.join(ch);
    // Joined first, then read: the answer holds everything the room's next frame starts after.
    reply(ack, { data: { ch, details: mirror.details(parsed.data) ?? null, seq: mirror.seq() } });
  }

  function onUnsubscribe(this: LiveSocket, raw: unknown, ack: unknown) {
    if (!allowed(this, ack)) return;
    const parsed = bet365Id.safeParse(readPayload(raw));
    if (!parsed.success) return reply(ack, invalid('bet365_id', parsed.error));
    const ch = LIVE_ROOMS.match(parsed.data);
    void this.leave(ch);
    reply(ack, { data: { ch } });
  }

  function onError(error: Error) {
    logger.debug({ err: error }, 'live socket error');
  }

  nsp.on('connection', (socket) => {
    const data = socket.data as Partial<SocketData>;
    Object.assign(data, fullBucket(LIMITS, Date.now()), { refused: 0 });
    followList(socket, initialFilter(socket));
    trim(socket);
    socket.on('list:subscribe', onList);
    socket.on('match:subscribe', onSubscribe);
    socket.on('match:unsubscribe', onUnsubscribe);
    socket.on('error', onError);
  });
}

/** onepick: the sport counts, sent on connection and then whenever they change. */
export function serveSportsNamespace(nsp: SportsNamespace, hub: LiveHub): void {
  nsp.on('connection', (socket) => {
    trim(socket);
    const payload: SportsPayload = { seq: hub.mirror.seq(), sports: hub.mirror.sports() };
    socket.emit('sports', payload);
  });
}
