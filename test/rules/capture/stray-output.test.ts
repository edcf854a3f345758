import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../../src/core/engine.js';
import { strayOutput } from '../../../src/core/rules/capture/stray-output.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(strayOutput, {
  valid: [{ name: 'protocol messages only', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","id":1,"result":{}}'), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'a log line, and a line holding a JSON string, on stdout',
      capture: jsonl('Starting MCP server...', '{"jsonrpc":"2.0","id":1,"method":"ping"}', '"hello"'),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'error' }, { line: 3, severity: 'error' }],
    },
    {
      name: 'a log line in a transcript with direction marks, quoted without its mark',
      capture: jsonl('> {"jsonrpc":"2.0","id":1,"method":"ping"}', '< Starting MCP server...', '< {"jsonrpc":"2.0","id":1,"result":{}}'),
      revision: '2025-06-18',
      errors: [{ line: 2, severity: 'error', message: 'This line is not a JSON-RPC message ("Starting MCP server...")' }],
    },
  ],
});

describe('stray-output in a marked transcript', () => {
  it('quotes what the peer wrote, at the column where it starts', async () => {
    for (const [line, column] of [
      ['< Starting MCP server...', 3],
      ['--> {not json at all', 5],
      ['<--  [INFO] ready', 6],
    ] as const) {
      const text = `> {"jsonrpc":"2.0","id":1,"method":"ping"}\n${line}\n`;
      const result = await checkCapture({ path: 'capture.jsonl', text }, { revision: '2025-06-18' });
      const stray = result.findings.find((f) => f.rule === 'stray-output');
      expect(stray, `${line}: ${JSON.stringify(result.findings)}`).toBeDefined();
      expect(stray!.message).toContain(`(${JSON.stringify(line.slice(column - 1))})`);
      expect(stray!.column).toBe(column);
    }
  });
});
