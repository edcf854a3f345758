// Bundles the compiled entry points into the committed dist/ with ncc:
// dist/index.js runs the Action, dist/cli/index.js is the `mcp-capture-lint` bin.
// Usage: node scripts/bundle.mjs [compiledDir=build] [outDir=dist]
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [compiled = 'build', out = 'dist'] = process.argv.slice(2);
const ncc = new URL('../node_modules/@vercel/ncc/dist/ncc/cli.js', import.meta.url).pathname;
rmSync(out, { recursive: true, force: true });
// ncc reads the module type from the nearest package.json of the entry: make the compiled tree ESM
// wherever it was compiled to, so the bundle is the same in build/ and in a temporary folder.
writeFileSync(join(compiled, 'package.json'), '{"type":"module"}\n');
const bundle = (entry, dir) =>
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', dir, '--no-source-map-register', '-q', '--target', 'es2022'], {
    stdio: 'inherit',
  });
bundle(join(compiled, 'action/index.js'), out);
bundle(join(compiled, 'cli/index.js'), join(out, 'cli'));
// One dist/package.json ({"type":"module"}) covers dist/cli too.
rmSync(join(out, 'cli/package.json'), { force: true });
writeFileSync(join(out, 'package.json'), '{"type":"module"}\n');
const cli = join(out, 'cli/index.js');
const text = readFileSync(cli, 'utf8');
if (!text.startsWith('#!')) writeFileSync(cli, `#!/usr/bin/env node\n${text}`);
chmodSync(cli, 0o755);
