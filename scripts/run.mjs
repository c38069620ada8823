// `node scripts/run.mjs <command> [args…]`: runs a tool of node_modules/.bin (astro, vitest,
// eslint…) on a supported Node, fetching one first when the Node that started it is too old.
import {
  ensureNativeModules,
  ensureSupportedNode,
  runCommand,
  runScript,
} from './node-runtime.mjs';

await runScript(async () => {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: node scripts/run.mjs <command> [args…]');
  await ensureSupportedNode();
  ensureNativeModules();
  await runCommand(command, args);
});
