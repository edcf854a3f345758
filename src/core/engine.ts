import { open } from 'node:fs/promises';
import type { Frame } from './capture/frame.js';
import { detectFormat, formatByName } from './capture/formats.js';
import { describeNonText, readFileLines, splitText } from './capture/lines.js';
import type { CaptureFormat, CaptureReader, FormatName, LineRecord, ReaderIssue, ReaderSink, SniffInput } from './capture/reader.js';
import { Redactor, redactResult, scanFrame, type SecretsConfig } from './secrets/index.js';
import { compareFindings, type Finding, type Severity } from './findings/finding.js';
import { buildAnchor } from './findings/anchor.js';
import { classifyMessage, type Message, type MessageKind } from './message.js';
import { getModel } from './protocol/index.js';
import type { Revision } from './revisions.js';
import { RULES } from './rules/index.js';
import { appliesTo, reportText, type Rule, type RuleListener, type RuleReport } from './rules/rule.js';
import { revisionClue, type RevisionClue, type RevisionSource } from './session/revision.js';
import { SessionTracker } from './session/tracker.js';
import { summarizeSessions, type CaptureSummary } from './session/summary.js';
import { revisionUnknown } from './rules/lifecycle/revision-unknown.js';
import { emptyCapture } from './rules/capture/empty-capture.js';

export type RuleSetting = Severity | 'off';

export interface CheckOptions {
  /** A dated revision to hold every capture to, or 'auto' to take it from each capture. */
  revision: Revision | 'auto';
  /** Force a reader instead of detecting the format. */
  format?: FormatName;
  /** A reader of the caller's own (embedding, tests); wins over `format`. */
  reader?: CaptureFormat;
  /** The file mixes stdout and stderr: non-protocol lines are set aside, not errors. */
  mixedOutput?: boolean;
  /** Per-rule severity overrides. */
  rules?: Record<string, RuleSetting>;
  /** Rules to run (defaults to the whole catalog). */
  ruleSet?: readonly Rule[];
  /** Sees each frame, then each of its messages once the session engine observed it (sender and `answers` set). */
  observer?: { frame?(frame: Frame): void; message?(message: Message): void };
  /**
   * Learns the credentials in the capture and masks them in the result. A run shares one across
   * its files (a secret seen in one file is masked in every other); absent, each check makes its own.
   */
  redactor?: Redactor;
  /** Extra secret names and patterns, for a redactor this check makes itself. */
  secrets?: SecretsConfig;
}

export interface FileCheckResult {
  path: string;
  format?: FormatName;
  revision?: Revision;
  revisionSource: RevisionSource;
  frames: number;
  findings: Finding[];
  /** Set when the file could not be checked at all (unreadable, binary). */
  error?: string;
  /** What the session engine saw: who spoke, how much, what is left unanswered. */
  summary?: CaptureSummary;
}

/** Findings of one rule in one file beyond this count are summed up in one last finding. */
export const MAX_FINDINGS_PER_RULE = 500;
/** Frames held back while `--revision auto` looks for the capture's revision. */
const REVISION_LOOKAHEAD_FRAMES = 2000;
const SNIFF_BYTES = 64 * 1024;

export type CaptureSource = { path: string; file: string } | { path: string; text: string };

/** Checks one capture: reads it, runs every rule, returns its findings in stable order. */
export async function checkCapture(source: CaptureSource, options: CheckOptions): Promise<FileCheckResult> {
  let headBytes: Buffer;
  try {
    headBytes = 'text' in source ? Buffer.from(source.text.slice(0, SNIFF_BYTES), 'utf8') : await readHead(source.file);
  } catch (error) {
    return { path: source.path, revisionSource: 'none', frames: 0, findings: [], error: `cannot read: ${(error as Error).message}` };
  }
  const nonText = describeNonText(headBytes);
  if (nonText) {
    return { path: source.path, revisionSource: 'none', frames: 0, findings: [], error: `line 1: ${nonText}` };
  }
  const head = headBytes.toString('utf8');
  // The whole head: detectFormat looks past a long pretty-printed prefix (each sniffer sees 400 lines).
  const sniff: SniffInput = { fileName: source.path, lines: head.replace(/^\uFEFF/, '').split(/\r?\n/) };
  const format: CaptureFormat | undefined = options.reader ?? (options.format ? formatByName(options.format) : detectFormat(sniff));
  if (!format) {
    return { path: source.path, revisionSource: 'none', frames: 0, findings: [], error: `unknown format ${options.format}` };
  }
  const redactor = options.redactor ?? new Redactor(options.secrets);
  const run = new CaptureRun(source.path, options, redactor);
  // Every frame is scanned for credentials before any rule sees it, so no finding can quote one unmasked.
  const sink: ReaderSink = {
    frame: (frame) => {
      scanFrame(redactor, frame);
      run.frame(frame);
    },
    issue: (issue) => run.issue(issue),
  };
  let reader: CaptureReader;
  try {
    reader = format.create(sink, { fileName: source.path, mixedOutput: options.mixedOutput });
  } catch (error) {
    // A reader that cannot start is this file's error, not the whole run's.
    run.fail(error as Error, 0);
    return redactResult(redactor, run.finish(format.name));
  }
  let lastLine = 0;
  const callbacks = {
    line: (record: LineRecord) => {
      lastLine = record.line;
      // Free-text lines (logs, headers, stray output) can name a credential (`x-api-key: ...`);
      // lines that open a JSON message are frames, scanned structurally above.
      if (mayNameSecret(record.text)) redactor.scanLine(record.text);
      reader.push(record);
    },
    issue: (issue: ReaderIssue) => run.issue(issue),
  };
  try {
    if ('text' in source) splitText(source.text, callbacks);
    else await readFileLines(source.file, callbacks);
    reader.end();
  } catch (error) {
    run.fail(error as Error, lastLine);
  }
  if (run.frameCount === 0) run.issue(emptyCapture.issue(head));
  return redactResult(redactor, run.finish(format.name));
}

/** A line that does not open with a JSON value (after a direction mark) may be free text naming a secret. */
function mayNameSecret(text: string): boolean {
  let i = 0;
  while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  if (text.startsWith('>', i) || text.startsWith('<', i)) i = text.indexOf(' ', i) + 1 || text.length;
  const c = text.charCodeAt(i);
  return c !== 123 && c !== 91 && i < text.length;
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const MESSAGE_KINDS: readonly MessageKind[] = ['request', 'notification', 'result', 'error', 'invalid'];

type MessageHook = (message: Message) => void;

/**
 * The `message` hooks of a session's rules, per message kind and method: most rules judge a few
 * methods (`kinds` and `methods` on their listener), so each message reaches only the rules that
 * want it. The lists per method are gathered on first use.
 */
class MessageHooks {
  private readonly byKind: Record<MessageKind, { anyMethod: MessageHook[]; byMethod: Map<string, MessageHook[]> }>;

  constructor(private readonly listeners: readonly RuleListener[]) {
    this.byKind = {} as MessageHooks['byKind'];
    for (const kind of MESSAGE_KINDS) {
      this.byKind[kind] = {
        anyMethod: listeners.filter((l) => l.message && (!l.kinds || l.kinds.includes(kind)) && !l.methods).map((l) => l.message!.bind(l)),
        byMethod: new Map(),
      };
    }
  }

  /** The hooks for a message of this kind whose method (or answered method) is `method`. */
  of(kind: MessageKind, method: string | undefined): MessageHook[] {
    const hooks = this.byKind[kind];
    if (method === undefined) return hooks.anyMethod;
    let list = hooks.byMethod.get(method);
    if (!list) {
      list = this.filtered(kind, method);
      // Bounded: a capture naming thousands of methods gets its lists made anew past the first 256.
      if (hooks.byMethod.size < 256) hooks.byMethod.set(method, list);
    }
    return list;
  }

  private filtered(kind: MessageKind, method: string): MessageHook[] {
    return this.listeners
      .filter((l) => l.message && (!l.kinds || l.kinds.includes(kind)) && (!l.methods || l.methods.includes(method)))
      .map((l) => l.message!.bind(l));
  }
}

/** The `frame` hooks of the listeners that want these frames (`frames`), in rule order. */
function frameHooks(listeners: readonly RuleListener[], frames: RuleListener['frames']): Array<(frame: Frame) => void> {
  return listeners.flatMap((l) => (l.frame && l.frames === frames ? [l.frame.bind(l)] : []));
}

interface SessionRun {
  tracker: SessionTracker;
  // The hooks rules asked for, gathered once per session: the per-frame loop then calls only
  // rules that listen, with no optional-call check per rule per message.
  onFrame: Array<(frame: Frame) => void>;
  /** The `frame` hooks of rules that want only frames that did not parse, or only batches. */
  onUnparsedFrame: Array<(frame: Frame) => void>;
  onBatchFrame: Array<(frame: Frame) => void>;
  /** The `message` hooks of the rules, per kind and method, in rule order. */
  onMessage: MessageHooks;
  onEnd: Array<() => void>;
}

/** The state of checking one file: buffers frames until the revision is known, then runs the rules. */
class CaptureRun {
  private readonly findings: Finding[] = [];
  private readonly perRule = new Map<string, number>();
  /** `--revision auto`: frames of each session held until that session's revision is known. */
  private readonly held = new Map<string, { frames: Frame[]; weak?: RevisionClue }>();
  private heldCount = 0;
  /** `--revision auto`: the revision each session is held to, once decided (a capture may hold several servers). */
  private readonly sessionRevisions = new Map<string, RevisionClue | undefined>();
  private readonly sessions = new Map<string, SessionRun>();
  private lastSessionKey: string | undefined;
  private lastSession: SessionRun | undefined;
  private revision: Revision | undefined;
  private revisionSource: RevisionSource = 'none';
  private decided: boolean;
  frameCount = 0;
  private failure: string | undefined;
  private readonly rules: readonly Rule[];

  constructor(
    private readonly path: string,
    private readonly options: CheckOptions,
    /** Masks what it knows so far in capture text before an anchor shortens it past recognition. */
    private readonly redactor: Redactor,
  ) {
    this.rules = (options.ruleSet ?? RULES).filter((rule) => this.settingOf(rule.meta.id) !== 'off');
    this.decided = options.revision !== 'auto';
    if (options.revision !== 'auto') {
      this.revision = options.revision;
      this.revisionSource = 'pinned';
    }
  }

  frame(frame: Frame): void {
    this.frameCount += 1;
    const key = frame.session ?? '';
    if (this.decided || this.sessionRevisions.has(key)) {
      this.process(frame);
      return;
    }
    let pending = this.held.get(key);
    if (!pending) this.held.set(key, (pending = { frames: [] }));
    pending.frames.push(frame);
    this.heldCount += 1;
    const clue = revisionClue(frame);
    if (clue?.strong) this.decideSession(key, clue);
    else if (clue && !pending.weak) pending.weak = clue;
    if (this.heldCount >= REVISION_LOOKAHEAD_FRAMES) this.decideAll();
  }

  issue(issue: ReaderIssue): void {
    // Past the cap an issue is only counted: no anchor is built for it.
    if (this.settingOf(issue.rule) === 'off' || !this.countKept(issue.rule)) return;
    this.findings.push({
      rule: issue.rule,
      severity: this.severityOf(issue.rule, issue.severity),
      message: issue.message,
      line: issue.line,
      column: issue.column,
      endLine: issue.endLine ?? issue.line,
      anchor: buildAnchor(issue.subject, this.maskSecrets),
    });
  }

  private readonly maskSecrets = (text: string): string => this.redactor.redact(text);

  fail(error: Error, line: number): void {
    this.failure = `internal error while reading${line > 0 ? ` line ${line}` : ''}: ${error.message}`;
  }

  finish(format: FormatName): FileCheckResult {
    this.decideAll();
    for (const run of this.sessions.values()) for (const end of run.onEnd) end();
    if (!this.revision && this.frameCount > 0) this.issue(revisionUnknown.issue());
    for (const [rule, count] of this.perRule) {
      if (count > MAX_FINDINGS_PER_RULE) {
        const last = this.findings.filter((f) => f.rule === rule).at(-1);
        this.findings.push({
          rule,
          severity: last?.severity ?? 'info',
          message: `${count - MAX_FINDINGS_PER_RULE} more findings of ${rule} in this file are not listed (the first ${MAX_FINDINGS_PER_RULE} are).`,
          line: last?.line ?? 1,
          column: 1,
          endLine: last?.line ?? 1,
          anchor: buildAnchor('capture'),
        });
      }
    }
    this.findings.sort(compareFindings);
    const result: FileCheckResult = {
      path: this.path,
      format,
      revision: this.revision,
      revisionSource: this.revisionSource,
      frames: this.frameCount,
      findings: this.findings,
      summary: summarizeSessions([...this.sessions.values()].map((run) => run.tracker)),
    };
    if (this.failure) result.error = this.failure;
    return result;
  }

  /**
   * Settles the revision of one session (auto): its own clue; the first settled session's revision
   * becomes the capture's. A session is never judged by a revision it did not show, except that a
   * session without any clue borrows the capture's (see decideAll).
   */
  private decideSession(key: string, clue: RevisionClue | undefined): void {
    this.sessionRevisions.set(key, clue);
    if (clue && (!this.revision || (this.revisionSource === 'initialize-request' && clue.strong))) {
      this.revision = clue.revision;
      this.revisionSource = clue.source;
    }
    const pending = this.held.get(key);
    this.held.delete(key);
    if (!pending) return;
    this.heldCount -= pending.frames.length;
    for (const frame of pending.frames) this.process(frame);
  }

  /** Settles every session still waiting: its weak clue, else the capture's revision, else none. */
  private decideAll(): void {
    const waiting = [...this.held.entries()];
    // Strong clues first, then the sessions' own weak clues, so the capture's revision is the best one seen.
    for (const [key, pending] of waiting) if (pending.weak && !this.revision) this.decideSession(key, pending.weak);
    for (const [key, pending] of waiting) {
      if (!this.held.has(key)) continue;
      const own = pending.weak;
      const borrowed = this.revision ? { revision: this.revision, source: this.revisionSource, strong: false } : undefined;
      this.decideSession(key, own ?? borrowed);
    }
  }

  private session(key: string): SessionRun {
    // Nearly every frame belongs to the session of the frame before it.
    if (key === this.lastSessionKey && this.lastSession) return this.lastSession;
    const run = this.sessionRun(key);
    this.lastSessionKey = key;
    this.lastSession = run;
    return run;
  }

  private sessionRun(key: string): SessionRun {
    let run = this.sessions.get(key);
    if (!run) {
      const clue = this.decided ? undefined : this.sessionRevisions.get(key);
      const revision = this.decided ? this.revision : clue?.revision;
      const tracker = new SessionTracker(revision, revision ? (this.decided ? this.revisionSource : clue!.source) : 'none');
      const model = revision ? getModel(revision) : undefined;
      const listeners: RuleListener[] = [];
      for (const rule of this.rules) {
        if (!appliesTo(rule.meta, revision)) continue;
        listeners.push(
          rule.create({
            revision,
            model,
            session: tracker,
            report: (report) => this.report(rule, report),
          }),
        );
      }
      run = {
        tracker,
        onFrame: frameHooks(listeners, undefined),
        onUnparsedFrame: frameHooks(listeners, 'unparsed'),
        onBatchFrame: frameHooks(listeners, 'batches'),
        onMessage: new MessageHooks(listeners),
        onEnd: listeners.flatMap((l) => (l.end ? [l.end.bind(l)] : [])),
      };
      this.sessions.set(key, run);
    }
    return run;
  }

  private process(frame: Frame): void {
    const run = this.session(frame.session ?? '');
    this.options.observer?.frame?.(frame);
    for (const onFrame of run.onFrame) onFrame(frame);
    if (frame.parseError !== undefined) {
      for (const onFrame of run.onUnparsedFrame) onFrame(frame);
      return;
    }
    const value = frame.value;
    if (Array.isArray(value)) {
      for (const onFrame of run.onBatchFrame) onFrame(frame);
      for (let index = 0; index < value.length; index++) {
        this.dispatch(run, classifyMessage(frame, value[index], { index, size: value.length }));
      }
    } else {
      this.dispatch(run, classifyMessage(frame, value));
    }
  }

  private dispatch(run: SessionRun, message: Message): void {
    run.tracker.observe(message);
    const kind = message.kind;
    const method = kind === 'request' || kind === 'notification' ? message.method : message.answers?.method;
    for (const onMessage of run.onMessage.of(kind, method)) onMessage(message);
    this.options.observer?.message?.(message);
  }

  private report(rule: Rule, report: RuleReport): void {
    // Past the cap a finding is only counted: nothing of it is built.
    if (!this.countKept(rule.meta.id)) return;
    const at = report.at;
    const span = at ? ('span' in at ? at.span : at.frame.span) : undefined;
    const frameIndex = at ? ('span' in at ? at.index : at.frame.index) : undefined;
    const finding: Finding = {
      rule: rule.meta.id,
      severity: this.severityOf(rule.meta.id, report.severity ?? rule.meta.severity),
      message: reportText(report),
      line: report.line ?? span?.line ?? 1,
      column: report.column ?? span?.column ?? 1,
      endLine: report.endLine ?? span?.endLine ?? report.line ?? 1,
    };
    if (frameIndex !== undefined) finding.frame = frameIndex;
    if (report.path) finding.path = report.path;
    finding.anchor = at ? buildAnchor({ at, subject: report.subject ?? report.path }, this.maskSecrets) : buildAnchor('capture');
    this.findings.push(finding);
  }

  /** Counts one more finding of the rule; whether it is among the first MAX_FINDINGS_PER_RULE, which are kept. */
  private countKept(rule: string): boolean {
    const count = (this.perRule.get(rule) ?? 0) + 1;
    this.perRule.set(rule, count);
    return count <= MAX_FINDINGS_PER_RULE;
  }

  private settingOf(id: string): RuleSetting | undefined {
    return this.options.rules?.[id];
  }

  private severityOf(id: string, fallback: Severity): Severity {
    const setting = this.settingOf(id);
    return setting && setting !== 'off' ? setting : fallback;
  }
}
