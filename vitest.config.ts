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
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Suites share PostgreSQL and Redis on this machine; isolation is per schema, but
          // running files one after another keeps timings honest on 2 cores.
          fileParallelism: false,
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
