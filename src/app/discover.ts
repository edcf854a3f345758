import { spawn } from 'node:child_process';
import { lstat, open, readFile, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import fg from 'fast-glob';
import { isExpectationFile } from '../golden/expectations.js';
import type { SkippedPath } from './outcome.js';
import { describeSpecialFile, isInside } from './safe-paths.js';

export interface DiscoverOptions {
  cwd: string;
  /** Paths, directories or globs, relative to cwd. */
  patterns: readonly string[];
  /** Globs (relative to cwd) left out of directory and glob expansion. */
  exclude?: readonly string[];
  /** Skip what git ignores (default true). Files named explicitly are taken even when ignored. */
  gitignore?: boolean;
}

export interface DiscoveredCapture {
  /** Path relative to cwd, with `/`. */
  path: string;
  absolute: string;
}

export interface Discovery {
  captures: DiscoveredCapture[];
  skipped: SkippedPath[];
  /**
   * The folders and globs, as given, that yielded no capture (once exclude, .gitignore, dotfiles and
   * Markdown are left out): a typo in a glob would otherwise check nothing.
   */
  unmatched: string[];
}

/** A path that does not exist, or a pattern that reaches outside the working directory. */
export class DiscoveryError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'DiscoveryError';
  }
}

/** Always left out of expansion; `.git` and dotfiles are left out by not matching dotfiles at all. */
const ALWAYS_IGNORED = ['**/node_modules/**', '**/*.md'];

export function hasGlobSyntax(pattern: string): boolean {
  return fg.isDynamicPattern(pattern);
}

/**
 * A glob as discovery uses it: backslashes read as folder separators (a pattern written on
 * Windows), leading `./` dropped; undefined when it is absolute or climbs out with `..` once so
 * read (`\tmp\x\*.json` is `/tmp/x/*.json`, and is refused).
 */
export function normaliseGlob(pattern: string): string | undefined {
  const glob = pattern.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
  if (isAbsolute(pattern) || glob.startsWith('/') || /^[a-zA-Z]:/.test(glob) || glob.split('/').includes('..')) return undefined;
  return glob;
}

/**
 * Expands paths, directories and globs into capture files, sorted by path.
 * - A file named explicitly is taken as it is (even ignored by git), unless it is an expectation
 *   file, once links are resolved it is inside cwd, and it is a regular file: a file outside cwd,
 *   or a FIFO, socket or device (`/dev/zero`), is skipped as `named`, and the others are checked.
 * - Directories expand to the captures below them (files with a capture extension such as .jsonl,
 *   and .json/.txt/.log files that mention "jsonrpc", but not this tool's own JSON or SARIF
 *   reports); globs to every file they match. Both stay inside
 *   cwd, skip node_modules, dotfiles, Markdown, expectation files, what `.gitignore` ignores and
 *   what `exclude` names, never descend into a linked folder (so a link loop cannot make it run
 *   on), and take a link only to a regular file inside cwd. Special files and links leading out
 *   are skipped with a note; a FIFO is never opened.
 * Throws DiscoveryError naming every missing path and every pattern or folder that leaves cwd.
 */
export async function discoverCaptures(options: DiscoverOptions): Promise<Discovery> {
  const root = await realpath(options.cwd);
  const explicit = new Set<string>();
  const expanded = new Set<string>();
  const skipped: SkippedPath[] = [];
  const problems: string[] = [];
  // Each folder and glob is expanded on its own, to tell which of them matched nothing.
  const globs: { pattern: string; glob: string }[] = [];
  const folders: { pattern: string; glob: string }[] = [];
  for (const pattern of options.patterns) {
    const absolute = resolve(options.cwd, pattern);
    const info = await stat(absolute).catch(() => undefined);
    if (info && !info.isDirectory()) {
      if (isExpectationFile(absolute)) continue;
      const real = await realpath(absolute).catch(() => absolute);
      const outside = !isInside(root, real);
      if (!outside && info.isFile()) {
        explicit.add(absolute);
        continue;
      }
      const why = [outside ? `it is outside the working directory ${options.cwd}` : '', info.isFile() ? '' : `it is ${describeSpecialFile(info)}, not a regular file`].filter(Boolean).join(', and ');
      skipped.push({ path: pattern, named: true, message: `${pattern} was not checked: ${why}. Only regular files inside the working directory are read.` });
      continue;
    }
    if (info?.isDirectory()) {
      const real = await realpath(absolute);
      if (!isInside(root, real)) {
        problems.push(`${pattern}: the directory is outside the working directory ${options.cwd}; run from a folder that contains it, or name its files.`);
        continue;
      }
      const rel = relative(root, real).split(sep).join('/');
      folders.push({ pattern, glob: rel === '' ? '**/*' : `${fg.escapePath(rel)}/**/*` });
      continue;
    }
    if (!hasGlobSyntax(pattern)) {
      problems.push(`${pattern}: no such file or directory.`);
      continue;
    }
    const glob = normaliseGlob(pattern);
    if (glob === undefined) {
      problems.push(`${pattern}: a glob cannot reach outside the working directory; run from a folder that contains the captures.`);
      continue;
    }
    globs.push({ pattern, glob });
  }
  if (problems.length > 0) throw new DiscoveryError(problems);
  const sniffed = new Map<string, Promise<boolean>>();
  const isCapture = (file: string) => {
    let known = sniffed.get(file);
    if (!known) sniffed.set(file, (known = looksLikeCapture(file)));
    return known;
  };
  const found: { pattern: string; files: string[] }[] = [];
  for (const folder of folders) {
    const files: string[] = [];
    for (const file of await expand(root, [folder.glob], options.exclude, skipped, true)) if (await isCapture(file)) files.push(file);
    found.push({ pattern: folder.pattern, files });
  }
  for (const glob of globs) found.push({ pattern: glob.pattern, files: await expand(root, [glob.glob], options.exclude, skipped, false) });
  for (const { files } of found) for (const file of files) expanded.add(file);
  if (options.gitignore !== false) for (const ignored of await gitIgnored(root, [...expanded])) expanded.delete(ignored);
  const unmatched = [...new Set(found.filter(({ files }) => !files.some((file) => expanded.has(file))).map(({ pattern }) => pattern))];
  const all = new Set([...explicit, ...expanded]);
  const captures = [...all]
    .map((absolute) => ({ absolute, path: toRelative(options.cwd, root, absolute) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { captures, skipped: dedupeSkipped(skipped), unmatched };
}

/** One entry a path, in the order found (a folder and a glob may both reach a FIFO). */
function dedupeSkipped(skipped: SkippedPath[]): SkippedPath[] {
  const seen = new Set<string>();
  return skipped.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

/** Extensions a capture has; a file in an expanded folder with one of them is always taken. */
export const CAPTURE_EXTENSIONS = ['.jsonl', '.ndjson', '.har', '.sse', '.txtar', '.http', '.mcp'];
/** Extensions many other files share: in an expanded folder such a file is taken when it mentions "jsonrpc". */
const SNIFFED_EXTENSIONS = ['.json', '.txt', '.log', ''];
const SNIFF_BYTES = 64 * 1024;
const OWN_REPORT = /^\s*\{\s*"(?:tool"\s*:\s*\{\s*"name"\s*:\s*"mcp-capture-lint"|\$schema"\s*:\s*"[^"]*sarif)/;

function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf(sep) + 1).toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/** Whether a file found in a folder has a name a capture could have (before its content is sniffed). */
function namedLikeCapture(file: string): boolean {
  const extension = extensionOf(file);
  return CAPTURE_EXTENSIONS.includes(extension) || SNIFFED_EXTENSIONS.includes(extension);
}

/**
 * Whether a file found by expanding a folder is a capture: `package.json`, `tsconfig.json`,
 * READMEs or an `expect.json` next to a capture are not, and checking them would only be noise.
 * Files matched by a glob or named explicitly are always taken.
 */
async function looksLikeCapture(file: string): Promise<boolean> {
  const extension = extensionOf(file);
  if (CAPTURE_EXTENSIONS.includes(extension)) return true;
  if (!SNIFFED_EXTENSIONS.includes(extension)) return false;
  let handle;
  try {
    handle = await open(file, 'r');
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    // This tool's own reports (--output report.json / .sarif) quote messages but are not captures.
    if (OWN_REPORT.test(head.subarray(0, 512).toString('utf8'))) return false;
    return head.includes('jsonrpc');
  } catch {
    return false;
  } finally {
    await handle?.close();
  }
}

/**
 * The regular files the globs match under root (and links to regular files inside root), without
 * expectation files. Linked folders are not descended into; a glob's fixed part that is a link out
 * of root (`linked/*.jsonl`) yields nothing. Special files and links leading out are added to
 * `skipped` (for folders, only those named like a capture).
 */
async function expand(root: string, globs: string[], exclude: readonly string[] | undefined, skipped: SkippedPath[], fromFolder: boolean): Promise<string[]> {
  const expanded: string[] = [];
  if (globs.length === 0) return expanded;
  const entries = await fg(globs, {
    cwd: root,
    ignore: [...ALWAYS_IGNORED, ...(exclude ?? [])],
    onlyFiles: false,
    followSymbolicLinks: false,
    objectMode: true,
    dot: false,
  });
  const folderInside = new Map<string, Promise<boolean>>();
  const inRoot = (folder: string): Promise<boolean> => {
    let known = folderInside.get(folder);
    if (!known) {
      known = realpath(folder).then((real) => isInside(root, real), () => false);
      folderInside.set(folder, known);
    }
    return known;
  };
  for (const entry of entries) {
    if (isExpectationFile(entry.path) || entry.dirent.isDirectory()) continue;
    const absolute = resolve(root, entry.path);
    if (!isInside(root, absolute) || !(await inRoot(dirname(absolute)))) continue;
    const path = relative(root, absolute).split(sep).join('/');
    if (entry.dirent.isFile()) {
      expanded.push(absolute);
      continue;
    }
    if (fromFolder && !namedLikeCapture(absolute)) continue;
    if (entry.dirent.isSymbolicLink()) {
      // A link is followed only to a regular file that stays inside cwd.
      const target = await realpath(absolute).catch(() => undefined);
      if (!target) continue;
      const info = await stat(target).catch(() => undefined);
      if (!isInside(root, target)) skipped.push({ path, named: false, message: `${path} was not checked: it is a link to a file outside the working directory.` });
      else if (info?.isFile()) {
        if (!isExpectationFile(target)) expanded.push(absolute);
      } else if (info && !info.isDirectory()) skipped.push({ path, named: false, message: `${path} was not checked: it links to ${describeSpecialFile(info)}, not a regular file.` });
      continue;
    }
    const info = await lstat(absolute).catch(() => undefined);
    if (info) skipped.push({ path, named: false, message: `${path} was not checked: it is ${describeSpecialFile(info)}, not a regular file.` });
  }
  return expanded;
}

function toRelative(cwd: string, root: string, absolute: string): string {
  const base = absolute.startsWith(root + sep) || absolute === root ? root : resolve(cwd);
  return relative(base, absolute).split(sep).join('/');
}

/**
 * The files among `files` that git ignores (every .gitignore, .git/info/exclude, the global
 * excludes; tracked files are never ignored). Outside a git work tree, or without git, the
 * `.gitignore` at the root is read instead.
 */
async function gitIgnored(root: string, files: string[]): Promise<string[]> {
  if (files.length === 0) return [];
  const fromGit = await gitCheckIgnore(root, files);
  if (fromGit) return fromGit;
  const patterns = await rootGitignorePatterns(root);
  if (patterns.length === 0) return [];
  const relativeFiles = files.map((file) => relative(root, file).split(sep).join('/'));
  const ignored = new Set(await fg(patterns, { cwd: root, dot: true, onlyFiles: false, followSymbolicLinks: false }));
  return files.filter((_, i) => ignored.has(relativeFiles[i]));
}

function gitCheckIgnore(root: string, files: string[]): Promise<string[] | undefined> {
  return new Promise((done) => {
    let child;
    try {
      child = spawn('git', ['check-ignore', '--stdin', '-z'], { cwd: root, stdio: ['pipe', 'pipe', 'ignore'] });
    } catch {
      done(undefined);
      return;
    }
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', () => done(undefined));
    child.on('close', (code) => {
      // 0: some ignored, 1: none ignored, anything else: not a work tree or no git.
      if (code !== 0 && code !== 1) return done(undefined);
      const out = Buffer.concat(chunks).toString('utf8');
      done(out.split('\0').filter((p) => p !== '').map((p) => resolve(root, p)));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(files.map((file) => relative(root, file)).join('\0') + '\0');
  });
}

/** The root `.gitignore` as fast-glob patterns (negations are not supported by this fallback). */
async function rootGitignorePatterns(root: string): Promise<string[]> {
  const text = await readFile(resolve(root, '.gitignore'), 'utf8').catch(() => '');
  const patterns: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    const anchored = line.startsWith('/') || line.replace(/\/$/, '').includes('/');
    const body = line.replace(/^\//, '').replace(/\/$/, '');
    const base = anchored ? body : `**/${body}`;
    patterns.push(base, `${base}/**`);
  }
  return patterns;
}
