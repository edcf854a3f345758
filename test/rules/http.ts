/**
 * Streamable HTTP exchanges written as raw HTTP (the `http` format), with the headers and the
 * answer each rule about the transport looks at: the request's headers, the status, the
 * response's headers, and a JSON or SSE body.
 */
const CLIENT_HEADERS = { host: '127.0.0.1:3000', 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON body, or SSE events as `[id, message]` pairs (id `undefined`: an event without one). */
  json?: unknown;
  events?: readonly (readonly [string | undefined, unknown])[];
}

const headerLines = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => `${name}: ${value}`);

function answerLines({ status = 200, headers = {}, json, events }: Answer): string[] {
  const reason = status === 200 ? 'OK' : status === 202 ? 'Accepted' : status === 400 ? 'Bad Request' : 'Status';
  if (events) {
    const body = events.flatMap(([id, message]) => [...(id === undefined ? [] : [`id: ${id}`]), `data: ${JSON.stringify(message)}`, '']);
    return [`HTTP/1.1 ${status} ${reason}`, ...headerLines({ 'content-type': 'text/event-stream', ...headers }), '', ...body];
  }
  if (json === undefined) return [`HTTP/1.1 ${status} ${reason}`, ...headerLines(headers), '', ''];
  return [`HTTP/1.1 ${status} ${reason}`, ...headerLines({ 'content-type': 'application/json', ...headers }), '', JSON.stringify(json), ''];
}

/** A POST of `body` (with the headers a correct client sends, `headers` added or replacing them) and its answer. */
export function post(body: unknown, headers: Record<string, string | undefined>, answer: Answer = { status: 202 }): string[] {
  const sent = Object.fromEntries(Object.entries({ ...CLIENT_HEADERS, ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return ['POST /mcp HTTP/1.1', ...headerLines(sent), '', JSON.stringify(body), '', ...answerLines(answer)];
}

/** A GET opening the server's stream, and the stream it gets. */
export function get(headers: Record<string, string>, answer: Answer): string[] {
  return ['GET /mcp HTTP/1.1', ...headerLines({ host: '127.0.0.1:3000', accept: 'text/event-stream', ...headers }), '', ...answerLines(answer)];
}
