import type { Frame, Transport } from '../../capture/frame.js';
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
