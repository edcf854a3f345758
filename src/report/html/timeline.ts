import type { Frame, Sender } from '../../core/capture/frame.js';
import { lastAtOrBefore } from '../../core/sorted.js';
import { checkCapture, type CaptureSource, type CheckOptions, type FileCheckResult } from '../../core/engine.js';
import type { Severity } from '../../core/findings/finding.js';
import { isPlainObject, type Message, type MessageKind, type RequestId } from '../../core/message.js';
import { specLinkFor } from '../../core/protocol/spec-links.js';
import { ruleById } from '../../core/rules/index.js';
import { captureFacts, Conversation, type ConversationFrame, type MessageMark } from '../../core/session/conversation.js';
import type { PeerInfo } from '../../core/session/summary.js';
import { COVERAGE_STATUSES, coverageHeadline, type CaptureCoverage } from '../../core/requirement-coverage/coverage.js';

/** What a timeline row shows: a message, or a frame whose text did not parse. */
export type TimelineKind = MessageKind | 'unparsed';

/** One message of the capture (each member of a batch gets its own row). */
/** A requirement-coverage block of the page: its headline and the requirement ids by status. */
export interface HtmlCoverage {
  headline: string;
  statuses: { label: string; means: string; ids: string[] }[];
}

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
  /** The line the expectation file gives for it, when it stood elsewhere when recorded (expected, moved). */
  movedFrom?: number;
}

export interface RuleInfo {
  summary: string;
  why: string;
  instead: string;
  spec: string;
}

/** A peer's name and version, as the session engine read them from the handshake. */
export type { PeerInfo };

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
  /** No revision named: the revisions the capture was judged against, and what narrowed them. */
  judgedAgainst?: { revisions: string[]; reasons: string[] };
  /** `--revision a,b`: each other revision's counts, how many findings differ, and the rules that differ most. */
  comparisons?: { revision: string; errors: number; warnings: number; info: number; added: number; gone: number; rules: string[] }[];
  /** How the capture covers the requirements of its revision (one block per revision its sessions were held to). */
  coverage?: HtmlCoverage[];
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

const identity = (text: string): string => text;

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

/** What a row keeps of its message or frame text, taken while the engine holds it. */
interface RowText {
  body: string;
  bodyLength: number;
  detail?: string;
}

/**
 * Builds the timeline of one capture while the engine checks it (one pass): the rows are the
 * engine's Conversation (senders, pairs, what is left open, the sessions' peers and versions),
 * with each message's body, redacted and cut, beside it.
 */
class TimelineCollector {
  private truncated = 0;
  private bodyBudget: number;
  private readonly redact: (text: string) => string;
  private readonly maxBody: number;
  // Every frame and message is a row: the bodies' budget bounds what they keep, not a count.
  readonly conversation = new Conversation<RowText | undefined, RowText>({
    maxFrames: Infinity,
    maxMessages: Infinity,
    // A frame with no message of its own (it did not parse, or an empty batch) is a row with its text.
    frameData: (frame) => (frame.parseError !== undefined || (Array.isArray(frame.value) && frame.value.length === 0) ? this.text(frame.raw) : undefined),
    messageData: (message) => {
      const text = this.text(message.batch ? (JSON.stringify(message.value) ?? '') : message.frame.raw);
      const detail = detailOf(message.params);
      if (detail !== undefined) text.detail = this.redact(detail);
      return text;
    },
  });

  constructor(options: TimelineOptions) {
    this.redact = options.redact ?? identity;
    this.maxBody = options.maxBodyChars ?? DEFAULT_BODY_CHARS;
    this.bodyBudget = options.maxTotalBodyChars ?? DEFAULT_TOTAL_BODY_CHARS;
  }

  get truncatedBodies(): number {
    return this.truncated;
  }

  /** The rows in file order (by line, then frame), and the findings placed on them. */
  finish(result: FileCheckResult): { rows: TimelineRow[]; findings: TimelineFinding[] } {
    this.conversation.finish(result);
    const rows: TimelineRow[] = [];
    /** First row of each frame index. */
    const frameRows: number[] = [];
    const rowOf = new Map<MessageMark, number>();
    const frames = [...this.conversation.frames].sort((a, b) => a.line - b.line || a.index - b.index);
    for (const frame of frames) {
      frameRows[frame.index] = rows.length;
      if (frame.parseError !== undefined || frame.messages.length === 0) {
        rows.push(this.row(frame, frame.parseError !== undefined ? 'unparsed' : 'invalid', frame.sender, frame.data!));
        continue;
      }
      for (const message of frame.messages) {
        rowOf.set(message, rows.length);
        const row = this.row(frame, message.kind, message.sender, message.data);
        if (message.senderInferred) row.senderInferred = true;
        if (message.method !== undefined) row.method = message.method;
        if (message.data.detail !== undefined) row.detail = message.data.detail;
        if (message.id !== undefined) row.id = message.id;
        if (message.batch) row.batch = message.batch;
        rows.push(row);
      }
    }
    for (const frame of frames) {
      for (const message of frame.messages) {
        const row = rows[rowOf.get(message)!];
        const asked = message.answers && rowOf.get(message.answers);
        if (asked !== undefined) {
          row.answers = asked;
          const start = millis(rows[asked].time);
          const end = millis(row.time);
          if (start !== undefined && end !== undefined) row.latencyMs = end - start;
        }
        const answer = message.answeredBy && rowOf.get(message.answeredBy);
        if (answer !== undefined) {
          row.answeredBy = answer;
          const start = millis(row.time);
          const end = millis(rows[answer].time);
          if (start !== undefined && end !== undefined) row.latencyMs = end - start;
        }
        if (message.unanswered) {
          row.unanswered = true;
          if (message.unansweredNote) row.unansweredNote = message.unansweredNote;
        }
      }
    }
    const findings = result.findings.map((finding, index) => {
      const row = placeFinding(rows, frameRows, finding.rule, finding.frame, finding.path, finding.line);
      const entry: TimelineFinding = {
        rule: finding.rule,
        severity: finding.severity,
        message: this.redact(finding.message),
        line: finding.line,
        column: finding.column,
        row,
      };
      if (finding.path) entry.path = finding.path;
      if (row >= 0) (rows[row].findings ??= []).push(index);
      return entry;
    });
    return { rows, findings };
  }

  private row(frame: ConversationFrame<RowText | undefined, RowText>, kind: TimelineKind, sender: Sender | undefined, text: RowText): TimelineRow {
    const row: TimelineRow = { kind, line: frame.line, endLine: frame.endLine, frame: frame.index, body: text.body, bodyLength: text.bodyLength };
    if (sender) row.sender = sender;
    if (frame.session !== undefined) row.session = frame.session;
    if (frame.time !== undefined) row.time = frame.time;
    return row;
  }

  /** The body of a row: redacted whole (a secret cut in two would escape the redactor), then cut to the cap. */
  private text(text: string): RowText {
    const cap = this.bodyBudget > 0 ? this.maxBody : OVER_BUDGET_BODY_CHARS;
    let body = text.length > cap * 4 ? this.redact(text.slice(0, cap * 4)) : this.redact(text);
    if (body.length > cap || text.length > cap * 4) {
      body = body.slice(0, cap);
      this.truncated += 1;
    }
    this.bodyBudget -= body.length;
    return { body, bodyLength: text.length };
  }
}

/** The row a finding belongs on: its frame's (a batch member's when the path names one), else the frame whose lines hold it. */
function placeFinding(rows: readonly TimelineRow[], frameRows: readonly number[], rule: string, frame: number | undefined, path: string | undefined, line: number): number {
  if (frame !== undefined) {
    const first = frameRows[frame];
    if (first === undefined) return -1;
    const member = path ? /^\[(\d+)\]/.exec(path) : null;
    if (member) {
      const row = first + Number(member[1]);
      if (rows[row]?.frame === frame) return row;
    }
    return first;
  }
  // Without a frame: a reader's note about the text (a bad byte, an overlong line) sits on the
  // frame whose lines hold it; file-level notes (the revision is unknown) and stray output are set aside.
  const family = ruleById(rule)?.meta.family;
  if (family !== undefined && family !== 'capture') return -1;
  // Rows are in file order: find the last row starting at or before the line.
  const found = lastAtOrBefore(rows, line, (row) => row.line);
  if (found < 0) return -1;
  const first = frameRows[rows[found].frame] ?? found;
  return rows[first].endLine >= line ? first : -1;
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
    observer: collector.conversation.observer,
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

function buildTimeline(result: FileCheckResult, collector: TimelineCollector, { rows, findings }: { rows: TimelineRow[]; findings: TimelineFinding[] }): CaptureTimeline {
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
      // The spec page of the revision this capture is held to.
      if (meta) rules[finding.rule] = { summary: meta.summary, why: meta.why, instead: meta.instead, spec: specLinkFor(meta.spec, result.revision) };
    }
  }
  const timeline: CaptureTimeline = { path: result.path, revisionSource: result.revisionSource, counts, rows, findings, rules };
  if (result.format) timeline.format = result.format;
  if (result.revision) timeline.revision = result.revision;
  if (result.judgedAgainst) timeline.judgedAgainst = { revisions: [...result.judgedAgainst.revisions], reasons: [...result.judgedAgainst.reasons] };
  if (result.comparisons?.length) {
    timeline.comparisons = result.comparisons.map((c) => ({
      revision: c.revision,
      errors: c.errors,
      warnings: c.warnings,
      info: c.info,
      added: c.added.length,
      gone: c.gone.length,
      rules: [...new Set([...c.added, ...c.gone].map((f) => f.rule))].slice(0, 5),
    }));
  }
  if (result.coverage) timeline.coverage = result.coverage.map(captureCoverageHtml);
  if (result.error) timeline.error = result.error;
  // The peers and versions the sessions' trackers established (the first session that has each).
  const facts = captureFacts(collector.conversation.sessions);
  if (facts.clientInfo) timeline.client = facts.clientInfo;
  if (facts.serverInfo) timeline.server = facts.serverInfo;
  if (facts.requestedVersion) timeline.requestedVersion = facts.requestedVersion;
  if (facts.negotiatedVersion) timeline.negotiatedVersion = facts.negotiatedVersion;
  return timeline;
}

/**
 * Records the golden diff on a timeline: `findings[i]` is the outcome of `timeline.findings[i]`
 * (the order of the engine's result), and `summary` the file's counts for the header.
 */
export function markExpectations(
  timeline: CaptureTimeline,
  findings: ReadonlyArray<{ expectation: 'new' | 'expected'; movedFrom?: number }>,
  summary?: CaptureTimeline['expectations'],
): void {
  findings.forEach((finding, index) => {
    const entry = timeline.findings[index];
    if (!entry) return;
    entry.expectation = finding.expectation;
    if (finding.movedFrom !== undefined) entry.movedFrom = finding.movedFrom;
  });
  if (summary) timeline.expectations = summary;
}

/** One revision's coverage by the capture as the page shows it: the headline, then the ids by status. */
function captureCoverageHtml(coverage: CaptureCoverage): HtmlCoverage {
  return {
    headline: coverageHeadline(coverage),
    statuses: COVERAGE_STATUSES.map((s) => ({ label: s.label, means: s.means, ids: coverage.requirements.filter((r) => r.status === s.status).map((r) => r.id) })).filter((s) => s.ids.length > 0),
  };
}
