import { lstatSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { describeSpecialFile, isInside, refusalToRead } from '../app/safe-paths.js';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';
import { FORMATS } from '../core/capture/formats.js';
import type { FormatName } from '../core/capture/reader.js';
import type { Severity } from '../core/findings/finding.js';
import { REVISIONS, parseRevisionChoice, type Revision } from '../core/revisions.js';
import { RULES } from '../core/rules/index.js';
import { schemaProblems } from './schema-check.js';
import { didYouMean } from './suggest.js';

/** The file looked for at the working directory's root when no `--config` / `config` input is given. */
export const CONFIG_FILE_NAMES = ['.mcp-capture-lint.yml', '.mcp-capture-lint.yaml'] as const;

export type RuleSetting = Severity | 'off';
// One definition of the fail-on choices: the run's outcome types hold it, the config reads it.
export type { FailOn } from '../app/outcome.js';
import type { FailOn } from '../app/outcome.js';

/** Settings a whole run, or one override block, can set. */
export interface ConfigSettings {
  revision?: Revision | 'auto';
  /** `revision:` as a list (or `all`): the revisions checked beside the first, which the captures are held to. */
  compareWith?: Revision[];
  /** Force a reader instead of detecting each capture's format. */
  format?: FormatName;
  /** The captures mix stdout and stderr: non-protocol lines are set aside, not errors. */
  mixedOutput?: boolean;
  rules?: Record<string, RuleSetting>;
}

export interface ConfigOverride extends ConfigSettings {
  /** Globs (relative to the working directory) the block applies to. */
  files: string[];
}

/** `.mcp-capture-lint.yml`, validated. Paths and globs are relative to the working directory. */
export interface McpLintConfig extends ConfigSettings {
  captures?: string[];
  exclude?: string[];
  overrides?: ConfigOverride[];
  /**
   * A folder (relative to the working directory) that holds the expectation files, mirroring the
   * captures' paths: `<expectations>/<capture path>.expected.yaml`. Absent: next to each capture.
   */
  expectations?: string;
  failOn?: FailOn;
  maxWarnings?: number;
}

export interface LoadedConfig {
  /**
   * The config file used, relative to the working directory with `/` (`../.mcp-capture-lint.yml`
   * when found above it); undefined when there is none.
   */
  path?: string;
  absolutePath?: string;
  /**
   * Set when the config was found above the working directory (`walkUp`): the folder that holds it,
   * absolute. The paths and globs in the config are relative to it, not to the working directory.
   */
  baseDir?: string;
  config: McpLintConfig;
}

export interface LoadConfigOptions {
  /**
   * Without an explicit path, look for the config in the working directory, then in each folder
   * above it up to the repository root (the nearest folder holding `.git`), never above it; without
   * a repository, in the working directory only. As ESLint and Prettier find theirs.
   */
  walkUp?: boolean;
}

export interface ConfigProblem {
  /** The config file, as the user named it (relative to the working directory when inside it). */
  file: string;
  line: number;
  column: number;
  message: string;
}

/** The config file cannot be used; nothing is checked. The CLI exits with status 2. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ConfigError';
  }
}

export function formatProblem(problem: ConfigProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`;
}

export const SEVERITY_SETTINGS: readonly RuleSetting[] = ['off', 'info', 'warning', 'error'];
export const FAIL_ON_VALUES: readonly FailOn[] = ['error', 'warning', 'never'];
const REVISION_VALUES: readonly string[] = ['auto', ...REVISIONS];
const FORMAT_NAMES = (): string[] => FORMATS.map((format) => format.name);
const SETTING_KEYS = ['revision', 'format', 'mixed-output', 'rules'];
const TOP_KEYS = ['captures', 'exclude', 'expectations', 'fail-on', 'max-warnings', 'overrides', ...SETTING_KEYS];
const OVERRIDE_KEYS = ['files', ...SETTING_KEYS];

/**
 * Reads the config: `path` when given (relative to `cwd`; a missing file is an error), else the
 * first of CONFIG_FILE_NAMES at `cwd` (none is fine: an empty config). Throws ConfigError with
 * the file, line and column of every problem found.
 */
export async function loadConfig(cwd: string, path?: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const here = await loadConfigIn(cwd, path);
  if (path !== undefined || !options.walkUp || here.path !== undefined) return here;
  const top = repositoryRoot(resolve(cwd));
  if (top === undefined) return here;
  const realTop = await realpath(top).catch(() => top);
  for (let dir = dirname(resolve(cwd)); isInside(top, dir); dir = dirname(dir)) {
    for (const name of CONFIG_FILE_NAMES) {
      const found = await loadConfigAbove(cwd, join(dir, name), realTop);
      if (found) return found;
    }
    if (dir === top) break;
  }
  return here;
}

/** The nearest folder from `dir` up that holds `.git` (a folder, or a file in a worktree); undefined when none does. */
export function repositoryRoot(dir: string): string | undefined {
  for (let current = dir; ; current = dirname(current)) {
    if (lstatSync(join(current, '.git'), { throwIfNoEntry: false })) return current;
    if (dirname(current) === current) return undefined;
  }
}

/**
 * The config at `absolutePath`, in a folder above the working directory and inside the repository
 * (`realTop`, its real path); undefined when there is no file there. Never through a link, never a
 * FIFO or other special file (a config error quotes the file's lines), never outside the repository.
 */
async function loadConfigAbove(cwd: string, absolutePath: string, realTop: string): Promise<LoadedConfig | undefined> {
  const info = lstatSync(absolutePath, { throwIfNoEntry: false });
  if (!info) return undefined;
  const shown = relative(cwd, absolutePath).split(sep).join('/');
  const refuse = (why: string) => new ConfigError([{ file: shown, line: 1, column: 1, message: `the config file is not read: ${why}.` }]);
  if (info.isSymbolicLink()) throw refuse('it is a symbolic link, and a config found above the working directory is never read through one');
  if (!info.isFile()) throw refuse(`it is ${describeSpecialFile(info)}, not a regular file`);
  const real = await realpath(absolutePath);
  if (!isInside(realTop, real)) throw refuse(`it is outside the repository ${realTop}`);
  let text: string;
  try {
    text = await readFile(absolutePath, 'utf8');
  } catch (error) {
    throw new ConfigError([{ file: shown, line: 1, column: 1, message: `cannot read the config file: ${(error as Error).message}.` }]);
  }
  const baseDir = dirname(absolutePath);
  const { config, expectationsAt } = readConfig(text, shown);
  await refuseExpectationsOutside(baseDir, config, expectationsAt, shown);
  return { path: shown, absolutePath, baseDir, config };
}

/** An expectations folder a link carries out of `base` (where update mode would write and delete) is a problem at its line. */
async function refuseExpectationsOutside(base: string, config: McpLintConfig, expectationsAt: { line: number; column: number } | undefined, shown: string): Promise<void> {
  if (config.expectations === undefined || !expectationsAt) return;
  const outside = await leadsOutside(base, config.expectations);
  if (!outside) return;
  const message = `expectations must be a folder inside the working directory, but ${JSON.stringify(config.expectations)} leads to ${outside} through a link: update mode would write and delete there.`;
  throw new ConfigError([{ file: shown, ...expectationsAt, message }]);
}

/** The config named by `path`, else the first of CONFIG_FILE_NAMES in `cwd` (none: an empty config). */
async function loadConfigIn(cwd: string, path?: string): Promise<LoadedConfig> {
  const candidates = path !== undefined ? [path] : [...CONFIG_FILE_NAMES];
  for (const candidate of candidates) {
    const absolutePath = resolve(cwd, candidate);
    const shown = displayPath(cwd, absolutePath);
    // Never outside the working directory, nor through a link that leads out (its errors quote its lines).
    const refusal = await refusalToRead(await realpath(cwd).catch(() => resolve(cwd)), absolutePath);
    if (refusal) throw new ConfigError([{ file: shown, line: 1, column: 1, message: `the config file is not read: ${refusal}.` }]);
    let text: string;
    try {
      text = await readFile(absolutePath, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (path === undefined && code === 'ENOENT') continue;
      const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
      throw new ConfigError([{ file: shown, line: 1, column: 1, message: `cannot read the config file: ${reason}.` }]);
    }
    const { config, expectationsAt } = readConfig(text, shown);
    await refuseExpectationsOutside(cwd, config, expectationsAt, shown);
    return { path: shown, absolutePath, config };
  }
  return { config: {} };
}

/**
 * Where a folder named inside `cwd` really is when a link carries it out (its nearest existing
 * ancestor resolved), else undefined. A folder that does not exist yet is fine: update mode creates it.
 */
async function leadsOutside(cwd: string, folder: string): Promise<string | undefined> {
  const root = await realpath(cwd).catch(() => resolve(cwd));
  let existing = resolve(cwd, folder);
  for (;;) {
    const real = await realpath(existing).catch(() => undefined);
    if (real !== undefined) return isInside(root, real) ? undefined : real;
    const up = dirname(existing);
    if (up === existing) return undefined;
    existing = up;
  }
}

/**
 * Why a path or glob named in the config reaches outside the working directory (absolute, or
 * `..` once backslashes are read as separators), else undefined.
 */
export function pathLeavesWorkingDirectory(value: string): string | undefined {
  const slashed = value.replace(/\\/g, '/');
  if (isAbsolute(value) || slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) return 'it is absolute';
  if (slashed.split('/').includes('..')) return 'it climbs out with ".."';
  return undefined;
}

function displayPath(cwd: string, absolute: string): string {
  const rel = relative(cwd, absolute);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? absolute : rel.split(sep).join('/');
}

/** Parses and validates config text; `file` names it in problems. */
export function parseConfig(text: string, file: string): McpLintConfig {
  return readConfig(text, file).config;
}

/** The config, and where its `expectations` folder is written (for a problem found on disk). */
function readConfig(text: string, file: string): { config: McpLintConfig; expectationsAt?: { line: number; column: number } } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: ConfigProblem[] = [];
  // Where the hand checks found problems, so the schema does not say them again.
  const offsets: number[] = [];
  const at = (offset: number | undefined, message: string): void => {
    const pos = lineCounter.linePos(offset ?? 0);
    offsets.push(offset ?? 0);
    problems.push({ file, line: pos.line, column: pos.col, message });
  };
  for (const error of doc.errors) {
    const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    at(error.pos[0], `not valid YAML: ${message}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const config: McpLintConfig = {};
  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) return { config };
  let expectationsAt: { line: number; column: number } | undefined;
  if (!isMap(root)) {
    at(root.range?.[0], 'the config must be a mapping of keys (captures, revision, rules, ...), not a list or a single value.');
    throw new ConfigError(problems);
  }
  const reader = new NodeReader(at);
  for (const pair of pairs(root, TOP_KEYS, 'top-level key', at)) {
    const [key, value] = pair;
    switch (key) {
      case 'captures':
      case 'exclude': {
        const globs = reader.globs(value, key);
        if (globs) config[key] = globs;
        break;
      }
      case 'expectations': {
        if (isScalar(value) && typeof value.value === 'string' && value.value.trim() !== '') {
          const leaves = pathLeavesWorkingDirectory(value.value);
          if (leaves) at(value.range?.[0], `expectations must be a folder inside the working directory, and ${JSON.stringify(value.value)} is not (${leaves}): update mode would write and delete there.`);
          else {
            config.expectations = value.value;
            const pos = lineCounter.linePos(value.range?.[0] ?? 0);
            expectationsAt = { line: pos.line, column: pos.col };
          }
        } else at(value?.range?.[0], `expectations must be a folder (relative to the working directory) that holds the expectation files, not ${describe(value)}.`);
        break;
      }
      case 'fail-on': {
        const choice = reader.choice(value, key, FAIL_ON_VALUES);
        if (choice !== undefined) config.failOn = choice as FailOn;
        break;
      }
      case 'max-warnings': {
        if (isScalar(value) && typeof value.value === 'number' && Number.isInteger(value.value) && value.value >= 0) config.maxWarnings = value.value;
        else at(value?.range?.[0], `max-warnings must be a whole number of warnings (0 or more), not ${describe(value)}.`);
        break;
      }
      case 'overrides': {
        if (!isSeq(value)) {
          at(value?.range?.[0], `overrides must be a list of blocks, each with "files:" and the settings for those files, not ${describe(value)}.`);
          break;
        }
        config.overrides = [];
        for (const item of value.items as Node[]) {
          if (!isMap(item)) {
            at(item?.range?.[0], `each overrides entry must be a mapping with "files:" and settings, not ${describe(item)}.`);
            continue;
          }
          const block: Partial<ConfigOverride> = {};
          for (const [blockKey, blockValue] of pairs(item, OVERRIDE_KEYS, 'key in an overrides entry', at)) {
            if (blockKey === 'files') {
              const globs = reader.globs(blockValue, 'files');
              if (globs) block.files = globs;
            } else reader.setting(blockKey, blockValue, block);
          }
          if (block.files === undefined) {
            if (!(item).items.some((p) => isScalar(p.key) && p.key.value === 'files')) {
              at(item.range?.[0], 'this overrides entry has no "files:" list of globs, so it would apply to nothing.');
            }
            continue;
          }
          config.overrides.push(block as ConfigOverride);
        }
        break;
      }
      default:
        reader.setting(key, value, config);
    }
  }
  for (const problem of schemaProblems(doc, lineCounter, offsets)) problems.push({ file, line: problem.line, column: problem.column, message: problem.message });
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  if (problems.length > 0) throw new ConfigError(problems);
  return { config, expectationsAt };
}

function describe(node: unknown): string {
  if (node === null || node === undefined) return 'nothing';
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) {
    const value = node.value;
    if (value === null) return 'nothing';
    return typeof value === 'string' ? JSON.stringify(value) : `${typeof value} ${JSON.stringify(value) ?? 'undefined'}`;
  }
  return 'this value';
}

type Report = (offset: number | undefined, message: string) => void;

/** The known keys of a mapping, with problems for unknown and duplicate ones. */
function* pairs(map: YAMLMap, known: readonly string[], what: string, at: Report): Generator<[string, Node | null]> {
  for (const pair of map.items) {
    const keyNode = pair.key as Node | null;
    const key = isScalar(keyNode) ? String(keyNode.value) : undefined;
    if (key === undefined || !known.includes(key)) {
      const shown = key === undefined ? 'this key' : `"${key}"`;
      at(keyNode?.range?.[0], `unknown ${what} ${shown}.${key ? didYouMean(key, known) : ''} Known keys: ${known.join(', ')}.`);
      continue;
    }
    yield [key, (pair.value as Node | null) ?? null];
  }
}

class NodeReader {
  constructor(private readonly at: Report) {}

  /** One glob or a list of globs, each inside the working directory. */
  globs(node: Node | null, key: string): string[] | undefined {
    if (isScalar(node) && typeof node.value === 'string' && node.value !== '') return this.inside(node, key) ? [node.value] : [];
    if (isSeq(node)) {
      const globs: string[] = [];
      for (const item of node.items as Node[]) {
        if (isScalar(item) && typeof item.value === 'string' && item.value !== '') {
          if (this.inside(item, key)) globs.push(item.value);
        } else this.at(item?.range?.[0], `each entry of ${key} must be a path or glob (text), not ${describe(item)}.`);
      }
      return globs;
    }
    this.at(node?.range?.[0], `${key} must be a glob or a list of globs, not ${describe(node)}.`);
    return undefined;
  }

  /** Whether a path or glob stays inside the working directory; a problem where it is written when not. */
  private inside(node: Node & { value: unknown }, key: string): boolean {
    const value = String(node.value);
    const leaves = pathLeavesWorkingDirectory(value);
    if (leaves) this.at(node.range?.[0], `each entry of ${key} must be a path or glob inside the working directory, and ${JSON.stringify(value)} is not (${leaves}). Run from a folder that contains the captures.`);
    return !leaves;
  }

  choice(node: Node | null, key: string, choices: readonly string[]): string | undefined {
    const value = isScalar(node) && node.value !== null ? scalarText(node.value) : undefined;
    if (isScalar(node) && typeof node.value === 'string' && choices.includes(node.value)) return node.value;
    const hint = value !== undefined ? didYouMean(value, choices) : '';
    this.at(node?.range?.[0], `${key} must be one of ${choices.join(', ')}, not ${describe(node)}.${hint}`);
    return undefined;
  }

  /** revision, format, mixed-output or rules, into `target`. */
  setting(key: string, node: Node | null, target: ConfigSettings): void {
    switch (key) {
      case 'revision': {
        // A dated revision, auto, all, a comma-separated list or a YAML list of them.
        const items = isSeq(node) ? node.items.map((item) => (isScalar(item) && item.value !== null ? scalarText(item.value) : '\u0000')) : undefined;
        const value = isScalar(node) && node.value !== null ? scalarText(node.value) : undefined;
        const parsed = items ?? value;
        const chosen = parsed !== undefined ? parseRevisionChoice(parsed) : undefined;
        if (chosen && !('error' in chosen)) {
          target.revision = chosen.revision;
          if (chosen.compareWith) target.compareWith = chosen.compareWith;
        } else {
          const bad = chosen && 'error' in chosen ? chosen.item : value;
          const hint = bad !== undefined ? didYouMean(bad, REVISION_VALUES) : '';
          this.at(node?.range?.[0], `revision must be auto, a dated revision (${REVISIONS.join(', ')}), all, or a list of them (the first is the one captures are held to), not ${describe(node)}.${hint}`);
        }
        break;
      }
      case 'format': {
        const choice = this.choice(node, 'format', FORMAT_NAMES());
        if (choice !== undefined) target.format = choice as FormatName;
        break;
      }
      case 'mixed-output': {
        if (isScalar(node) && typeof node.value === 'boolean') target.mixedOutput = node.value;
        else this.at(node?.range?.[0], `mixed-output must be true or false, not ${describe(node)}.`);
        break;
      }
      case 'rules': {
        if (!isMap(node)) {
          this.at(node?.range?.[0], `rules must be a mapping of rule id to off, info, warning or error, not ${describe(node)}.`);
          break;
        }
        const ids = RULES.map((rule) => rule.meta.id);
        const rules: Record<string, RuleSetting> = {};
        for (const pair of node.items) {
          const keyNode = pair.key as Node | null;
          const id = isScalar(keyNode) ? String(keyNode.value) : '';
          if (!ids.includes(id)) {
            this.at(keyNode?.range?.[0], `unknown rule id "${id}".${didYouMean(id, ids)} Run \`mcp-capture-lint rules\` for the catalog.`);
            continue;
          }
          const choice = this.choice((pair.value as Node | null) ?? null, `the setting of rule ${id}`, SEVERITY_SETTINGS);
          if (choice !== undefined) rules[id] = choice as RuleSetting;
        }
        target.rules = rules;
        break;
      }
    }
  }
}

/** A YAML scalar's value as text: strings as they are, numbers and booleans as YAML writes them. */
function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}
