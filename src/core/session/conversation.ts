import type { Frame, Sender, SenderSource } from '../capture/frame.js';
import type { CheckOptions, FileCheckResult } from '../engine.js';
import { isPlainObject, type Message, type MessageKind, type RequestId } from '../message.js';
import { namedPeer, type PeerInfo, type SessionSummary } from './summary.js';
import { META_SERVER_INFO } from './tracker.js';

/**
 * What a pair needs of a message: enough to name it (kind, method, id, sender, line, time), no
 * text. A message the conversation keeps is a `ConversationMessage`; one past its caps that a kept
 * message is paired with is only this.
 */
export interface MessageMark {
  kind: MessageKind;
  method?: string;
  id?: RequestId;
  sender?: Sender;
  /** 1-based line of its frame in the capture. */
  line: number;
  /** Timestamp of its frame, as the capture gives it. */
  time?: string;
}

/** One message of a kept frame (each member of a batch is one), as the engine's session tracker saw it. */
export interface ConversationMessage<F = undefined, M = undefined> extends MessageMark {
  frame: ConversationFrame<F, M>;
  /** Whether the object has an `id` key at all (it may still be null or of a wrong type). */
  hasId: boolean;
  batch?: { index: number; size: number };
  /** The engine worked the sender out (the capture does not mark it). */
  senderInferred?: boolean;
  /** For results and errors: the request it answers (the tracker's pairing). */
  answers?: MessageMark;
  /** For requests: the first response that answers it. */
  answeredBy?: MessageMark;
  /** For requests: no response answers it by the end of the capture, and why that may be fine when the engine says. */
  unanswered?: boolean;
  unansweredNote?: string;
  /** What the consumer kept of the message (`messageData`). */
  data: M;
}

/** One frame of the capture the conversation keeps. */
export interface ConversationFrame<F = undefined, M = undefined> {
  /** 0-based order of the frame in the file. */
  index: number;
  line: number;
  endLine: number;
  session?: string;
  sender?: Sender;
  senderSource?: SenderSource;
  time?: string;
  /** Why its text did not parse, when it did not (it has no messages then). */
  parseError?: string;
  /** Members of the batch, when the frame is a JSON array (0 for an empty one). */
  batchSize?: number;
  /** Its messages, in order (fewer than the batch's members when the message cap cut it). */
  messages: ConversationMessage<F, M>[];
  /** What the consumer kept of the frame (`frameData`). */
  data: F;
}

/** One session of the capture, as its session tracker holds it at the end of the check. */
export interface ConversationSession extends SessionSummary {
  /** The frames' session key; undefined for the capture's one unnamed session. */
  key?: string;
}

export interface ConversationOptions<F, M> {
  /** Frames kept, the first in file order (`frame.index`); later ones are only counted. */
  maxFrames?: number;
  /** Messages kept, batch members included, in the order the engine delivers them; past it they are only counted. */
  maxMessages?: number;
  /** What to keep of each kept frame, taken while the engine holds it (a body, a cut of its text). */
  frameData?(frame: Frame): F;
  /** What to keep of each kept message, taken while the engine holds it. */
  messageData?(message: Message): M;
}

/**
 * Frames and messages kept by default: what `explain` shows. Each kept message costs its facts and
 * what the consumer keeps of it, never the frame, so a capture of any size keeps at most this many.
 */
const DEFAULT_MAX_FRAMES = 10_000;
const DEFAULT_MAX_MESSAGES = 20_000;
/** Responses kept for a late pairing: as many as the session tracker defers (txtar sections). */
const MAX_LATE_PAIRS = 10_000;

const markOf = (message: Message): MessageMark => {
  const mark: MessageMark = { kind: message.kind, line: message.frame.span.line };
  if (message.method !== undefined) mark.method = message.method;
  if (message.id !== undefined) mark.id = message.id;
  if (message.sender !== undefined) mark.sender = message.sender;
  if (message.frame.timestamp !== undefined) mark.time = message.frame.timestamp;
  return mark;
};

/** What a result nothing paired says of the server, and its kept entry (which a late pairing may still claim). */
interface UnpairedServerFacts<F, M> {
  server?: PeerInfo;
  negotiatedVersion?: string;
  entry?: ConversationMessage<F, M>;
}

/**
 * Whether the tracker may still pair a response it left unpaired: captures that list each side or
 * each HTTP exchange apart (txtar sections, HTTP traces, SSE streams) do not say how the sides
 * interleave, so their answers can come before their requests. Elsewhere an unpaired answer stays
 * unpaired, and keeping its message (and frame) would only cost memory.
 */
const mayPairLater = (frame: Frame): boolean => frame.senderSource === 'section' || frame.transport?.kind === 'http' || frame.transport?.kind === 'sse';

/**
 * The capture as a conversation, built from what the engine's session trackers decided while it
 * checked the capture (one pass): who sent each message, which response answers which request,
 * what each session negotiated and left open. Consumers (`explain`, the HTML timeline) read this
 * and derive none of it again.
 *
 * Pass `observer` to `checkCapture`, then call `finish` with its result. Memory stays bounded by
 * `maxFrames` and `maxMessages`: past them frames and messages are counted (`framesLeftOut`,
 * `messagesLeftOut`), and a kept request answered past the caps still knows it was answered.
 * Besides, it holds at most MAX_LATE_PAIRS answers of section-ordered captures until the end.
 *
 * The sessions' facts come from the engine's result (`summary.perSession`, one per session
 * tracker, in the order the engine created them: when it processed each session's first frame,
 * which is when this observer sees that frame), so the conversation keys them by that order.
 */
export class Conversation<F = undefined, M = undefined> {
  /** The kept frames, in file order once `finish` ran. */
  readonly frames: ConversationFrame<F, M>[] = [];
  /** The sessions in the order the engine met them, once `finish` ran. */
  readonly sessions: ConversationSession[] = [];
  /** Frames past `maxFrames`, and messages of kept frames past `maxMessages` (members of a huge batch): counted, not kept. */
  framesLeftOut = 0;
  messagesLeftOut = 0;
  readonly observer: NonNullable<CheckOptions['observer']>;

  private readonly maxFrames: number;
  private readonly maxMessages: number;
  private keptMessages = 0;
  /** The frame the engine delivers messages of now, when it is kept. */
  private current: { frame: Frame; entry: ConversationFrame<F, M> | undefined } | undefined;
  /** The conversation's entry of each request the engine may still pair; weak, so requests are not kept alive. */
  private readonly requests = new WeakMap<Message, ConversationMessage<F, M>>();
  /** Responses not paired yet when seen: a section-ordered capture pairs them when their request comes. */
  private readonly late: Array<{ message: Message; entry: ConversationMessage<F, M> }> = [];
  /** Session keys in the order the engine first processed a frame of theirs: the order of its session trackers. */
  private readonly sessionKeys = new Map<string, string | undefined>();
  /** Per session: the server's word in a response nothing paired (see `unpairedServerFacts`). */
  private readonly unpairedServer = new Map<string, UnpairedServerFacts<F, M>>();

  constructor(private readonly options: ConversationOptions<F, M> = {}) {
    this.maxFrames = options.maxFrames ?? DEFAULT_MAX_FRAMES;
    this.maxMessages = options.maxMessages ?? DEFAULT_MAX_MESSAGES;
    this.observer = {
      frame: (frame) => this.frame(frame),
      message: (message) => this.message(message),
    };
  }

  /** Call with the engine's result once `checkCapture` returned: pairs late answers, orders frames, reads the sessions' facts. */
  finish(result: FileCheckResult): this {
    for (const { message, entry } of this.late) if (message.answers) this.pair(entry, message.answers);
    this.late.length = 0;
    this.frames.sort((a, b) => a.index - b.index);
    const notes = new Map<number, string>();
    for (const open of result.summary?.unanswered ?? []) if (open.note) notes.set(open.line, open.note);
    for (const frame of this.frames) {
      for (const message of frame.messages) {
        if (message.kind !== 'request' || message.answeredBy) continue;
        message.unanswered = true;
        const note = notes.get(message.line);
        if (note) message.unansweredNote = note;
      }
    }
    const keys = [...this.sessionKeys.values()];
    (result.summary?.perSession ?? []).forEach((facts, index) => {
      const session: ConversationSession = { ...facts };
      const key = keys[index];
      if (key !== undefined) session.key = key;
      // A one-sided capture (the server's stream only) shows the server's initialize answer without
      // its request: the tracker pairs nothing, yet the answer names the server and its version.
      const unpaired = this.unpairedServer.get(key ?? '');
      if (unpaired && !unpaired.entry?.answers) {
        if (!session.serverInfo && unpaired.server) session.serverInfo = unpaired.server;
        if (session.negotiatedVersion === undefined && unpaired.negotiatedVersion !== undefined) session.negotiatedVersion = unpaired.negotiatedVersion;
      }
      this.sessions.push(session);
    });
    return this;
  }

  private frame(frame: Frame): void {
    const key = frame.session ?? '';
    if (!this.sessionKeys.has(key)) this.sessionKeys.set(key, frame.session);
    if (frame.index >= this.maxFrames) {
      this.framesLeftOut += 1;
      this.current = { frame, entry: undefined };
      return;
    }
    const entry: ConversationFrame<F, M> = {
      index: frame.index,
      line: frame.span.line,
      endLine: frame.span.endLine,
      messages: [],
      data: this.options.frameData?.(frame) as F,
    };
    if (frame.session !== undefined) entry.session = frame.session;
    if (frame.sender !== undefined) entry.sender = frame.sender;
    if (frame.senderSource !== undefined) entry.senderSource = frame.senderSource;
    if (frame.timestamp !== undefined) entry.time = frame.timestamp;
    if (frame.parseError !== undefined) entry.parseError = frame.parseError;
    else if (Array.isArray(frame.value)) entry.batchSize = frame.value.length;
    this.frames.push(entry);
    this.current = { frame, entry };
  }

  private message(message: Message): void {
    const serverFacts = message.kind === 'result' && !message.answers ? this.unpairedServerFacts(message) : undefined;
    // The engine delivers a frame, then each of its messages, before the next frame.
    const frame = this.current?.frame === message.frame ? this.current.entry : undefined;
    if (!frame || this.keptMessages >= this.maxMessages) {
      if (frame) this.messagesLeftOut += 1;
      // Not kept, but a kept request it answers is answered.
      const request = message.answers && this.requests.get(message.answers);
      if (request) request.answeredBy ??= markOf(message);
      return;
    }
    this.keptMessages += 1;
    const entry: ConversationMessage<F, M> = {
      frame,
      kind: message.kind,
      line: frame.line,
      hasId: message.hasId,
      data: this.options.messageData?.(message) as M,
    };
    if (message.method !== undefined) entry.method = message.method;
    if (message.id !== undefined) entry.id = message.id;
    if (message.sender !== undefined) entry.sender = message.sender;
    if (message.senderInferred) entry.senderInferred = true;
    if (message.batch) entry.batch = message.batch;
    if (frame.time !== undefined) entry.time = frame.time;
    frame.messages.push(entry);
    if (serverFacts) serverFacts.entry = entry;
    if (message.kind === 'request') this.requests.set(message, entry);
    else if (message.kind === 'result' || message.kind === 'error') {
      if (message.answers) this.pair(entry, message.answers);
      else if (message.id !== undefined && this.late.length < MAX_LATE_PAIRS && mayPairLater(message.frame)) this.late.push({ message, entry });
    }
  }

  /**
   * The first result of a session the tracker has not paired that names the server: an initialize
   * answer (`serverInfo` and `capabilities`) or a 2026-07-28 `_meta` serverInfo. Used at the end
   * only if it stayed unpaired and the tracker knows no server of its own.
   */
  private unpairedServerFacts(message: Message): UnpairedServerFacts<F, M> | undefined {
    const key = message.frame.session ?? '';
    if (this.unpairedServer.has(key) || !isPlainObject(message.value) || !isPlainObject(message.value.result)) return undefined;
    const result = message.value.result;
    const facts: UnpairedServerFacts<F, M> = {};
    if ('serverInfo' in result && 'capabilities' in result) {
      facts.server = namedPeer(result.serverInfo);
      if (typeof result.protocolVersion === 'string') facts.negotiatedVersion = result.protocolVersion;
    }
    if (!facts.server && isPlainObject(result._meta)) facts.server = namedPeer(result._meta[META_SERVER_INFO]);
    if (!facts.server && facts.negotiatedVersion === undefined) return undefined;
    this.unpairedServer.set(key, facts);
    return facts;
  }

  private pair(response: ConversationMessage<F, M>, request: Message): void {
    const asked = this.requests.get(request);
    response.answers = asked ?? markOf(request);
    if (asked) asked.answeredBy ??= response;
  }
}

/** The first session's peers and versions that have one: what a report shows for the whole capture. */
export function captureFacts(sessions: readonly ConversationSession[]): Pick<ConversationSession, 'clientInfo' | 'serverInfo' | 'requestedVersion' | 'negotiatedVersion'> {
  return {
    clientInfo: sessions.find((s) => s.clientInfo)?.clientInfo,
    serverInfo: sessions.find((s) => s.serverInfo)?.serverInfo,
    requestedVersion: sessions.find((s) => s.requestedVersion !== undefined)?.requestedVersion,
    negotiatedVersion: sessions.find((s) => s.negotiatedVersion !== undefined)?.negotiatedVersion,
  };
}
