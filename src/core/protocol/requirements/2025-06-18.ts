import { REQUIREMENTS_2025_11_25 as LATER } from './2025-11-25.js';
import { req } from './author.js';
import type { Requirement } from './types.js';

/**
 * 2025-06-18 as a delta on 2025-11-25: what 2025-11-25 added is dropped (JSON Schema usage, icons,
 * SSE priming and polling, the Origin 403, tool names, sampling with tools, URL-mode elicitation,
 * tasks, log routing on Streamable HTTP), what it reworded is given in 2025-06-18's words, and the
 * rest is carried. Read from docs/specification/2025-06-18/ (basic/index, lifecycle, transports,
 * cancellation, tools, logging, sampling, elicitation); the other pages (resources, prompts,
 * completion, pagination, progress, roots) are carried in 2025-11-25's wording, marked so.
 */
const DROPPED = new Set([
  'json-schema.support-2020-12',
  'json-schema.validate-by-dialect',
  'json-schema.unsupported-dialect-error',
  'json-schema.schemas-valid',
  'meta.reverse-dns',
  'icons.reject-unsafe-schemes',
  'stdio.stderr-not-an-error',
  'http.invalid-origin-403',
  'http.sse-priming-event',
  'http.client-polls',
  'http.retry-before-close',
  'http.client-respects-retry',
  'session.client-handles-id-securely',
  'progress.task-keeps-token',
  'progress.task-stops-at-terminal',
  'tools.input-schema-valid',
  'tools.name-length',
  'tools.name-case-sensitive',
  'tools.name-characters',
  'tools.name-no-spaces',
  'tools.name-unique',
  'tools.execution-errors-to-model',
  'logging.request-stream',
  'logging.no-broadcast',
  'sampling.declare-tools',
  'sampling.no-tools-undeclared',
  'sampling.include-context-declared',
  'sampling.tool-results-only',
  'sampling.tool-use-answered',
  'elicitation.url-for-sensitive',
  'elicitation.supported-modes-only',
  'elicitation.required-params',
  'elicitation.form-mode-params',
  'elicitation.url-mode-params',
  'elicitation.valid-url',
  'elicitation.complete-carries-id',
  'elicitation.url-required-lists-elicitations',
  'elicitation.url-required-url-mode',
]);

/** Entries of 2025-11-25 that 2025-06-18 words otherwise: each replaced by these, in its place. */
const REPLACED: Record<string, readonly Requirement[]> = {
  'messages.result-same-id': [
    req('messages.response-same-id', 'MUST', 'both', 'basic#responses', 'Responses MUST include the same ID as the request they correspond to.', 'yes'),
    req('messages.result-or-error', 'MUST', 'both', 'basic#responses', 'Either a `result` or an `error` MUST be set.', 'yes'),
    req('messages.not-both', 'MUST NOT', 'both', 'basic#responses', 'A response MUST NOT set both.', 'yes'),
  ],
  'messages.result-field': [],
  'messages.error-same-id': [],
  'messages.error-field': [req('messages.error-code-and-message', 'MUST', 'both', 'basic#responses', 'Results MAY follow any JSON object structure, while errors MUST include an error code and message at minimum.', 'yes')],
  'messages.error-code-integer': [req('messages.error-code-integer', 'MUST', 'both', 'basic#responses', 'Error codes MUST be integers.', 'yes')],
  'http.sse-carries-response': [
    req('http.sse-carries-response', 'SHOULD', 'server', 'basic/transports#sending-messages-to-the-server', 'The SSE stream SHOULD eventually include JSON-RPC _response_ for the JSON-RPC _request_ sent in the POST body.', 'yes'),
    req('http.sse-not-closed-before-response', 'SHOULD NOT', 'server', 'basic/transports#sending-messages-to-the-server', 'The server SHOULD NOT close the SSE stream before sending the JSON-RPC _response_ for the received JSON-RPC _request_, unless the session expires.', ['partly', 'a capture shows where a stream ended, not whether the session had expired'], { gap: 'a POST stream that ends without the response is not judged yet' }),
  ],
  'http.sse-terminates-after-response': [
    req('http.sse-terminates-after-response', 'SHOULD', 'server', 'basic/transports#sending-messages-to-the-server', 'After the JSON-RPC _response_ has been sent, the server SHOULD close the SSE stream.', 'yes', { gap: 'messages after the response on a POST stream are not judged yet' }),
  ],
  'http.resume-with-get': [
    req('http.resume-with-get', 'SHOULD', 'client', 'basic/transports#resumability-and-redelivery', 'If the client wishes to resume after a broken connection, it SHOULD issue an HTTP GET to the MCP endpoint, and include the Last-Event-ID header to indicate the last event ID it received.', ['partly', 'whether the client wished to resume is its own; a capture shows how it reconnected'], { gap: 'reconnections are not judged yet' }),
  ],
  'elicitation.no-sensitive-form': [
    req('elicitation.no-sensitive', 'MUST NOT', 'server', 'client/elicitation#user-interaction-model', 'Servers MUST NOT use elicitation to request sensitive information.', ['partly', 'a form asking for a password, token or key by field name shows; other sensitive data does not']),
  ],
};

/** 2025-06-18 spells the header `Mcp-Session-Id` where 2025-11-25 writes `MCP-Session-Id`. */
const SESSION_HEADER = ['session.client-sends-id', 'session.missing-id-400', 'session.reinitialize-after-404', 'session.delete-when-done'];

/** Pages of 2025-06-18 not re-read: their sentences are 2025-11-25's. */
const NOT_REREAD = ['server/resources', 'server/prompts', 'server/utilities/completion', 'server/utilities/pagination', 'basic/utilities/progress', 'client/roots'];

export const REQUIREMENTS_2025_06_18: readonly Requirement[] = LATER.flatMap((entry): Requirement[] => {
  if (DROPPED.has(entry.id)) return [];
  const replaced = REPLACED[entry.id];
  if (replaced) return [...replaced];
  const own: Requirement = { ...entry };
  if (SESSION_HEADER.includes(entry.id)) own.text = entry.text.replaceAll('MCP-Session-Id', 'Mcp-Session-Id');
  // 2025-11-25's cancellation page was read in its 2025-06-18 version: here it is the revision's own.
  if (own.readFrom === '2025-06-18') delete own.readFrom;
  if (NOT_REREAD.some((page) => entry.page === page)) own.readFrom = '2025-11-25';
  return [own];
});
