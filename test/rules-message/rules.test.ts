import { describe, expect, it } from 'vitest';
import { keys, runLines, type TestFinding } from './tester.js';
import type { Revision } from '../../src/core/revisions.js';
import { messageRules } from '../helpers/rule-sets.js';

const meta26 = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const only = (findings: TestFinding[], rule: string) => findings.filter((f) => f.rule === rule);
const run = (revision: Revision, ...lines: string[]) => runLines(lines.join('\n'), revision, messageRules);

describe('envelope', () => {
  it('jsonrpc must be the string "2.0"', () => {
    const f = run('2025-06-18', '{"jsonrpc":2.0,"id":1,"method":"tools/list"}', '{"id":2,"method":"tools/list"}', '{"jsonrpc":"2.0","id":3,"method":"tools/list"}');
    expect(keys(only(f, 'jsonrpc-version'))).toEqual(['1 jsonrpc-version', '2 jsonrpc-version']);
    expect(f[0].message).toContain('"jsonrpc": 2');
    expect(f[1].message).toContain('has no "jsonrpc" member');
  });
  it('ids: fractional, object and boolean are flagged; strings, integers and negative integers are not', () => {
    const f = run('2025-06-18', '{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}', '{"jsonrpc":"2.0","id":{"n":1},"method":"tools/list"}', '{"jsonrpc":"2.0","id":true,"result":{}}', '{"jsonrpc":"2.0","id":"a","method":"tools/list"}', '{"jsonrpc":"2.0","id":-4,"method":"tools/list"}');
    expect(keys(only(f, 'id-type'))).toEqual(['1 id-type', '2 id-type', '3 id-type']);
    expect(f[0].message).toContain('a fractional number');
  });
  it('"id": null on a method is read as a notification carrying a forbidden id: one finding, not also request-without-id', () => {
    const f = run('2024-11-05', '{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{"name":"x"}}');
    expect(keys(f)).toEqual(['1 id-null']);
    expect(f[0].message).toMatch(/generic JSON-RPC validators accept it/);
    expect(f[0].message).toMatch(/never answered/);
  });
  it('"id": null on an error names the JSON-RPC difference and what to do instead', () => {
    for (const revision of ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const) {
      const f = run(revision, '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}');
      expect(keys(only(f, 'id-null'))).toEqual(['1 id-null']);
      expect(only(f, 'id-null')[0].message).toMatch(/JSON-RPC allows null.*omit "id"/);
    }
  });
  it('params must be an object: positional arrays and null are flagged', () => {
    const f = run('2025-06-18', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":["echo"]}', '{"jsonrpc":"2.0","method":"notifications/progress","params":null}', '{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}');
    expect(keys(only(f, 'params-type'))).toEqual(['1 params-type', '2 params-type']);
    expect(f.find((x) => x.line === 1)!.message).toContain('positional params');
  });
  it('responses: both result and error, a non-object result, a bad error object', () => {
    const f = run('2025-06-18', '{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}', '{"jsonrpc":"2.0","id":2,"result":"ok"}', '{"jsonrpc":"2.0","id":3,"error":{"code":-32603.5}}', '{"jsonrpc":"2.0","id":4,"error":"boom"}', '{"jsonrpc":"2.0","id":5,"result":{}}');
    expect(keys(f.filter((x) => x.severity === 'error'))).toEqual(['1 response-result-and-error', '2 result-not-object', '3 error-object', '4 error-object']);
    expect(f.find((x) => x.line === 3)!.message).toMatch(/codes MUST be integers.*no "message"/);
  });
  it('values that are no message at all, and batch members that are not objects', () => {
    const f = run('2025-03-26', '"hello"', '{"jsonrpc":"2.0","id":9}', '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},[1]]');
    expect(keys(only(f, 'unrecognized-message'))).toEqual(['1 unrecognized-message', '2 unrecognized-message', '3 unrecognized-message']);
    expect(f[2].message).toContain('batches do not nest');
  });
  it('a request method without an id, and a notification method with one', () => {
    const f = run('2024-11-05', '{"jsonrpc":"2.0","method":"initialize","params":{}}', '{"jsonrpc":"2.0","id":3,"method":"notifications/initialized"}', '{"jsonrpc":"2.0","id":4,"method":"notifications/whatever"}', '{"jsonrpc":"2.0","method":"notifications/initialized"}');
    expect(keys(f.filter((x) => x.rule !== 'unknown-method'))).toEqual(['1 request-without-id', '2 notification-with-id', '3 notification-with-id']);
    expect(f.find((x) => x.line === 3 && x.rule === 'notification-with-id')!.severity).toBe('warning');
  });
  it('an error response without an id: error in 2024-11-05, warning in 2025-03-26 and 2025-06-18, fine from 2025-11-25; a result without one is always an error', () => {
    const line = '{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"}}';
    expect(only(run('2024-11-05', line), 'response-without-id').map((f) => f.severity)).toEqual(['error']);
    expect(only(run('2025-06-18', line), 'response-without-id').map((f) => f.severity)).toEqual(['warning']);
    expect(only(run('2025-11-25', line), 'response-without-id')).toEqual([]);
    expect(only(run('2026-07-28', '{"jsonrpc":"2.0","result":{"resultType":"complete"}}'), 'response-without-id')).toHaveLength(1);
  });
});

describe('batches', () => {
  const batch = '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":2,"method":"prompts/list"}]';
  it('the same batch is clean under 2025-03-26 and an error elsewhere, with the history', () => {
    expect(run('2025-03-26', batch)).toEqual([]);
    expect(only(run('2024-11-05', batch), 'batch-not-allowed')[0].message).toContain('2024-11-05 does not define batches');
    for (const revision of ['2025-06-18', '2025-11-25'] as const) {
      expect(only(run(revision, batch), 'batch-not-allowed')[0].message).toContain('removed in 2025-06-18');
    }
  });
  it('an empty array is invalid everywhere, including 2025-03-26, and gets one finding only', () => {
    expect(keys(run('2025-03-26', '[]'))).toEqual(['1 batch-empty']);
    expect(keys(run('2025-06-18', '[]'))).toEqual(['1 batch-empty']);
  });
  it('members are each checked', () => {
    const f = run('2025-03-26', '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"1.0","id":2,"method":"tools/List"}]');
    expect(keys(f)).toEqual(['1 jsonrpc-version', '1 method-typo']);
  });
  it('initialize in a batch and mixed batches (2025-03-26)', () => {
    const f = run('2025-03-26', '[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}},{"jsonrpc":"2.0","id":7,"result":{}}]');
    expect(keys(f)).toEqual(['1 batch-initialize', '1 batch-mixed']);
  });
});

describe('method catalog', () => {
  it('case and spelling slips say "did you mean"', () => {
    const f = run('2025-06-18', '{"jsonrpc":"2.0","id":1,"method":"tools/List"}', '{"jsonrpc":"2.0","id":2,"method":"tool/call","params":{}}', '{"jsonrpc":"2.0","method":"initialized"}', '{"jsonrpc":"2.0","method":"notifications/initialised"}', '{"jsonrpc":"2.0","id":3,"method":"resources.read","params":{}}');
    expect(f.map((x) => `${x.line} ${x.rule} ${/did you mean "([^"]+)"/.exec(x.message)?.[1]}`)).toEqual([
      '1 method-typo tools/list',
      '2 method-typo tools/call',
      '3 method-typo notifications/initialized',
      '4 method-typo notifications/initialized',
      '5 method-typo resources/read',
    ]);
    expect(f[0].message).toContain('reads like a missing feature');
    expect(f[2].message).toContain('silently ignores');
  });
  it('methods removed in 2026-07-28 name the last revision and the replacement', () => {
    const f = run('2026-07-28', `{"jsonrpc":"2.0","id":1,"method":"ping","params":{${meta26}}}`, `{"jsonrpc":"2.0","id":2,"method":"logging/setLevel","params":{${meta26},"level":"info"}}`, `{"jsonrpc":"2.0","id":3,"method":"initialize","params":{${meta26}}}`);
    expect(keys(f)).toEqual(['1 method-not-in-revision', '2 method-not-in-revision', '3 method-not-in-revision']);
    expect(f[0].message).toContain('last defined in 2025-11-25');
    expect(f[1].message).toContain('io.modelcontextprotocol/logLevel');
    expect(f[2].message).toContain('server/discover');
  });
  it('a method added later names the revision that has it; embedded-only methods say how they travel now', () => {
    const f = run('2025-03-26', '{"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{}}');
    expect(keys(f)).toEqual(['1 method-not-in-revision']);
    expect(f[0].message).toContain('defined only from 2025-06-18');
    const g = run('2026-07-28', '{"jsonrpc":"2.0","id":1,"method":"sampling/createMessage","params":{}}');
    expect(keys(g)).toEqual(['1 method-not-in-revision']);
    expect(g[0].message).toContain('inputRequests');
    expect(keys(run('2025-06-18', '{"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{}}'))).toEqual([]);
  });
  it('2026-07-28 tasks belong to the tasks extension: a warning unless the request declares it; tasks/list is gone', () => {
    const ext = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"extensions":{"io.modelcontextprotocol/tasks":{}}}}';
    const f = run('2026-07-28', `{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{${meta26},"taskId":"t"}}`, `{"jsonrpc":"2.0","id":2,"method":"tasks/update","params":{${ext},"taskId":"t"}}`, `{"jsonrpc":"2.0","id":3,"method":"tasks/list","params":{${meta26}}}`);
    expect(f.map((x) => `${x.line} ${x.rule} ${x.severity}`)).toEqual(['1 method-not-in-revision warning', '3 method-not-in-revision error']);
    expect(f[0].message).toContain('io.modelcontextprotocol/tasks extension');
    expect(f[1].message).toContain('no tasks/list');
  });
  it('unknown methods in the spec namespaces: warning for requests, info for notifications; custom methods: info once per name', () => {
    const f = run('2025-06-18', '{"jsonrpc":"2.0","id":1,"method":"tools/delete","params":{}}', '{"jsonrpc":"2.0","method":"notifications/claude/channel","params":{}}', '{"jsonrpc":"2.0","id":2,"method":"com.example/reindex"}', '{"jsonrpc":"2.0","id":3,"method":"com.example/reindex"}');
    expect(f.map((x) => `${x.line} ${x.rule} ${x.severity}`)).toEqual(['1 unknown-method warning', '2 unknown-method info', '3 custom-method info']);
  });
});

describe('direction (where the capture marks the sender)', () => {
  it('a client-only method sent by the server, and a server-only notification sent by the client', () => {
    const f = run('2025-06-18', '< {"jsonrpc":"2.0","id":1,"method":"tools/list"}', '> {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}', '> {"jsonrpc":"2.0","id":2,"method":"ping"}', '< {"jsonrpc":"2.0","id":9,"method":"ping"}');
    expect(keys(f)).toEqual(['1 wrong-direction', '2 wrong-direction']);
    expect(f[0].message).toContain('only the client sends tools/list');
  });
  it('2026-07-28: any request from the server and any response from the client; progress only from the server', () => {
    const f = run('2026-07-28', '< {"jsonrpc":"2.0","id":1,"method":"com.example/ask"}', '> {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete"}}', '> {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}', '< {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":2}}');
    expect(keys(f.filter((x) => x.rule === 'wrong-direction'))).toEqual(['1 wrong-direction', '2 wrong-direction', '3 wrong-direction']);
    expect(f.find((x) => x.line === 1 && x.rule === 'wrong-direction')!.message).toContain('servers MUST NOT send JSON-RPC requests');
  });
  it('without direction marks nothing is said', () => {
    expect(keys(run('2025-06-18', '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}'))).toEqual([]);
  });
});

describe('error codes', () => {
  const err = (code: number, message = 'x') => `{"jsonrpc":"2.0","id":1,"error":{"code":${code},"message":"${message}"}}`;
  const verdict = (revision: Revision, code: number) => run(revision, err(code)).map((f) => `${f.rule} ${f.severity}`);
  it('-32002: defined up to 2025-11-25, retired in 2026-07-28', () => {
    expect(verdict('2025-11-25', -32002)).toEqual([]);
    expect(verdict('2026-07-28', -32002)).toEqual(['error-code-retired error']);
  });
  it('-32042: implementation-defined before 2025-11-25 (naming its later meaning), defined in 2025-11-25, retired after', () => {
    expect(verdict('2025-06-18', -32042)).toEqual(['error-code-implementation-defined info']);
    expect(run('2025-06-18', err(-32042))[0].message).toContain('2025-11-25 defines -32042');
    expect(verdict('2025-11-25', -32042)).toEqual([]);
    expect(verdict('2026-07-28', -32042)).toEqual(['error-code-retired error']);
  });
  it('-32020..-32022 are defined from 2026-07-28; other codes of that range are errors there', () => {
    expect(verdict('2026-07-28', -32021)).toEqual([]);
    expect(verdict('2025-11-25', -32021)).toEqual(['error-code-implementation-defined info']);
    expect(verdict('2026-07-28', -32050)).toEqual(['error-code-reserved error']);
    expect(verdict('2026-07-28', -32001)).toEqual(['error-code-reserved warning']);
  });
  it('JSON-RPC reserved codes are warnings everywhere; application codes are fine', () => {
    expect(verdict('2024-11-05', -32500)).toEqual(['error-code-reserved warning']);
    expect(verdict('2024-11-05', -31000)).toEqual([]);
    expect(verdict('2026-07-28', 42)).toEqual([]);
  });
  it('-32700 from a peer says stray output', () => {
    expect(run('2025-11-25', err(-32700, 'Parse error'))[0].message).toContain('stray output');
  });
  it('-32601 after a slip says the name is wrong, not the feature missing', () => {
    const f = run('2025-06-18', '{"jsonrpc":"2.0","id":1,"method":"tools/List"}', '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}');
    expect(keys(f)).toEqual(['1 method-typo', '2 error-code-hint']);
    expect(f[1].message).toContain('slip of "tools/list"');
  });
});

describe('a tool failure sent as a JSON-RPC error', () => {
  const call = '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"read_file","arguments":{"path":"a.txt"}}}';
  it('-32603 "file not found" and application codes answering tools/call are warnings', () => {
    const f = run('2025-06-18', call, '{"jsonrpc":"2.0","id":5,"error":{"code":-32603,"message":"file not found"}}');
    expect(f.map((x) => `${x.line} ${x.rule} ${x.severity}`)).toEqual(['2 tool-error-as-protocol-error warning']);
    expect(f[0].message).toContain('isError: true');
    expect(keys(run('2025-06-18', call, '{"jsonrpc":"2.0","id":5,"error":{"code":1001,"message":"disk full"}}'))).toEqual(['2 tool-error-as-protocol-error']);
  });
  it('protocol errors (unknown tool -32602) and errors for other methods are not', () => {
    expect(only(run('2025-06-18', call, '{"jsonrpc":"2.0","id":5,"error":{"code":-32602,"message":"Unknown tool"}}'), 'tool-error-as-protocol-error')).toEqual([]);
    expect(keys(run('2025-06-18', '{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{"uri":"file:///a"}}', '{"jsonrpc":"2.0","id":5,"error":{"code":-32603,"message":"oops"}}'))).toEqual([]);
  });
});

describe('2026-07-28 per-message requirements', () => {
  it('every request carries protocolVersion (string) and clientCapabilities (object) in params._meta', () => {
    const f = run('2026-07-28', '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', '{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":20260728,"io.modelcontextprotocol/clientCapabilities":{}}}}', `{"jsonrpc":"2.0","id":3,"method":"server/discover","params":{${meta26}}}`, '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}');
    expect(keys(f)).toEqual(['1 request-meta-required', '2 request-meta-required']);
    expect(f[0].message).toContain('no params');
    expect(f[1].message).toContain('as an integer');
    expect(keys(run('2025-11-25', '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'))).toEqual([]);
  });
  it('every result carries resultType with an allowed value; input_required only for the three methods', () => {
    const f = run(
      '2026-07-28',
      '{"jsonrpc":"2.0","id":1,"result":{}}',
      '{"jsonrpc":"2.0","id":2,"result":{"resultType":"done"}}',
      `{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{${meta26}}}`,
      '{"jsonrpc":"2.0","id":3,"result":{"resultType":"input_required","requestState":"x"}}',
      `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{${meta26},"name":"x"}}`,
      '{"jsonrpc":"2.0","id":4,"result":{"resultType":"input_required","requestState":"x"}}',
    );
    expect(f.map((x) => `${x.line} ${x.rule} ${x.severity}`)).toEqual(['1 result-type error', '2 result-type warning', '4 result-type error']);
    expect(keys(run('2025-11-25', '{"jsonrpc":"2.0","id":1,"result":{}}'))).toEqual([]);
  });
});

describe('_meta key names', () => {
  const tools = (key: string) => `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a","inputSchema":{"type":"object"},"_meta":{"${key}":1}}]}}`;
  it('a key that breaks the syntax is an error from 2025-06-18 on, not before', () => {
    expect(keys(run('2025-11-25', tools('_fastmcp')))).toEqual(['1 meta-key-name']);
    expect(run('2025-11-25', tools('_fastmcp'))[0].path).toBe('result.tools[0]._meta');
    expect(keys(run('2025-03-26', tools('_fastmcp')))).toEqual([]);
    expect(keys(run('2025-11-25', tools('com.example/ok-key')))).toEqual([]);
    expect(keys(run('2025-11-25', tools('a/b/c')))).toEqual(['1 meta-key-name']);
  });
  it('reserved prefixes follow each revision\'s rule, and the spec\'s own keys pass', () => {
    expect(keys(run('2025-11-25', tools('io.modelcontextprotocol/related-task')))).toEqual([]);
    expect(keys(run('2025-11-25', tools('io.modelcontextprotocol/protocolVersion')))).toEqual(['1 meta-key-reserved']);
    expect(keys(run('2025-06-18', tools('modelcontextprotocol.io/x')))).toEqual(['1 meta-key-reserved']);
    expect(keys(run('2025-11-25', tools('modelcontextprotocol.io/x')))).toEqual([]);
    expect(keys(run('2025-11-25', tools('com.example.mcp/x')))).toEqual([]);
    expect(keys(run('2025-11-25', tools('dev.mcp/x')))).toEqual(['1 meta-key-reserved']);
  });
  it('tool arguments and schemas are the user\'s data and are not searched', () => {
    const call = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"a","arguments":{"_meta":{"_x":1}}}}';
    expect(keys(run('2025-11-25', call))).toEqual([]);
  });
});
