import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import type { Frame } from '../../src/core/capture/frame.js';
import type { CaptureFormat } from '../../src/core/capture/reader.js';
import { classifyMessage, resultTextOf } from '../../src/core/message.js';
import { SessionTracker } from '../../src/core/session/tracker.js';
import type { Rule } from '../../src/core/rules/rule.js';

const lines = (...messages: unknown[]): string => messages.map((m) => (typeof m === 'string' ? m : JSON.stringify(m))).join('\n') + '\n';
const check = (text: string, revision: Parameters<typeof checkCapture>[1]['revision'] = 'auto') => checkCapture({ path: 'capture.jsonl', text }, { revision });
const rules = (result: Awaited<ReturnType<typeof check>>) => result.findings.map((f) => `${f.line} ${f.rule} ${f.severity}`);

const init = (version: string, id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'c', version: '1' } },
});
const initResult = (version: string, id: number | string = 1, capabilities: object = { tools: {} }) => ({
  jsonrpc: '2.0',
  id,
  result: { protocolVersion: version, capabilities, serverInfo: { name: 's', version: '2' } },
});
const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };

describe('revision resolution', () => {
  it('takes the revision from the initialize result under auto and says so', async () => {
    const result = await check(lines(init('2025-06-18'), initResult('2025-03-26'), initialized));
    expect(result.revision).toBe('2025-03-26');
    expect(result.revisionSource).toBe('initialize');
  });

  it('takes it from a 2026-07-28 request _meta', async () => {
    const request = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } } };
    const result = await check(lines(request));
    expect([result.revision, result.revisionSource]).toEqual(['2026-07-28', 'meta']);
  });

  it('asks to pin a revision when the capture gives no clue, and judges it against all five (what only 2026-07-28 rejects, as warnings)', async () => {
    const result = await check(lines({ jsonrpc: '2.0', id: 16, method: 'prompts/list' }, { jsonrpc: '2.0', id: 16, result: { prompts: [] } }));
    expect(result.revision).toBeUndefined();
    expect(rules(result)).toEqual(expect.arrayContaining(['1 request-meta-required warning', '1 revision-unknown info', '2 result-type warning']));
    expect(result.findings.find((f) => f.rule === 'revision-unknown')?.message).toContain('--revision');
    // Every other finding is one only 2026-07-28 raises, reported as a warning that says so.
    const others = result.findings.filter((f) => f.rule !== 'revision-unknown');
    expect(others.map((f) => [f.severity, f.revisions])).toEqual(others.map(() => ['warning', ['2026-07-28']]));
  });

  it('names both revisions when a pinned capture negotiates another one', async () => {
    const result = await check(lines(init('2025-06-18'), initResult('2025-06-18'), initialized), '2025-11-25');
    expect(rules(result)).toEqual(['2 revision-mismatch warning']);
    expect(result.findings[0].message).toMatch(/pinned to 2025-11-25.*2025-06-18/);
  });
});

describe('directions', () => {
  it('infers senders from method tables and pairing, and the summary says so', async () => {
    const text = lines(
      init('2025-06-18'),
      initResult('2025-06-18', 1, { tools: {} }),
      initialized,
      { jsonrpc: '2.0', id: 1, method: 'ping' }, // the server's own id space: id 1 is fresh for the server
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 2, result: { tools: [] } },
    );
    const result = await check(text, '2025-06-18');
    expect(rules(result)).toEqual([]);
    expect(result.summary).toMatchObject({ directions: 'inferred', requests: 3, notifications: 1, results: 3, errors: 0, unanswered: [] });
    expect(result.summary?.clientInfo).toEqual({ name: 'c', version: '1' });
    expect(result.summary?.serverInfo).toEqual({ name: 's', version: '2' });
  });

  it('lets > and < marks override inference', async () => {
    // Marked as sent by the server: a tools/list the server sends is answered by the client.
    const text = `> ${JSON.stringify(init('2025-06-18'))}\n< ${JSON.stringify(initResult('2025-06-18'))}\n> ${JSON.stringify(initialized)}\n< {"jsonrpc":"2.0","id":5,"method":"ping"}\n< {"jsonrpc":"2.0","id":5,"result":{}}\n`;
    const result = await check(text, '2025-06-18');
    expect(result.summary?.directions).toBe('marked');
    // The server answered its own ping: nothing on the client side was waiting, and the ping is left open.
    expect(rules(result)).toContain('5 response-unpaired error');
    expect(result.findings.find((f) => f.rule === 'response-unpaired')?.message).toContain('sent by the server itself');
  });
});

describe('pairing', () => {
  it('keeps each side in its own id space', async () => {
    const text = `> ${JSON.stringify(init('2025-06-18', 0))}\n< ${JSON.stringify(initResult('2025-06-18', 0))}\n> ${JSON.stringify(initialized)}\n< {"jsonrpc":"2.0","id":0,"method":"ping"}\n> {"jsonrpc":"2.0","id":0,"result":{}}\n`;
    expect(rules(await check(text, '2025-06-18'))).toEqual([]);
  });

  it('does not report a request left open when the peer never spoke again (capture or transport ended)', async () => {
    const result = await check(lines(init('2025-06-18')), '2025-06-18');
    expect(rules(result)).toEqual([]);
    expect(result.summary?.unanswered).toEqual([expect.objectContaining({ line: 1, method: 'initialize', id: '1' })]);
    expect(result.summary?.unanswered[0].note).toContain('sent nothing after it');
  });

  it('pairs a response listed before its request when the capture keeps each side in its own section', () => {
    const tracker = new SessionTracker('2024-11-05', 'pinned');
    const frame = (index: number, sender: 'client' | 'server', value: unknown): Frame => ({
      index,
      raw: JSON.stringify(value),
      value,
      span: { line: index + 1, column: 1, endLine: index + 1, endColumn: 1, offset: 0, length: 1 },
      sender,
      senderSource: 'section',
    });
    const reply = classifyMessage(frame(0, 'client', { jsonrpc: '2.0', id: 1, result: {} }), { jsonrpc: '2.0', id: 1, result: {} });
    tracker.observe(reply);
    expect(tracker.pairing(reply)?.status).toBe('deferred');
    const ping = classifyMessage(frame(1, 'server', { jsonrpc: '2.0', id: 1, method: 'ping' }), { jsonrpc: '2.0', id: 1, method: 'ping' });
    tracker.observe(ping);
    expect(reply.answers).toBe(ping);
    expect(tracker.unpairedAtEnd()).toEqual([]);
    expect(tracker.unanswered()).toEqual([]);
  });
});

describe('captures of one side or out of time order', () => {
  it('does not call the responses of a server-only capture unpaired, and says the client side is missing', async () => {
    const text = `< ${JSON.stringify(initResult('2024-11-05', 0))}\n< {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}\n`;
    const result = await check(text, '2024-11-05');
    expect(rules(result)).toEqual(['1 response-unpaired info']);
    expect(result.findings[0].message).toContain("holds only the server's side");
  });
});

describe('one capture, several sessions', () => {
  it('holds each session to the revision it negotiated under auto', async () => {
    // A reader of our own for the test: `<session key> <message>` per line.
    const reader: CaptureFormat = {
      name: 'jsonl',
      description: 'test: session-keyed lines',
      sniff: () => 1,
      create: (sink) => {
        let index = 0;
        return {
          push(record) {
            const space = record.text.indexOf(' ');
            const raw = record.text.slice(space + 1);
            sink.frame({ index: index++, raw, value: JSON.parse(raw), session: record.text.slice(0, space), span: { line: record.line, column: space + 2, endLine: record.line, endColumn: record.text.length + 1, offset: record.offset, length: raw.length } });
          },
          end() {},
        };
      },
    };
    const elicit = { jsonrpc: '2.0', id: 'e1', method: 'elicitation/create', params: { message: 'Name?', requestedSchema: { type: 'object', properties: {} } } };
    const text = [
      `old ${JSON.stringify(init('2024-11-05'))}`,
      `new ${JSON.stringify(init('2025-06-18'))}`,
      `old ${JSON.stringify(initResult('2024-11-05'))}`,
      `new ${JSON.stringify(initResult('2025-06-18'))}`,
      `old ${JSON.stringify(initialized)}`,
      `new ${JSON.stringify(initialized)}`,
      `new ${JSON.stringify(elicit)}`,
      `new ${JSON.stringify({ jsonrpc: '2.0', id: 'e1', result: { action: 'decline' } })}`,
    ].join('\n');
    const result = await checkCapture({ path: 'two.log', text: `${text}\n` }, { revision: 'auto', reader });
    expect(result.revision).toBe('2024-11-05');
    expect(result.summary?.sessions).toBe(2);
    expect(result.summary?.revisions).toEqual(['2024-11-05', '2025-06-18']);
    // The elicitation is judged by 2025-06-18 (where elicitation exists and needs the client's
    // capability, a MUST), not by the capture's first revision, 2024-11-05.
    expect(rules(result)).toEqual(['7 capability-not-declared error']);
  });
});

describe('direction inference for messages either side may send', () => {
  it('attributes progress to the side that received the request with the token, and cancellation to the requester', async () => {
    const text = lines(
      init('2025-06-18', 0),
      initResult('2025-06-18', 0, { tools: {} }),
      initialized,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'slow', arguments: {}, _meta: { progressToken: 'p' } } },
      { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: 1 } },
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 2, result: { tools: [] } },
    );
    const result = await check(text, '2025-06-18');
    // Progress from the server for the client's token, a cancellation by the client: nothing to report,
    // and the cancelled call is listed as unanswered with the reason.
    expect(rules(result)).toEqual([]);
    expect(result.summary?.unanswered).toEqual([expect.objectContaining({ line: 4, sender: 'client', method: 'tools/call', note: 'cancelled' })]);
  });
});

describe('findings past the per-rule cap', () => {
  it('are counted without building their text', async () => {
    const { MAX_FINDINGS_PER_RULE } = await import('../../src/core/engine.js');
    let built = 0;
    const everyPing: Rule = {
      meta: { id: 'every-ping', family: 'envelope', severity: 'warning', revisions: 'all', summary: 's', why: 'w', instead: 'i', spec: 'https://example.com' },
      create: (context) => ({
        message(message) {
          if (message.method === 'ping') context.report({ at: message, message: () => `ping number ${++built}` });
        },
      }),
    };
    const count = MAX_FINDINGS_PER_RULE + 250;
    const text = Array.from({ length: count }, (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"ping"}`).join('\n');
    const result = await checkCapture({ path: 'pings.jsonl', text }, { revision: '2025-06-18', ruleSet: [everyPing] });
    const findings = result.findings.filter((f) => f.rule === 'every-ping');
    expect(built).toBe(MAX_FINDINGS_PER_RULE);
    expect(findings).toHaveLength(MAX_FINDINGS_PER_RULE + 1);
    expect(findings[0].message).toBe('ping number 1');
    expect(findings.some((f) => f.message.startsWith('250 more findings of every-ping'))).toBe(true);
  });
});

describe('tools listed again', () => {
  const tool = (name: string, schema: object = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }) => ({ name, inputSchema: schema });
  const feed = (tracker: SessionTracker, raw: string, sender: 'client' | 'server', line: number) => {
    const value = JSON.parse(raw);
    const frame: Frame = { index: line, raw, value, span: { line, column: 1, endLine: line, endColumn: 1, offset: 0, length: raw.length }, sender, senderSource: 'mark' };
    const message = classifyMessage(frame, value);
    tracker.observe(message);
    return message;
  };

  it('keeps the listed tools as they were when a whole list repeats the last one word for word, and takes any other list', () => {
    const tracker = new SessionTracker('2025-06-18', 'pinned');
    const list = (id: number, tools: object[], extra: object = {}) => {
      feed(tracker, JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list', ...extra }), 'client', id * 2);
      feed(tracker, JSON.stringify({ jsonrpc: '2.0', id, result: { tools } }), 'server', id * 2 + 1);
    };
    list(1, [tool('a'), tool('b')]);
    const first = tracker.tools!.get('a');
    list(2, [tool('a'), tool('b')]);
    expect(tracker.tools!.get('a')).toBe(first);
    // Another id in front of the same result: still the same tools (the text from "result" on repeats).
    list(30, [tool('a'), tool('b')]);
    expect(tracker.tools!.get('a')).toBe(first);
    // One schema changed: the new objects, and the new schema.
    list(3, [tool('a', { type: 'object' }), tool('b')]);
    expect(tracker.tools!.get('a')).not.toBe(first);
    expect(tracker.tools!.get('a')!.inputSchema).toEqual({ type: 'object' });
    // A tool dropped: gone.
    list(4, [tool('a')]);
    list(5, [tool('a')]);
    expect([...tracker.tools!.keys()]).toEqual(['a']);
  });

  it('still builds the tools of a paginated list page by page', () => {
    const tracker = new SessionTracker('2025-06-18', 'pinned');
    const page = (id: number, tools: object[], cursor?: string, nextCursor?: string) => {
      feed(tracker, JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list', ...(cursor ? { params: { cursor } } : {}) }), 'client', id * 2);
      feed(tracker, JSON.stringify({ jsonrpc: '2.0', id, result: { tools, ...(nextCursor ? { nextCursor } : {}) } }), 'server', id * 2 + 1);
    };
    page(1, [tool('a')], undefined, 'p2');
    page(2, [tool('b')], 'p2');
    expect([...tracker.tools!.keys()]).toEqual(['a', 'b']);
    // The first page again, the same text: the list starts over (a first page is not a whole list).
    page(3, [tool('a')], undefined, 'p2');
    expect([...tracker.tools!.keys()]).toEqual(['a']);
  });

  it('judges calls after a repeated list by the tools it lists', async () => {
    const listAgain = (id: number) => [{ jsonrpc: '2.0', id, method: 'tools/list' }, { jsonrpc: '2.0', id, result: { tools: [tool('search')] } }];
    const call = (id: number, args: object) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search', arguments: args } });
    const answer = (id: number) => ({ jsonrpc: '2.0', id, result: { content: [] } });
    const result = await check(
      lines(init('2025-06-18'), initResult('2025-06-18'), initialized, ...listAgain(2), call(3, { q: 'x' }), answer(3), ...listAgain(4), call(5, { q: 7 }), answer(5), ...listAgain(6), call(7, {}), answer(7)),
      '2025-06-18',
    );
    expect(rules(result)).toEqual(['10 tool-arguments-invalid error', '14 tool-arguments-invalid error']);
  });
});

describe('the text of a result', () => {
  const resultOfRaw = (raw: string) => {
    const value = JSON.parse(raw);
    const frame: Frame = { index: 0, raw, value, span: { line: 1, column: 1, endLine: 1, endColumn: 1, offset: 0, length: raw.length } };
    return resultTextOf(classifyMessage(frame, value));
  };

  it('starts at the message’s own result member, and is undefined where the first "result": is another one', () => {
    expect(resultOfRaw('{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}')).toBe('"result":{"tools":[]}}');
    expect(resultOfRaw('{"jsonrpc":"2.0","id":"\\"result\\":","result":{"a":1}}')).toBe('"result":{"a":1}}');
    // Spelt with a space before the colon, the member is not found; a nested key must not stand in for it.
    expect(resultOfRaw('{"jsonrpc":"2.0","id":1,"result" : {"tools":[1],"x":{"result":2}}}')).toBeUndefined();
    expect(resultOfRaw('{"jsonrpc":"2.0","id":1,"_meta":{"result":0},"result":{}}')).toBeUndefined();
  });
});
