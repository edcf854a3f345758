// Child process of bench/scale.mjs: one measurement, printed as one JSON line.
//   corpus-baseline DIR      read every capture and JSON.parse each line (one thread)
//   corpus-run DIR JOBS      runCheck (build/) on DIR with JOBS worker threads (CPU time of every thread)
//   corpus-shard DIR I/N     runCheck (build/) on shard I of N of DIR, in this thread
//   startup DIR PROGRAM      wall time of `node PROGRAM` on DIR (PROGRAM `node`: node -e '')
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [mode, dir, extra] = process.argv.slice(2);
const shard = mode === 'corpus-shard' ? { index: Number(extra.split('/')[0]), count: Number(extra.split('/')[1]) } : undefined;

function list(folder) {
  const out = [];
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.isDirectory()) out.push(...list(join(folder, entry.name)));
    else if (entry.name.endsWith('.jsonl')) out.push(join(folder, entry.name));
  }
  return out;
}

const files = list(dir);
const bytes = files.reduce((n, f) => n + statSync(f).size, 0);
const started = process.hrtime.bigint();
let detail = {};
if (mode === 'corpus-baseline') {
  let frames = 0;
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line) {
        JSON.parse(line);
        frames++;
      }
    }
  }
  detail = { frames };
} else if (mode === 'corpus-run' || mode === 'corpus-shard') {
  const { runCheck } = await import(new URL('../build/app/run.js', import.meta.url).href);
  const cpuBefore = process.cpuUsage();
  const result = await runCheck({ cwd: dir, captures: ['.'], revision: 'auto', mode: 'check', failOn: 'error', jobs: shard ? 1 : Number(extra), shard });
  if (!shard && result.files.length !== files.length) throw new Error(`checked ${result.files.length} of ${files.length} files`);
  const cpu = process.cpuUsage(cpuBefore);
  detail = { frames: result.report.summary.frames, findings: result.report.summary.errors + result.report.summary.warnings, cpuMs: (cpu.user + cpu.system) / 1000 };
} else if (mode === 'startup') {
  const args =
    extra === 'node' ? ['-e', ''] : extra.endsWith(join('cli', 'index.js')) ? [extra, dir, '--format', 'json', '--no-progress', '--fail-on', 'never'] : [extra];
  const env = { ...process.env, GITHUB_WORKSPACE: dir, 'INPUT_CAPTURES': '.', 'INPUT_COMMENT': 'off', 'INPUT_FAIL-ON': 'never', GITHUB_OUTPUT: '', GITHUB_STEP_SUMMARY: '' };
  const child = spawnSync(process.execPath, args, { cwd: dir, env, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`${extra} exited ${child.status}: ${child.stderr}`);
}
const ms = Number(process.hrtime.bigint() - started) / 1e6;
process.stdout.write(`${JSON.stringify({ mode, files: files.length, bytes, ms, maxRssKiB: process.resourceUsage().maxRSS, ...detail })}\n`);
