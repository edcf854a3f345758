import type { Frame, Transport } from '../../capture/frame.js';
import { isPlainObject, type Message } from '../../message.js';
import type { Revision } from '../../revisions.js';

/** The revisions with the Streamable HTTP transport (2024-11-05 had HTTP+SSE only). */
export const STREAMABLE_HTTP_REVISIONS: readonly Revision[] = ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
/** The Streamable HTTP revisions with sessions (`MCP-Session-Id`); 2026-07-28 has none. */
export const HTTP_SESSION_REVISIONS: readonly Revision[] = ['2025-03-26', '2025-06-18', '2025-11-25'];

/**
 * The HTTP transport of a frame whose capture recorded the message's header block (a curl -v
 * transcript, a HAR entry), not only the few headers a log keeps: a header a rule finds missing
 * there was missing on the wire.
 */
export function recordedHttp(frame: Frame): (Transport & { headers: Record<string, string> }) | undefined {
  const transport = frame.transport;
  if (transport?.kind !== 'http' || !transport.headers) return undefined;
  const headers = transport.headers;
  if (headers.host === undefined && headers['content-type'] === undefined) return undefined;
  return transport as Transport & { headers: Record<string, string> };
}

/** The media types a header lists (`Accept`, `Content-Type`), lower-cased, parameters dropped. */
export function mediaTypes(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value.split(',').map((part) => part.split(';')[0].trim().toLowerCase()).filter((type) => type !== '');
}

/**
 * The session id a server's `404 Not Found` answered: the `MCP-Session-Id` of the request the
 * response answers, when the capture recorded that request's headers. Undefined for any other
 * message, and for a 404 whose body is a -32601 error (a method the server lacks, not a session
 * it ended).
 */
export function notFoundSession(message: Message): string | undefined {
  const transport = message.frame.transport;
  if (message.sender !== 'server' || transport?.kind !== 'http' || transport.status !== 404) return undefined;
  const id = transport.requestHeaders?.['mcp-session-id'];
  if (id === undefined || id === '') return undefined;
  if (message.kind === 'error' && isPlainObject(message.value) && isPlainObject(message.value.error) && message.value.error.code === -32601) return undefined;
  return id;
}
