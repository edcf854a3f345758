// Issue 24's "300 MB pretty-printed array" of one repeated request, as a bench rather than a test:
// it does not finish in the robustness suites' time. Measured on a loaded 2-core machine: 2 MB 1.4 s
// (123 MiB), 4 MB 2.7 s, 8 MB 7.3 s (189 MiB), 16 MB 34 s (275 MiB), 30 MB 175 s: an array of only
// requests is read as one batch and held whole, and the work per MB grows with the array (not
// linear yet), so the growth is shown here, size by size.
//
//   node bench/huge-pretty-array.mjs [MB ...]      (default 2 4 8 16; the built CLI, dist/)
//
// Each size is generated into bench/out/ streaming, then checked by the built CLI in a child
// process with a 1 GiB heap; the line printed gives seconds, peak RSS, and seconds per MB against
// the first size (linear work keeps it near 1).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cli = join(root, 'dist', 'cli', 'index.js');
const out = join(root, 'bench', 'out');
mkdirSync(out, { recursive: true });
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const element = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hello' } } }, null, 2)
  .split('\n')
  .map((line) => `  ${line}`)
  .join('\n')},\n`;

function generate(megabytes) {
  const path = join(out, `pretty-array-${megabytes}mb.json`);
  const perChunk = Math.floor((1024 * 1024) / element.length);
  const chunk = element.repeat(perChunk);
  const chunks = Math.max(1, Math.round((megabytes * 1024 * 1024) / chunk.length));
  const fd = openSync(path, 'w');
  writeSync(fd, '[\n');
  for (let i = 0; i < chunks; i++) writeSync(fd, chunk);
  writeSync(fd, `${element.slice(0, -2)}\n]\n`);
  closeSync(fd);
  return { name: `pretty-array-${megabytes}mb.json`, elements: chunks * perChunk + 1 };
}

let firstPerMb;
for (const megabytes of sizes.length > 0 ? sizes : [2, 4, 8, 16]) {
  const { name, elements } = generate(megabytes);
  // Run in bench/out: the CLI checks captures inside its working directory only.
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, cli, 'check', name, '--revision', '2025-06-18', '--no-progress', '-j', '1'], {
    cwd: out,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_OPTIONS: '--max-old-space-size=1024' },
  });
  const [seconds, kilobytes] = run.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  const perMb = seconds / megabytes;
  firstPerMb ??= perMb;
  console.log(`${megabytes} MB (${elements} elements): ${seconds.toFixed(1)} s, peak RSS ${(kilobytes / 1024).toFixed(0)} MiB, exit ${run.status}; s/MB ${perMb.toFixed(2)} (${(perMb / firstPerMb).toFixed(1)}x the first size)`);
}
