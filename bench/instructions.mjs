#!/usr/bin/env node
// node bench/instructions.mjs [--small-mb 20 --large-mb 50 --only checkCapture-all-rules --jobs 2]
//
// Instruction counts of the bench's scenarios, for judging a change where CPU time is too noisy
// (a shared 2-core machine moves the bench's figures by 10-40% from one minute to the next; these
// move by under 0.2%). Each scenario runs under `valgrind --tool=cachegrind --cache-sim=no` with
// `node --single-threaded` (the JIT compiles on the main thread at fixed points, so a run is
// repeatable), on two cuts of one generated capture, the smaller a prefix of the larger:
// - per MiB: the instructions the larger cut adds, per MiB it adds (the steady state: every
//   function warmed up and compiled);
// - one-time: what the smaller cut costs beyond its MiB at that rate, less what the scenario costs
//   on the capture's first line alone (node's start-up, module loading, `prepare`: outside the
//   bench's clock): JIT compiling, warm-up in the interpreter, schema compiling;
// - steady ratio: the baseline's instructions per MiB over the scenario's, the figure the
//   throughput targets are about once the run is long; whole ratio: the same over the larger cut
//   (less the first-line run: what the bench's clock would see).
// Instructions are not time: the full pass runs at a lower IPC than JSON.parse (it chases pointers
// through the parsed values and the session's maps), so its CPU-time ratio is lower than these.
// Needs valgrind (Debian: `apt-get install valgrind`) and build/ (`npx tsc -p tsconfig.build.json`).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCapture, GENERATOR_VERSION } from './generate.mjs';
import { optionsOf } from './options.mjs';
import { SCENARIOS } from './scenarios.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const args = process.argv.slice(2);
const option = optionsOf(args);
const smallMb = Number(option('small-mb', '20'));
const largeMb = Number(option('large-mb', '50'));
const jobs = Math.max(1, Number(option('jobs', '2')));
const only = option('only', 'checkCapture-all-rules').split(',').filter(Boolean);

if (!(smallMb > 0 && largeMb > smallMb)) throw new Error('--small-mb must be positive and below --large-mb');
if (spawnSync('valgrind', ['--version']).status !== 0) {
  process.stderr.write('valgrind is not installed (Debian: apt-get install valgrind)\n');
  process.exit(2);
}
if (!existsSync(join(here, '..', 'build', 'core', 'engine.js'))) {
  process.stderr.write('build/ is missing: run `npx tsc -p tsconfig.build.json` first\n');
  process.exit(2);
}

mkdirSync(outDir, { recursive: true });
const large = join(outDir, `capture-${largeMb}mb-v${GENERATOR_VERSION}.jsonl`);
if (!existsSync(large)) {
  process.stdout.write(`generating ${large}...\n`);
  generateCapture(large, largeMb * 1024 * 1024);
}
const small = join(outDir, `capture-${largeMb}mb-v${GENERATOR_VERSION}-first-${smallMb}mb.jsonl`);
writeFileSync(small, headLines(large, smallMb * 1024 * 1024));
const firstLine = join(outDir, `capture-${largeMb}mb-v${GENERATOR_VERSION}-first-line.jsonl`);
const head = headLines(large, 64 * 1024);
writeFileSync(firstLine, head.subarray(0, head.indexOf(10) + 1));
const mib = (file) => statSync(file).size / (1024 * 1024);

/** The file's first `bytes`, cut after its last whole line. */
function headLines(file, bytes) {
  const buffer = Buffer.alloc(bytes);
  const handle = openSync(file, 'r');
  try {
    const read = readSync(handle, buffer, 0, bytes, 0);
    return buffer.subarray(0, buffer.lastIndexOf(10, read - 1) + 1);
  } finally {
    closeSync(handle);
  }
}

/** Guest instructions of one run of `scenario` on `file` (valgrind's "I refs"). */
function instructions(scenario, file) {
  return new Promise((resolve, reject) => {
    const child = spawn('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', '--smc-check=all-non-file', process.execPath, '--single-threaded', join(here, 'measure.mjs'), scenario, file]);
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (data) => (stderr += data));
    child.stdout.on('data', (data) => (stdout += data));
    child.on('error', reject);
    child.on('close', (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(stderr);
      if (code !== 0 || !refs) reject(new Error(`${scenario} on ${file}: exit ${code}\n${stderr.slice(-2000)}`));
      else resolve({ instructions: Number(refs[1].replaceAll(',', '')), outcome: JSON.parse(stdout.trim().split('\n').at(-1)) });
    });
  });
}

const baseline = SCENARIOS.find((s) => s.baseline);
const names = [baseline.name, ...only.filter((name) => name !== baseline.name)];
for (const name of names) if (!SCENARIOS.some((s) => s.name === name)) throw new Error(`unknown scenario ${name}`);
// The longest runs first, so that the pool ends together.
const work = [large, small, firstLine].flatMap((file) => names.map((name) => ({ name, file })));
const counts = new Map();
process.stdout.write(`${work.length} runs under valgrind, ${jobs} at a time (a few minutes)...\n`);
let next = 0;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < work.length) {
      const { name, file } = work[next++];
      counts.set(`${name} ${file}`, await instructions(name, file));
    }
  }),
);

const addedMib = mib(large) - mib(small);
const rows = names.map((name) => {
  const startUp = counts.get(`${name} ${firstLine}`).instructions;
  const atSmall = counts.get(`${name} ${small}`).instructions;
  const atLarge = counts.get(`${name} ${large}`);
  const perMib = (atLarge.instructions - atSmall) / addedMib;
  return { name, perMib, oneTime: atSmall - perMib * mib(small) - startUp, whole: atLarge.instructions - startUp, frames: atLarge.outcome.frames };
});
const base = rows[0];
console.table(
  rows.map((row) => ({
    scenario: row.name,
    'M instr per MiB': (row.perMib / 1e6).toFixed(1),
    'one-time M instr': (row.oneTime / 1e6).toFixed(0),
    [`M instr (${mib(large).toFixed(0)} MiB, clocked)`]: (row.whole / 1e6).toFixed(0),
    'steady ratio': `${((100 * base.perMib) / row.perMib).toFixed(1)}%`,
    'whole ratio': `${((100 * base.whole) / row.whole).toFixed(1)}%`,
    frames: row.frames,
  })),
);
