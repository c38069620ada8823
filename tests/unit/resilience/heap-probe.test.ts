import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { heapProbeLaunch, readMemory } from '../../resilience/heap-probe';

/** A Node process that only waits, with an IPC channel, preloading `args`. */
function child(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--expose-gc', ...args, '-e', 'setTimeout(() => {}, 20000)'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

describe('the soak heap probe', () => {
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const c of started.splice(0)) c.kill('SIGKILL');
  });

  it('is off by default: no preload and no IPC channel for the server', () => {
    const launch = heapProbeLaunch(false);
    expect(launch.args).toEqual([]);
    expect(launch.stdio).not.toContain('ipc');
    expect(heapProbeLaunch(true).stdio).toContain('ipc');
  });

  it('answers with the memory after forced collections when preloaded', async () => {
    const probed = child(heapProbeLaunch(true).args);
    started.push(probed);
    const reading = await readMemory(probed);
    expect(reading.heapUsedMb).toBeGreaterThan(0);
    expect(reading.rssMb).toBeGreaterThanOrEqual(reading.heapTotalMb);
  });

  it('gets no answer from a process that did not preload it', async () => {
    const plain = child([]);
    started.push(plain);
    await expect(readMemory(plain, 1_500)).rejects.toThrow(/no memory reading/);
  });
});
