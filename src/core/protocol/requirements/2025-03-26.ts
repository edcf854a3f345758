import { REQUIREMENTS_2025_06_18 as LATER } from './2025-06-18.js';
import { req } from './author.js';
import type { Requirement } from './types.js';

/**
 * 2025-03-26 as a delta on 2025-06-18: what 2025-06-18 added is dropped (the `_meta` naming rules,
 * the MCP-Protocol-Version header, structured tool output, elicitation), what it changed is given in
 * 2025-03-26's words (batches in a POST body and on SSE streams; the operation phase a SHOULD, not
 * yet a MUST), what 2025-06-18 removed comes back (JSON-RPC batches), and the rest is carried.
 * Read from docs/specification/2025-03-26/ (basic/transports, server/tools); the other pages are not
 * in the copy we read from: their sentences are carried in 2025-06-18's wording, marked so, and the
 * lifecycle and batching sentences that differ are taken from the per-revision quotes of
 * ../shared/mcp-spec/FACTS.md (which cites 2025-03-26/basic/index and basic/lifecycle).
 */
const DROPPED = new Set([
  'meta.reserved-keys-no-assumptions',
  'meta.prefix-labels',
  'meta.label-characters',
  'meta.name-characters',
  'lifecycle.http-protocol-version-header',
  'http.protocol-version-negotiated',
  'http.protocol-version-default',
  'http.protocol-version-invalid-400',
  // 2025-03-26's tools page has no sentence on embedded resources and the resources capability.
  'tools.embedded-resources-capability',
  'tools.structured-content-text-copy',
  'tools.structured-content-conforms',
  'tools.client-validates-structured-content',
  'elicitation.no-sensitive',
  'elicitation.declare-capability',
]);

const SENDING = 'basic/transports#sending-messages-to-the-server';

/** Entries of 2025-06-18 that 2025-03-26 words otherwise: each replaced by these, in its place. */
const REPLACED: Record<string, readonly Requirement[]> = {
  'messages.response-same-id': [
    req('messages.batch-receive', 'MUST', 'both', 'basic#batching', 'Implementations MAY support sending JSON-RPC batches, but MUST support receiving JSON-RPC batches.', ['no', 'whether a peer can receive a batch shows only in how it answers one, and a rejected batch may have other causes']),
    req('messages.response-same-id', 'MUST', 'both', 'basic#responses', 'Responses MUST include the same ID as the request they correspond to.', 'yes'),
  ],
  'lifecycle.client-sends-initialize': [
    req('lifecycle.client-sends-initialize', 'MUST', 'client', 'basic/lifecycle#initialization', 'The client MUST initiate this phase by sending an `initialize` request containing:', 'yes', { readFrom: '2025-06-18' }),
    req('lifecycle.initialize-not-batched', 'MUST NOT', 'client', 'basic/lifecycle#initialization', 'The `initialize` request MUST NOT be part of a JSON-RPC batch, as other requests and notifications are not possible until initialization has completed.', 'yes'),
  ],
  'lifecycle.respect-negotiated-version': [
    req('lifecycle.respect-negotiated-version', 'SHOULD', 'both', 'basic/lifecycle#operation', 'Both parties SHOULD: Respect the negotiated protocol version', 'yes'),
  ],
  'lifecycle.use-negotiated-capabilities': [
    req('lifecycle.use-negotiated-capabilities', 'SHOULD', 'both', 'basic/lifecycle#operation', 'Both parties SHOULD: Only use capabilities that were successfully negotiated', 'yes'),
  ],
  'http.post-single-message': [
    req('http.post-body', 'MUST', 'client', SENDING, 'The body of the POST request MUST be one of the following:', ['partly', 'a batch that mixes requests or notifications with responses shows; the other shapes are each a valid body']),
  ],
  'http.request-content-type': [
    req('http.request-content-type', 'MUST', 'server', SENDING, 'If the input contains any number of JSON-RPC _requests_, the server MUST either return `Content-Type: text/event-stream`, to initiate an SSE stream, or `Content-Type: application/json`, to return one JSON object.', 'yes'),
  ],
  'http.sse-carries-response': [
    req('http.sse-carries-response', 'SHOULD', 'server', SENDING, 'The SSE stream SHOULD eventually include one JSON-RPC _response_ per each JSON-RPC _request_ sent in the POST body.', 'yes'),
  ],
  'http.sse-not-closed-before-response': [
    req('http.sse-not-closed-before-response', 'SHOULD NOT', 'server', SENDING, 'The server SHOULD NOT close the SSE stream before sending a JSON-RPC _response_ per each received JSON-RPC _request_, unless the session expires.', ['partly', 'a capture shows where a stream ended, not whether the session had expired'], { gap: 'a POST stream that ends without the response is not judged yet' }),
  ],
  'http.sse-terminates-after-response': [
    req('http.sse-terminates-after-response', 'SHOULD', 'server', SENDING, 'After all JSON-RPC _responses_ have been sent, the server SHOULD close the SSE stream.', 'yes', { gap: 'messages after the response on a POST stream are not judged yet' }),
  ],
};

/** Pages of 2025-03-26 read for this registry: their sentences are 2025-03-26's own. */
const READ = ['basic/transports', 'server/tools'];

export const REQUIREMENTS_2025_03_26: readonly Requirement[] = LATER.flatMap((entry): Requirement[] => {
  if (DROPPED.has(entry.id)) return [];
  const replaced = REPLACED[entry.id];
  if (replaced) return [...replaced];
  const own: Requirement = { ...entry };
  // 2025-11-25's ping page was read in its 2025-03-26 version: here it is the revision's own.
  if (READ.includes(entry.page) || own.readFrom === '2025-03-26') delete own.readFrom;
  else own.readFrom ??= '2025-06-18';
  return [own];
});
