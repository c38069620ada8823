// `npm test`: on a supported Node (fetched once when the machine's is older), sets up what the
// suites need of the machine (scripts/test-machine.mjs), then runs every stage in order and
// stops at the first that fails. `npm test -- unit e2e` runs only the stages named.
import { spawn } from 'node:child_process';
import { ensureNativeModules, ensureSupportedNode, runScript, say } from './node-runtime.mjs';

const STAGES = ['types', 'lint', 'unit', 'build', 'integration', 'e2e', 'fresh:quick'];

function npm(args) {
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.c?js$/.test(npmCli)
    ? spawn(process.execPath, [npmCli, ...args], { stdio: 'inherit' })
    : spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { stdio: 'inherit' });
}

function runStage(stage) {
  return new Promise((resolve) => {
    const child = npm(['run', '--silent', `test:${stage}`]);
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

await runScript(async () => {
  await ensureSupportedNode();
  ensureNativeModules();
  const asked = process.argv.slice(2);
  const unknown = asked.filter((stage) => !STAGES.includes(stage));
  if (unknown.length > 0)
    throw new Error(`unknown stage ${unknown.join(', ')}: the stages are ${STAGES.join(', ')}`);
  const stages = asked.length > 0 ? STAGES.filter((stage) => asked.includes(stage)) : STAGES;

  const { prepareTestMachine } = await import('./test-machine.mjs');
  const problems = await prepareTestMachine();
  if (problems.length > 0) {
    for (const problem of problems) say(problem);
    say('npm test stopped before the first stage: the machine is not ready (see above)');
    process.exit(1);
  }

  const started = Date.now();
  const times = [];
  for (const stage of stages) {
    say(`test:${stage}…`);
    const stageStarted = Date.now();
    const code = await runStage(stage);
    times.push(`${stage} ${seconds(Date.now() - stageStarted)}`);
    if (code !== 0) {
      say(`test:${stage} failed (exit ${code}) after ${times.join(', ')}`);
      process.exit(code);
    }
  }
  say(`all passed in ${seconds(Date.now() - started)}: ${times.join(', ')}`);
});
