import { describe, expect, it } from 'vitest';
import { checkCapture, type FileCheckResult } from '../../src/core/engine.js';

const lines = (...messages: unknown[]): string => messages.map((m) => JSON.stringify(m)).join('\n') + '\n';
const check = (text: string, path = 'capture.jsonl') => checkCapture({ path, text }, { revision: 'auto' });
const of = (result: FileCheckResult, rule: string) => result.findings.filter((f) => f.rule === rule);

const init = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
const initResult = { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: { tools: {}, logging: {} }, serverInfo: { name: 's', version: '1' } } };
const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
const handshake = [init, initResult, initialized];
const ask = (id: unknown, method = 'tools/list', params?: unknown) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const answer = (id: unknown, result: unknown = { tools: [] }) => ({ jsonrpc: '2.0', id, result });
const log = { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'working' } };

describe('request-unanswered by evidence', () => {
  it('a request the server skipped (it answered a later one) is an error naming the later request by method, id and line', async () => {
    // lines 4 and 5: two requests; line 6 answers the second only
    const result = await check(lines(...handshake, ask(2), ask(3, 'tools/call', { name: 't', arguments: {} }), answer(3, { content: [] })));
    const found = of(result, 'request-unanswered');
    expect(found.map((f) => [f.line, f.severity])).toEqual([[4, 'error']]);
    // It opens by naming the skipped request itself (a shadowed variable once printed "[object Object]").
    expect(found[0].message).toMatch(/^The client's tools\/list request \(id 2\) was skipped/);
    expect(found[0].message).toContain("the client's tools/call request (id 3, line 5)");
    expect(found[0].message).not.toContain('line 4');
  });

  it('requests still in flight at the end (the server spoke, but answered nothing sent after them) give one warning saying the capture may have been cut', async () => {
    const result = await check(lines(...handshake, ask(2), ask(3), log));
    const found = of(result, 'request-unanswered');
    expect(found.map((f) => [f.line, f.severity])).toEqual([[4, 'warning']]);
    expect(found[0].message).toContain('may have been cut');
    expect(found[0].message).toContain("1 later request of the client (up to the client's tools/list request (id 3, line 5))");
    expect(found[0].message).not.toContain('line 4');
  });

  it('a skipped request whose answer may be a frame the capture garbled stays a warning that names that frame', async () => {
    const cut = '{"jsonrpc":"2.0","id":2,"result":{"tools":[';
    const result = await check([...handshake, ask(2)].map((m) => JSON.stringify(m)).join('\n') + `\n${cut}\n` + lines(ask(3), answer(3)));
    const found = of(result, 'request-unanswered');
    expect(found.map((f) => [f.line, f.severity])).toEqual([[4, 'warning']]);
    expect(found[0].message).toContain('the frame on line 5 could not be read and may be its answer');
  });

  it('in a section-ordered capture (txtar: all client messages, then all server ones) a skip is still told by which later requests got answers', async () => {
    const client = [init, initialized, ask(2), ask(3), ask(4)].map((m) => JSON.stringify(m));
    const server = [initResult, answer(2), answer(4)].map((m) => JSON.stringify(m));
    const text = ['-- client --', ...client, '-- server --', ...server, ''].join('\n');
    const result = await check(text, 'session.txtar');
    expect(result.format).toBe('txtar');
    const found = of(result, 'request-unanswered');
    expect(found.map((f) => [f.line, f.severity])).toEqual([[5, 'error']]);
    expect(found[0].message).toContain("the client's tools/list request (id 4, line 6)");
  });

  it('a request with no word from the server after it is not reported', async () => {
    const result = await check(lines(...handshake, ask(2)));
    expect(of(result, 'request-unanswered')).toEqual([]);
  });

  it('a skipped request among in-flight ones: the skipped one is an error, the rest one warning', async () => {
    const result = await check(lines(...handshake, ask(2), ask(3), answer(3), ask(4), ask(5), log));
    expect(of(result, 'request-unanswered').map((f) => [f.line, f.severity])).toEqual([
      [4, 'error'],
      [7, 'warning'],
    ]);
  });

  // A raw HTTP/1.1 trace: the first POST is refused with a 400 whose JSON-RPC error has a null id
  // (what the TypeScript SDK sends for a bad session), the second is answered.
  const trace = (refusal: string) =>
    [
      'POST /mcp HTTP/1.1',
      'Content-Type: application/json',
      '',
      JSON.stringify(init),
      '',
      'HTTP/1.1 200 OK',
      'Content-Type: application/json',
      '',
      JSON.stringify(initResult),
      '',
      'POST /mcp HTTP/1.1',
      'Content-Type: application/json',
      '',
      JSON.stringify(initialized),
      '',
      'HTTP/1.1 202 Accepted',
      '',
      'POST /mcp HTTP/1.1',
      'Content-Type: application/json',
      'Mcp-Session-Id: stale',
      '',
      JSON.stringify(ask(2)),
      '',
      refusal,
      'Content-Type: application/json',
      '',
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid session ID provided"},"id":null}',
      '',
      'POST /mcp HTTP/1.1',
      'Content-Type: application/json',
      '',
      JSON.stringify(ask(3)),
      '',
      'HTTP/1.1 200 OK',
      'Content-Type: application/json',
      '',
      JSON.stringify(answer(3)),
      '',
    ].join('\n');

  it('a request refused at the HTTP layer (4xx, id-less JSON-RPC error body) is answered by that error', async () => {
    const result = await check(trace('HTTP/1.1 400 Bad Request'), 'trace.http');
    expect(result.format).toBe('http');
    expect(of(result, 'request-unanswered')).toEqual([]);
  });

  it('the same id-less error with a 200 status answers nothing: the request stays open, and the id-less error is the finding', async () => {
    const refused = await check(trace('HTTP/1.1 400 Bad Request'), 'trace.http');
    expect(refused.summary?.unanswered).toEqual([]);
    const result = await check(trace('HTTP/1.1 200 OK'), 'trace.http');
    expect(result.summary?.unanswered.map((open) => open.method)).toEqual(['tools/list']);
    // The error pairs with nothing; id-null says so, and the request is not reported twice.
    expect(of(result, 'id-null')).toHaveLength(1);
    expect(of(result, 'request-unanswered')).toEqual([]);
  });

  it('a 404 for an expired session in a HAR export answers the request of its entry', async () => {
    const entry = (request: unknown, status: number, response: string) => ({
      startedDateTime: '2025-06-16T08:21:40.112Z',
      request: { method: 'POST', url: 'http://localhost:3001/mcp', headers: [{ name: 'Content-Type', value: 'application/json' }], postData: { mimeType: 'application/json', text: JSON.stringify(request) } },
      response: { status, headers: [{ name: 'content-type', value: 'application/json' }], content: { mimeType: 'application/json', text: response } },
    });
    const expired = '{"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"}}';
    const har = (status: number) =>
      JSON.stringify({
        log: {
          version: '1.2',
          creator: { name: 'test', version: '1' },
          entries: [entry(init, 200, JSON.stringify(initResult)), entry(ask(2), status, expired), entry(ask(3), 200, JSON.stringify(answer(3)))],
        },
      });
    const expiredSession = await check(har(404), 'session.har');
    expect(expiredSession.format).toBe('har');
    expect(of(expiredSession, 'request-unanswered')).toEqual([]);
    expect(expiredSession.summary?.unanswered).toEqual([]);
    expect((await check(har(200), 'session.har')).summary?.unanswered.map((open) => open.method)).toEqual(['tools/list']);
  });
});

describe('one root cause, one finding', () => {
  it('notifications/initialized with an id, then 10,000 requests: one request-before-initialized finding at the root, with the count', async () => {
    const messages: unknown[] = [init, initResult, { ...initialized, id: 1 }];
    for (let id = 2; id < 10_002; id++) messages.push(ask(id), answer(id));
    const result = await check(lines(...messages));
    const found = of(result, 'request-before-initialized');
    expect(found).toHaveLength(1);
    expect(found[0].line).toBe(3);
    expect(found[0].message).toContain("the client's tools/list request (id 2, line 4) and 9,999 later requests");
    expect(of(result, 'notification-with-id').map((f) => f.line)).toEqual([3]);
    expect(result.findings.filter((f) => f.line !== 3)).toEqual([]);
  });

  it('a client that never sends notifications/initialized: one finding at the first request, counting the rest', async () => {
    const result = await check(lines(init, initResult, ask(2), answer(2), ask(3), answer(3), ask(4), answer(4)));
    const found = of(result, 'request-before-initialized');
    expect(found.map((f) => f.line)).toEqual([3]);
    expect(found[0].message).toContain("The same goes for 2 later requests, up to the client's tools/list request (id 4, line 7).");
  });

  it('an initialize that never got its result: one request-unanswered and one request-before-initialized, not one per request', async () => {
    const result = await check(lines(init, ask(2), ask(3), ask(4), log));
    expect(of(result, 'request-unanswered').map((f) => [f.line, f.severity])).toEqual([[1, 'warning']]);
    expect(of(result, 'request-unanswered')[0].message).toContain('3 later requests of the client');
    const early = of(result, 'request-before-initialized');
    expect(early.map((f) => f.line)).toEqual([2]);
    expect(early[0].message).toContain("the client's initialize request (id 0, line 1)");
  });

  it('responses with the id in another type: response-unpaired names the request, and the request is not also unanswered', async () => {
    const result = await check(lines(...handshake, ask(2), answer('2'), ask(3), answer('3')));
    expect(of(result, 'response-unpaired').map((f) => f.line)).toEqual([5, 7]);
    expect(of(result, 'request-unanswered')).toEqual([]);
  });

  it('requests answered by id-less responses or by messages that are no response: only those answers are reported', async () => {
    const idless = await check(lines(...handshake, ask(1), { jsonrpc: '2.0', result: { tools: [] } }, ask(2), { jsonrpc: '2.0', error: { code: -32602, message: 'no' } }));
    expect(idless.findings.map((f) => `${f.line} ${f.rule}`)).toEqual(['5 response-without-id', '7 response-without-id']);
    const unrecognized = await check(lines(...handshake, ask(1), { jsonrpc: '2.0', id: 1, status: 'ok', tools: [] }));
    expect(unrecognized.findings.map((f) => `${f.line} ${f.rule}`)).toEqual(['5 unrecognized-message']);
  });

  it('an initialize answered with the id in another type: no handshake-order findings follow from it', async () => {
    const result = await check(lines({ ...init, id: '0' }, initResult, initialized, ask(2), answer(2)));
    expect(result.findings.map((f) => f.rule)).toEqual(['response-unpaired']);
  });

  it('messages before initialize stay one finding each (independent verdicts count them so), naming the initialize request by id and line', async () => {
    const result = await check(lines(ask(1), ask(2, 'ping'), ask(3, 'prompts/list'), init, initResult, initialized));
    const found = of(result, 'initialize-not-first');
    expect(found.map((f) => [f.line, f.severity])).toEqual([
      [1, 'error'],
      [2, 'warning'],
      [3, 'error'],
    ]);
    expect(found[0].message).toContain("sent before the client's initialize request (id 0, line 4)");
  });
});

describe('two faults on one frame', () => {
  it('"id": null does not hide an args -> arguments slip', async () => {
    const result = await check(lines(...handshake, ask(null, 'tools/call', { name: 't', args: {} })));
    expect(result.findings.map((f) => `${f.line} ${f.rule}`)).toEqual(['4 id-null', '4 unknown-key-slip']);
    expect(of(result, 'unknown-key-slip')[0].path).toBe('params.args');
  });

  it('"id": null does not hide an unknown tool or arguments that break the schema', async () => {
    const tools = { tools: [{ name: 't', inputSchema: { type: 'object', properties: { a: { type: 'number' } }, required: ['a'] } }] };
    const result = await check(lines(...handshake, ask(2), answer(2, tools), ask(null, 'tools/call', { name: 'nope', arguments: {} }), ask(null, 'tools/call', { name: 't', arguments: { a: 'x' } })));
    expect(result.findings.map((f) => `${f.line} ${f.rule}`)).toEqual(['6 id-null', '6 tool-unknown', '7 id-null', '7 tool-arguments-invalid']);
  });

  it('an id on notifications/initialized does not hide its params problem', async () => {
    const result = await check(lines(init, initResult, { ...initialized, id: 1, params: { _meta: 3 } }));
    expect(result.findings.map((f) => `${f.line} ${f.rule}`)).toEqual(['3 notification-with-id', '3 params-shape']);
  });
});
