import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import type { Revision } from '../../src/core/revisions.js';
import { shapeRules } from '../helpers/rule-sets.js';

async function findings(revision: Revision, lines: unknown[]) {
  const text = lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
  const result = await checkCapture({ path: 'capture.jsonl', text }, { revision, ruleSet: shapeRules });
  return result.findings.map((f) => ({ line: f.line, rule: f.rule, severity: f.severity, message: f.message }));
}

const req = (id: number, method: string, params?: unknown) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const res = (id: number, result: unknown) => ({ jsonrpc: '2.0', id, result });
const meta26 = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

describe('params-shape', () => {
  it('names the path, the expected and the found type', async () => {
    const found = await findings('2025-06-18', [req(1, 'tools/call', { name: 'get_weather', arguments: ['Paris'] })]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 1, rule: 'params-shape', severity: 'error' });
    expect(found[0].message).toContain('tools/call request (id 1)');
    expect(found[0].message).toContain('`params.arguments` is an array of 1; expected an object');
  });

  it('reports a method whose params are required but absent', async () => {
    const found = await findings('2025-03-26', [req(1, 'resources/read')]);
    expect(found.map((f) => f.rule)).toEqual(['params-shape']);
    expect(found[0].message).toContain('has no `params`, but resources/read requires them');
  });

  it('accepts params-less requests whose params are optional, and unknown extra keys', async () => {
    expect(await findings('2025-06-18', [req(1, 'tools/list'), req(2, 'tools/call', { name: 'x', extra: { a: 1 } })])).toEqual([]);
  });

  it('leaves the 2026-07-28 per-request _meta to request-meta-required (one finding per problem)', async () => {
    const found = await findings('2026-07-28', [
      req(1, 'tools/list'),
      req(2, 'tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }),
      req(3, 'tools/list', { _meta: meta26 }),
      req(4, 'tools/call', { _meta: meta26 }),
    ]);
    expect(found.map((f) => [f.line, f.rule])).toEqual([[4, 'params-shape']]);
    expect(found[0].message).toContain('`params.name` is missing');
  });

  it('says which content type was meant when a tag is misspelt', async () => {
    const found = await findings('2024-11-05', [
      req(1, 'sampling/createMessage', { maxTokens: 10, messages: [{ role: 'user', content: { type: 'txt', text: 'hi' } }] }),
    ]);
    expect(found[0].message).toContain('`params.messages[0].content.type` is string "txt" (did you mean "text"?)');
  });

  it('accepts any number where the spec TypeScript says number (elicitation answer of 3.5, progress 0.5)', async () => {
    const found = await findings('2025-06-18', [
      req(1, 'elicitation/create', { message: 'How much?', requestedSchema: { type: 'object', properties: { amount: { type: 'number' } } } }),
      res(1, { action: 'accept', content: { amount: 3.5 } }),
      { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 't', progress: 0.5, total: 1 } },
    ]);
    expect(found).toEqual([]);
  });

  it('does not judge methods the revision does not define (the catalog rules do)', async () => {
    expect(await findings('2024-11-05', [req(1, 'elicitation/create', { nonsense: true })])).toEqual([]);
  });
});

describe('result-shape', () => {
  it('judges a response by the method of the request it answers', async () => {
    const found = await findings('2025-06-18', [req(1, 'tools/list'), res(1, { tools: { get_weather: {} } })]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 2, rule: 'result-shape' });
    expect(found[0].message).toContain('response to tools/list (id 1) does not match ListToolsResult');
    expect(found[0].message).toContain('`result.tools` is an object; expected an array of Tool objects');
  });

  it('leaves unpaired responses alone', async () => {
    expect(await findings('2025-06-18', [res(9, { tools: 5 })])).toEqual([]);
  });

  it('2026-07-28: list results need resultType and cache hints; input_required results need inputRequests or requestState', async () => {
    const found = await findings('2026-07-28', [
      req(1, 'tools/list', { _meta: meta26 }),
      res(1, { tools: [] }),
      req(2, 'tools/call', { _meta: meta26, name: 'x' }),
      res(2, { resultType: 'input_required' }),
      req(3, 'tools/call', { _meta: meta26, name: 'x' }),
      res(3, { resultType: 'input_required', requestState: 'abc' }),
    ]);
    expect(found.map((f) => [f.line, f.rule])).toEqual([
      [2, 'result-shape'],
      [4, 'result-shape'],
    ]);
    // resultType itself is result-type's finding; the cache hints are this rule's.
    expect(found[0].message).not.toContain('resultType');
    expect(found[0].message).toContain('`result.ttlMs` is missing; expected an integer >= 0');
    expect(found[1].message).toContain('at least one of `inputRequests`, `requestState`');
  });

  it('2025-11-25: a task-augmented tools/call is answered with CreateTaskResult', async () => {
    const found = await findings('2025-11-25', [
      req(1, 'tools/call', { name: 'x', task: { ttl: 1000 } }),
      res(1, { task: { taskId: 't1', status: 'working', createdAt: 'now', lastUpdatedAt: 'now', ttl: null } }),
      req(2, 'tools/call', { name: 'x', task: { ttl: 1000 } }),
      res(2, { content: [] }),
    ]);
    expect(found.map((f) => [f.line, f.rule])).toEqual([[4, 'result-shape']]);
    expect(found[0].message).toContain('CreateTaskResult');
  });
});

describe('result-shape on aliases and embedded requests', () => {
  it('2025-11-25 tasks/get: a task without its status is named', async () => {
    const found = await findings('2025-11-25', [
      req(1, 'tasks/get', { taskId: 't1' }),
      res(1, { taskId: 't1', createdAt: 'now', lastUpdatedAt: 'now', ttl: 1000 }),
    ]);
    expect(found.map((f) => f.rule)).toEqual(['result-shape']);
    expect(found[0].message).toContain('`result.status` is missing');
  });

  it('2026-07-28: an embedded elicitation request with a nested object property is reported with its path', async () => {
    const found = await findings('2026-07-28', [
      req(1, 'tools/call', { _meta: meta26, name: 'x' }),
      res(1, {
        resultType: 'input_required',
        inputRequests: { address: { method: 'elicitation/create', params: { message: 'Where?', requestedSchema: { type: 'object', properties: { street: { type: 'object' } } } } } },
      }),
    ]);
    expect(found[0].message).toContain('`result.inputRequests.address.params.requestedSchema.properties.street.type` is string "object"');
  });
});

describe('unknown-key-slip', () => {
  it('flags `args` for `arguments` as a warning that names the intended key', async () => {
    const found = await findings('2025-06-18', [req(1, 'tools/call', { name: 'get_weather', args: { city: 'Paris' } })]);
    expect(found).toEqual([
      expect.objectContaining({ line: 1, rule: 'unknown-key-slip', severity: 'warning' }),
    ]);
    expect(found[0].message).toContain('`params.args`');
    expect(found[0].message).toContain('misspelling of `arguments`');
  });

  it('catches case and snake_case slips in results (mime_type, next_cursor, isError)', async () => {
    const found = await findings('2025-06-18', [
      req(1, 'resources/list'),
      res(1, { resources: [{ uri: 'file:///a', name: 'a', mime_type: 'text/plain' }], next_cursor: 'x' }),
    ]);
    expect(found.map((f) => f.message.match(/misspelling of `(\w+)`/)?.[1]).sort()).toEqual(['mimeType', 'nextCursor']);
  });

  it('a misspelt required key is one error that names the misspelling, not an extra warning', async () => {
    const found = await findings('2025-06-18', [req(1, 'tools/call', { nmae: 'get_weather' })]);
    expect(found.map((f) => f.rule)).toEqual(['params-shape']);
    expect(found[0].message).toContain('`params.name` is missing (`nmae` is there instead: a misspelling?)');
  });

  it('leaves free-form objects alone (tool arguments, _meta, inputSchema properties)', async () => {
    const found = await findings('2025-06-18', [
      req(1, 'tools/call', { name: 'x', arguments: { nmae: 1, args: 2 }, _meta: { progresToken: 1 } }),
    ]);
    expect(found).toEqual([]);
  });
});
