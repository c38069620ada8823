// A Redis outage is said once, reminded at most every REDIS_ERROR_REMINDER_MS, and its end said.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { logRedisErrors, REDIS_ERROR_REMINDER_MS } from '../../../src/server/runtime/redis-errors';
import type { Logger } from '../../../src/server/logger';

function recorder() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'warn', fields, message }),
    info: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'info', fields, message }),
  } as unknown as Logger;
  return { lines, log };
}

describe('logRedisErrors', () => {
  it('warns once per spell, reminds with the count, and says when the connection is back', () => {
    const connection = new EventEmitter();
    const { lines, log } = recorder();
    let now = 1_000;
    logRedisErrors(connection, log, 'redis connection error', () => now);
    for (let i = 0; i < 50; i++) {
      connection.emit('error', new Error('ECONNREFUSED'));
      now += 200;
    }
    // 50 attempts over 10 s: one warning.
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    now = 1_000 + REDIS_ERROR_REMINDER_MS;
    connection.emit('error', new Error('ECONNREFUSED'));
    expect(lines).toHaveLength(2);
    expect(lines[1]!.fields).toMatchObject({ repeated: 49 });
    now += 500;
    connection.emit('ready');
    expect(lines[2]).toMatchObject({
      level: 'info',
      message: 'redis connection error: connection back',
      fields: { downMs: REDIS_ERROR_REMINDER_MS + 500 },
    });
    // A later spell is said again at once.
    connection.emit('error', new Error('ECONNREFUSED'));
    expect(lines.map((l) => l.level)).toEqual(['warn', 'warn', 'info', 'warn']);
  });

  it('says nothing when a connection becomes ready without an outage', () => {
    const connection = new EventEmitter();
    const { lines, log } = recorder();
    logRedisErrors(connection, log, 'redis connection error');
    connection.emit('ready');
    expect(lines).toEqual([]);
  });
});
