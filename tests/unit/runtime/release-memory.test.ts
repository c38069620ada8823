import { describe, expect, it } from 'vitest';
import { releaseMemory } from '../../../src/server/runtime/release-memory';

describe('releaseMemory', () => {
  it('runs one synchronous, memory-reducing full collection and reports the RSS around it', () => {
    const calls: unknown[] = [];
    const readings = [400 * 2 ** 20, 250 * 2 ** 20];
    const released = releaseMemory(
      (options: unknown) => calls.push(options),
      () => readings.shift()!,
    );
    expect(calls).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
    expect(released).toMatchObject({ rssBeforeMb: 400, rssAfterMb: 250 });
    expect(released!.ms).toBeGreaterThanOrEqual(0);
  });

  it('does nothing without the gc extension', () => {
    expect(releaseMemory(undefined)).toBeNull();
  });
});
