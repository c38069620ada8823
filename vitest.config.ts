// Two suites: fast pure/unit tests, and integration tests that boot the real server.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Engine tests play whole seasons of matches; a guard against hangs, not a speed check.
          testTimeout: 30_000,
          // Both cores: most of a file's time is importing modules (104 s one at a time, 67 s so).
          maxWorkers: 2,
          // Files share a worker's modules instead of importing them again each (90 s → 37 s on
          // this machine). Unit tests keep no state between files: each builds what it reads, and
          // the suite passes in shuffled file order (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Suites share PostgreSQL and Redis on this machine, isolated per schema and key
          // prefix. Two files at a time: most of a file's time is a server starting or a child
          // process waiting, so two share the 2 cores well (297 s one by one here, 172 s so).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          // The README's commands on a fresh clone under an older Node (tests/fresh): minutes each.
          name: 'fresh',
          include: ['tests/fresh/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
