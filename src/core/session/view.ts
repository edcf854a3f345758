import type { Message, RequestId } from '../message.js';
import type { Sender } from '../capture/frame.js';
import type { Revision } from '../revisions.js';
import type { RevisionSource } from './revision.js';

/**
 * What the engine remembers of a message it no longer holds (ids used long ago): enough to name it
 * in a finding, not its text, so a long session does not keep every message in memory.
 */
export interface MessageRef {
  kind: Message['kind'];
  method?: string;
  id?: RequestId;
  sender?: Sender;
  line: number;
}

/** What the session dropped from tracking because too many requests were pending at once. */
export interface DroppedRequests {
  /** Requests dropped while still unanswered. */
  count: number;
  /** The lines of the first and the last request dropped. */
  firstLine: number;
  lastLine: number;
  /** Responses that came later for a dropped request (among the latest MAX_PENDING_REQUESTS (tracker.ts) dropped ids per side). */
  answeredLater: number;
}

/** How a response was paired with a request. */
export interface PairingFacts {
  /**
   * - `answered`: it answers the pending request in `message.answers`;
   * - `unpaired`: no request of the other side with that id is waiting;
   * - `duplicate`: that request was answered already (`previous` is the first answer, `request` the request);
   * - `deferred`: the capture does not record how the two sides interleave (txtar sections), so a
   *   request later in the file may still claim it; `unpairedAtEnd()` lists the ones nobody claimed;
   * - `untracked`: its request was dropped from tracking, too many requests being pending (`dropped()`).
   */
  status: 'answered' | 'unpaired' | 'duplicate' | 'deferred' | 'untracked';
  previous?: MessageRef;
  request?: MessageRef;
  /** A pending request whose id differs from this response's only in type (`1` vs `"1"`). */
  nearMiss?: Message;
  /** A pending request with this id sent by the same side as this response (directions swapped?). */
  sameSide?: Message;
}

/** What the engine noticed about a request's id. */
export interface RequestIdFacts {
  /** An earlier request by the same sender with the same id (same type). */
  reusedFrom?: MessageRef;
  /** Whether that earlier request was still waiting for its answer. */
  inFlight?: boolean;
}

export interface UnansweredRequest {
  request: Message;
  /** Messages of the session after the request. */
  messagesAfter: number;
  /** Whether the side that should have answered sent anything after the request. */
  peerSpokeAfter: boolean;
  /** Whether a notifications/cancelled referenced it. */
  cancelled: boolean;
  /**
   * A later request of the same side that the peer answered while this one was pending: the peer
   * skipped this one (it did not just stop when the capture ended).
   */
  skippedFor?: MessageRef;
  /** An answer that came but could not pair with it (see SessionView.unpairableAnswer). */
  unpairableAnswer?: Message;
  /** Whether the peer sent a response without an id after it (one that may answer it, but pairs with nothing). */
  idlessResponseAfter: boolean;
}

export interface SessionCounts {
  requests: number;
  notifications: number;
  results: number;
  errors: number;
  invalid: number;
  /** Messages whose sender the engine inferred (the capture did not mark it). */
  inferredSenders: number;
}

/** What the session engine knows at the current point of a capture, for rules to read. */
export interface SessionView {
  /** Capabilities each side declared so far (initialize, or 2026-07-28 `_meta` and server/discover). */
  clientCapabilities?: Record<string, unknown>;
  serverCapabilities?: Record<string, unknown>;
  clientInfo?: unknown;
  serverInfo?: unknown;
  /** Protocol version the client proposed in initialize, and the one the server answered. */
  requestedVersion?: string;
  negotiatedVersion?: string;
  /** The request `sender` issued with `id` that is still waiting for an answer. */
  pending(sender: Sender, id: RequestId): Message | undefined;

  /** The revision the capture is held to and where it came from. */
  readonly revision?: Revision;
  readonly revisionSource?: RevisionSource;
  /**
   * False when the capture lists each side's messages in its own section (txtar), so the order
   * of a client message relative to a server message says nothing about time.
   */
  readonly interleavingKnown: boolean;
  /** The client's first initialize request, its answer, and the initialized notification. */
  readonly initializeRequest?: Message;
  readonly initializeResponse?: Message;
  readonly initializedNotification?: Message;
  /** The client's first notifications/initialized sent with an id (a request to the peer, not the signal). */
  readonly initializedWithId?: Message;
  /** Tools of the last tools/list result (pages merged), by name; undefined before any. */
  readonly tools?: ReadonlyMap<string, Record<string, unknown>>;
  readonly counts: Readonly<SessionCounts>;
  /** Pairing facts of a result or error message. */
  pairing(message: Message): PairingFacts | undefined;
  /** Id facts of a request message, while it is the message the engine dispatches (the last one observed). */
  requestIdFacts(message: Message): RequestIdFacts | undefined;
  /**
   * Whether `sender` sent a request with this id (same JSON type) so far in the session; the
   * engine remembers at least the last 50,000 ids per side (see UsedIds for the most it keeps).
   */
  idUsed(sender: Sender, id: RequestId): boolean;
  /** How many messages `side` sent so far in the session. */
  messagesFrom(side: Sender): number;
  /** Whether a notifications/cancelled from the requester referenced this request. */
  wasCancelled(request: Message): boolean;
  /**
   * The first answer to this request that could not pair with it, while it was pending: a response
   * with the id in another type (`1` vs `"1"`), or a message with its id that is no valid response.
   */
  unpairableAnswer(request: Message): Message | undefined;
  /**
   * Requests still unanswered (call at the end): at most MAX_PENDING_REQUESTS (the latest); older
   * ones were dropped from tracking, and `dropped()` counts them.
   */
  unanswered(): UnansweredRequest[];
  /** The unanswered requests dropped from tracking because too many were pending at once, if any. */
  dropped(): Readonly<DroppedRequests> | undefined;
  /** Responses the capture order left unpaired to the end (only when interleaving is unknown). */
  unpairedAtEnd(): Message[];
  /** The capabilities declared by `side` that apply to `message` (2026-07-28: per request). */
  capabilitiesOf(side: Sender, forRequest?: Message): Record<string, unknown> | undefined;
}
