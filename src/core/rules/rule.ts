import type { Frame } from '../capture/frame.js';
import type { ReaderIssue } from '../capture/reader.js';
import type { Severity } from '../findings/finding.js';
import type { Message, MessageKind } from '../message.js';
import type { Revision } from '../revisions.js';
import type { RevisionModel } from '../protocol/model.js';
import type { SessionView } from '../session/view.js';

/** Families group the catalog (`mcp-capture-lint rules`) and the docs. */
export type RuleFamily =
  | 'capture' // reading the file: parse errors, stray output, encoding
  | 'envelope' // JSON-RPC as MCP restricts it
  | 'catalog' // methods known to the revision, direction
  | 'errors' // error codes and error responses
  | 'meta' // _meta keys and required per-request metadata
  | 'shape' // params and results of each method
  | 'session' // pairing and ids
  | 'lifecycle' // handshake, negotiation, revision
  | 'capability' // declared capabilities
  | 'tools' // tool arguments and outputs against their schemas
  | 'progress'; // progress and cancellation

export interface RuleMeta {
  /** Stable kebab-case id; never renamed once released (expectation files name it). */
  id: string;
  family: RuleFamily;
  severity: Severity;
  /** The revisions the rule judges; 'all' for rules every revision shares. */
  revisions: readonly Revision[] | 'all';
  /** One line: what the rule finds. */
  summary: string;
  /** Why it matters: what breaks for a real peer. */
  why: string;
  /** What to do instead. */
  instead: string;
  /** Link to the spec page the rule comes from. */
  spec: string;
  /**
   * The ids of the spec requirements the rule judges (src/core/protocol/requirements), in the
   * revisions the rule runs under; `[]` for a rule about reading the capture or worth knowing,
   * which judges no sentence of the spec. Optional in the type so a rule being written still
   * compiles; test/protocol/requirements.test.ts fails for a rule that leaves it out.
   */
  requirements?: readonly string[];
  /** A bad and a good example (capture text), for the rule's doc page. */
  examples?: { bad: string; good: string; revision?: Revision };
}

export interface RuleReport {
  /**
   * The finding's text, or a function that builds it: the engine calls it only for a finding it
   * keeps, so a slip repeated thousands of times in one capture costs the text of the first
   * MAX_FINDINGS_PER_RULE only (the rest are counted).
   */
  message: string | (() => string);
  /** The message or frame the finding concerns; its span places the finding. */
  at?: Message | Frame;
  /** Explicit position, for findings not tied to a frame. */
  line?: number;
  column?: number;
  endLine?: number;
  /** JSON path inside the message (`params.arguments`). */
  path?: string;
  /**
   * What the finding is about when that is not a JSON path: a tool name, a header name, the id
   * when the id itself is wrong. Goes into the finding's anchor (before `path`); never a value
   * that changes between recordings (a request id that is merely a key, a timestamp, a session id).
   */
  subject?: string;
  /** Overrides the rule's default severity for this finding (e.g. SHOULD in one revision, MUST in another). */
  severity?: Severity;
  /**
   * The requirement id (src/core/protocol/requirements) this finding shows broken, for a rule that
   * judges several in the revision: the coverage report files the finding under it. A rule that
   * judges one requirement need not say.
   */
  requirement?: string;
}

/** The text of a report, built now if the rule gave a function. */
export function reportText(report: RuleReport): string {
  return typeof report.message === 'function' ? report.message() : report.message;
}

export interface RuleContext {
  /** The revision the capture is held to; undefined when unknown (only 'all' rules run then). */
  revision: Revision | undefined;
  /** The protocol model of that revision. */
  model: RevisionModel | undefined;
  /** What the session engine knows so far (pairing, declared capabilities, negotiation). */
  session: SessionView;
  report(report: RuleReport): void;
}

/** Callbacks a rule wants; the engine calls them in capture order, once per session. */
export interface RuleListener {
  /** Every frame, parsed or not, before its messages (only some frames, with `frames`). */
  frame?(frame: Frame): void;
  /**
   * The frames `frame` wants: `unparsed`, those that are not JSON (`parseError` set); `batches`,
   * those whose value is an array. Absent means every frame. Like `kinds`, a filter the engine
   * applies before calling: most frames are one parsed message, and most frame rules judge the others.
   */
  frames?: 'unparsed' | 'batches';
  /** Every message (each member of a batch separately), after the session engine has seen it. */
  message?(message: Message): void;
  /**
   * The kinds of message `message` wants; absent means every kind. The engine hands each message
   * only to the rules that want its kind, so a rule that judges only results costs nothing per request.
   */
  kinds?: readonly MessageKind[];
  /**
   * The methods `message` wants: a request's or notification's own method, or for a result or
   * error the method of the request it answers (an unpaired response has none, so it never
   * reaches a listener that names methods). Absent means every method. Like `kinds`, a filter
   * the engine applies before calling; the listener may still check for itself.
   */
  methods?: readonly string[];
  /** End of the session's frames. */
  end?(): void;
}

export interface Rule {
  meta: RuleMeta;
  create(context: RuleContext): RuleListener;
}

/**
 * A rule whose findings the readers (or the engine) raise, as they read: its `issue(...)` builds
 * the finding from typed facts, so the wording and the severity live with the rule and a reader
 * holds neither text nor rule id.
 */
export interface ReaderRaisedRule extends Rule {
  issue(...facts: never[]): ReaderIssue;
}

export function appliesTo(meta: RuleMeta, revision: Revision | undefined): boolean {
  if (meta.revisions === 'all') return true;
  return revision !== undefined && meta.revisions.includes(revision);
}
