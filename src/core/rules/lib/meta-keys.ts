import { isPlainObject, type Message } from '../../message.js';
import type { MetaKeyPolicy } from '../../protocol/model.js';
import type { Frame } from '../../capture/frame.js';

/** One `_meta` key that breaks the naming rules, or uses a reserved prefix the spec does not define. */
export interface MetaKeyProblem {
  /** JSON path of the `_meta` object (`result.tools[0]._meta`). */
  path: string;
  key: string;
  kind: 'syntax' | 'reserved';
}

const LABEL = '[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const KEY_SYNTAX = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*/)?(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$`);
const RESERVED_LABELS = new Set(['modelcontextprotocol', 'mcp']);
/** Members whose content is the user's data (tool arguments, schemas, log data): a `_meta` key in them is not MCP's. */
const USER_DATA = new Set(['arguments', 'structuredContent', 'inputSchema', 'outputSchema', 'requestedSchema', 'experimental', 'extensions', 'data']);
const MAX_DEPTH = 64;
const MAX_PROBLEMS = 20;

const NO_PROBLEMS: readonly MetaKeyProblem[] = Object.freeze([]);
// The two rules that report these ask about the same message one after the other: one entry is the whole cache.
let lastMessage: Message | undefined;
let lastPolicy: MetaKeyPolicy | undefined;
let lastProblems: readonly MetaKeyProblem[] = NO_PROBLEMS;
// Reused by every walk, so a message without problems allocates nothing.
const SCRATCH_PROBLEMS: MetaKeyProblem[] = [];
const SCRATCH_PATH: (string | number)[] = [];

/**
 * The `_meta` key problems of one message, found in one walk of its params or result and shared by
 * the two rules that report them (the walk allocates only when it finds a problem).
 */
export function metaKeyProblems(message: Message, policy: MetaKeyPolicy): readonly MetaKeyProblem[] {
  if (message === lastMessage && policy === lastPolicy) return lastProblems;
  // Most messages carry no _meta at all: a search of the raw text for the rare `_` (far cheaper than a
  // walk of the parsed value) settles them. A key spelt with JSON escapes ("\u005fmeta") is missed.
  lastMessage = message;
  lastPolicy = policy;
  if (!frameMentionsMeta(message.frame)) return (lastProblems = NO_PROBLEMS);
  const value = message.value;
  const problems = SCRATCH_PROBLEMS;
  const path = SCRATCH_PATH;
  if (isPlainObject(value)) {
    if (message.kind === 'request' || message.kind === 'notification') {
      if (isPlainObject(value.params)) {
        path.push('params');
        walk(value.params, path, 0, policy, problems);
      }
    } else if (message.kind === 'result' && isPlainObject(value.result)) {
      path.push('result');
      walk(value.result, path, 0, policy, problems);
    }
  }
  path.length = 0;
  lastProblems = problems.length === 0 ? NO_PROBLEMS : problems.splice(0);
  return lastProblems;
}

// The members of a batch share their frame and come one after the other: the last frame's answer
// is the whole cache, so the search runs once per frame, not once per member (a pretty-printed array
// of 30,000 requests read as one batch made it quadratic), and the hot path allocates nothing.
let lastFrame: Frame | undefined;
let lastFrameMentions = false;

function frameMentionsMeta(frame: Frame): boolean {
  if (frame !== lastFrame) {
    lastFrame = frame;
    lastFrameMentions = frame.raw.includes('_meta');
  }
  return lastFrameMentions;
}

function walk(node: object, path: (string | number)[], depth: number, policy: MetaKeyPolicy, problems: MetaKeyProblem[]): void {
  if (depth > MAX_DEPTH || problems.length >= MAX_PROBLEMS) return;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const item: unknown = node[i];
      if (typeof item !== 'object' || item === null) continue;
      path.push(i);
      walk(item, path, depth + 1, policy, problems);
      path.pop();
    }
    return;
  }
  const object = node as Record<string, unknown>;
  for (const key in object) {
    const child = object[key];
    if (typeof child !== 'object' || child === null) continue;
    if (key === '_meta') {
      if (!Array.isArray(child)) checkMeta(child as Record<string, unknown>, path, policy, problems);
      continue;
    }
    if (USER_DATA.has(key)) continue;
    path.push(key);
    walk(child, path, depth + 1, policy, problems);
    path.pop();
  }
}

function checkMeta(meta: Record<string, unknown>, path: (string | number)[], policy: MetaKeyPolicy, problems: MetaKeyProblem[]): void {
  for (const key in meta) {
    if (policy.definedKeys.has(key)) continue;
    if (!KEY_SYNTAX.test(key)) problems.push({ path: formatPath(path), key, kind: 'syntax' });
    else if (hasReservedPrefix(key, policy)) problems.push({ path: formatPath(path), key, kind: 'reserved' });
  }
}

/** Whether `key` follows the `_meta` key naming rules with a prefix (`labels/name`): the syntax of extension identifiers. */
export function isPrefixedMetaKey(key: string): boolean {
  return key.includes('/') && KEY_SYNTAX.test(key);
}

/** Whether the key's prefix is one the policy keeps for MCP itself. */
export function hasReservedPrefix(key: string, policy: Pick<MetaKeyPolicy, 'reservedPrefix'>): boolean {
  const slash = key.indexOf('/');
  if (slash === -1 || policy.reservedPrefix === 'none') return false;
  const labels = key.slice(0, slash).split('.');
  if (policy.reservedPrefix === 'second-label') return labels.length >= 2 && RESERVED_LABELS.has(labels[1]);
  for (let i = 0; i < labels.length - 1; i++) if (RESERVED_LABELS.has(labels[i])) return true;
  return false;
}

function formatPath(path: readonly (string | number)[]): string {
  let text = '';
  for (const part of path) text += typeof part === 'number' ? `[${part}]` : text === '' ? part : `.${part}`;
  return `${text}._meta`;
}
