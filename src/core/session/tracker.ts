import type { Sender } from '../capture/frame.js';
import { isPlainObject, resultTextOf, type Message, type RequestId } from '../message.js';
import { isLegacyRevision, type Revision } from '../revisions.js';
import { BoundedMap } from './bounded.js';
import { refOf } from './describe.js';
import { UsedIds, type UsedHandle, type UsedId } from './used-ids.js';
import { methodInfo } from './methods.js';
import type { RevisionSource } from './revision.js';
import type { DroppedRequests, MessageRef, PairingFacts, RequestIdFacts, SessionCounts, SessionView, UnansweredRequest } from './view.js';

export const other = (sender: Sender): Sender => (sender === 'client' ? 'server' : 'client');
// Maps below are keyed by the id itself: a Map tells `1` from `"1"` (SameValueZero), as the
// protocol does, so no key string is built per message.
/** The id as it would be written with the other JSON type (`1` <-> `"1"`). */
const nearMissKey = (id: RequestId): RequestId | undefined => {
  if (typeof id === 'number') return `${id}`;
  return /^-?\d+(\.\d+)?$/.test(id) ? Number(id) : undefined;
};

export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
export const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
export const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

/**
 * Ids remembered per sender for the reuse rule (at least this many of the latest; UsedIds bounds the
 * rest). Sessions rarely come near it; a bounded window keeps a gigabyte capture's memory flat.
 */
const MAX_REMEMBERED_IDS = 50_000;
const MAX_DEFERRED_RESPONSES = 10_000;
/**
 * Requests kept waiting for their answer, both sides together. Past it the oldest is dropped from
 * tracking (each one holds its parsed message and frame, about a kilobyte): a capture of millions
 * of unanswered requests then keeps flat memory (about 10 MiB of them), and the drops are reported
 * as one request-unanswered finding with their count. A live session has a few dozen requests in
 * flight; 10,000 is far beyond any real one.
 */
export const MAX_PENDING_REQUESTS = 10_000;
/** HTTP exchanges whose pending requests are kept for an id-less error response (it follows its request in any trace). */
const MAX_TRACKED_EXCHANGES = 64;

/**
 * The facts of every response paired with its request: shared, and not stored per message (a
 * WeakMap entry per response cost an insert and garbage-collector work on every answer); a
 * response this tracker paired is the one whose `answers` it set.
 */
const ANSWERED: PairingFacts = Object.freeze({ status: 'answered' });

/** The MessageRef refOf() gave of the request (sent by `sender`). */
const requestRef = (used: UsedId, sender: Sender): MessageRef => ({ kind: 'request', method: used.method, id: used.id, sender, line: used.line });
/** The MessageRef refOf() gave of the answer to a request `requester` sent (responses carry no method). */
const answerRef = (used: UsedId, requester: Sender): MessageRef => ({ kind: used.answerIsError ? 'error' : 'result', method: undefined, id: used.id, sender: other(requester), line: used.answerLine });

/**
 * A pending request and its place in the session. Requests pending under one id form a queue
 * linked through `next` (the first is answered first): nearly every id has one, so a request costs
 * one object, not an array and an object.
 */
interface Sequenced {
  message: Message;
  seq: number;
  next: Sequenced | undefined;
  /** The last request of the queue this one heads (kept on the head only): a request joins a queue in one step, not a walk. */
  tail: Sequenced | undefined;
  /** The request's entry among the ids its side used, where its first answer is recorded. */
  used: UsedHandle;
  /** The pending requests of both sides in the order they came, oldest first: the one dropped first when too many are pending. */
  older: Sequenced | undefined;
  newer: Sequenced | undefined;
  /** The `_meta.progressToken` the request carries (a string or number), which progress from the peer names. */
  progressToken: string | number | undefined;
  /** Set once it is no longer pending (answered, or dropped from tracking). */
  settled: boolean;
  /** A request its side sent after this one that the peer answered while this one was pending: proof it was skipped. */
  skippedFor: MessageRef | undefined;
}

/**
 * A side's pending requests not yet known to be skipped, oldest first (with settled ones not yet
 * passed): an answer to a request marks every pending one sent before it. Answers nearly always
 * come in order, so the queue holds about as many entries as requests are in flight.
 */
class SkipQueue {
  /** Entries before `head` are let go of (their slots emptied, so a dropped request's message is not kept). */
  private items: (Sequenced | undefined)[] = [];
  private head = 0;

  push(entry: Sequenced): void {
    this.items.push(entry);
  }

  /** Marks the pending requests sent before `seq` as skipped for `answered`, and lets go of them. */
  passAnswer(seq: number, answered: () => MessageRef): void {
    const items = this.items;
    let ref: MessageRef | undefined;
    while (this.head < items.length && items[this.head]!.seq <= seq) {
      const entry = items[this.head]!;
      items[this.head++] = undefined;
      if (!entry.settled && entry.seq < seq) entry.skippedFor = ref ??= answered();
    }
    this.compact();
  }

  /** Lets go of the settled requests at the front (dropped from tracking: the oldest pending go first). */
  trimSettled(): void {
    while (this.head < this.items.length && this.items[this.head]!.settled) this.items[this.head++] = undefined;
    this.compact();
  }

  private compact(): void {
    const items = this.items;
    if (this.head === items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > items.length) {
      this.items = items.slice(this.head);
      this.head = 0;
    }
  }
}

/** `_meta` of a message's params (requests, notifications) or result. */
export function metaOf(message: Message): Record<string, unknown> | undefined {
  const value = message.value;
  if (!isPlainObject(value)) return undefined;
  const holder = message.kind === 'result' ? value.result : value.params;
  return isPlainObject(holder) && isPlainObject(holder._meta) ? holder._meta : undefined;
}

export function resultOf(message: Message): Record<string, unknown> | undefined {
  const value = message.value;
  return isPlainObject(value) && isPlainObject(value.result) ? value.result : undefined;
}

export function paramsOf(message: Message): Record<string, unknown> | undefined {
  return isPlainObject(message.params) ? message.params : undefined;
}

/**
 * The session engine's state for one session: pairs responses with requests (by id and type,
 * across directions), infers senders the capture does not mark, tracks the handshake, the
 * capabilities each side declared and the tools listed. Rules read it through `SessionView`.
 * It keeps what is pending plus the ids used (the reuse rule needs them), not the messages.
 */
export class SessionTracker implements SessionView {
  clientCapabilities?: Record<string, unknown>;
  serverCapabilities?: Record<string, unknown>;
  clientInfo?: unknown;
  serverInfo?: unknown;
  requestedVersion?: string;
  negotiatedVersion?: string;
  initializeRequest?: Message;
  initializeResponse?: Message;
  initializedNotification?: Message;
  initializedWithId?: Message;
  tools?: Map<string, Record<string, unknown>>;
  /** The text of the last tools/list result that was a whole list, from `"result":` on (resultTextOf). */
  private wholeToolsListText: string | undefined;
  interleavingKnown = true;
  readonly counts: SessionCounts = { requests: 0, notifications: 0, results: 0, errors: 0, invalid: 0, inferredSenders: 0 };

  private readonly open: Record<Sender, Map<RequestId, Sequenced>> = { client: new Map(), server: new Map() };
  /** Ends of the list of pending requests in arrival order (through `older`/`newer`), and its length. */
  private oldestPending: Sequenced | undefined;
  private newestPending: Sequenced | undefined;
  private pendingCount = 0;
  /** The pending request carrying each progress token, per requester: progress finds its sender in one look-up. */
  private readonly progressTokens: Record<Sender, Map<string | number, Sequenced>> = { client: new Map(), server: new Map() };
  /** Ids of requests dropped from tracking (the latest), so that their late answers are not called unpaired. */
  private readonly droppedIds: Record<Sender, BoundedMap<RequestId, true>> = { client: new BoundedMap(MAX_PENDING_REQUESTS), server: new BoundedMap(MAX_PENDING_REQUESTS) };
  private readonly droppedRequests: DroppedRequests = { count: 0, firstLine: 0, lastLine: 0, answeredLater: 0 };
  /** Every request id each side used, with the request (for reuse) and its first answer (for duplicates), as compact references. */
  private readonly used: Record<Sender, UsedIds> = { client: new UsedIds(MAX_REMEMBERED_IDS), server: new UsedIds(MAX_REMEMBERED_IDS) };
  /** Each side's pending requests in the order sent, for telling a skipped request from one still in flight. */
  private readonly skips: Record<Sender, SkipQueue> = { client: new SkipQueue(), server: new SkipQueue() };
  /** The client's pending requests of the latest HTTP exchanges, which an id-less error response of the exchange answers. */
  private readonly exchanges = new BoundedMap<number, Sequenced[]>(MAX_TRACKED_EXCHANGES);
  /**
   * Requests whose answer came but could not pair: a response with the id in another type (`1` vs
   * `"1"`), or a message with the request's id that is no valid response. The request maps to it.
   */
  private readonly unpairableAnswers = new WeakMap<Message, Message>();
  /** The place (`seq`) of the latest id-less response each side sent outside an HTTP exchange that it answers. */
  private readonly lastIdlessResponse: Record<Sender, number> = { client: -1, server: -1 };
  private readonly cancelled = new WeakSet<Message>();
  private readonly pairingFacts = new WeakMap<Message, PairingFacts>();
  /**
   * The id facts of the request observed last (rules read them while that request is dispatched):
   * a WeakMap entry per reused id cost an insert and garbage-collector work on every request of a
   * capture that reuses one id throughout.
   */
  private idFactsOf: { request: Message; facts: RequestIdFacts } | undefined;
  /** Responses waiting for a request that a section-ordered capture may list later. */
  private readonly deferred: Record<Sender, Map<RequestId, Message[]>> = { client: new Map(), server: new Map() };
  private deferredCount = 0;
  private readonly lastSeq: Record<Sender, number> = { client: -1, server: -1 };
  /** The highest numeric request id each side used so far. */
  private readonly highestId: Record<Sender, number> = { client: -Infinity, server: -Infinity };
  private readonly spoke: Record<Sender, number> = { client: 0, server: 0 };
  private seq = 0;

  constructor(
    readonly revision?: Revision,
    readonly revisionSource?: RevisionSource,
  ) {}

  pending(sender: Sender, id: RequestId): Message | undefined {
    return this.open[sender].get(id)?.message;
  }

  pairing(message: Message): PairingFacts | undefined {
    if (message.answers !== undefined) return ANSWERED;
    return this.pairingFacts.get(message);
  }

  requestIdFacts(message: Message): RequestIdFacts | undefined {
    return this.idFactsOf?.request === message ? this.idFactsOf.facts : undefined;
  }

  idUsed(sender: Sender, id: RequestId): boolean {
    return this.used[sender].has(id);
  }

  messagesFrom(side: Sender): number {
    return this.spoke[side];
  }

  wasCancelled(request: Message): boolean {
    return this.cancelled.has(request);
  }

  unpairableAnswer(request: Message): Message | undefined {
    return this.unpairableAnswers.get(request);
  }

  capabilitiesOf(side: Sender, forRequest?: Message): Record<string, unknown> | undefined {
    if (side === 'client' && this.revision && !isLegacyRevision(this.revision)) {
      if (!forRequest) return undefined;
      const declared = metaOf(forRequest)?.[META_CLIENT_CAPABILITIES];
      return isPlainObject(declared) ? declared : undefined;
    }
    return side === 'client' ? this.clientCapabilities : this.serverCapabilities;
  }

  /** Updates the state with one message: infers its sender, pairs it, records what it declares. */
  observe(message: Message): void {
    // Sections (txtar) list each side apart; HTTP traces list each exchange or stream apart (a
    // legacy SSE stream often comes before the POSTs it answers): file order is not time order.
    const frame = message.frame;
    if (frame.senderSource === 'section' || frame.transport?.kind === 'http' || frame.transport?.kind === 'sse') this.interleavingKnown = false;
    if (!message.sender) {
      message.sender = this.inferSender(message);
      message.senderInferred = true;
      this.counts.inferredSenders += 1;
    }
    const sender = message.sender;
    this.spoke[sender] += 1;
    const seq = this.seq++;
    switch (message.kind) {
      case 'request':
        this.counts.requests += 1;
        this.observeRequest(message, sender, seq);
        break;
      case 'notification':
        this.counts.notifications += 1;
        this.observeNotification(message, sender);
        break;
      case 'result':
      case 'error':
        if (message.kind === 'result') this.counts.results += 1;
        else this.counts.errors += 1;
        this.observeResponse(message, sender);
        break;
      default:
        this.counts.invalid += 1;
        this.observeInvalid(message, sender);
    }
    this.lastSeq[sender] = seq;
  }

  unanswered(): UnansweredRequest[] {
    const list: UnansweredRequest[] = [];
    for (const side of ['client', 'server'] as const) {
      for (const first of this.open[side].values()) {
        for (let queued: Sequenced | undefined = first; queued; queued = queued.next) {
          const { message, seq } = queued;
          list.push({
            request: message,
            messagesAfter: this.seq - seq - 1,
            peerSpokeAfter: this.lastSeq[other(side)] > seq,
            cancelled: this.cancelled.has(message),
            skippedFor: queued.skippedFor,
            unpairableAnswer: this.unpairableAnswers.get(message),
            idlessResponseAfter: this.lastIdlessResponse[other(side)] > seq,
          });
        }
      }
    }
    return list.sort((a, b) => a.request.frame.index - b.request.frame.index);
  }

  dropped(): Readonly<DroppedRequests> | undefined {
    return this.droppedRequests.count > 0 ? this.droppedRequests : undefined;
  }

  unpairedAtEnd(): Message[] {
    return [...this.deferred.client.values(), ...this.deferred.server.values()].flat().sort((a, b) => a.frame.index - b.frame.index);
  }

  private inferSender(message: Message): Sender {
    if (message.kind === 'request' || message.kind === 'notification') {
      const senders = message.method ? methodInfo(message.method, this.revision)?.senders : undefined;
      if (senders?.length === 1) return senders[0];
      if (message.method === 'notifications/cancelled') {
        const requestId = paramsOf(message)?.requestId;
        if ((typeof requestId === 'string' || typeof requestId === 'number') && this.pending('server', requestId) && !this.pending('client', requestId)) return 'server';
        return 'client';
      }
      if (message.method === 'notifications/progress') {
        // Progress comes from the side that received the request carrying the token.
        const token = paramsOf(message)?.progressToken;
        if (typeof token === 'string' || typeof token === 'number') {
          for (const side of ['client', 'server'] as const) if (this.progressTokens[side].has(token)) return other(side);
        }
        return 'server';
      }
      // A request either side may send (ping, tasks/*): the side for which the id is fresh.
      if (message.kind === 'request' && message.id !== undefined) {
        const key = message.id;
        if (this.used.client.has(key) && !this.used.server.has(key)) return 'server';
      }
      return 'client';
    }
    if ((message.kind === 'result' || message.kind === 'error') && message.id !== undefined) {
      const key = message.id;
      if (this.open.client.has(key)) return 'server';
      if (this.open.server.has(key)) return 'client';
    }
    return 'server';
  }

  private observeRequest(message: Message, sender: Sender, seq: number): void {
    const params = paramsOf(message);
    // A new initialize after a refused one is a fresh attempt: it starts the handshake over.
    const refused = this.initializeResponse?.kind === 'error';
    if (message.method === 'initialize' && sender === 'client' && (!this.initializeRequest || refused)) {
      this.initializeResponse = undefined;
      this.initializeRequest = message;
      if (params) {
        if (isPlainObject(params.capabilities)) this.clientCapabilities = params.capabilities;
        this.clientInfo = params.clientInfo;
        if (typeof params.protocolVersion === 'string') this.requestedVersion = params.protocolVersion;
      }
    }
    // notifications/initialized sent with an id: the peer may read it as a request, never as the signal.
    if (message.method === 'notifications/initialized' && sender === 'client' && !this.initializedWithId) this.initializedWithId = message;
    const meta = metaOf(message);
    if (meta && sender === 'client') {
      if (meta[META_CLIENT_INFO] !== undefined && this.clientInfo === undefined) this.clientInfo = meta[META_CLIENT_INFO];
      if (isPlainObject(meta[META_CLIENT_CAPABILITIES])) this.clientCapabilities = meta[META_CLIENT_CAPABILITIES];
      if (typeof meta[META_PROTOCOL_VERSION] === 'string' && this.requestedVersion === undefined) this.requestedVersion = meta[META_PROTOCOL_VERSION];
    }

    if (message.id === undefined) return;
    const key = message.id;
    // Peers number their requests upwards: an id above every number this side used is new, and
    // needs no look-up in the (large) map of used ids.
    const above = typeof key === 'number' && key > this.highestId[sender];
    if (above) this.highestId[sender] = key;
    const earlier = above ? undefined : this.used[sender].get(key);
    const queue = this.open[sender].get(key);
    this.idFactsOf = earlier ? { request: message, facts: { reusedFrom: requestRef(earlier, sender), inFlight: queue !== undefined } } : undefined;
    const used = this.used[sender].add(key, message.method, message.frame.span.line);

    // A response the file listed before its request (section-ordered captures) pairs now.
    const waiting = this.deferred[sender].get(key);
    if (waiting && waiting.length > 0) {
      const response = waiting.shift()!;
      if (waiting.length === 0) this.deferred[sender].delete(key);
      this.deferredCount -= 1;
      response.answers = message;
      this.pairingFacts.delete(response);
      this.used[sender].answer(used, message.frame.span.line, response.frame.span.line, response.kind === 'error');
      this.skips[sender].passAnswer(seq, () => refOf(message));
      this.afterAnswer(message, response);
      return;
    }
    const token = meta?.progressToken;
    const progressToken = typeof token === 'string' || typeof token === 'number' ? token : undefined;
    const exchange = message.frame.transport?.exchange;
    const pending: Sequenced = {
      message,
      seq,
      next: undefined,
      tail: undefined,
      used,
      older: this.newestPending,
      newer: undefined,
      progressToken,
      settled: false,
      skippedFor: undefined,
    };
    this.skips[sender].push(pending);
    if (exchange !== undefined && sender === 'client') {
      const carried = this.exchanges.get(exchange);
      if (carried) carried.push(pending);
      else this.exchanges.set(exchange, [pending]);
    }
    if (!queue) {
      this.open[sender].set(key, pending);
    } else {
      (queue.tail ?? queue).next = pending;
      queue.tail = pending;
    }
    if (progressToken !== undefined) this.progressTokens[sender].set(progressToken, pending);
    if (this.newestPending) this.newestPending.newer = pending;
    else this.oldestPending = pending;
    this.newestPending = pending;
    this.pendingCount += 1;
    if (this.pendingCount > MAX_PENDING_REQUESTS) this.dropOldestPending();
  }

  /** Takes the request heading its id's queue out of the pending requests (answered, or dropped). */
  private settle(queue: Sequenced, sender: Sender, key: RequestId): void {
    const next = queue.next;
    if (next) {
      // The next request heads the queue now, and keeps its end (unless it is the end itself).
      if (queue.tail !== next) next.tail = queue.tail;
      this.open[sender].set(key, next);
    } else {
      this.open[sender].delete(key);
    }
    if (queue.older) queue.older.newer = queue.newer;
    else this.oldestPending = queue.newer;
    if (queue.newer) queue.newer.older = queue.older;
    else this.newestPending = queue.older;
    queue.older = queue.newer = undefined;
    queue.settled = true;
    this.pendingCount -= 1;
    if (queue.progressToken !== undefined && this.progressTokens[sender].get(queue.progressToken) === queue) this.progressTokens[sender].delete(queue.progressToken);
  }

  /**
   * Drops the oldest pending request from tracking (it heads its id's queue: requests under one id
   * queue in the order they came). It is counted for request-unanswered, and its id kept, so that a
   * late answer is not reported as unpaired.
   */
  private dropOldestPending(): void {
    const oldest = this.oldestPending!;
    const message = oldest.message;
    const sender = message.sender!;
    this.settle(oldest, sender, message.id!);
    this.skips[sender].trimSettled();
    this.droppedIds[sender].set(message.id!, true);
    const dropped = this.droppedRequests;
    if (dropped.count === 0) dropped.firstLine = message.frame.span.line;
    dropped.lastLine = message.frame.span.line;
    dropped.count += 1;
  }

  private observeNotification(message: Message, sender: Sender): void {
    if (message.method === 'notifications/initialized' && sender === 'client' && !this.initializedNotification) {
      this.initializedNotification = message;
    }
    if (message.method === 'notifications/cancelled') {
      const requestId = paramsOf(message)?.requestId;
      if (typeof requestId === 'string' || typeof requestId === 'number') {
        const request = this.pending(sender, requestId);
        if (request) this.cancelled.add(request);
      }
    }
  }

  private observeResponse(message: Message, sender: Sender): void {
    if (message.id === undefined) {
      if (sender !== 'server' || !this.answerExchange(message)) this.lastIdlessResponse[sender] = this.seq - 1;
      return;
    }
    const requester = other(sender);
    const key = message.id;
    const queue = this.open[requester].get(key);
    if (queue) {
      const request = queue.message;
      this.settle(queue, requester, key);
      message.answers = request;
      this.used[requester].answer(queue.used, request.frame.span.line, message.frame.span.line, message.kind === 'error');
      this.skips[requester].passAnswer(queue.seq, () => refOf(request));
      this.afterAnswer(request, message);
      return;
    }
    const facts: PairingFacts = { status: 'unpaired' };
    if (this.droppedIds[requester].has(key)) {
      // Its request was dropped from tracking (too many pending): counted there, not unpaired.
      facts.status = 'untracked';
      this.droppedRequests.answeredLater += 1;
      this.pairingFacts.set(message, facts);
      return;
    }
    const record = this.used[requester].get(key);
    if (record && record.answerLine !== 0) {
      facts.status = 'duplicate';
      facts.previous = answerRef(record, requester);
      facts.request = requestRef(record, requester);
    }
    const near = nearMissKey(message.id);
    if (near) facts.nearMiss = this.open[requester].get(near)?.message;
    if (facts.nearMiss && !this.unpairableAnswers.has(facts.nearMiss)) this.unpairableAnswers.set(facts.nearMiss, message);
    facts.sameSide = this.open[sender].get(key)?.message;
    if (facts.status === 'unpaired' && !this.interleavingKnown && this.deferredCount < MAX_DEFERRED_RESPONSES) {
      facts.status = 'deferred';
      const list = this.deferred[requester].get(key);
      if (list) list.push(message);
      else this.deferred[requester].set(key, [message]);
      this.deferredCount += 1;
    }
    this.pairingFacts.set(message, facts);
  }

  /**
   * An HTTP error status whose JSON-RPC error body has no id (or a null one) refuses the POST that
   * carried it (a bad session, a malformed batch, an expired session's 404): it answers the client
   * requests of that exchange, which are then not left unanswered.
   */
  private answerExchange(message: Message): boolean {
    const transport = message.frame.transport;
    if (message.kind !== 'error' || transport?.exchange === undefined || transport.status === undefined || transport.status < 400) return false;
    const carried = this.exchanges.get(transport.exchange);
    if (!carried) return false;
    for (const pending of carried) {
      if (pending.settled) continue;
      const request = pending.message;
      // Requests queued under one id are answered first to last: only the head of its id's queue can be settled.
      if (this.open.client.get(request.id!) !== pending) continue;
      this.settle(pending, 'client', request.id!);
      this.used.client.answer(pending.used, request.frame.span.line, message.frame.span.line, true);
      this.skips.client.passAnswer(pending.seq, () => refOf(request));
      this.afterAnswer(request, message);
    }
    return true;
  }

  /** A message that is no valid response but carries the id of a request the other side is waiting on: its answer, malformed. */
  private observeInvalid(message: Message, sender: Sender): void {
    if (message.id === undefined) return;
    const request = this.open[other(sender)].get(message.id)?.message;
    if (request && !this.unpairableAnswers.has(request)) this.unpairableAnswers.set(request, message);
  }

  /** Records what an answered request establishes (handshake, capabilities, tools). */
  private afterAnswer(request: Message, response: Message): void {
    const result = response.kind === 'result' ? resultOf(response) : undefined;
    if (request === this.initializeRequest) {
      this.initializeResponse = response;
      if (result) {
        if (isPlainObject(result.capabilities)) this.serverCapabilities = result.capabilities;
        this.serverInfo = result.serverInfo;
        if (typeof result.protocolVersion === 'string') this.negotiatedVersion = result.protocolVersion;
      }
    }
    if (!result) return;
    const serverInfo = metaOf(response)?.[META_SERVER_INFO];
    if (serverInfo !== undefined && this.serverInfo === undefined) this.serverInfo = serverInfo;
    if (request.method === 'server/discover' && isPlainObject(result.capabilities)) this.serverCapabilities = result.capabilities;
    if (request.method === 'tools/list' && Array.isArray(result.tools)) {
      const cursor = typeof paramsOf(request)?.cursor === 'string';
      // A whole list (one page) whose text repeats the last whole list's keeps the tools as they
      // were: the same objects, so the validators compiled from their schemas are found again by
      // object, not by their text (clients list the tools again after every list_changed).
      const text = !cursor && result.nextCursor === undefined ? resultTextOf(response) : undefined;
      const repeated = text !== undefined && text === this.wholeToolsListText && this.tools !== undefined;
      if (!repeated) {
        this.wholeToolsListText = text;
        const continuing = cursor && this.tools !== undefined;
        const tools = continuing ? this.tools! : new Map<string, Record<string, unknown>>();
        for (const tool of result.tools) if (isPlainObject(tool) && typeof tool.name === 'string') tools.set(tool.name, tool);
        this.tools = tools;
      }
    }
  }
}
