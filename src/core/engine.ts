import { open } from 'node:fs/promises';
import type { Frame } from './capture/frame.js';
import { detectFormat, formatByName } from './capture/formats.js';
import { describeNonText, readFileLines, splitText } from './capture/lines.js';
import type { CaptureFormat, CaptureReader, FormatName, LineRecord, ReaderIssue, ReaderSink, SniffInput } from './capture/reader.js';
import { Redactor, redactResult, scanFrame, type SecretsConfig } from './secrets/index.js';
import { compareFindings, type Finding, type Severity } from './findings/finding.js';
import { buildAnchor } from './findings/anchor.js';
import { placeAtKey } from './findings/key-position.js';
import { classifyMessage, type Message, type MessageKind } from './message.js';
import { getModel, methodHistory } from './protocol/index.js';
import { REVISIONS, type Revision } from './revisions.js';
import { RULES } from './rules/index.js';
import { appliesTo, reportText, type Rule, type RuleListener, type RuleReport } from './rules/rule.js';
import { describeRevisionSet, replacesWeakClue, revisionClue, RevisionNarrowing, type RevisionClue, type RevisionSource } from './session/revision.js';
import { SessionTracker } from './session/tracker.js';
import { summarizeSessions, type CaptureSummary } from './session/summary.js';
import { revisionUnknown } from './rules/lifecycle/revision-unknown.js';
import { emptyCapture } from './rules/capture/empty-capture.js';
import { noMessagesRead } from './rules/capture/no-messages-read.js';
import { MessageLikeLines } from './capture/message-like-lines.js';
import { captureCoverage, type CaptureCoverage, type CoverageFinding, type SessionExposure } from './requirement-coverage/coverage.js';

export type RuleSetting = Severity | 'off';

export interface CheckOptions {
  /** A dated revision to hold every capture to, or 'auto' to take it from each capture. */
  revision: Revision | 'auto';
  /**
   * Other revisions to check the capture against beside `revision` (a dated one), in the same
   * pass: the result's `comparisons` say, per revision, what it finds that `revision` does not
   * and the reverse. Ignored with 'auto'.
   */
  compareWith?: readonly Revision[];
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
  /**
   * Set when nothing named the capture's revision: the revisions it was judged against (the five,
   * or those the capture narrowed them to) and what narrowed them. Findings some of them raise and
   * others do not are reported once, as warnings naming both (their `revisions`).
   */
  judgedAgainst?: { revisions: Revision[]; reasons: string[] };
  /** The other revisions checked beside the one the capture is held to (CheckOptions.compareWith), in that order. */
  comparisons?: RevisionComparison[];
  /**
   * How the capture covers the requirements of the revision it is held to (one entry per revision
   * its sessions were held to, usually one); see src/core/requirement-coverage. Never part of the verdict.
   */
  coverage?: CaptureCoverage[];
  /** Why there is no `coverage`: the revision is unknown, or has no requirement registry yet. */
  coverageNotComputed?: string;
}

/** One other revision checked beside the one a capture is held to: how it differs. */
export interface RevisionComparison {
  revision: Revision;
  /** Every finding under this revision, counted by severity. */
  errors: number;
  warnings: number;
  info: number;
  /** Findings this revision raises that the capture's own revision does not. */
  added: Finding[];
  /** Findings the capture's own revision raises that this one does not. */
  gone: Finding[];
}

/**
 * Rules a revision checked beside the capture's own does not run: that a capture of one revision,
 * held to another, negotiates the first is the premise of the comparison, not a difference.
 */
const COMPARED_LANE_SKIPS: ReadonlySet<string> = new Set(['revision-mismatch']);

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
  const messageLike = new MessageLikeLines();
  const callbacks = {
    line: (record: LineRecord) => {
      lastLine = record.line;
      // Until a frame is read: lines that look like messages name a reader failure (no-messages-read).
      if (run.frameCount === 0) messageLike.note(record);
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
  if (run.frameCount === 0) {
    const first = messageLike.first;
    run.issue(first ? noMessagesRead.issue({ ...messageLike, first }, format.name) : emptyCapture.issue(head));
  }
  return redactResult(redactor, run.finish(format.name));
}

/**
 * The rules of `ruleSet` not turned off, the same list for the same rules turned off: what is
 * derived from a capture's rule list (the requirement coverage's tables) is then derived once per run.
 */
const rulesOnCache = new WeakMap<readonly Rule[], Map<string, readonly Rule[]>>();
function rulesOn(ruleSet: readonly Rule[], settings: Record<string, RuleSetting> | undefined): readonly Rule[] {
  const off = settings ? Object.keys(settings).filter((id) => settings[id] === 'off').sort().join(' ') : '';
  let byOff = rulesOnCache.get(ruleSet);
  if (!byOff) rulesOnCache.set(ruleSet, (byOff = new Map<string, readonly Rule[]>()));
  let rules = byOff.get(off);
  if (!rules) {
    rules = settings ? ruleSet.filter((rule) => settings[rule.meta.id] !== 'off') : ruleSet;
    // A config's overrides turn rules off in few combinations; a run with thousands is not held.
    if (byOff.size >= 64) byOff.clear();
    byOff.set(off, rules);
  }
  return rules;
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
  private readonly byKind: Record<MessageKind, { anyMethod: MessageHook[]; anyMethodUsed: boolean; byMethod: Map<string, MessageHook[]> }>;
  /**
   * The coverage's record of which listeners were handed a message, kept off the per-message
   * path: a method's list is made on the first message of that kind and method, so making it
   * marks its listeners; a message with no method only sets its kind's `anyMethodUsed`.
   */
  private readonly handed: Uint8Array;
  private readonly methodsSeen = new Map<MessageKind, Set<string | undefined>>();

  constructor(private readonly listeners: readonly RuleListener[]) {
    this.byKind = {} as MessageHooks['byKind'];
    this.handed = new Uint8Array(listeners.length);
    for (const kind of MESSAGE_KINDS) {
      this.byKind[kind] = {
        anyMethod: listeners.filter((l) => l.message && (!l.kinds || l.kinds.includes(kind)) && !l.methods).map((l) => l.message!.bind(l)),
        anyMethodUsed: false,
        byMethod: new Map(),
      };
    }
  }

  /** The hooks for a message of this kind whose method (or answered method) is `method`. */
  of(kind: MessageKind, method: string | undefined): MessageHook[] {
    const hooks = this.byKind[kind];
    if (method === undefined) {
      hooks.anyMethodUsed = true;
      return hooks.anyMethod;
    }
    let list = hooks.byMethod.get(method);
    if (!list) {
      list = this.filtered(kind, method);
      // Bounded: a capture naming thousands of methods gets its lists made anew past the first 256.
      if (hooks.byMethod.size < 256) hooks.byMethod.set(method, list);
    }
    return list;
  }

  private filtered(kind: MessageKind, method: string): MessageHook[] {
    this.seen(kind).add(method);
    const hooks: MessageHook[] = [];
    this.listeners.forEach((l, i) => {
      if (!l.message || (l.kinds && !l.kinds.includes(kind)) || (l.methods && !l.methods.includes(method))) return;
      this.handed[i] = 1;
      hooks.push(l.message.bind(l));
    });
    return hooks;
  }

  private seen(kind: MessageKind): Set<string | undefined> {
    let methods = this.methodsSeen.get(kind);
    if (!methods) this.methodsSeen.set(kind, (methods = new Set()));
    return methods;
  }

  /** Whether listener `index` was handed a message (read once, at the end of the capture). */
  wasHanded(index: number): boolean {
    const listener = this.listeners[index];
    if (this.handed[index] === 1) return true;
    if (!listener.message || listener.methods) return false;
    return MESSAGE_KINDS.some((kind) => this.byKind[kind].anyMethodUsed && (!listener.kinds || listener.kinds.includes(kind)));
  }

  /** Per kind, the methods of the messages dispatched (undefined for a message with none). */
  dispatched(): Map<MessageKind, Set<string | undefined>> {
    const seen = new Map<MessageKind, Set<string | undefined>>();
    for (const kind of MESSAGE_KINDS) {
      const methods = new Set(this.methodsSeen.get(kind));
      if (this.byKind[kind].anyMethodUsed) methods.add(undefined);
      if (methods.size > 0) seen.set(kind, methods);
    }
    return seen;
  }
}

/** The `frame` hooks of the listeners that want these frames (`frames`), in rule order. */
function frameHooks(listeners: readonly RuleListener[], frames: RuleListener['frames']): Array<(frame: Frame) => void> {
  return listeners.flatMap((l) => (l.frame && l.frames === frames ? [l.frame.bind(l)] : []));
}

/**
 * Where one revision's rules put their findings: the capture's own, one per revision checked
 * beside it (`compareWith`), or one per revision a capture that names none is judged against.
 */
interface Lane {
  revision: Revision | undefined;
  findings: Finding[];
  perRule: Map<string, number>;
  /** Judging lanes only: the method of the message each finding concerns (merging asks whether a revision has it). */
  methods?: Map<Finding, string>;
}

const newLane = (revision: Revision | undefined, judging = false): Lane => ({
  revision,
  findings: [],
  perRule: new Map(),
  methods: judging ? new Map() : undefined,
});

interface SessionRun {
  tracker: SessionTracker;
  lane: Lane;
  /** The rules' listeners, in rule order, with each one's rule id (the coverage asks which were handed something). */
  listeners: RuleListener[];
  ruleIds: string[];
  /** Whether the session had a frame that did not parse, and a batch (the `frames` filters' coverage). */
  sawUnparsed: boolean;
  sawBatch: boolean;
  /** Whether some frame came over HTTP or SSE, and some over stdio (or no named transport). */
  sawHttp: boolean;
  sawStdio: boolean;
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
  /** The capture's own findings (reader issues, and the rules of the revision it is held to). */
  private readonly main: Lane = newLane(undefined);
  /** `compareWith`: one lane per other revision, checked in the same pass. */
  private readonly compared: Lane[];
  /** No revision known: one lane per revision still possible, newest first, merged at the end. */
  private judging: Lane[] | undefined;
  /** `--revision auto`: frames of each session held until that session's revision is known. */
  private readonly held = new Map<string, { frames: Frame[]; weak?: RevisionClue }>();
  private heldCount = 0;
  /** `--revision auto`: what the held frames say about the revisions they can be, without naming one. */
  private readonly narrowing = new RevisionNarrowing();
  /** `--revision auto`: the revision each session is held to, once decided (a capture may hold several servers). */
  private readonly sessionRevisions = new Map<string, RevisionClue | undefined>();
  /** Each session's runs: one per lane it feeds (the first one is the one the observer sees). */
  private readonly sessions = new Map<string, SessionRun[]>();
  private lastSessionKey: string | undefined;
  private lastSession: SessionRun[] | undefined;
  private revision: Revision | undefined;
  private revisionSource: RevisionSource = 'none';
  private decided: boolean;
  frameCount = 0;
  private failure: string | undefined;
  private readonly rules: readonly Rule[];
  /**
   * The capture's own findings raised by rules: the revision of the session that raised each and
   * the requirement its rule said it shows broken, for the coverage (kept off the Finding, so
   * expectation files, anchors and every other output stay as they are).
   */
  private readonly coverageTags = new Map<Finding, { revision: Revision | undefined; requirement?: string }>();

  constructor(
    private readonly path: string,
    private readonly options: CheckOptions,
    /** Masks what it knows so far in capture text before an anchor shortens it past recognition. */
    private readonly redactor: Redactor,
  ) {
    this.rules = rulesOn(options.ruleSet ?? RULES, options.rules);
    this.decided = options.revision !== 'auto';
    const pinned = options.revision !== 'auto' ? options.revision : undefined;
    if (pinned) {
      this.revision = pinned;
      this.revisionSource = 'pinned';
      this.main.revision = pinned;
    }
    this.compared = pinned ? [...new Set(options.compareWith ?? [])].filter((r) => r !== pinned).map((r) => newLane(r)) : [];
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
    if (!clue) this.narrowing.observe(frame);
    if (clue?.strong) this.decideSession(key, clue);
    else if (clue && replacesWeakClue(pending.weak, clue)) pending.weak = clue;
    if (this.heldCount >= REVISION_LOOKAHEAD_FRAMES) this.decideAll();
  }

  issue(issue: ReaderIssue): void {
    // Past the cap an issue is only counted: no anchor is built for it.
    if (this.settingOf(issue.rule) === 'off' || !this.countKept(this.main, issue.rule)) return;
    this.main.findings.push({
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
    for (const runs of this.sessions.values()) for (const run of runs) for (const end of run.onEnd) end();
    const judged = this.judging;
    if (judged) {
      for (const lane of judged) this.noteCapped(lane);
      this.main.findings.push(...mergeJudged(judged));
    }
    if (!this.revision && this.frameCount > 0) {
      this.issue(revisionUnknown.issue(judged?.map((lane) => lane.revision!) ?? [], this.narrowing.reasons, this.narrowing.conflicts));
    }
    this.noteCapped(this.main);
    this.main.findings.sort(compareFindings);
    const result: FileCheckResult = {
      path: this.path,
      format,
      revision: this.revision,
      revisionSource: this.revisionSource,
      frames: this.frameCount,
      findings: this.main.findings,
      summary: summarizeSessions([...this.sessions.values()].map((runs) => runs[0].tracker)),
    };
    if (judged) result.judgedAgainst = { revisions: REVISIONS.filter((r) => judged.some((lane) => lane.revision === r)), reasons: [...this.narrowing.reasons] };
    if (judged) result.coverageNotComputed = `the capture names no revision, so no one revision's requirements apply (judged against ${result.judgedAgainst!.revisions.join(', ')})`;
    else this.addCoverage(result);
    if (this.compared.length > 0) {
      result.comparisons = this.compared.map((lane) => {
        this.noteCapped(lane);
        lane.findings.sort(compareFindings);
        return compareLanes(this.main.findings, lane);
      });
    }
    if (this.failure) result.error = this.failure;
    return result;
  }

  /** The coverage of each revision the capture's sessions were held to, from what their rules were handed and found. */
  private addCoverage(result: FileCheckResult): void {
    const exposures = [...this.sessions.values()].map((runs) => exposureOf(runs[0]));
    const findings: CoverageFinding[] = this.main.findings.map((finding, index) => {
      const tag = this.coverageTags.get(finding);
      return { index, rule: finding.rule, revision: tag ? tag.revision : this.revision, requirement: tag?.requirement };
    });
    const revisions = REVISIONS.filter((r) => r === this.revision || exposures.some((e) => e.revision === r));
    const coverage = revisions.flatMap((revision) => captureCoverage(revision, this.rules, exposures, findings) ?? []);
    if (coverage.length > 0) result.coverage = coverage;
    else result.coverageNotComputed = revisions.length === 0 ? 'no revision applies to the capture' : `no requirement registry for ${revisions.join(', ')} yet`;
  }

  /** Adds, per rule past MAX_FINDINGS_PER_RULE in this lane, one finding that says how many more there are. */
  private noteCapped(lane: Lane): void {
    for (const [rule, count] of lane.perRule) {
      if (count > MAX_FINDINGS_PER_RULE) {
        const last = lane.findings.filter((f) => f.rule === rule).at(-1);
        lane.findings.push({
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
    lane.perRule.clear();
  }

  /**
   * Settles the revision of one session (auto): its own clue; the first settled session's revision
   * becomes the capture's. A session is never judged by a revision it did not show, except that a
   * session without any clue borrows the capture's (see decideAll). A session settled with no
   * revision at all is judged against every revision still possible (the narrowing so far).
   */
  private decideSession(key: string, clue: RevisionClue | undefined): void {
    this.sessionRevisions.set(key, clue);
    if (clue && (!this.revision || (this.revisionSource === 'initialize-request' && clue.strong))) {
      this.revision = clue.revision;
      this.revisionSource = clue.source;
    }
    if (!clue && !this.judging) {
      // Newest first: the first lane is the one the observer (explain, the timeline) sees.
      this.judging = [...this.narrowing.revisions].reverse().map((revision) => newLane(revision, true));
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

  private session(key: string): SessionRun[] {
    // Nearly every frame belongs to the session of the frame before it.
    if (key === this.lastSessionKey && this.lastSession) return this.lastSession;
    let runs = this.sessions.get(key);
    if (!runs) {
      runs = this.sessionRuns(key);
      this.sessions.set(key, runs);
    }
    this.lastSessionKey = key;
    this.lastSession = runs;
    return runs;
  }

  /** A new session's runs: the capture's own revision (and each compared one), or each judged one. */
  private sessionRuns(key: string): SessionRun[] {
    if (this.decided) return [this.sessionRun(this.main, this.revisionSource), ...this.compared.map((lane) => this.sessionRun(lane, 'pinned', COMPARED_LANE_SKIPS))];
    const clue = this.sessionRevisions.get(key);
    // The capture's own findings, under the session's own revision (a capture may hold several servers).
    if (clue) return [this.sessionRun({ ...this.main, revision: clue.revision }, clue.source)];
    return (this.judging ?? []).map((lane) => this.sessionRun(lane, 'none'));
  }

  private sessionRun(lane: Lane, source: RevisionSource, skip?: ReadonlySet<string>): SessionRun {
    const revision = lane.revision;
    const tracker = new SessionTracker(revision, revision ? source : 'none');
    const model = revision ? getModel(revision) : undefined;
    const listeners: RuleListener[] = [];
    const ruleIds: string[] = [];
    for (const rule of this.rules) {
      if (!appliesTo(rule.meta, revision) || skip?.has(rule.meta.id)) continue;
      ruleIds.push(rule.meta.id);
      listeners.push(
        rule.create({
          revision,
          model,
          session: tracker,
          report: (report) => this.report(lane, rule, report),
        }),
      );
    }
    return {
      tracker,
      lane,
      listeners,
      ruleIds,
      sawUnparsed: false,
      sawBatch: false,
      sawHttp: false,
      sawStdio: false,
      onFrame: frameHooks(listeners, undefined),
      onUnparsedFrame: frameHooks(listeners, 'unparsed'),
      onBatchFrame: frameHooks(listeners, 'batches'),
      onMessage: new MessageHooks(listeners),
      onEnd: listeners.flatMap((l) => (l.end ? [l.end.bind(l)] : [])),
    };
  }

  private process(frame: Frame): void {
    const runs = this.session(frame.session ?? '');
    this.options.observer?.frame?.(frame);
    // Nearly always one run; with several, each classifies the frame anew (the session engine sets a
    // message's sender and request), and the observer sees the first run's messages only.
    if (runs.length === 1) this.processIn(runs[0], frame, true);
    else for (let i = 0; i < runs.length; i++) this.processIn(runs[i], frame, i === 0);
  }

  private processIn(run: SessionRun, frame: Frame, observed: boolean): void {
    const transport = frame.transport;
    if (transport === undefined || transport.kind === 'stdio') run.sawStdio = true;
    else run.sawHttp = true;
    for (const onFrame of run.onFrame) onFrame(frame);
    if (frame.parseError !== undefined) {
      run.sawUnparsed = true;
      for (const onFrame of run.onUnparsedFrame) onFrame(frame);
      return;
    }
    const value = frame.value;
    if (Array.isArray(value)) {
      run.sawBatch = true;
      for (const onFrame of run.onBatchFrame) onFrame(frame);
      for (let index = 0; index < value.length; index++) {
        this.dispatch(run, classifyMessage(frame, value[index], { index, size: value.length }), observed);
      }
    } else {
      this.dispatch(run, classifyMessage(frame, value), observed);
    }
  }

  private dispatch(run: SessionRun, message: Message, observed: boolean): void {
    run.tracker.observe(message);
    const kind = message.kind;
    const method = kind === 'request' || kind === 'notification' ? message.method : message.answers?.method;
    for (const onMessage of run.onMessage.of(kind, method)) onMessage(message);
    if (observed) this.options.observer?.message?.(message);
  }

  private report(lane: Lane, rule: Rule, report: RuleReport): void {
    // Past the cap a finding is only counted: nothing of it is built.
    if (!this.countKept(lane, rule.meta.id)) return;
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
    if (report.path) {
      finding.path = report.path;
      // At the bad key itself, where the rule gave no position of its own.
      if (at && report.line === undefined && report.column === undefined) placeAtKey(finding, 'span' in at ? at : at.frame, report.path, 'span' in at ? undefined : at.batch?.index);
    }
    finding.anchor = at ? buildAnchor({ at, subject: report.subject ?? report.path }, this.maskSecrets) : buildAnchor('capture');
    if (lane.findings === this.main.findings) this.coverageTags.set(finding, report.requirement === undefined ? { revision: lane.revision } : { revision: lane.revision, requirement: report.requirement });
    if (lane.methods && at && !('span' in at)) {
      const method = at.kind === 'request' || at.kind === 'notification' ? at.method : at.answers?.method;
      if (method !== undefined) lane.methods.set(finding, method);
    }
    lane.findings.push(finding);
  }

  /** Counts one more finding of the rule in the lane; whether it is among the first MAX_FINDINGS_PER_RULE, which are kept. */
  private countKept(lane: Lane, rule: string): boolean {
    const count = (lane.perRule.get(rule) ?? 0) + 1;
    lane.perRule.set(rule, count);
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

/**
 * What a session's rules were handed, for the coverage. A rule counts as exercised when its
 * listener's `message` hook was handed a message; a `frame` hook, when the session had a frame
 * of the kind it asked for; a rule with only an `end` hook (it judges what the session engine
 * gathered), when the session had any message; a rule with no hook at all (its findings come
 * from the readers, which read every line), when the session had any frame.
 */
function exposureOf(run: SessionRun): SessionExposure {
  const seen = run.onMessage.dispatched();
  const anyMessage = seen.size > 0;
  const rules = new Set<string>();
  run.listeners.forEach((listener, index) => {
    const exercised =
      run.onMessage.wasHanded(index) ||
      (listener.frame !== undefined && (listener.frames === undefined || (listener.frames === 'unparsed' ? run.sawUnparsed : run.sawBatch))) ||
      (listener.message === undefined && listener.frame === undefined && (listener.end === undefined || anyMessage));
    if (exercised) rules.add(run.ruleIds[index]);
  });
  const tools = run.tracker.tools;
  const client = run.tracker.messagesFrom('client') > 0;
  const server = run.tracker.messagesFrom('server') > 0;
  // Messages whose sender nothing tells: either side may have sent them.
  const sidesUnknown = anyMessage && !client && !server;
  return {
    revision: run.lane.revision,
    rules,
    seen,
    client: client || sidesUnknown,
    server: server || sidesUnknown,
    toolWithOutputSchema: tools !== undefined && [...tools.values()].some((tool) => tool.outputSchema !== undefined),
    http: run.sawHttp,
    stdio: run.sawStdio,
  };
}

/**
 * The identities of a lane's findings: rule, anchor and line, then the occurrence among equal
 * ones, so two lanes' findings about the same thing on the same line pair up one to one.
 */
function findingKeys(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((finding) => {
    const base = `${finding.rule}\u0000${finding.anchor ?? ''}\u0000${finding.line}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return `${base}\u0000${occurrence}`;
  });
}

/** How another revision's findings differ from the capture's own revision's. */
function compareLanes(own: readonly Finding[], lane: Lane): RevisionComparison {
  const ownKeyList = findingKeys(own);
  const ownKeys = new Set(ownKeyList);
  const laneKeys = findingKeys(lane.findings);
  const laneSet = new Set(laneKeys);
  const count = (severity: Severity) => lane.findings.filter((f) => f.severity === severity).length;
  return {
    revision: lane.revision!,
    errors: count('error'),
    warnings: count('warning'),
    info: count('info'),
    added: lane.findings.filter((_, i) => !ownKeys.has(laneKeys[i])),
    gone: own.filter((_, i) => !laneSet.has(ownKeyList[i])),
  };
}

const SEVERITY_ORDER: readonly Severity[] = ['info', 'warning', 'error'];

/**
 * One list from the findings of a capture judged against several revisions (lanes, newest
 * first). A finding every revision raises (every one that has the message's method, when some do)
 * stands as it is; one that some raise and others do not is reported once, as at most a warning,
 * saying which revisions reject it and which accept it.
 */
function mergeJudged(lanes: readonly Lane[]): Finding[] {
  const judged = lanes.map((lane) => lane.revision!);
  const entries = new Map<string, { byRevision: Map<Revision, Finding>; method?: string }>();
  for (const lane of lanes) {
    const keys = findingKeys(lane.findings);
    lane.findings.forEach((finding, i) => {
      let entry = entries.get(keys[i]);
      if (!entry) entries.set(keys[i], (entry = { byRevision: new Map() }));
      entry.byRevision.set(lane.revision!, finding);
      entry.method ??= lane.methods?.get(finding);
    });
  }
  const merged: Finding[] = [];
  for (const { byRevision, method } of entries.values()) {
    const defined = method === undefined ? undefined : methodHistory(method)?.defined;
    const having = defined ? judged.filter((r) => defined.includes(r)) : [];
    const relevant = having.length > 0 ? having : judged;
    const raising = judged.filter((r) => byRevision.has(r));
    // Newest first: the message of the newest revision that raises it.
    const first = byRevision.get(raising[0])!;
    if (relevant.every((r) => byRevision.has(r))) {
      const weakest = relevant.map((r) => byRevision.get(r)!).reduce((a, b) => (SEVERITY_ORDER.indexOf(b.severity) < SEVERITY_ORDER.indexOf(a.severity) ? b : a));
      const chosen = byRevision.get(relevant[0])!;
      merged.push({ ...chosen, severity: weakest.severity, message: everyRevisionWording(chosen.message, relevant[0], relevant) });
      continue;
    }
    const accepting = judged.filter((r) => !byRevision.has(r));
    const strongest = raising.map((r) => byRevision.get(r)!.severity).reduce((a, b) => (SEVERITY_ORDER.indexOf(b) > SEVERITY_ORDER.indexOf(a) ? b : a));
    const severity: Severity = strongest === 'error' ? 'warning' : strongest;
    const [reject, accept] = strongest === 'error' ? ['reject', 'accept'] : ['flag', 'do not flag'];
    const verb = (revisions: readonly Revision[], plural: string) => (revisions.length === 1 ? singular(plural) : plural);
    const prefix =
      `Depends on the revision, which the capture does not name: ${describeRevisionSet(raising, judged)} ${verb(raising, reject)} this; ` +
      `${describeRevisionSet(accepting, judged)} ${verb(accepting, accept)} it. Under ${raising[0]}: `;
    merged.push({ ...first, severity, message: prefix + first.message, revisions: REVISIONS.filter((r) => raising.includes(r)) });
  }
  return merged;
}

/** `reject` -> `rejects`, `do not flag` -> `does not flag`. */
function singular(verb: string): string {
  return verb.startsWith('do not ') ? `does not ${verb.slice(7)}` : `${verb}s`;
}

/** A message written for one revision ("is a notification in 2025-06-18"), said of every revision it holds for. */
function everyRevisionWording(message: string, revision: Revision, revisions: readonly Revision[]): string {
  if (revisions.length < 2) return message;
  const set = describeRevisionSet(revisions);
  const words = set === 'every revision' ? 'in every revision' : set.startsWith('up to ') ? `in every revision ${set}` : `in ${set}`;
  return message.split(`in ${revision}`).join(words);
}
