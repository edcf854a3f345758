import { readFile, open, stat } from 'node:fs/promises';
import { oneLine } from '../report/escape.js';
import type { Sender, SenderSource } from '../core/capture/frame.js';
import { detectFormat } from '../core/capture/formats.js';
import type { FormatName } from '../core/capture/reader.js';
import { checkCapture, type CaptureSource, type FileCheckResult } from '../core/engine.js';
import type { Finding } from '../core/findings/finding.js';
import { formatId, isPlainObject, type Message, type RequestId } from '../core/message.js';
import { explainErrorCode, explainMethod } from '../core/protocol/explain.js';
import { getModel } from '../core/protocol/index.js';
import { specLinkFor } from '../core/protocol/spec-links.js';
import type { RevisionModel } from '../core/protocol/model.js';
import { LATEST_REVISION, REVISIONS, type Revision } from '../core/revisions.js';
import { ruleById } from '../core/rules/index.js';
import type { Redactor } from '../core/secrets/index.js';
import { Conversation, type ConversationMessage, type MessageMark } from '../core/session/conversation.js';
import type { RevisionSource } from '../core/session/revision.js';
import { extractMessages, MAX_EXTRACT_CHARS } from './extract.js';
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
  /** Prose with no JSON-RPC message in it. */
  empty?: boolean;
}

const MAX_SHOWN = 240;

/**
 * Explains one message or a whole capture, message by message, with the engine's findings.
 * A capture in a known format is read as it is; other text (a message pasted with prose around
 * it, a pretty-printed message) is searched for JSON-RPC messages first.
 */
export async function explain(input: string, options: ExplainOptions): Promise<ExplainResult> {
  const source = chooseSource(input, options.name, options.format);
  if (source.empty) return nothingFound(options.name);
  const redactor = beginMasking(input);
  return explainCapture({ path: options.name, text: source.text }, options, {
    how: () => source.how,
    lineMap: source.lineMap,
    redactor,
    format: options.format ?? (source.lineMap ? 'jsonl' : undefined),
  });
}

/** A file larger than this is not read whole to look for messages in prose: it is streamed as a capture. */
const MAX_TEXT_BYTES = 4 * MAX_EXTRACT_CHARS;

/**
 * Explains a file. A capture (a known format, a capture file name) is streamed through the engine,
 * never read whole, so memory stays that of the messages explained; other text (notes, an issue
 * body) is read as text and searched for messages, as `explain` does with pasted text.
 * `cannotRead` is set when the file cannot be opened (nothing else was done).
 */
export async function explainFile(file: string, options: ExplainOptions): Promise<ExplainResult | { cannotRead: string }> {
  let size: number;
  try {
    const info = await stat(file);
    if (info.isDirectory()) return { cannotRead: 'EISDIR' };
    size = info.size;
  } catch (error) {
    return { cannotRead: (error as NodeJS.ErrnoException).code ?? (error as Error).message };
  }
  const stream = () =>
    explainCapture({ path: options.name, file }, options, {
      how: (result) => `read as ${result.format ?? options.format}`,
      // Learns the capture's credentials while the engine reads it; the output is masked once it is done.
      redactor: beginMasking(''),
      format: options.format,
    });
  if (options.format || CAPTURE_FILE.test(options.name)) return stream();
  if (size > MAX_TEXT_BYTES) {
    // Too large to be pasted prose: a capture if its head reads as one.
    const lines = (await readHead(file)).split(/\r?\n/);
    const detected = detectFormat({ fileName: options.name, lines });
    return (detected.name !== 'jsonl' && detected.name !== 'json') || isJsonlShaped(lines.slice(0, -1)) ? stream() : nothingFound(options.name);
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { cannotRead: (error as NodeJS.ErrnoException).code ?? (error as Error).message };
  }
  return explain(text, options);
}

async function readHead(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '');
  } finally {
    await handle.close();
  }
}

/** What explain keeps of a message while the engine holds it: a cut of its text and the few facts its lines name. */
interface MessageNotes {
  /** JSON text of the message, cut to SHOWN_KEPT characters (with `…`); masked and cut again when printed. */
  text: string;
  /** The `id` as written, when it is neither a string nor a number. */
  oddId?: string;
  /** notifications/cancelled: the request id it names. */
  cancels?: RequestId;
  error?: { code?: number; message?: string };
  /** A result naming a protocol version (shown when it answers initialize), and the server it names. */
  agreed?: { protocolVersion: string; server?: string };
}

/** Characters kept of a message's text: the printed cut (MAX_SHOWN) with room for what masking takes away. */
const SHOWN_KEPT = 4 * MAX_SHOWN;
/** Characters kept of an error message or a server name; longer ones end in `…`. */
const NOTE_KEPT = 4096;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

function notesOf(message: Message): MessageNotes {
  const notes: MessageNotes = { text: cut(JSON.stringify(message.value) ?? '', SHOWN_KEPT) };
  const value = message.value;
  if (!isPlainObject(value)) return notes;
  if (message.hasId && message.id === undefined) notes.oddId = cut(JSON.stringify(value.id) ?? 'undefined', NOTE_KEPT);
  if (message.method === 'notifications/cancelled' && isPlainObject(message.params)) {
    const id = message.params.requestId;
    if (typeof id === 'string' || typeof id === 'number') notes.cancels = id;
  }
  if (message.kind === 'error' && isPlainObject(value.error)) {
    const error = value.error;
    notes.error = {};
    if (typeof error.code === 'number') notes.error.code = error.code;
    if (typeof error.message === 'string') notes.error.message = cut(error.message, NOTE_KEPT);
  }
  if (message.kind === 'result' && isPlainObject(value.result) && typeof value.result.protocolVersion === 'string') {
    const info = isPlainObject(value.result.serverInfo) ? value.result.serverInfo : undefined;
    notes.agreed = { protocolVersion: cut(value.result.protocolVersion, NOTE_KEPT) };
    if (info && typeof info.name === 'string') notes.agreed.server = cut(`${info.name}${typeof info.version === 'string' ? ` ${info.version}` : ''}`, NOTE_KEPT);
  }
  return notes;
}

type ExplainedMessage = ConversationMessage<string | undefined, MessageNotes>;

/**
 * Checks the capture once, with a Conversation on the engine's observer, and explains what it
 * kept: the senders and pairs are the engine's session trackers', nothing is read or tracked again.
 */
async function explainCapture(
  source: CaptureSource,
  options: ExplainOptions,
  how: { how: (result: FileCheckResult) => string; lineMap?: number[]; redactor: Redactor; format?: FormatName },
): Promise<ExplainResult> {
  const style = options.style;
  const conversation = new Conversation<string | undefined, MessageNotes>({
    maxFrames: MAX_EXPLAINED_FRAMES,
    maxMessages: MAX_EXPLAINED_MESSAGES,
    frameData: (frame) => (frame.parseError !== undefined ? cut(frame.raw, SHOWN_KEPT) : undefined),
    messageData: notesOf,
  });
  const result = await checkCapture(source, { revision: options.revision, format: how.format, redactor: how.redactor, observer: conversation.observer });
  if (result.error) return { output: maskSecrets(`${oneLine(options.name)}: ${oneLine(result.error)}\n`), messages: 0, errors: 1, warnings: 0 };
  conversation.finish(result);
  const frames = conversation.frames;
  const toInput = (line: number) => how.lineMap?.[line - 1] ?? line;
  const revision = result.revision;
  const model = revision ? getModel(revision) : undefined;
  // Without a known revision, methods are still described, from the newest revision the capture can be.
  const describing = model ?? getModel(result.judgedAgainst?.revisions.at(-1) ?? LATEST_REVISION);

  const byFrame = new Map<number, Finding[]>();
  const loose: Finding[] = [];
  for (const finding of result.findings) {
    const index = finding.frame ?? frames.find((f) => finding.line >= f.line && finding.line <= f.endLine)?.index;
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
      out.push(`            Why: ${meta.why}`, `            Instead: ${meta.instead}`, style.dim(`            Spec: ${specLinkFor(meta.spec, revision)}`));
    }
  };

  // Numbered first: an answer the file lists before its request (txtar sections, a legacy SSE
  // stream before its POSTs) names the request's number too.
  const numberOf = new Map<MessageMark, string>();
  let numbered = 0;
  for (const frame of frames) {
    if (frame.parseError !== undefined) numbered += 1;
    for (const message of frame.messages) numberOf.set(message, `#${(numbered += 1)}`);
  }
  const requests = new Map<string, ExplainedMessage>();
  let count = 0;
  for (const frame of frames) {
    const line = toInput(frame.line);
    const findings = byFrame.get(frame.index) ?? [];
    if (frame.parseError !== undefined) {
      count += 1;
      out.push('', `${style.bold(`#${count}`)}  line ${line}  ${style.bold('not valid JSON')} (${oneLine(frame.parseError)})`, `    ${shown(frame.data ?? '')}`);
      findingLines(findings);
      continue;
    }
    if (frame.batchSize !== undefined) {
      const size = frame.batchSize;
      out.push('', `${style.bold(`batch`)}  line ${line}  a JSON-RPC batch of ${size} message${size === 1 ? '' : 's'}${senderText(frame.sender, frame.senderSource)}`);
      if (model && !model.batches) out.push(`    Revision ${model.revision} has no batches: each message must be sent on its own.`);
    }
    for (const message of frame.messages) {
      count += 1;
      out.push('', `${style.bold(`#${count}`)}  line ${line}  ${describeMessage(message, style)}${senderOf(message)}`);
      // Each detail is one line: a method name's line breaks are shown as \n, never start a line.
      for (const text of details(message, model, describing, numberOf, requests)) out.push(`    ${oneLine(text)}`);
      if (message.kind === 'request' && message.id !== undefined) requests.set(requestKey(message.sender, message.id), message);
      out.push(`    ${style.dim(shown(message.data.text))}`);
    }
    findingLines(findings);
  }
  if (conversation.framesLeftOut) {
    const left = conversation.framesLeftOut;
    out.push('', style.bold(`${left} more frame${left === 1 ? '' : 's'} not explained`) + `: explain shows the first ${MAX_EXPLAINED_FRAMES}; their findings are listed below, and \`mcp-capture-lint check\` reports them all.`);
  }
  if (conversation.messagesLeftOut) {
    const left = conversation.messagesLeftOut;
    out.push('', style.bold(`${left} more message${left === 1 ? '' : 's'} of batches not explained`) + `: explain shows the first ${MAX_EXPLAINED_MESSAGES} messages; \`mcp-capture-lint check\` reports on them all.`);
  }
  if (loose.length > 0) {
    out.push('', style.bold('Other findings'));
    for (const finding of loose) {
      out.push(`  line ${toInput(finding.line)}:`);
      findingLines([finding]);
    }
  }

  const errors = result.findings.filter((f) => f.severity === 'error').length;
  const warnings = result.findings.filter((f) => f.severity === 'warning').length;
  const infos = result.findings.length - errors - warnings;
  const header = `${oneLine(options.name)}: ${count} message${count === 1 ? '' : 's'} ${how.how(result)}, ${revisionText(revision, result.revisionSource, result.judgedAgainst)}.`;
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
  const detected = detectFormat({ fileName: name, lines });
  if (detected.name !== 'jsonl' && detected.name !== 'json') return { text, how: `read as ${detected.name}` };
  if (CAPTURE_FILE.test(name) || isJsonlShaped(lines)) return { text, how: `read as ${detected.name}` };
  const found = extractMessages(text);
  if (found.length === 0) return { text: '', how: 'found in the text', empty: true };
  // One message per line; a newline inside a JSON text can only be whitespace, so joining keeps it valid.
  // A direction mark stays in front of its message (`>`, `-->`: the client; `<`, `<--`: the server),
  // where the JSONL reader reads it, so the engine checks the message as sent by that side.
  const rebuilt = found.map((message) => `${message.mark ? `${message.mark} ` : ''}${message.raw.replace(/\r?\n/g, ' ')}`);
  return {
    text: `${rebuilt.join('\n')}\n`,
    how: 'found in the text',
    lineMap: found.map((message) => message.line),
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
/** Messages explained at most, batch members included (a 300 MB array of one repeated request is one frame). */
export const MAX_EXPLAINED_MESSAGES = 20_000;

function describeMessage(message: ExplainedMessage, style: Style): string {
  const id = message.hasId ? ` (id ${message.id !== undefined ? formatId(message.id) : message.data.oddId})` : '';
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

function senderOf(message: ExplainedMessage): string {
  if (!message.sender) return ', sender unknown';
  return `, sent by the ${message.sender}${message.senderInferred ? ' (inferred)' : message.frame.senderSource ? ` (${senderSourceText(message.frame.senderSource)})` : ''}`;
}

function senderText(sender: Sender | undefined, source: SenderSource | undefined): string {
  return sender ? `, sent by the ${sender}${source ? ` (${senderSourceText(source)})` : ''}` : '';
}

function senderSourceText(source: SenderSource): string {
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
    case 'recorder':
      return "the recorder's direction field";
    default:
      return 'inferred';
  }
}

const requestKey = (sender: Sender | undefined, id: string | number) => `${sender ?? '?'}\u0000${typeof id}\u0000${id}`;

function details(
  message: ExplainedMessage,
  model: RevisionModel | undefined,
  describing: RevisionModel,
  numberOf: Map<MessageMark, string>,
  requests: Map<string, ExplainedMessage>,
): string[] {
  const lines: string[] = [];
  const notes = message.data;
  if (message.method) {
    // The model's own paragraph: kind, who sends it, what it does, its answer, the capability it needs,
    // or where it went when the revision lacks it. Without a known revision, as in the latest one.
    const explained = explainMethod(describing.revision, message.method);
    lines.push(model ? explained : `${explained} (The capture's revision is unknown; this is ${describing.revision}.)`);
    const info = model?.methods.get(message.method);
    if (model && info?.kind === 'request' && message.kind === 'notification') lines.push(`In ${model.revision} "${message.method}" is a request: it needs an id, and an answer comes back.`);
    if (model && info?.kind === 'notification' && message.kind === 'request') lines.push(`In ${model.revision} "${message.method}" is a notification: it carries no id and gets no answer.`);
  }
  if (notes.cancels !== undefined) {
    const id = notes.cancels;
    const cancelled = requests.get(requestKey(message.sender, id)) ?? (message.sender ? undefined : [...requests.values()].find((r) => r.id === id));
    if (cancelled) {
      const after = elapsed(cancelled.time, message.time);
      lines.push(`Cancels ${numberOf.get(cancelled) ?? 'the request'} ${JSON.stringify(cancelled.method)}${after ? `, ${after} after it was sent` : ''}.`);
    } else lines.push(`Cancels request id ${formatId(id)}, which this input does not show.`);
  }
  if (message.kind === 'result' || message.kind === 'error') {
    const request = message.answers;
    if (request) {
      const after = elapsed(request.time, message.time);
      lines.push(`Answers ${numberOf.get(request) ?? 'the request'} ${JSON.stringify(request.method)}${after ? ` after ${after}` : ''}.`);
    } else if (message.id !== undefined) {
      lines.push(`Answers no request seen in this input (no earlier request has id ${formatId(message.id)}).`);
    }
  }
  if (notes.error) {
    const text = notes.error.message !== undefined ? ` with the message ${JSON.stringify(maskSecrets(notes.error.message))}` : '';
    lines.push(`Error${text}. ${notes.error.code !== undefined ? explainErrorCode(describing.revision, notes.error.code) : 'It has no numeric code.'}`);
  }
  if (message.kind === 'result' && message.answers?.method === 'initialize' && notes.agreed) {
    lines.push(`The server agrees on protocol revision ${notes.agreed.protocolVersion}${notes.agreed.server !== undefined ? ` (server ${notes.agreed.server})` : ''}.`);
  }
  return lines;
}

function elapsed(from: string | undefined, to: string | undefined): string | undefined {
  if (!from || !to) return undefined;
  const ms = Date.parse(to) - Date.parse(from);
  if (!Number.isFinite(ms)) return undefined;
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

function revisionText(revision: Revision | undefined, source: RevisionSource, judged: FileCheckResult['judgedAgainst']): string {
  if (!revision) {
    const against = !judged || judged.revisions.length === REVISIONS.length ? 'all five revisions' : `${judged.revisions.join(', ')} (what it shows: ${judged.reasons.join('; ')})`;
    return `no revision named, so judged against ${against}: findings that depend on the revision say which; pass --revision to pick one`;
  }
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
