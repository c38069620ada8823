/**
 * The ready line at start-up reaches the server at an address it can call itself.
 */
import { describe, expect, it } from 'vitest';
import { selfUrl, sinceStart } from '../../../src/server/startup/announce-ready';

describe('selfUrl', () => {
  it.each([
    ['0.0.0.0', 'http://127.0.0.1:4321'],
    ['::', 'http://127.0.0.1:4321'],
    ['127.0.0.1', 'http://127.0.0.1:4321'],
    ['::1', 'http://[::1]:4321'],
    ['example.internal', 'http://example.internal:4321'],
  ])('HOST=%s → %s', (HOST, expected) => {
    expect(selfUrl({ HOST }, 4321)).toBe(expected);
  });
});

describe('sinceStart', () => {
  it.each([
    ['1000', 5_000, 700, 4_000],
    [undefined, 5_000, 700, 700],
    ['soon', 5_000, 700, 700],
    ['', 5_000, 700, 700],
    // A start time in the future (another clock) is not believed.
    ['9000', 5_000, 700, 700],
  ])('started at %j, now %d → %d ms', (startedAt, now, uptime, expected) => {
    expect(sinceStart(startedAt, now, uptime)).toBe(expected);
  });
});
