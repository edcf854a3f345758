import type { Frame, Sender } from '../../core/capture/frame.js';
import { checkCapture, type CaptureSource, type CheckOptions, type FileCheckResult } from '../../core/engine.js';
import type { Severity } from '../../core/findings/finding.js';
import { isPlainObject, type Message, type MessageKind, type RequestId } from '../../core/message.js';
import { ruleById } from '../../core/rules/index.js';

/** What a timeline row shows: a message, or a frame whose text did not parse. */
export type TimelineKind = MessageKind | 'unparsed';

/** One message of the capture (each member of a batch gets its own row). */
export interface TimelineRow {
  kind: TimelineKind;
  /** Who sent it; absent when neither the capture nor the session engine could tell. */
  sender?: Sender;
  /** The session engine worked the sender out (the capture does not mark it). */
  senderInferred?: boolean;
  /** 1-based lines of the frame in the capture file. */
  line: number;
  endLine: number;
  /** 0-based index of the frame in the file. */
  frame: number;
  method?: string;
  /** What the request is about, in a word: the tool or prompt name, the resource URI. */
  detail?: string;
  id?: RequestId;
  batch?: { index: number; size: number };
  /** Session key, when the capture holds several sessions. */
  session?: string;
  /** Timestamp as the capture gives it. */
  time?: string;
  /** For results and errors: the row of the request answered. */
  answers?: number;
  /** For requests: the row of the response. */
  answeredBy?: number;
  /** Milliseconds from the request to its response, when both have timestamps. */
  latencyMs?: number;
  /** A request with an id that got no response in the capture. */
  unanswered?: boolean;
  /** Why an unanswered request may be fine (cancelled, the capture ended), when the engine says. */
  unansweredNote?: string;
  /** The message text, redacted, cut to the body cap. */
  body: string;
  /** Length of the whole text before the cut (characters). */
  bodyLength: number;
  /** Indices into `CaptureTimeline.findings`. */
  findings?: number[];
}

export interface TimelineFinding {
  rule: string;
  severity: Severity;
  message: string;
  line: number;
  column: number;
  path?: string;
  /** The row the finding sits on; -1 for findings set aside (stray output, file-level notes). */
  row: number;
  /** Set by the caller after the golden diff: whether an expectation file lists the finding. */
  expectation?: 'new' | 'expected';
}

export interface RuleInfo {
  summary: string;
  why: string;
  instead: string;
  spec: string;
}

export interface PeerInfo {
  name?: string;
  version?: string;
}

export interface TimelineCounts {
  frames: number;
  messages: number;
  requests: number;
  notifications: number;
  results: number;
  errors: number;
  invalid: number;
  unparsed: number;
  unanswered: number;
  inferredSenders: number;
  findings: Record<Severity, number>;
  /** Findings not tied to a frame (stray output, file-level notes). */
  setAside: number;
  /** Bodies cut to the cap. */
  truncatedBodies: number;
}

/** Everything the HTML report shows about one capture. */
export interface CaptureTimeline {
  path: string;
  format?: string;
  revision?: string;
  revisionSource: string;
  error?: string;
  client?: PeerInfo;
  server?: PeerInfo;
  requestedVersion?: string;
  negotiatedVersion?: string;
  counts: TimelineCounts;
  /** The golden diff of the capture, when the caller ran one (see `markExpectations`). */
  expectations?: { path: string | null; new: number; expected: number; stale: number };
  rows: TimelineRow[];
  findings: TimelineFinding[];
  /** why / instead / spec of every rule a finding names. */
  rules: Record<string, RuleInfo>;
}

export interface TimelineOptions {
  /** Masks secrets in message bodies (and finding messages); identity by default. */
  redact?: (text: string) => string;
  /** Characters kept of each body (default 4,000). */
  maxBodyChars?: number;
  /** Characters kept of all bodies of one capture together (default 32 MiB); past it bodies are cut to 300. */
  maxTotalBodyChars?: number;
}

const DEFAULT_BODY_CHARS = 4000;
const DEFAULT_TOTAL_BODY_CHARS = 32 * 1024 * 1024;
const OVER_BUDGET_BODY_CHARS = 300;
/** Responses kept for a late pairing; as many as the session engine defers (a one-sided capture holds none back). */
const MAX_UNPAIRED = 10_000;
const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

const identity = (text: string): string => text;

function peer(value: unknown): PeerInfo | undefined {
  if (!isPlainObject(value)) return undefined;
  const info: PeerInfo = {};
  if (typeof value.name === 'string') info.name = value.name;
  if (typeof value.version === 'string') info.version = value.version;
  return info.name !== undefined || info.version !== undefined ? info : undefined;
}

const MAX_DETAIL_CHARS = 80;

function detailOf(params: unknown): string | undefined {
  if (!isPlainObject(params)) return undefined;
  const value = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  return value === undefined ? undefined : value.length > MAX_DETAIL_CHARS ? `${value.slice(0, MAX_DETAIL_CHARS)}…` : value;
}

function millis(time: string | undefined): number | undefined {
  if (time === undefined) return undefined;
  const value = Date.parse(time);
  return Number.isNaN(value) ? undefined : value;
}

/** Builds the timeline of one capture while the engine checks it (one pass). */
class TimelineCollector {
  readonly rows: TimelineRow[] = [];
  client?: PeerInfo;
  server?: PeerInfo;
  requestedVersion?: string;
  negotiatedVersion?: string;
  private truncated = 0;
  private bodyBudget: number;
  private readonly redact: (text: string) => string;
  private readonly maxBody: number;
  /** Row of each request message, to link responses; weak so requests are not kept alive. */
  private readonly requestRows = new WeakMap<Message, number>();
  /** Responses the engine had not paired yet when seen (section-ordered captures pair later). */
  private readonly unpaired: Array<{ message: Message; row: number }> = [];
  /** First row of each frame index. */
  private readonly frameRows: number[] = [];
  private pendingFrame: Frame | undefined;

  constructor(options: TimelineOptions) {
    this.redact = options.redact ?? identity;
    this.maxBody = options.maxBodyChars ?? DEFAULT_BODY_CHARS;
    this.bodyBudget = options.maxTotalBodyChars ?? DEFAULT_TOTAL_BODY_CHARS;
  }

  frame(frame: Frame): void {
    this.flushPendingFrame();
    if (frame.parseError !== undefined) {
      this.pendingFrame = undefined;
      this.frameRows[frame.index] = this.rows.length;
      this.push(frame, { kind: 'unparsed', sender: frame.sender }, frame.raw);
    } else {
      this.pendingFrame = frame;
    }
  }

  message(message: Message): void {
    const frame = message.frame;
    if (this.pendingFrame === frame) this.pendingFrame = undefined;
    if (this.frameRows[frame.index] === undefined) this.frameRows[frame.index] = this.rows.length;
    const text = message.batch ? JSON.stringify(message.value) ?? '' : frame.raw;
    const row = this.push(frame, { kind: message.kind, sender: message.sender }, text);
    const entry = this.rows[row];
    if (message.senderInferred) entry.senderInferred = true;
    if (message.method !== undefined) entry.method = message.method;
    const detail = detailOf(message.params);
    if (detail !== undefined) entry.detail = this.redact(detail);
    if (message.id !== undefined) entry.id = message.id;
    if (message.batch) entry.batch = message.batch;
    if (message.kind === 'request') this.requestRows.set(message, row);
    if (message.kind === 'result' || message.kind === 'error') {
      if (message.answers) this.link(message.answers, row);
      else if (message.id !== undefined && this.unpaired.length < MAX_UNPAIRED) this.unpaired.push({ message, row });
    }
    this.learnPeers(message);
  }

  /** Pairs responses the engine paired after seeing them, marks unanswered requests. */
  finish(result: FileCheckResult): TimelineFinding[] {
    this.flushPendingFrame();
    for (const { message, row } of this.unpaired) if (message.answers) this.link(message.answers, row);
    this.unpaired.length = 0;
    this.sortByLine();
    const notes = new Map<number, string>();
    for (const entry of result.summary?.unanswered ?? []) if (entry.note) notes.set(entry.line, entry.note);
    for (const row of this.rows) {
      if (row.kind === 'request' && row.answeredBy === undefined) {
        row.unanswered = true;
        const note = notes.get(row.line);
        if (note) row.unansweredNote = note;
      }
    }
    return result.findings.map((finding, index) => {
      const row = this.rowOf(finding.rule, finding.frame, finding.path, finding.line);
      const entry: TimelineFinding = {
        rule: finding.rule,
        severity: finding.severity,
        message: this.redact(finding.message),
        line: finding.line,
        column: finding.column,
        row,
      };
      if (finding.path) entry.path = finding.path;
      if (row >= 0) (this.rows[row].findings ??= []).push(index);
      return entry;
    });
  }

  /**
   * The engine may deliver frames out of file order (it holds each session's frames until that
   * session's revision is known): put the rows back in file order and renumber the links.
   */
  private sortByLine(): void {
    const rows = this.rows;
    let sorted = true;
    for (let i = 1; i < rows.length && sorted; i++) sorted = rows[i - 1].line < rows[i].line || (rows[i - 1].line === rows[i].line && rows[i - 1].frame <= rows[i].frame);
    if (sorted) return;
    const order = rows.map((_, i) => i).sort((a, b) => rows[a].line - rows[b].line || rows[a].frame - rows[b].frame || a - b);
    const moved = new Int32Array(rows.length);
    order.forEach((old, i) => (moved[old] = i));
    const reordered = order.map((old) => rows[old]);
    for (let i = 0; i < reordered.length; i++) {
      const row = reordered[i];
      if (row.answers !== undefined) row.answers = moved[row.answers];
      if (row.answeredBy !== undefined) row.answeredBy = moved[row.answeredBy];
      rows[i] = row;
    }
    // Rows of one frame keep their order, so each frame's first row stays its first.
    for (let f = 0; f < this.frameRows.length; f++) if (this.frameRows[f] !== undefined) this.frameRows[f] = moved[this.frameRows[f]];
  }

  get truncatedBodies(): number {
    return this.truncated;
  }

  private flushPendingFrame(): void {
    // A frame that parsed but yielded no message (an empty batch): still a row, so its findings have a place.
    const frame = this.pendingFrame;
    if (!frame) return;
    this.pendingFrame = undefined;
    if (this.frameRows[frame.index] !== undefined) return;
    this.frameRows[frame.index] = this.rows.length;
    this.push(frame, { kind: 'invalid', sender: frame.sender }, frame.raw);
  }

  private push(frame: Frame, head: { kind: TimelineKind; sender?: Sender }, text: string): number {
    const row: TimelineRow = { kind: head.kind, line: frame.span.line, endLine: frame.span.endLine, frame: frame.index, body: '', bodyLength: text.length };
    if (head.sender) row.sender = head.sender;
    if (frame.session !== undefined) row.session = frame.session;
    if (frame.timestamp !== undefined) row.time = frame.timestamp;
    const cap = this.bodyBudget > 0 ? this.maxBody : OVER_BUDGET_BODY_CHARS;
    // Redact the whole text (a secret cut in two would escape the redactor), then cut.
    let body = text.length > cap * 4 ? this.redact(text.slice(0, cap * 4)) : this.redact(text);
    if (body.length > cap || text.length > cap * 4) {
      body = body.slice(0, cap);
      this.truncated += 1;
    }
    this.bodyBudget -= body.length;
    row.body = body;
    this.rows.push(row);
    return this.rows.length - 1;
  }

  private link(request: Message, responseRow: number): void {
    const requestRow = this.requestRows.get(request);
    if (requestRow === undefined) return;
    const response = this.rows[responseRow];
    const asked = this.rows[requestRow];
    response.answers = requestRow;
    if (asked.answeredBy === undefined) asked.answeredBy = responseRow;
    const start = millis(asked.time);
    const end = millis(response.time);
    if (start !== undefined && end !== undefined) response.latencyMs = asked.latencyMs = end - start;
  }

  private learnPeers(message: Message): void {
    const value = message.value;
    if (!isPlainObject(value)) return;
    if (message.kind === 'request' || message.kind === 'notification') {
      const params = value.params;
      if (!isPlainObject(params)) return;
      if (message.method === 'initialize') {
        this.client ??= peer(params.clientInfo);
        if (typeof params.protocolVersion === 'string') this.requestedVersion ??= params.protocolVersion;
      }
      if (isPlainObject(params._meta)) this.client ??= peer(params._meta[META_CLIENT_INFO]);
      return;
    }
    if (message.kind === 'result' && isPlainObject(value.result)) {
      const result = value.result;
      if (message.answers?.method === 'initialize' || ('serverInfo' in result && 'capabilities' in result)) {
        this.server ??= peer(result.serverInfo);
        if (typeof result.protocolVersion === 'string') this.negotiatedVersion ??= result.protocolVersion;
      }
      if (isPlainObject(result._meta)) this.server ??= peer(result._meta[META_SERVER_INFO]);
    }
  }

  /** The row a finding belongs on: its frame's (a batch member's when the path names one), else the frame whose lines hold it. */
  private rowOf(rule: string, frame: number | undefined, path: string | undefined, line: number): number {
    if (frame !== undefined) {
      const first = this.frameRows[frame];
      if (first === undefined) return -1;
      const member = path ? /^\[(\d+)\]/.exec(path) : null;
      if (member) {
        const row = first + Number(member[1]);
        if (this.rows[row]?.frame === frame) return row;
      }
      return first;
    }
    // Without a frame: a reader's note about the text (a bad byte, an overlong line) sits on the
    // frame whose lines hold it; file-level notes (the revision is unknown) and stray output are set aside.
    const family = ruleById(rule)?.meta.family;
    if (family !== undefined && family !== 'capture') return -1;
    // Rows are in file order: find the last row starting at or before the line.
    let low = 0;
    let high = this.rows.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (this.rows[mid].line <= line) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    if (found < 0) return -1;
    const frameIndex = this.rows[found].frame;
    const first = this.frameRows[frameIndex] ?? found;
    return this.rows[first].endLine >= line ? first : -1;
  }
}

/** Feeds a timeline from a check the caller runs itself (e.g. the run that also does the golden diff). */
export interface TimelineRecorder {
  /** Pass as `CheckOptions.observer` to `checkCapture`. */
  observer: NonNullable<CheckOptions['observer']>;
  /** Call with the result of that check; `timeline.findings[i]` is `result.findings[i]`. */
  finish(result: FileCheckResult): CaptureTimeline;
}

export function startTimeline(timelineOptions: TimelineOptions = {}): TimelineRecorder {
  const collector = new TimelineCollector(timelineOptions);
  return {
    observer: {
      frame: (frame) => collector.frame(frame),
      message: (message) => collector.message(message),
    },
    finish: (result) => buildTimeline(result, collector, collector.finish(result)),
  };
}

/**
 * Checks one capture with the engine (once) and collects its timeline for the HTML report.
 * Returns the engine's result too, so a caller that also needs the findings does not check twice.
 */
export async function collectTimeline(
  source: CaptureSource,
  options: CheckOptions,
  timelineOptions: TimelineOptions = {},
): Promise<{ result: FileCheckResult; timeline: CaptureTimeline }> {
  const recorder = startTimeline(timelineOptions);
  const outer = options.observer;
  const observer = outer
    ? {
        frame(frame: Frame) {
          recorder.observer.frame?.(frame);
          outer.frame?.(frame);
        },
        message(message: Message) {
          recorder.observer.message?.(message);
          outer.message?.(message);
        },
      }
    : recorder.observer;
  const result = await checkCapture(source, { ...options, observer });
  return { result, timeline: recorder.finish(result) };
}

function buildTimeline(result: FileCheckResult, collector: TimelineCollector, findings: TimelineFinding[]): CaptureTimeline {
  const rows = collector.rows;
  const counts: TimelineCounts = {
    frames: result.frames,
    messages: 0,
    requests: 0,
    notifications: 0,
    results: 0,
    errors: 0,
    invalid: 0,
    unparsed: 0,
    unanswered: 0,
    inferredSenders: 0,
    findings: { error: 0, warning: 0, info: 0 },
    setAside: 0,
    truncatedBodies: collector.truncatedBodies,
  };
  for (const row of rows) {
    if (row.kind === 'unparsed') counts.unparsed += 1;
    else {
      counts.messages += 1;
      if (row.kind === 'request') counts.requests += 1;
      else if (row.kind === 'notification') counts.notifications += 1;
      else if (row.kind === 'result') counts.results += 1;
      else if (row.kind === 'error') counts.errors += 1;
      else counts.invalid += 1;
    }
    if (row.unanswered) counts.unanswered += 1;
    if (row.senderInferred) counts.inferredSenders += 1;
  }
  const rules: Record<string, RuleInfo> = {};
  for (const finding of findings) {
    counts.findings[finding.severity] += 1;
    if (finding.row < 0) counts.setAside += 1;
    if (!(finding.rule in rules)) {
      const meta = ruleById(finding.rule)?.meta;
      if (meta) rules[finding.rule] = { summary: meta.summary, why: meta.why, instead: meta.instead, spec: meta.spec };
    }
  }
  const timeline: CaptureTimeline = { path: result.path, revisionSource: result.revisionSource, counts, rows, findings, rules };
  if (result.format) timeline.format = result.format;
  if (result.revision) timeline.revision = result.revision;
  if (result.error) timeline.error = result.error;
  if (collector.client) timeline.client = collector.client;
  if (collector.server) timeline.server = collector.server;
  if (collector.requestedVersion) timeline.requestedVersion = collector.requestedVersion;
  if (collector.negotiatedVersion) timeline.negotiatedVersion = collector.negotiatedVersion;
  return timeline;
}

/**
 * Records the golden diff on a timeline: `findings[i]` is the outcome of `timeline.findings[i]`
 * (the order of the engine's result), and `summary` the file's counts for the header.
 */
export function markExpectations(
  timeline: CaptureTimeline,
  findings: ReadonlyArray<{ expectation: 'new' | 'expected' }>,
  summary?: CaptureTimeline['expectations'],
): void {
  findings.forEach((finding, index) => {
    const entry = timeline.findings[index];
    if (entry) entry.expectation = finding.expectation;
  });
  if (summary) timeline.expectations = summary;
}
