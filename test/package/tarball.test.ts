import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relativeLinks } from './markdown.js';

// What `npm install mcp-capture-lint` gives a user: the package is packed once from this checkout
// (its committed dist/: run this file under `flock /tmp/mcl-build.lock`), installed into an empty
// project without the network, and its bin run there as a user runs it.

const root = realpathSync(fileURLToPath(new URL('../../', import.meta.url)));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };

/** Top-level files of the package; everything else lives under these folders. */
const TOP_LEVEL = ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'action.yml'];
const FOLDERS = ['dist/', 'docs/', 'schema/'];
/**
 * Folders of the repository that the documentation links to but the package does not carry (the
 * corpus captures the rule pages cite as examples, the benchmark's notes): a reader follows those
 * links on GitHub, where npmjs.com also resolves a package's relative links.
 */
const REPOSITORY_ONLY = ['corpus/', 'bench/'];

const INIT = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const INIT_RESULT = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}';

let work = '';
let project = '';
let packed: string[] = [];
let env: Record<string, string> = {};

/** npm and npx as a user's shell runs them, with this Node first on PATH, offline, and a cache of their own. */
function npm(command: 'npm' | 'npx', args: string[], options: { cwd: string; input?: string }) {
  const result = spawnSync(command, args, { cwd: options.cwd, env, input: options.input ?? '', encoding: 'utf8', timeout: 120_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

beforeAll(() => {
  work = realpathSync(mkdtempSync(join(tmpdir(), 'mcl-package-')));
  mkdirSync(join(work, 'home'));
  env = {
    PATH: [dirname(process.execPath), process.env.PATH ?? ''].join(':'),
    HOME: join(work, 'home'),
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  const pack = npm('npm', ['pack', '--json', '--pack-destination', work], { cwd: root });
  expect(pack.status, pack.stderr).toBe(0);
  const [info] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
  packed = info.files.map((file) => file.path).sort();

  project = join(work, 'project');
  mkdirSync(join(project, 'captures'), { recursive: true });
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'uses-mcp-capture-lint', version: '1.0.0', private: true })}\n`);
  const install = npm('npm', ['install', '--offline', '--no-audit', '--no-fund', join(work, info.filename)], { cwd: project });
  expect(install.status, `npm install of the tarball, offline: ${install.stderr}`).toBe(0);
}, 240_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the npm package', () => {
  it('installs as one package: nothing else lands in node_modules', () => {
    const installed = readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'));
    expect(installed).toEqual([pkg.name]);
    expect(existsSync(join(project, 'node_modules', pkg.name, 'node_modules'))).toBe(false);
    const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages).sort()).toEqual(['', `node_modules/${pkg.name}`]);
    expect(existsSync(join(project, 'node_modules/.bin/mcp-capture-lint'))).toBe(true);
  });

  it('carries what runs and what a user reads, and nothing of the repository besides', () => {
    for (const file of [...TOP_LEVEL, 'dist/index.js', 'dist/cli/index.js', 'schema/report.schema.json', 'docs/rules/README.md']) {
      expect(packed, `${file} is in the package`).toContain(file);
    }
    const strays = packed.filter((file) => !TOP_LEVEL.includes(file) && !FOLDERS.some((folder) => file.startsWith(folder)));
    expect(strays, 'files outside dist/, docs/, schema/ and the top-level files').toEqual([]);
    // The bundle loads its chunks (the comment's Octokit, worker code) at run time: every one ships.
    expect(packed.filter((file) => file.startsWith('dist/'))).toEqual(listFiles(join(root, 'dist')).sort());
  });

  it('ships every file its documentation links to', () => {
    const broken: string[] = [];
    for (const page of packed.filter((file) => file.endsWith('.md'))) {
      for (const link of relativeLinks(readFileSync(join(root, page), 'utf8'))) {
        const target = posix.normalize(posix.join(posix.dirname(page), link)).replace(/\/$/, '');
        const shipped = packed.includes(target) || packed.some((file) => file.startsWith(`${target}/`));
        if (shipped) continue;
        if (REPOSITORY_ONLY.some((folder) => target.startsWith(folder)) && existsSync(join(root, target))) continue;
        broken.push(`${page} -> ${link}`);
      }
    }
    expect(broken, 'links to files the package does not carry').toEqual([]);
  });
});

describe('the installed CLI, run with npx from the project', () => {
  it('check: exit 1 with the finding on its line for a broken capture, exit 0 for a clean one', () => {
    writeFileSync(join(project, 'captures/broken.jsonl'), `${INIT}\n${INIT_RESULT}\n{"jsonrpc":"2.0","id":2,"method":"notifications/initialized"}\n`);
    writeFileSync(join(project, 'captures/clean.jsonl'), `${INIT}\n${INIT_RESULT}\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n`);
    const broken = npx(['mcp-capture-lint', 'check', 'captures/broken.jsonl']);
    expect(broken.status, broken.stderr).toBe(1);
    expect(broken.stdout).toMatch(/^captures\/broken\.jsonl:3:18 +error +.*notification-with-id$/m);
    expect(broken.stdout).toContain('1 file, 3 frames: 1 error, 0 warnings, 0 info (1 new, 0 expected, 0 stale).');
    const clean = npx(['mcp-capture-lint', 'check', 'captures/clean.jsonl']);
    expect(clean.status, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toContain('1 file, 3 frames: 0 errors, 0 warnings, 0 info');
  });

  it('explain -: reads a message from standard input and says what it is', () => {
    const message = '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","arguments":{}}}';
    const run = npx(['mcp-capture-lint', 'explain', '-', '--revision', '2025-06-18'], `The client sent:\n${message}\n`);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('request "tools/call" (id 7), sent by the client');
    expect(run.stdout).toContain('tools/call: a request sent by the client (to the server) in 2025-06-18.');
  });

  it('rules: lists every rule the shipped docs/rules pages describe; --version is the package version', () => {
    const listed = npx(['mcp-capture-lint', 'rules']);
    expect(listed.status, listed.stderr).toBe(0);
    const pages = packed.filter((file) => /^docs\/rules\/[^/]+\.md$/.test(file) && !file.endsWith('/README.md'));
    expect(pages.length).toBeGreaterThan(50);
    const ids = pages.map((file) => posix.basename(file, '.md'));
    const missing = ids.filter((id) => !new RegExp(`^ +${id} +(error|warning|info) `, 'm').test(listed.stdout));
    expect(missing, 'rule pages whose id `rules` does not list').toEqual([]);
    const json = npx(['mcp-capture-lint', 'rules', '--json']);
    expect((JSON.parse(json.stdout) as { rules: { id: string }[] }).rules.map((rule) => rule.id).sort()).toEqual(ids.sort());
    expect(npx(['mcp-capture-lint', '--version']).stdout).toBe(`${pkg.version}\n`);
  });
});

function npx(args: string[], input?: string) {
  return npm('npx', args, { cwd: project, input });
}
