import { oneLine } from '../report/escape.js';
import type { Frame, Sender } from '../core/capture/frame.js';
import { detectFormat, formatByName } from '../core/capture/formats.js';
import { splitText } from '../core/capture/lines.js';
import type { FormatName } from '../core/capture/reader.js';
import { checkCapture } from '../core/engine.js';
import type { Finding } from '../core/findings/finding.js';
import { classifyMessage, formatId, isPlainObject, type Message } from '../core/message.js';
import { explainErrorCode, explainMethod } from '../core/protocol/explain.js';
import { getModel } from '../core/protocol/index.js';
import type { RevisionModel } from '../core/protocol/model.js';
import { LATEST_REVISION, type Revision } from '../core/revisions.js';
import { ruleById } from '../core/rules/index.js';
import type { RevisionSource } from '../core/session/revision.js';
import { SessionTracker } from '../core/session/tracker.js';
import { extractMessages } from './extract.js';
import { beginMasking, maskSecrets } from './mask.js';
import type { Style } from './style.js';

export interface ExplainOptions {
  /** Shown in the output (`-` reads standard input). */
  name: string;
  revision: Revision | 'auto';
  format?: FormatName;
  style: Style;
}

export interface ExplainResult {
  output: string;
  messages: number;
  errors: number;
  warnings: number;
}

interface Source {
  text: string;
  /** How the input was read, for the header line. */
  how: string;
  /** Line in `text` -> line in the input (pasted text is rebuilt one message per line). */
  lineMap?: number[];
  /** Line in `text` -> the sender a direction mark in front of the message named. */
  marks?: (Sender | undefined)[];
  /** Prose with no JSON-RPC message in it. */
  empty?: boolean;
}

/** `>` / `-->`: written by the client; `<` / `<--`: by the server (the MCP Inspector's and most logs' convention). */
const MARK_SENDER: Record<string, Sender> = { '>': 'client', '-->': 'client', '<': 'server', '<--': 'server' };
const MAX_SHOWN = 240;

/**
 * Explains one message or a whole capture, message by message, with the engine's findings.
 * A capture in a known format is read as it is; other text (a message pasted with prose around
 * it, a pretty-printed message) is searched for JSON-RPC messages first.
 */
export async function explain(input: string, options: ExplainOptions): Promise<ExplainResult> {
  const source = chooseSource(input, options.name, options.format);
  const style = options.style;
  if (source.empty) return nothingFound(options.name);
  const redactor = beginMasking(input);
  const result = await checkCapture(
    { path: options.name, text: source.text },
    { revision: options.revision, format: options.format ?? (source.lineMap ? 'jsonl' : undefined), redactor },
  );
  if (result.error) return { output: maskSecrets(`${oneLine(options.name)}: ${oneLine(result.error)}\n`), messages: 0, errors: 1, warnings: 0 };
  const frames = readFrames(source.text, result.format!, options.name);
  const toInput = (line: number) => source.lineMap?.[line - 1] ?? line;
  const revision = result.revision;
  const model = revision ? getModel(revision) : undefined;
  // Without a known revision, methods are still described, from the latest revision's model.
  const describing = model ?? getModel(LATEST_REVISION);

  const byFrame = new Map<number, Finding[]>();
  const loose: Finding[] = [];
  for (const finding of result.findings) {
    const index = finding.frame ?? frames.find((f) => finding.line >= f.span.line && finding.line <= f.span.endLine)?.index;
    if (index === undefined || index >= MAX_EXPLAINED_FRAMES) loose.push(finding);
    else byFrame.set(index, [...(byFrame.get(index) ?? []), finding]);
  }

  const out: string[] = [];
  const explainedRules = new Set<string>();
  const findingLines = (findings: Finding[]) => {
    for (const finding of findings) {
      out.push(`    ${style.severity(finding.severity, finding.severity.padEnd(7))} ${style.bold(finding.rule)}  ${oneLine(maskSecrets(finding.message))}`);
      const meta = ruleById(finding.rule)?.meta;
      if (!meta) continue;
      if (explainedRules.has(meta.id)) {
        out.push(style.dim(`            (why and what to do instead: see ${meta.id} above, or \`mcp-capture-lint rules ${meta.id}\`)`));
        continue;
      }
      explainedRules.add(meta.id);
      out.push(`            Why: ${meta.why}`, `            Instead: ${meta.instead}`, style.dim(`            Spec: ${meta.spec}`));
    }
  };

  const trackers = new Map<string, SessionTracker>();
  const numberOf = new Map<Message, string>();
  const requests = new Map<string, Message>();
  let count = 0;
  for (const frame of frames) {
    const line = toInput(frame.span.line);
    const marked = source.marks?.[frame.span.line - 1];
    if (marked && !frame.sender) {
      frame.sender = marked;
      frame.senderSource = 'mark';
    }
    const findings = byFrame.get(frame.index) ?? [];
    if (frame.parseError !== undefined) {
      count += 1;
      out.push('', `${style.bold(`#${count}`)}  line ${line}  ${style.bold('not valid JSON')} (${oneLine(frame.parseError)})`, `    ${shown(frame.raw)}`);
      findingLines(findings);
      continue;
    }
    let tracker = trackers.get(frame.session ?? '');
    if (!tracker) trackers.set(frame.session ?? '', (tracker = new SessionTracker()));
    const members = Array.isArray(frame.value)
      ? frame.value.map((value, index, all) => classifyMessage(frame, value, { index, size: all.length }))
      : [classifyMessage(frame, frame.value)];
    if (Array.isArray(frame.value)) {
      out.push('', `${style.bold(`batch`)}  line ${line}  a JSON-RPC batch of ${members.length} message${members.length === 1 ? '' : 's'}${senderText(frame.sender, frame.senderSource)}`);
      if (model && !model.batches) out.push(`    Revision ${model.revision} has no batches: each message must be sent on its own.`);
    }
    for (const message of members) {
      inferSender(message, model, tracker);
      tracker.observe(message);
      if (message.sender === undefined && message.answers?.sender) {
        message.sender = message.answers.sender === 'client' ? 'server' : 'client';
        message.senderInferred = true;
      }
      count += 1;
      const number = `#${count}`;
      numberOf.set(message, number);
      out.push('', `${style.bold(number)}  line ${line}  ${describeMessage(message, style)}${senderOf(message)}`);
      // Each detail is one line: a method name's line breaks are shown as \n, never start a line.
      for (const text of details(message, model, describing, numberOf, requests)) out.push(`    ${oneLine(text)}`);
      if (message.kind === 'request' && message.id !== undefined) requests.set(requestKey(message.sender, message.id), message);
      out.push(`    ${style.dim(shown(JSON.stringify(message.value)))}`);
    }
    findingLines(findings);
  }
  if (frames.leftOut) {
    out.push('', style.bold(`${frames.leftOut} more frame${frames.leftOut === 1 ? '' : 's'} not explained`) + `: explain shows the first ${MAX_EXPLAINED_FRAMES}; their findings are listed below, and \`mcp-capture-lint check\` reports them all.`);
  }
  if (loose.length > 0) {
    out.push('', style.bold('Other findings'));
    for (const finding of loose) out.push(`  line ${toInput(finding.line)}:`), findingLines([finding]);
  }

  const errors = result.findings.filter((f) => f.severity === 'error').length;
  const warnings = result.findings.filter((f) => f.severity === 'warning').length;
  const infos = result.findings.length - errors - warnings;
  const header = `${oneLine(options.name)}: ${count} message${count === 1 ? '' : 's'} ${source.how}, ${revisionText(revision, result.revisionSource)}.`;
  const total =
    result.findings.length === 0
      ? 'No findings.'
      : `${result.findings.length} finding${result.findings.length === 1 ? '' : 's'}: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}, ${infos} info.`;
  if (count === 0 && result.findings.length === 0) return nothingFound(options.name);
  // The one redaction pass at this sink: all that is printed, the file name included.
  return { output: maskSecrets(`${header}\n${out.join('\n')}\n\n${total}\n`), messages: count, errors, warnings };
}

function nothingFound(name: string): ExplainResult {
  return {
    output: maskSecrets(`${oneLine(name)}: no JSON-RPC message found. Paste a message such as {"jsonrpc":"2.0","id":1,"method":"tools/list"}, or give a capture file.\n`),
    messages: 0,
    errors: 0,
    warnings: 0,
  };
}

/** A file with one of these extensions is a capture: every line of it counts, none is prose. */
const CAPTURE_FILE = /\.(jsonl|ndjson|json|log|sse|har|txtar|http|mcp)$/i;

/**
 * How to read the input: as a capture (a known format, a capture file, or lines that are all
 * JSON), or as pasted text to search for messages (standard input, notes, an issue body).
 */
function chooseSource(input: string, name: string, format: FormatName | undefined): Source {
  const text = input.replace(/^\uFEFF/, '');
  if (format) return { text, how: `read as ${format}` };
  const lines = text.split(/\r?\n/);
  const detected = detectFormat({ fileName: name, lines: lines.slice(0, 400) });
  if (detected.name !== 'jsonl' && detected.name !== 'json') return { text, how: `read as ${detected.name}` };
  if (CAPTURE_FILE.test(name) || isJsonlShaped(lines)) return { text, how: `read as ${detected.name}` };
  const found = extractMessages(text);
  if (found.length === 0) return { text: '', how: 'found in the text', empty: true };
  // One message per line; a newline inside a JSON text can only be whitespace, so joining keeps it valid.
  const rebuilt = found.map((message) => message.raw.replace(/\r?\n/g, ' '));
  return {
    text: `${rebuilt.join('\n')}\n`,
    how: 'found in the text',
    lineMap: found.map((message) => message.line),
    marks: found.map((message) => (message.mark ? MARK_SENDER[message.mark] : undefined)),
  };
}

/** Every non-blank line starts a JSON object or array (after an optional direction mark): a capture, even if some lines are broken. */
function isJsonlShaped(lines: string[]): boolean {
  const content = lines.filter((line) => line.trim() !== '');
  return content.length > 0 && content.every((line) => /^\s*(?:(?:-->|<--|>|<)\s*)?[[{]/.test(line));
}

/**
 * Messages explained one by one, at most: past them, a capture of millions of frames would keep
 * every frame and its lines of text (a 148 MB capture took 2.8 GiB). The findings still cover
 * the whole capture; the output says how many frames were left out.
 */
export const MAX_EXPLAINED_FRAMES = 10_000;

function readFrames(text: string, formatName: FormatName, name: string): Frame[] & { leftOut?: number } {
  const frames: Frame[] & { leftOut?: number } = [];
  const format = formatByName(formatName);
  if (!format) return frames;
  const keep = (frame: Frame) => {
    if (frames.length < MAX_EXPLAINED_FRAMES) frames.push(frame);
    else frames.leftOut = (frames.leftOut ?? 0) + 1;
  };
  const reader = format.create({ frame: keep, issue: () => undefined }, { fileName: name });
  splitText(text, { line: (record) => reader.push(record), issue: () => undefined });
  reader.end();
  return frames;
}

function inferSender(message: Message, model: RevisionModel | undefined, tracker: SessionTracker): void {
  if (message.sender || !message.method) return;
  const senders = model?.methods.get(message.method)?.senders;
  if (senders?.length === 1) {
    message.sender = senders[0];
    message.senderInferred = true;
    return;
  }
  // Without the model's word: a request whose id the other side already used is less likely; keep unknown.
  void tracker;
}

function describeMessage(message: Message, style: Style): string {
  const id = message.hasId ? ` (id ${message.id !== undefined ? formatId(message.id) : JSON.stringify((message.value as Record<string, unknown>).id)})` : '';
  const position = message.batch ? `, member ${message.batch.index + 1} of ${message.batch.size} of the batch` : '';
  switch (message.kind) {
    case 'request':
      return `${style.bold('request')} ${JSON.stringify(message.method)}${id}${position}`;
    case 'notification':
      return `${style.bold('notification')} ${JSON.stringify(message.method)}${position}`;
    case 'result':
      return `${style.bold('result')}${id}${position}`;
    case 'error':
      return `${style.bold('error response')}${id}${position}`;
    default:
      return `${style.bold('not a JSON-RPC message')}${position} (no "method", "result" or "error")`;
  }
}

function senderOf(message: Message): string {
  if (!message.sender) return ', sender unknown';
  return `, sent by the ${message.sender}${message.senderInferred ? ' (inferred)' : message.frame.senderSource ? ` (${senderSourceText(message.frame.senderSource)})` : ''}`;
}

function senderText(sender: Sender | undefined, source: Frame['senderSource']): string {
  return sender ? `, sent by the ${sender}${source ? ` (${senderSourceText(source)})` : ''}` : '';
}

function senderSourceText(source: NonNullable<Frame['senderSource']>): string {
  switch (source) {
    case 'mark':
      return 'direction mark';
    case 'log':
      return 'from the log line';
    case 'http':
      return 'HTTP side';
    case 'section':
      return 'capture section';
    case 'sse':
      return 'SSE stream';
    case 'har':
      return 'HAR entry';
    default:
      return 'inferred';
  }
}

const requestKey = (sender: Sender | undefined, id: string | number) => `${sender ?? '?'}\u0000${typeof id}\u0000${id}`;

function details(
  message: Message,
  model: RevisionModel | undefined,
  describing: RevisionModel,
  numberOf: Map<Message, string>,
  requests: Map<string, Message>,
): string[] {
  const lines: string[] = [];
  if (message.method) {
    // The model's own paragraph: kind, who sends it, what it does, its answer, the capability it needs,
    // or where it went when the revision lacks it. Without a known revision, as in the latest one.
    const explained = explainMethod(describing.revision, message.method);
    lines.push(model ? explained : `${explained} (The capture's revision is unknown; this is ${describing.revision}.)`);
    const info = model?.methods.get(message.method);
    if (model && info?.kind === 'request' && message.kind === 'notification') lines.push(`In ${model.revision} "${message.method}" is a request: it needs an id, and an answer comes back.`);
    if (model && info?.kind === 'notification' && message.kind === 'request') lines.push(`In ${model.revision} "${message.method}" is a notification: it carries no id and gets no answer.`);
  }
  if (message.method === 'notifications/cancelled' && isPlainObject(message.params)) {
    const id = message.params.requestId;
    if (typeof id === 'string' || typeof id === 'number') {
      const cancelled = requests.get(requestKey(message.sender, id)) ?? (message.sender ? undefined : [...requests.values()].find((r) => r.id === id));
      if (cancelled) {
        const after = elapsed(cancelled.frame.timestamp, message.frame.timestamp);
        lines.push(`Cancels ${numberOf.get(cancelled) ?? 'the request'} ${JSON.stringify(cancelled.method)}${after ? `, ${after} after it was sent` : ''}.`);
      } else lines.push(`Cancels request id ${formatId(id)}, which this input does not show.`);
    }
  }
  if (message.kind === 'result' || message.kind === 'error') {
    const request = message.answers;
    if (request) {
      const after = elapsed(request.frame.timestamp, message.frame.timestamp);
      lines.push(`Answers ${numberOf.get(request) ?? 'the request'} ${JSON.stringify(request.method)}${after ? ` after ${after}` : ''}.`);
    } else if (message.id !== undefined) {
      lines.push(`Answers no request seen in this input (no earlier request has id ${formatId(message.id)}).`);
    }
  }
  if (message.kind === 'error' && isPlainObject(message.value) && isPlainObject(message.value.error)) {
    const error = message.value.error;
    const code = typeof error.code === 'number' ? error.code : undefined;
    const text = typeof error.message === 'string' ? ` with the message ${JSON.stringify(maskSecrets(error.message))}` : '';
    lines.push(`Error${text}. ${code !== undefined ? explainErrorCode(describing.revision, code) : 'It has no numeric code.'}`);
  }
  if (message.kind === 'result' && message.answers?.method === 'initialize' && isPlainObject(message.value) && isPlainObject(message.value.result)) {
    const result = message.value.result;
    const info = isPlainObject(result.serverInfo) ? result.serverInfo : undefined;
    if (typeof result.protocolVersion === 'string') lines.push(`The server agrees on protocol revision ${result.protocolVersion}${info && typeof info.name === 'string' ? ` (server ${info.name}${typeof info.version === 'string' ? ` ${info.version}` : ''})` : ''}.`);
  }
  return lines;
}

function elapsed(from: string | undefined, to: string | undefined): string | undefined {
  if (!from || !to) return undefined;
  const ms = Date.parse(to) - Date.parse(from);
  if (!Number.isFinite(ms)) return undefined;
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

function revisionText(revision: Revision | undefined, source: RevisionSource): string {
  if (!revision) return 'no revision known (only the checks every revision shares ran; pass --revision to pick one)';
  const from: Record<RevisionSource, string> = {
    pinned: 'set by --revision',
    initialize: "from the server's initialize answer",
    'initialize-request': "from the client's initialize request",
    meta: 'from the _meta protocol version',
    header: 'from the MCP-Protocol-Version header',
    none: 'assumed',
  };
  return `checked against revision ${revision} (${from[source]})`;
}

function shown(text: string): string {
  const masked = maskSecrets(text);
  return oneLine(masked.length > MAX_SHOWN ? `${masked.slice(0, MAX_SHOWN)}…` : masked);
}
