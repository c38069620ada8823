// `npm test`: on a supported Node (fetched once when the machine's is older), sets up what the
// suites need of the machine (scripts/test-machine.mjs), then runs every stage in order and
// stops at the first that fails. `npm test -- unit e2e` runs only the stages named. The type
// check and the linter each keep one core busy and share nothing with each other or the unit
// tests: the three run side by side (the unit tests fill the gaps the other two leave), each
// one's output printed whole when it ends.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { ensureNativeModules, ensureSupportedNode, runScript, say } from './node-runtime.mjs';

const STEPS = [
  ['types', 'lint', 'unit'],
  ['build'],
  ['integration'],
  ['e2e'],
  ['fresh:quick'],
  ['resilience:quick'],
];
const STAGES = STEPS.flat();

function npm(args, stdio) {
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.c?js$/.test(npmCli)
    ? spawn(process.execPath, [npmCli, ...args], { stdio })
    : spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { stdio });
}

/** Runs one stage; with `buffered`, its output is held and written in one piece when it ends. */
function runStage(stage, buffered) {
  return new Promise((resolve) => {
    const child = npm(['run', '--silent', `test:${stage}`], buffered ? 'pipe' : 'inherit');
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const end = (code) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      resolve(code);
    };
    child.once('error', () => end(1));
    child.once('close', (code, signal) => end(signal ? 1 : (code ?? 1)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Each stage's wall time of this run, in bench-results/ci-stages.json, so that the suite's
 * length can be followed from run to run (a full run should stay under 25 minutes).
 */
function recordStages(stageTimes, totalMs, outcome) {
  const record = {
    outcome,
    totalSeconds: Math.round(totalMs / 1000),
    stages: Object.fromEntries(stageTimes.map(({ stage, ms }) => [stage, Math.round(ms / 1000)])),
    // Stages in one step run side by side: the total is less than the stages' sum.
    steps: STEPS.map((step) => step.join(' + ')),
    machine: {
      cores: os.availableParallelism(),
      loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
    },
    ci: Boolean(process.env.CI),
  };
  try {
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/ci-stages.json', `${JSON.stringify(record, null, 2)}\n`);
  } catch (error) {
    say(`could not write bench-results/ci-stages.json: ${error.message}`);
  }
}

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
  const stageTimes = [];
  for (const step of STEPS) {
    const together = step.filter((stage) => stages.includes(stage));
    if (together.length === 0) continue;
    say(`test:${together.join(' and test:')}…`);
    const codes = await Promise.all(
      together.map(async (stage) => {
        const stageStarted = Date.now();
        const code = await runStage(stage, together.length > 1);
        times.push(`${stage} ${seconds(Date.now() - stageStarted)}`);
        stageTimes.push({ stage, ms: Date.now() - stageStarted });
        return { stage, code };
      }),
    );
    const failed = codes.find(({ code }) => code !== 0);
    if (failed) {
      if (asked.length === 0)
        recordStages(stageTimes, Date.now() - started, `failed at ${failed.stage}`);
      say(`test:${failed.stage} failed (exit ${failed.code}) after ${times.join(', ')}`);
      process.exit(failed.code);
    }
  }
  if (asked.length === 0) recordStages(stageTimes, Date.now() - started, 'passed');
  say(`all passed in ${seconds(Date.now() - started)}: ${times.join(', ')}`);
});
