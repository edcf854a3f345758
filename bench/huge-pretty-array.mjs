// Issue 24's "300 MB pretty-printed array" of one repeated request, as a bench rather than a test:
// it does not finish in the robustness suites' time. An array of only requests is held while it is
// read (it may be one batch) up to 32 MiB, then read as a transcript, each element a frame.
// Measured on a loaded 2-core machine (load 8-19), the built CLI, `--revision 2025-06-18`:
//
//   size     before (each element's text held beside the array's)   after
//   8 MB     18.4 s, 191 MiB                                         13.6 s, 156 MiB
//   32 MB    26.8 s, 531 MiB                                         24.4 s, 356 MiB  (default heap, not 1 GiB)
//   64 MB    70.0 s, 463 MiB                                         63.8 s, 324 MiB
//   300 MB   -                                                       328 s wall (63 s CPU: 19% of a core), 492 MiB
//
// Most of the time per element went to the redactor (40%: every pretty-printed line was scanned
// as free text). Lines seen before are no longer scanned again (they learn nothing new), and the
// HAR name/value follower tries its patterns only where their keys are; measured on 2026-12-02
// (load 1-2, the same machine, the same run):
//
//   48 MB    before 18.6 s, 247 MiB    after 9.8 s, 249 MiB (1.9x)
//   300 MB   after 50.7 s wall, 242 MiB peak RSS (within issue 24's 60 s and 1 GiB)
//
//   node bench/huge-pretty-array.mjs [--cli path/to/cli/index.js] [MB ...]   (default 2 4 8 16; dist/cli)
//
// Each size is generated into bench/out/ streaming, then checked by the built CLI in a child
// process with a 1 GiB heap; the line printed gives seconds, peak RSS, and seconds per MB against
// the first size (linear work keeps it near 1).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const cliAt = args.indexOf('--cli');
// Another build of the CLI (a compiled tree elsewhere), to compare with the committed one.
const cli = cliAt === -1 ? join(root, 'dist', 'cli', 'index.js') : resolve(args.splice(cliAt, 2)[1]);
const out = join(root, 'bench', 'out');
mkdirSync(out, { recursive: true });
const sizes = args.map(Number).filter((n) => n > 0);
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
