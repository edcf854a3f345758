/**
 * A frame is one unit of protocol traffic as it stands in a capture file: the raw text of one
 * JSON-RPC message (or batch), where it is, and what the capture format tells about it.
 */

/** Where a frame (or a finding) stands in the original file. Lines and columns are 1-based. */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** Byte offset of the first byte of the frame in the file (0-based). */
  offset: number;
  /** Length of the frame's raw text in bytes. */
  length: number;
}

/** Which peer wrote the message. */
export type Sender = 'client' | 'server';

/**
 * How the sender was known: a `>`/`<` mark, a log prefix, the HTTP side, a txtar section, the
 * direction field of another recorder's envelope (`"direction":"c2s"`, `"dir":"in"`)...
 */
export type SenderSource = 'mark' | 'log' | 'http' | 'section' | 'sse' | 'har' | 'recorder' | 'inferred';

export interface Transport {
  kind: 'stdio' | 'http' | 'sse';
  /** Lower-cased header names; the headers of the HTTP message that carried the frame. */
  headers?: Record<string, string>;
  /** For frames carried by an HTTP response: the request line's method and target. */
  httpMethod?: string;
  url?: string;
  /** HTTP status of the response that carried the frame. */
  status?: number;
  /**
   * For frames carried by an HTTP response: the headers of the request it answers, when the
   * capture recorded them. A GET has no body, so its response's frames are where its headers show.
   */
  requestHeaders?: Record<string, string>;
  /**
   * The request/response exchange that carried the frame, numbered in file order (a POST's body
   * and its response's share it): an id-less error response answers the requests of its exchange.
   */
  exchange?: number;
  /** SSE event name (`message` when absent) and event id. */
  sseEvent?: string;
  sseId?: string;
  /** Legacy HTTP+SSE `endpoint` event data, when this stream announced one. */
  endpoint?: string;
  /**
   * HAR captures: when the exchange began (`startedDateTime`) and ended (plus the entry's `time`),
   * in milliseconds since the epoch, on the frames of its request and of its response.
   */
  timing?: { start: number; end: number };
  /**
   * HAR captures, for an exchange answered with an event stream: the reconnection time its last
   * valid `retry:` field set (milliseconds) and the last event id it gave (`id:`, a priming
   * event's too), on the frames of its request and of its response.
   */
  sseRetry?: number;
  sseLastId?: string;
  /**
   * The exchanges whose HTTP connection the capture recorded closing since the frame before this
   * one, in file order (a trace-validator `transport-close` lifecycle event): on 2026-07-28
   * Streamable HTTP, closing a request's response stream cancels that request. Readers whose
   * captures do not record closes leave it out.
   */
  closedStreams?: readonly StreamClose[];
}

/** One recorded close of an exchange's connection: the exchange and the line of the close event. */
export interface StreamClose {
  exchange: number;
  line: number;
}

export interface Frame {
  /** 0-based order of the frame within its file. */
  index: number;
  /** The message text exactly as found (for SSE, the joined data lines). */
  raw: string;
  /** The parsed JSON value, when `raw` parsed. */
  value?: unknown;
  /** Why `raw` did not parse, when it did not. */
  parseError?: string;
  span: Span;
  sender?: Sender;
  senderSource?: SenderSource;
  transport?: Transport;
  /**
   * Session key within the file: frames with different keys belong to different sessions
   * (several servers in one client log, or one server started twice). Absent: one session.
   */
  session?: string;
  /** Timestamp the capture gives for the frame (ISO 8601 text as found). */
  timestamp?: string;
}
