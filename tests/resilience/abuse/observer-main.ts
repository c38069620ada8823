/**
 * The watchers' child process (started by watchers.ts `startWatchers` through
 * scripts/run-ts.mjs): runs the observer and the health poller, switches phase on request and
 * sends every sample back when told to stop.
 *   node scripts/run-ts.mjs tests/resilience/abuse/observer-main.ts <baseUrl>
 */
import { watchInProcess } from './watchers';

const baseUrl = process.argv[2];
if (!baseUrl || !process.send) {
  console.error('usage: forked with an IPC channel and the server URL');
  process.exit(2);
}
const watchers = await watchInProcess(baseUrl);
process.on('message', (m: { type: string; name?: string }) => {
  if (m.type === 'phase' && m.name) watchers.phase(m.name);
  if (m.type === 'stop')
    void watchers
      .stop()
      .then((samples) => process.send!({ type: 'samples', samples }, () => process.exit(0)));
});
// The parent's end is this process's end, whatever happens to it.
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
