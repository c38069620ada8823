import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShutdown, type Closable } from '../../../src/server/startup/shutdown';

/** Lets the close's promise chain run to its end. */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function harness(close: () => Promise<void> = () => Promise.resolve()) {
  const exits: number[] = [];
  const lines: string[] = [];
  const shutdown = createShutdown({
    logger: {
      info: (_fields, message) => lines.push(message),
      error: (fieldsOrMessage, message) =>
        lines.push(typeof fieldsOrMessage === 'string' ? fieldsOrMessage : (message ?? '')),
    },
    exit: (code) => exits.push(code),
    deadlineMs: 9_000,
  });
  const server: Closable & { closes: number } = {
    closes: 0,
    async close() {
      server.closes += 1;
      await close();
    },
  };
  return { shutdown, server, exits, lines };
}

describe('shutdown on a signal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a started server and exits 0', async () => {
    const { shutdown, server, exits } = harness();
    shutdown.attach(server);
    shutdown.request('SIGTERM');
    await settle();
    expect(server.closes).toBe(1);
    expect(exits).toEqual([0]);
  });

  it('a signal during the start waits for it, then closes (not the default kill)', async () => {
    const { shutdown, server, exits, lines } = harness();
    shutdown.request('SIGTERM');
    expect(shutdown.requested()).toBe(true);
    expect(lines).toEqual(['shutting down once started']);
    await settle();
    expect(exits).toEqual([]);
    shutdown.attach(server);
    await settle();
    expect(server.closes).toBe(1);
    expect(exits).toEqual([0]);
  });

  it('a second signal changes nothing', async () => {
    const { shutdown, server, exits } = harness();
    shutdown.attach(server);
    shutdown.request('SIGTERM');
    shutdown.request('SIGINT');
    await settle();
    expect(server.closes).toBe(1);
    expect(exits).toEqual([0]);
  });

  it('a close that fails exits 1 and says so', async () => {
    const { shutdown, server, exits, lines } = harness(() => Promise.reject(new Error('disk')));
    shutdown.attach(server);
    shutdown.request('SIGTERM');
    await settle();
    expect(exits).toEqual([1]);
    expect(lines).toContain('error during shutdown');
  });

  it('a start or close that never ends is cut at the deadline with exit 1', () => {
    const { shutdown, exits, lines } = harness();
    shutdown.request('SIGTERM');
    vi.advanceTimersByTime(8_999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual([1]);
    expect(lines).toContain('shutdown deadline passed; exiting');
  });

  it('no signal, no close', async () => {
    const { shutdown, server, exits } = harness();
    shutdown.attach(server);
    await settle();
    expect(shutdown.requested()).toBe(false);
    expect(server.closes).toBe(0);
    expect(exits).toEqual([]);
  });
});
