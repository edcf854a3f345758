// The scale bench (issue 9), run by `npm run bench` after the reader bench (skip it with --no-scale,
// or run it alone with --only-scale):
// - a corpus of many small captures (--corpus-files N, default 10000) checked by runCheck with 1
//   worker and with one per core, beside its baseline (read + JSON.parse every line, one thread);
// - start-up of the bundled CLI and Action on a small corpus (10 captures), beside `node -e ''`.
// Each measurement runs in a child process of its own (bench/scale-measure.mjs), best of --repeat.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';


/** Start-up target of the bundled CLI and Action on a small corpus. */
const STARTUP_TARGET_MS = 300;

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

function best(repeat, run) {
  let kept;
  for (let i = 0; i < repeat; i++) {
    const m = run();
    kept = kept ? { ...m, ms: Math.min(kept.ms, m.ms), maxRssKiB: Math.max(kept.maxRssKiB, m.maxRssKiB) } : m;
  }
  return kept;
}

export async function runScaleBench({ root, outDir, args }) {
  const option = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? fallback : args[at + 1];
  };
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
  results.baseline = best(repeat, () => measure(root, ['corpus-baseline', corpus]));
  results.jobs1 = best(repeat, () => measure(root, ['corpus-run', corpus, '1']));
  results.jobsAll = best(repeat, () => measure(root, ['corpus-run', corpus, String(cores)]));

  // The bundles are made from build/ into bench/out/dist, so they match the sources measured.
  const dist = join(outDir, 'dist');
  if (!args.includes('--keep-build') || !existsSync(join(dist, 'cli', 'index.js'))) {
    process.stdout.write('scale: bundling build/ into bench/out/dist (ncc)...\n');
    execFileSync(process.execPath, [join(root, 'scripts', 'bundle.mjs'), join(root, 'build'), dist], { stdio: 'inherit' });
  }
  const startRepeat = Math.max(5, repeat);
  results.nodeStartup = best(startRepeat, () => measure(root, ['startup', small, 'node']));
  results.cliStartup = best(startRepeat, () => measure(root, ['startup', small, join(dist, 'cli', 'index.js')]));
  results.actionStartup = best(startRepeat, () => measure(root, ['startup', small, join(dist, 'index.js')]));

  const mib = (kib) => (kib / 1024).toFixed(0);
  const rate = (r) => r.files / (r.ms / 1000);
  const rows = [
    { scenario: `corpus baseline (read + JSON.parse, 1 thread)`, 'files/s': rate(results.baseline).toFixed(0), 'MiB/s': (results.baseline.bytes / 1048576 / (results.baseline.ms / 1000)).toFixed(1), 'peak RSS MiB': mib(results.baseline.maxRssKiB) },
    { scenario: 'runCheck, --jobs 1', 'files/s': rate(results.jobs1).toFixed(0), 'MiB/s': (results.jobs1.bytes / 1048576 / (results.jobs1.ms / 1000)).toFixed(1), 'peak RSS MiB': mib(results.jobs1.maxRssKiB) },
    { scenario: `runCheck, --jobs ${cores} (all cores)`, 'files/s': rate(results.jobsAll).toFixed(0), 'MiB/s': (results.jobsAll.bytes / 1048576 / (results.jobsAll.ms / 1000)).toFixed(1), 'peak RSS MiB': mib(results.jobsAll.maxRssKiB) },
  ];
  const speedUp = rate(results.jobsAll) / rate(results.jobs1);
  process.stdout.write(`\ncorpus: ${files} captures, ${(results.baseline.bytes / 1048576).toFixed(0)} MiB, ${cores} cores, best of ${repeat}\n`);
  console.table(rows);
  const startup = [
    { program: "node -e ''", ms: results.nodeStartup.ms.toFixed(0) },
    { program: 'bundled CLI (dist/cli/index.js, 10 captures, --format json)', ms: results.cliStartup.ms.toFixed(0) },
    { program: 'bundled Action (dist/index.js, 10 captures)', ms: results.actionStartup.ms.toFixed(0) },
  ];
  console.table(startup);
  const verdicts = [
    `speed-up with ${cores} workers: ${speedUp.toFixed(2)}x (near-linear is ~${cores}x) ${speedUp >= cores * 0.7 ? 'ok' : 'MISSED'}`,
    `start-up of the bundled CLI: ${results.cliStartup.ms.toFixed(0)} ms (target < ${STARTUP_TARGET_MS}) ${results.cliStartup.ms < STARTUP_TARGET_MS ? 'ok' : 'MISSED'}`,
    `start-up of the bundled Action: ${results.actionStartup.ms.toFixed(0)} ms (target < ${STARTUP_TARGET_MS}) ${results.actionStartup.ms < STARTUP_TARGET_MS ? 'ok' : 'MISSED'}`,
  ];
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
