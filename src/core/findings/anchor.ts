import type { Frame } from '../capture/frame.js';
import { isPlainObject, type Message } from '../message.js';
import type { IssueSubject } from './subject.js';

/** What a finding is about, as the engine knows it when it keeps the finding. */
type AnchorTarget = { at: Message | Frame; subject?: string } | IssueSubject;

/** Characters of a line's or frame's text an anchor keeps. */
const ANCHOR_TEXT_CHARS = 32;

/**
 * The anchor of a finding: one line of readable text that says what the finding is about and
 * stays the same when lines are inserted before it and when a session is recorded again.
 * - on a message: `request tools/call from client at params.args` (a result or error names the
 *   method of the request it answers, `?` when unknown);
 * - on a batch: `batch [tools/call, ping] from client`;
 * - on an unparsed frame or a line: `frame "{"jsonrpc":"0.0","id":0,"method""`, `line "[0:0:0] Server
 *   started"` (its first 32 characters, whitespace collapsed, every run of digits as `0`:
 *   timestamps, ports and ids vary between recordings);
 * - on the whole capture: `capture`.
 * The rule is not part of it (it is the finding's own field), nor the occurrence index (the
 * matcher counts it). `normalize` masks secrets in a text before it is shortened.
 */
export function buildAnchor(target: AnchorTarget, normalize: (text: string) => string = (text) => text): string {
  if (target === 'capture') return 'capture';
  if ('line' in target) return `line ${quoted(target.line, normalize)}`;
  if ('frame' in target) return `frame ${quoted(target.frame, normalize)}`;
  const { at, subject } = target;
  // A Frame has a span of its own; a Message reaches its span through its frame.
  if (!('span' in at)) return withSubject(messageAnchor(at), subject);
  if (at.parseError === undefined && Array.isArray(at.value)) return withSubject(batchAnchor(at), subject);
  return withSubject(`frame ${quoted(at.raw, normalize)}`, subject);
}

function messageAnchor(message: Message): string {
  const method = message.kind === 'result' || message.kind === 'error' ? message.answers?.method : message.method;
  return `${message.kind} ${method ?? '?'}${message.sender ? ` from ${message.sender}` : ''}`;
}

/** Members of a batch named in its anchor before the rest are left out. */
const BATCH_METHODS_SHOWN = 3;

function batchAnchor(frame: Frame): string {
  const members = frame.value as unknown[];
  const methods = members.slice(0, BATCH_METHODS_SHOWN).map((member) => {
    const method = isPlainObject(member) ? member.method : undefined;
    return typeof method === 'string' ? method : isPlainObject(member) && ('result' in member || 'error' in member) ? 'response' : '?';
  });
  const more = members.length > BATCH_METHODS_SHOWN ? ', …' : '';
  return `batch [${methods.join(', ')}${more}]${frame.sender ? ` from ${frame.sender}` : ''}`;
}

function withSubject(anchor: string, subject: string | undefined): string {
  return subject === undefined || subject === '' ? anchor : `${anchor} at ${oneLine(subject)}`;
}

/** Text read past this many characters cannot reach the anchor once whitespace is collapsed. */
const TEXT_READ_CHARS = 512;

/** `"<text>"`: its first characters, whitespace collapsed, digits as `0`, on one line. */
function quoted(text: string, normalize: (text: string) => string): string {
  const collapsed = oneLine(normalize(oneLine(text.slice(0, TEXT_READ_CHARS)))).replace(/\d+/g, '0');
  return `"${Array.from(collapsed).slice(0, ANCHOR_TEXT_CHARS).join('').trimEnd()}"`;
}

/** Whitespace and control characters as single spaces, trimmed: an anchor is one line. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}
