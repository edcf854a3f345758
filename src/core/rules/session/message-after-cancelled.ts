import type { Message, RequestId } from '../../message.js';
import { BoundedMap } from '../../session/bounded.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { onStdio } from '../../session/streams.js';
import { metaOf, paramsOf } from '../../session/tracker.js';
import type { Frame, StreamClose } from '../../capture/frame.js';
import type { Rule, RuleContext } from '../rule.js';

/** Listen streams remembered per session; a session that opens more forgets the oldest. */
const LISTEN_LIMIT = 10_000;

interface Open {
  request: Message;
  cancel?: Message;
  /** Over HTTP: the close of the request's connection (the trace-validator recorder's), which cancels it. */
  closed?: StreamClose;
  /** A listen stream the server tore down itself (its notifications/cancelled) before the client's cancel. */
  endedByServer?: boolean;
  /** A listen stream answered already (listens are never deleted, only forgotten when too many). */
  answered?: boolean;
  /** Whether a message about it was reported already (one finding per request). */
  reported?: boolean;
}

export const messageAfterCancelled: Rule = {
  meta: {
    id: 'message-after-cancelled',
    family: 'session',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28: the server sends a progress notification, a log message or the response for a request (a subscriptions/listen request too) after the client cancelled it: with notifications/cancelled on stdio, by closing the request\'s response stream on Streamable HTTP (seen where the recorder logs the close).',
    why: 'In 2026-07-28 a server that receives notifications/cancelled for a request (stdio), or whose client closes the request\'s SSE response stream (Streamable HTTP: the close is the cancellation), MUST NOT send further messages for it: no response, no progress, no log. (Up to 2025-11-25 a late response was a race the sender should ignore, not an error; this rule does not run there.) On stdio logs carry no request id, so a log counts only when the cancelled request is the only one in flight. Over HTTP only a capture that records when a connection closed shows it (tomtom215/mcp-conformance traces, their transport-close events), and only when one request with an open stream was in flight at the close, since the trace does not say whose connection closed; a log then counts when it comes on the closed stream while no request with an open stream is in flight. A subscriptions/listen request the client cancelled gets no closing result either (the result ends a subscription the server tears down itself); change notifications on it are subscription-notification-invalid\'s findings.',
    instead: 'Stop the request\'s work when the cancellation arrives (or its stream closes) and send nothing more for it: drop its pending progress and log notifications and its response.',
    spec: specUrl('2026-07-28', 'basic/patterns/cancellation'),
    requirements: ['stdio.no-messages-after-cancellation', 'http.no-messages-after-cancellation', 'cancellation.receiver-stops'],
    examples: {
      bad: '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n> {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}\n< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}',
      good: '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}\n> {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    /** The client's unanswered requests (not listen streams), by id; cancelled ones stay until answered. */
    const open = new Map<RequestId, Open>();
    /** The client's listen streams, by id: kept apart, since they never carry progress or logs. */
    const listens = new BoundedMap<RequestId, Open>(LISTEN_LIMIT);
    /** Progress tokens of the open requests that carry one. */
    const byToken = new Map<unknown, Open>();
    let cancelledOpen = 0;

    const report = (entry: Open, message: Message, what: string): void => {
      if (entry.reported) return;
      entry.reported = true;
      context.report({
        at: message,
        message: `This is ${describe(message)}, ${what} ${describe(entry.request, true)}, which the client had cancelled (its notifications/cancelled notification, line ${entry.cancel!.frame.span.line}). A 2026-07-28 server MUST NOT send further messages for a cancelled request: stop its work and send nothing more for it.`,
      });
    };

    const close = (key: RequestId): Open | undefined => {
      const entry = open.get(key);
      if (!entry) {
        const listen = listens.size > 0 ? listens.get(key) : undefined;
        if (!listen || listen.answered) return undefined;
        listen.answered = true;
        if (listen.cancel) cancelledOpen -= 1;
        return listen;
      }
      open.delete(key);
      if (entry.cancel) cancelledOpen -= 1;
      const token = metaOf(entry.request)?.progressToken;
      if (token !== undefined && byToken.get(token) === entry) byToken.delete(token);
      return entry;
    };

    const http = httpCancellation(context);
    return {
      message(message) {
        // Over HTTP file order is wire order only where the recorder logs events as they happen, as one that logs closes does.
        if (!onStdio(message)) {
          http.message(message);
          return;
        }
        if (!context.session.interleavingKnown) return;
        if (message.sender === 'client') {
          if (message.kind === 'request' && message.id !== undefined && message.method === 'subscriptions/listen') {
            listens.set(message.id, { request: message });
          } else if (message.kind === 'request' && message.id !== undefined) {
            const entry: Open = { request: message };
            open.set(message.id, entry);
            const token = metaOf(message)?.progressToken;
            if (token !== undefined) byToken.set(token, entry);
          } else if (message.kind === 'notification' && message.method === 'notifications/cancelled') {
            const id = paramsOf(message)?.requestId;
            const entry = typeof id === 'string' || typeof id === 'number' ? (open.get(id) ?? listens.get(id)) : undefined;
            if (entry && !entry.cancel && !entry.endedByServer && !entry.answered) {
              entry.cancel = message;
              cancelledOpen += 1;
            }
          }
          return;
        }
        if (message.kind === 'notification' && message.method === 'notifications/cancelled' && listens.size > 0) {
          // The server tearing a listen stream down: its closing result is then graceful closure, not a late answer.
          const id = paramsOf(message)?.requestId;
          const listen = typeof id === 'string' || typeof id === 'number' ? listens.get(id) : undefined;
          if (listen && !listen.cancel && !listen.answered) listen.endedByServer = true;
          return;
        }
        if (cancelledOpen === 0) {
          if ((message.kind === 'result' || message.kind === 'error') && message.id !== undefined) close(message.id);
          return;
        }
        if ((message.kind === 'result' || message.kind === 'error') && message.id !== undefined) {
          const entry = close(message.id);
          if (entry?.cancel) report(entry, message, 'the response to');
          return;
        }
        if (message.kind !== 'notification') return;
        if (message.method === 'notifications/progress') {
          const entry = byToken.get(paramsOf(message)?.progressToken);
          if (entry?.cancel) report(entry, message, 'a progress notification for');
        } else if (message.method === 'notifications/message' && open.size === 1) {
          const entry = open.values().next().value!;
          if (entry.cancel) report(entry, message, 'a log message sent while the only request in flight was');
        }
      },
    };
  },
};

/**
 * Streamable HTTP: the client cancels a request by closing its response stream, and the server
 * MUST NOT send further messages for it (2026-07-28 basic/transports/streamable-http#cancellation).
 * A capture shows the close only where the recorder logs it (a trace-validator `transport-close`,
 * which the reader hands on in `Transport.closedStreams`); the trace does not say whose connection
 * closed beyond "the latest exchange's", so a close counts only when that exchange's request is
 * the only one in flight whose stream is still open.
 */
function httpCancellation(context: RuleContext): { message(message: Message): void } {
  /** The client's HTTP requests not answered yet, by id and by exchange. */
  const open = new Map<RequestId, Open & { exchange?: number }>();
  const byExchange = new Map<number, Open>();
  const byToken = new Map<unknown, Open>();
  /** Open requests whose stream closed. */
  let closedOpen = 0;
  /** The frame whose closes were read last (a batch's members share theirs). */
  let lastFrame: Frame | undefined;

  const forget = (entry: Open & { exchange?: number }): void => {
    if (entry.request.id !== undefined) open.delete(entry.request.id);
    if (entry.exchange !== undefined && byExchange.get(entry.exchange) === entry) byExchange.delete(entry.exchange);
    const token = metaOf(entry.request)?.progressToken;
    if (token !== undefined && byToken.get(token) === entry) byToken.delete(token);
    if (entry.closed) closedOpen -= 1;
  };
  const report = (entry: Open, message: Message, what: string): void => {
    if (entry.reported) return;
    entry.reported = true;
    context.report({
      at: message,
      requirement: 'http.no-messages-after-cancellation',
      message: `This is ${describe(message)}, ${what} ${describe(entry.request, true)}, whose response stream the capture records closing (line ${entry.closed!.line}) before it was answered: on Streamable HTTP closing the stream cancels the request. A 2026-07-28 server MUST NOT send further messages for a cancelled request: stop its work when its stream closes and send nothing more for it.`,
    });
  };

  /** The closes recorded before the frame, read before its messages are judged. */
  const readCloses = (frame: Frame): void => {
    if (frame === lastFrame) return;
    lastFrame = frame;
    const closes = frame.transport?.closedStreams;
    if (!closes) return;
    for (const close of closes) {
      const entry = byExchange.get(close.exchange);
      // Another request in flight (its stream still open): the close may be its connection's.
      if (!entry || entry.closed || open.size - closedOpen !== 1) continue;
      entry.closed = close;
      closedOpen += 1;
    }
  };

  return {
    message(message) {
      readCloses(message.frame);
      const exchange = message.frame.transport?.exchange;
      if (message.sender === 'client') {
        if (message.kind !== 'request' || message.id === undefined) return;
        const entry: Open & { exchange?: number } = { request: message, exchange };
        open.set(message.id, entry);
        if (exchange !== undefined) byExchange.set(exchange, entry);
        const token = metaOf(message)?.progressToken;
        if (token !== undefined) byToken.set(token, entry);
        return;
      }
      if ((message.kind === 'result' || message.kind === 'error') && message.id !== undefined) {
        const entry = open.get(message.id);
        if (!entry) return;
        forget(entry);
        if (entry.closed) report(entry, message, 'the response to');
        return;
      }
      if (closedOpen === 0 || message.kind !== 'notification') return;
      if (message.method === 'notifications/progress') {
        const entry = byToken.get(paramsOf(message)?.progressToken);
        if (entry?.closed) report(entry, message, 'a progress notification for');
        return;
      }
      // Any other notification on the closed stream, while no request with an open stream is in flight: it belongs to that request.
      const entry = exchange === undefined ? undefined : byExchange.get(exchange);
      if (entry?.closed && open.size === closedOpen) report(entry, message, message.method === 'notifications/message' ? 'a log message on the stream of' : 'a notification on the stream of');
    },
  };
}
