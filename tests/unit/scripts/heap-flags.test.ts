/**
 * The server's heap flags (scripts/heap-flags.mjs): which are still to be applied, given what the
 * command line and NODE_OPTIONS already say.
 */
import { describe, expect, it } from 'vitest';
import {
  HEAP_ENV,
  HEAP_FLAGS,
  missingHeapEnv,
  missingHeapFlags,
} from '../../../scripts/heap-flags.mjs';

describe('heap flags', () => {
  it('asks for every flag when none is given', () => {
    expect(missingHeapFlags([], '')).toEqual(HEAP_FLAGS);
  });

  it.each([
    [['--max-old-space-size=2048'], '', '--max-old-space-size'],
    [[], '--max-old-space-size=2048 --trace-warnings', '--max-old-space-size'],
    [['--max_old_space_size=2048'], '', '--max-old-space-size'],
    [['--max-semi-space-size=32'], '', '--max-semi-space-size'],
  ])('keeps a value already given (%j, NODE_OPTIONS %j)', (argv, options, name) => {
    const missing = missingHeapFlags(argv, options);
    expect(missing.some((f) => f.startsWith(name))).toBe(false);
    expect(missing).toHaveLength(HEAP_FLAGS.length - 1);
  });

  it('asks for nothing once all are set', () => {
    expect(missingHeapFlags(HEAP_FLAGS, '')).toEqual([]);
  });

  it('sets the allocator variables unless the environment has them', () => {
    expect(missingHeapEnv({})).toEqual(HEAP_ENV);
    expect(missingHeapEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(missingHeapEnv({ ...HEAP_ENV, MALLOC_ARENA_MAX: '8' })).toEqual({});
  });
});
