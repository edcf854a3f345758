// The scale bench (issue 9), run by `npm run bench` after the reader bench (skip it with --no-scale,
// or run it alone with --only-scale):
// - a corpus of many small captures (--corpus-files N, default 10000) checked by runCheck with 1
//   worker and with one per core, beside its baseline (read + JSON.parse every line, one thread);
// - start-up of the bundled CLI and Action on a small corpus (10 captures), beside `node -e ''`,
//   round-robin (a burst of load elsewhere hits them alike), best of --startup-repeat (default
//   max(5, --scale-repeat)); with
//   --compare-dist DIR, another build's bundles (DIR/index.js, DIR/cli/index.js) in the same rounds.
// Each measurement runs in a child process of its own (bench/scale-measure.mjs), best of --repeat.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { optionsOf } from './options.mjs';


/**
 * Start-up target of the bundled CLI and Action on a small corpus. 500 ms, up from 300: the Action
 * now speaks to the runner through @actions/core and reads the event through @actions/github's
 * context, as GitHub's own actions do, instead of a hand-written copy of their protocol; loading
 * them (@actions/core pulls in @actions/http-client and undici for OIDC tokens, whether asked for
 * or not) costs about 110-140 ms of every run (docs/scale.md), which buys not keeping a copy of that protocol.
 */
const STARTUP_TARGET_MS = 500;

const TOOLS = Array.from({ length: 6 }, (_, i) => ({
  name: `tool_${i}`,
  description: `Runs step ${i} of the integration test and returns its output as text.`,
  inputSchema: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer', minimum: 1 } }, required: ['query'] },
}));

/**
 * One recorded integration-test session (about 3 KB): initialize, tools/list (the same server in
 * every capture, as in a real suite), a few calls with progress, a ping, a tool error.
 */
function smallSession(seed) {
  const out = [];
  const send = (m) => out.push(JSON.stringify({ jsonrpc: '2.0', ...m }));
  send({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'suite', version: '1.0.0' } } });
  send({ id: 0, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'server', version: '2.1.0' } } });
  send({ method: 'notifications/initialized' });
  send({ id: 1, method: 'tools/list' });
  send({ id: 1, result: { tools: TOOLS } });
  const calls = 3 + (seed % 5);
  for (let c = 0; c < calls; c++) {
    const id = c + 2;
    send({ id, method: 'tools/call', params: { name: `tool_${(seed + c) % TOOLS.length}`, arguments: { query: `case ${seed}.${c}`, limit: 1 + c }, _meta: { progressToken: `p${id}` } } });
    send({ method: 'notifications/progress', params: { progressToken: `p${id}`, progress: 1, total: 2 } });
    const failed = (seed + c) % 7 === 0;
    send({ id, result: { content: [{ type: 'text', text: failed ? `step failed: no rows for case ${seed}.${c}` : `ok: ${c * 17 + seed} rows for case ${seed}.${c}` }], isError: failed } });
  }
  send({ id: 99, method: 'ping' });
  send({ id: 99, result: {} });
  return `${out.join('\n')}\n`;
}

function makeCorpus(dir, files) {
  const marker = join(dir, `.complete-${files}`);
  if (existsSync(marker)) return;
  rmSync(dir, { recursive: true, force: true });
  for (let i = 0; i < files; i++) {
    const folder = join(dir, `d${String(Math.floor(i / 100)).padStart(3, '0')}`);
    if (i % 100 === 0) mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `c${i}.jsonl`), smallSession(i));
  }
  writeFileSync(marker, '');
}

function measure(root, args, env = {}) {
  const output = execFileSync(process.execPath, [join(root, 'bench', 'scale-measure.mjs'), ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    env: { ...process.env, ...env },
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

/**
 * The machine's own ceiling: one single-threaded process per core, each checking its shard of the
 * corpus, all at once (nothing shared between them): wall time until the last one ends.
 */
async function measureProcesses(root, corpus, count) {
  const started = process.hrtime.bigint();
  const runs = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Promise((resolvePromise, reject) =>
        execFile(process.execPath, [join(root, 'bench', 'scale-measure.mjs'), 'corpus-shard', corpus, `${i + 1}/${count}`], { encoding: 'utf8' }, (error, stdout) =>
          error ? reject(error) : resolvePromise(JSON.parse(stdout.trim().split('\n').at(-1))),
        ),
      ),
    ),
  );
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { mode: 'processes', files: runs[0].files, bytes: runs[0].bytes, ms, cpuMs: runs.reduce((n, r) => n + r.cpuMs, 0), maxRssKiB: Math.max(...runs.map((r) => r.maxRssKiB)) };
}

/** Keeps the fastest run (least disturbed), its lowest CPU time and the highest RSS (worst case). */
function keep(kept, m) {
  if (!kept) return { ...m, runs: [m.ms] };
  const cpuMs = m.cpuMs === undefined ? undefined : Math.min(kept.cpuMs ?? Infinity, m.cpuMs);
  return { ...m, ms: Math.min(kept.ms, m.ms), cpuMs, maxRssKiB: Math.max(kept.maxRssKiB, m.maxRssKiB), runs: [...kept.runs, m.ms] };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runScaleBench({ root, outDir, args }) {
  const option = optionsOf(args);
  const files = Number(option('corpus-files', '10000'));
  const repeat = Number(option('scale-repeat', '2'));
  const cores = availableParallelism();
  // Outside the repository: discovery leaves out what .gitignore lists (bench/out/ is).
  const corpora = join(tmpdir(), 'mcp-capture-lint-bench');
  const corpus = join(corpora, `corpus-${files}`);
  process.stdout.write(`\nscale: generating ${files} small captures into ${corpus} (reused)...\n`);
  makeCorpus(corpus, files);
  const small = join(corpora, 'corpus-small');
  makeCorpus(small, 10);

  const results = {};
  // Round-robin, as the start-ups below.
  for (let i = 0; i < repeat; i++) {
    results.baseline = keep(results.baseline, measure(root, ['corpus-baseline', corpus]));
    results.jobs1 = keep(results.jobs1, measure(root, ['corpus-run', corpus, '1']));
    results.jobsAll = keep(results.jobsAll, measure(root, ['corpus-run', corpus, String(cores)]));
    if (cores > 1) results.processes = keep(results.processes, await measureProcesses(root, corpus, cores));
  }

  // The bundles are made from build/ into bench/out/dist, so they match the sources measured.
  const dist = join(outDir, 'dist');
  if (!args.includes('--keep-build') || !existsSync(join(dist, 'cli', 'index.js'))) {
    process.stdout.write('scale: bundling build/ into bench/out/dist (ncc)...\n');
    execFileSync(process.execPath, [join(root, 'scripts', 'bundle.mjs'), join(root, 'build'), dist], { stdio: 'inherit' });
  }
  const startRepeat = Number(option('startup-repeat', String(Math.max(5, repeat))));
  const programs = [
    ['nodeStartup', 'node'],
    ['cliStartup', join(dist, 'cli', 'index.js')],
    ['actionStartup', join(dist, 'index.js')],
  ];
  const compare = option('compare-dist', undefined);
  if (compare) programs.push(['compareCliStartup', join(compare, 'cli', 'index.js')], ['compareActionStartup', join(compare, 'index.js')]);
  for (let i = 0; i < startRepeat; i++) {
    for (const [key, program] of programs) results[key] = keep(results[key], measure(root, ['startup', small, program]));
  }

  const mib = (kib) => (kib / 1024).toFixed(0);
  const rate = (r) => r.files / (r.ms / 1000);
  const cpuColumn = (r) => (r.cpuMs === undefined ? '' : `${(r.cpuMs / 1000).toFixed(2)} s (${(r.files / (r.cpuMs / 1000)).toFixed(0)} files/CPU-s)`);
  const rows = [
    { scenario: `corpus baseline (read + JSON.parse, 1 thread)`, 'files/s': rate(results.baseline).toFixed(0), 'MiB/s': (results.baseline.bytes / 1048576 / (results.baseline.ms / 1000)).toFixed(1), 'CPU time (all threads)': '', 'peak RSS MiB': mib(results.baseline.maxRssKiB) },
    { scenario: 'runCheck, --jobs 1', 'files/s': rate(results.jobs1).toFixed(0), 'MiB/s': (results.jobs1.bytes / 1048576 / (results.jobs1.ms / 1000)).toFixed(1), 'CPU time (all threads)': cpuColumn(results.jobs1), 'peak RSS MiB': mib(results.jobs1.maxRssKiB) },
    { scenario: `runCheck, --jobs ${cores} (all cores)`, 'files/s': rate(results.jobsAll).toFixed(0), 'MiB/s': (results.jobsAll.bytes / 1048576 / (results.jobsAll.ms / 1000)).toFixed(1), 'CPU time (all threads)': cpuColumn(results.jobsAll), 'peak RSS MiB': mib(results.jobsAll.maxRssKiB) },
  ];
  if (results.processes) {
    rows.push({
      scenario: `ceiling: ${cores} processes, --jobs 1, one shard each`,
      'files/s': rate(results.processes).toFixed(0),
      'MiB/s': (results.processes.bytes / 1048576 / (results.processes.ms / 1000)).toFixed(1),
      'CPU time (all threads)': cpuColumn(results.processes),
      'peak RSS MiB': mib(results.processes.maxRssKiB),
    });
  }
  const speedUp = rate(results.jobsAll) / rate(results.jobs1);
  process.stdout.write(`\ncorpus: ${files} captures, ${(results.baseline.bytes / 1048576).toFixed(0)} MiB, ${cores} cores, best of ${repeat}\n`);
  console.table(rows);
  // Start-up over `node -e ''`: what the tool itself costs, whatever the machine's own start-up is today.
  const node = results.nodeStartup.ms;
  const startupRow = (program, r) => ({ program, 'best ms': r.ms.toFixed(0), "over node -e ''": r === results.nodeStartup ? '' : `+${(r.ms - node).toFixed(0)}`, 'median ms': median(r.runs).toFixed(0) });
  const startup = [
    startupRow("node -e ''", results.nodeStartup),
    startupRow('bundled CLI (dist/cli/index.js, 10 captures, --format json)', results.cliStartup),
    startupRow('bundled Action (dist/index.js, 10 captures)', results.actionStartup),
  ];
  if (results.compareCliStartup) {
    startup.push(startupRow(`${compare}/cli/index.js (--compare-dist)`, results.compareCliStartup), startupRow(`${compare}/index.js (--compare-dist)`, results.compareActionStartup));
  }
  process.stdout.write(`\nstart-up, round-robin, best of ${startRepeat}\n`);
  console.table(startup);
  const over = (r) => `${r.ms.toFixed(0)} ms, ${(r.ms - node).toFixed(0)} ms over node -e ''`;
  const verdicts = [
    `speed-up with ${cores} workers: ${speedUp.toFixed(2)}x (near-linear is ~${cores}x${results.processes ? `; ${cores} independent processes reach ${(rate(results.processes) / rate(results.jobs1)).toFixed(2)}x on this machine` : ''}) ${speedUp >= cores * 0.7 ? 'ok' : 'MISSED'}`,
    `start-up of the bundled CLI: ${over(results.cliStartup)} (target < ${STARTUP_TARGET_MS}) ${results.cliStartup.ms < STARTUP_TARGET_MS ? 'ok' : 'MISSED'}`,
    `start-up of the bundled Action: ${over(results.actionStartup)} (target < ${STARTUP_TARGET_MS}) ${results.actionStartup.ms < STARTUP_TARGET_MS ? 'ok' : 'MISSED'}`,
  ];
  if (results.compareCliStartup) {
    const ratio = (mine, theirs) => `${((mine.ms - node) / (theirs.ms - node)).toFixed(2)}x the time over node -e ''`;
    verdicts.push(`against ${compare}: CLI ${over(results.compareCliStartup)} -> ${ratio(results.cliStartup, results.compareCliStartup)}; Action ${over(results.compareActionStartup)} -> ${ratio(results.actionStartup, results.compareActionStartup)}`);
  }
  process.stdout.write(`${verdicts.join('\n')}\n`);
  writeFileSync(join(outDir, 'scale-results.json'), `${JSON.stringify({ node: process.version, cores, files, repeat, results, speedUp }, null, 2)}\n`);
  return verdicts.some((v) => v.endsWith('MISSED'));
}

/** Counts the files of a generated corpus (for a sanity check in the measure child). */
export function countFiles(dir) {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += countFiles(join(dir, entry.name));
    else if (entry.name.endsWith('.jsonl')) n++;
  }
  return n;
}
