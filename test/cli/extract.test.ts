import { describe, expect, it } from 'vitest';
import { extractMessages, looksLikeJsonRpc } from '../../src/cli/extract.js';
import { beginMasking, maskSecrets } from '../../src/cli/mask.js';

describe('extractMessages', () => {
  it('finds messages in log lines and prose, with their line, column and direction mark', () => {
    const text = [
      '2025-01-01 [info] Message from client: {"jsonrpc":"2.0","id":1,"method":"ping"} { "extra": true }',
      'then the server said <-- {"jsonrpc":"2.0","id":1,"result":{}}',
      'and a config blob {"name":"x"} that is not JSON-RPC',
    ].join('\n');
    expect(extractMessages(text)).toEqual([
      { raw: '{"jsonrpc":"2.0","id":1,"method":"ping"}', line: 1, column: 40 },
      { raw: '{"jsonrpc":"2.0","id":1,"result":{}}', line: 2, column: 26, mark: '<--' },
    ]);
  });

  it('takes a pretty-printed message across lines, and strings with brackets in them', () => {
    const text = 'Request:\n{\n  "jsonrpc": "2.0",\n  "id": "a}b[",\n  "method": "tools/call"\n}\nEnd.';
    const [message] = extractMessages(text);
    expect(message.line).toBe(2);
    expect(JSON.parse(message.raw)).toEqual({ jsonrpc: '2.0', id: 'a}b[', method: 'tools/call' });
  });

  it('keeps broken messages so the checker can say why, but not unrelated brackets', () => {
    const found = extractMessages('[INFO] x {"jsonrpc":"2.0","id":2,"method":"a",} y\ncut: {"jsonrpc":"2.0","id":3,"method":"b"\n[done]');
    expect(found.map((m) => [m.line, m.raw])).toEqual([
      [1, '{"jsonrpc":"2.0","id":2,"method":"a",}'],
      [2, '{"jsonrpc":"2.0","id":3,"method":"b"'],
    ]);
  });

  it('takes batches whole', () => {
    const [batch] = extractMessages('batch: [{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"n"}]');
    expect(JSON.parse(batch.raw)).toHaveLength(2);
    expect(looksLikeJsonRpc([])).toBe(false);
    expect(looksLikeJsonRpc([{ a: 1 }])).toBe(false);
  });
});

describe('maskSecrets', () => {
  it('masks bearer tokens, secret-named keys and secret headers, everywhere they appear once learned', () => {
    const input = [
      'authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJGQUtFIn0.c2lnbmF0dXJlRkFLRQ',
      '{"api_key":"abcdef123456","password":"hunter22hunter","name":"fetch"}',
      'x-api-key: 0123456789abcdef',
      'later the key shows up bare: 0123456789abcdef',
    ].join('\n');
    beginMasking(input);
    const masked = maskSecrets(input);
    for (const secret of ['eyJzdWIiOiJGQUtFIn0', 'abcdef123456', 'hunter22hunter', '0123456789abcdef']) expect(masked).not.toContain(secret);
    expect(masked).toContain('"name":"fetch"');
  });

  it('leaves protocol fields that only look secret', () => {
    const text = '{"progressToken":"p-123456","nextCursor":"c-123456","maxTokens":100}';
    beginMasking(text);
    expect(maskSecrets(text)).toBe(text);
  });
});
