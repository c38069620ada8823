/**
 * @module resilience/cluster/cleanup
 * The undo list of a part: every process, instance and folder it made is registered as it is
 * made and undone in reverse order in the part's `finally`, each step on its own (one failing
 * step never leaves the others undone), and all of them when this process exits abruptly.
 */
import { rmSync } from 'node:fs';

type Step = { what: string; undo: () => Promise<void> | void; onExit?: () => void };

const pending = new Set<Step>();
process.on('exit', () => {
  for (const step of pending) {
    try {
      step.onExit?.();
    } catch {
      // Exiting: nothing more can be done about a step that fails now.
    }
  }
});

export interface Cleanup {
  /** Registers an undo step; `onExit` is the synchronous last resort if the process exits first. */
  add(what: string, undo: () => Promise<void> | void, onExit?: () => void): void;
  /** A folder removed at the end. */
  dir(path: string): void;
  /** Runs every step, newest first; returns the failures as text. */
  run(): Promise<string[]>;
}

/** @example const cleanup = createCleanup(); try { … } finally { await cleanup.run(); } */
export function createCleanup(): Cleanup {
  const steps: Step[] = [];
  return {
    add(what, undo, onExit) {
      const step = { what, undo, ...(onExit ? { onExit } : {}) };
      steps.push(step);
      pending.add(step);
    },
    dir(path) {
      const remove = () => rmSync(path, { recursive: true, force: true });
      this.add(`remove ${path}`, remove, remove);
    },
    async run() {
      const failures: string[] = [];
      for (const step of steps.reverse()) {
        try {
          await step.undo();
        } catch (error) {
          failures.push(`${step.what}: ${(error as Error).message}`);
        }
        pending.delete(step);
      }
      steps.length = 0;
      return failures;
    },
  };
}
