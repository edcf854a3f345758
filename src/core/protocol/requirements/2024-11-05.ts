import { REQUIREMENTS_2025_03_26 as LATER } from './2025-03-26.js';
import { req } from './author.js';
import type { Requirement } from './types.js';

/**
 * 2024-11-05 as a delta on 2025-03-26: what 2025-03-26 added is dropped (JSON-RPC batches,
 * Streamable HTTP and its sessions, authorization, tool annotations, audio content, the completions
 * capability, the progress message, timeouts, and the UTF-8 sentence of the transports page), the
 * HTTP+SSE transport takes Streamable HTTP's place, and the rest is carried. Read from
 * docs/specification/2024-11-05/basic/transports; the other pages are not in the copy we read
 * from: their sentences are carried in a later revision's wording, marked so, after
 * ../shared/mcp-spec/FACTS.md, which lists what 2025-03-26 added (its changelog).
 */
const DROPPED = new Set([
  'messages.batch-receive',
  'lifecycle.initialize-not-batched',
  'auth.http-conform',
  'lifecycle.request-timeouts',
  'lifecycle.cancel-on-timeout',
  'lifecycle.maximum-timeout',
  // The 2024-11-05 transports page states UTF-8 for stderr only.
  'transport.utf8',
  'tools.annotations-untrusted',
  'prompts.audio-base64',
  'completion.declare-capability',
  'progress.message-readable',
]);

/** Streamable HTTP (2025-03-26) has no place in 2024-11-05; the HTTP+SSE entries stand where it began. */
const STREAMABLE_HTTP = (entry: Requirement): boolean => (entry.id.startsWith('http.') || entry.id.startsWith('session.')) && !SECURITY.includes(entry.id);
/** The security warning reads the same on 2024-11-05's HTTP with SSE section. */
const SECURITY = ['http.validate-origin', 'http.bind-localhost', 'http.authenticate'];

const SSE = 'basic/transports#http-with-sse';
const HTTP_WITH_SSE: readonly Requirement[] = [
  req('sse.two-endpoints', 'MUST', 'server', SSE, 'The server MUST provide two endpoints:', ['partly', 'a capture shows the endpoints the client used, not every endpoint the server offers'], { gap: 'the endpoints of an HTTP+SSE capture are not judged yet' }),
  req('sse.endpoint-event', 'MUST', 'server', SSE, 'When a client connects, the server MUST send an `endpoint` event containing a URI for the client to use for sending messages.', 'yes', { gap: 'an SSE stream without its `endpoint` event is not reported yet' }),
  req('sse.post-to-endpoint', 'MUST', 'client', SSE, 'All subsequent client messages MUST be sent as HTTP POST requests to this endpoint.', 'yes', { gap: 'the target of the client\'s POSTs is not held against the `endpoint` event yet' }),
];

export const REQUIREMENTS_2024_11_05: readonly Requirement[] = LATER.flatMap((entry): Requirement[] => {
  if (DROPPED.has(entry.id)) return [];
  if (entry.id === 'http.single-endpoint') return [...HTTP_WITH_SSE];
  if (STREAMABLE_HTTP(entry)) return [];
  const own: Requirement = { ...entry };
  if (entry.page === 'basic/transports') delete own.readFrom;
  else own.readFrom ??= '2025-03-26';
  return [own];
});
