import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';

const init = [
  '> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
  '< {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}',
  '> {"jsonrpc":"2.0","method":"notifications/initialized"}',
  '> {"jsonrpc":"2.0","id":2,"method":"tools/list"}',
  '< {"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"weather","inputSchema":{"type":"object"}}]}}',
];

async function findingsOf(text: string, rule: string) {
  const result = await checkCapture({ path: 'capture.jsonl', text }, { revision: '2025-11-25' });
  return result.findings.filter((f) => f.rule === rule);
}

describe('a finding with a JSON path stands at the bad key', () => {
  it('on a one-line frame, at the column of the key', async () => {
    const call = '> {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"arguments":{},"name":"forecast"}}';
    const [finding] = await findingsOf([...init, call, ''].join('\n'), 'tool-unknown');
    expect(finding).toMatchObject({ line: 6, path: 'params.name' });
    expect(call.slice(finding.column - 1)).toMatch(/^"name":"forecast"/);
  });

  it('on a pretty-printed frame, at the line and column of the key', async () => {
    const call = ['{', '  "jsonrpc": "2.0",', '  "id": 3,', '  "method": "tools/call",', '  "params": {', '    "name": "forecast"', '  }', '}'];
    const lines = [...init.map((l) => l.slice(2)), ...call];
    const [finding] = await findingsOf(`${lines.join('\n')}\n`, 'tool-unknown');
    expect(finding.line).toBe(init.length + 6);
    expect(lines[finding.line - 1].slice(finding.column - 1)).toBe('"name": "forecast"');
    // The finding still spans its frame.
    expect(finding.endLine).toBe(init.length + call.length);
  });

  it('at the nearest key the frame has when the named one is missing', async () => {
    const call = '> {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"arguments":{"city":"Paris"}}}';
    const findings = await checkCapture({ path: 'capture.jsonl', text: [...init, call, ''].join('\n') }, { revision: '2025-11-25' });
    const missing = findings.findings.find((f) => f.line === 6 && f.path === 'params.name');
    expect(missing, JSON.stringify(findings.findings)).toBeDefined();
    expect(call.slice(missing!.column - 1)).toMatch(/^"params":/);
  });

  it('at the frame when the raw text is not the file text (a body decoded from an SSE stream joined from data lines)', async () => {
    const text = [
      'POST /mcp HTTP/1.1',
      'Content-Type: application/json',
      '',
      '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"forecast"}}',
      '',
      'HTTP/1.1 200 OK',
      'Content-Type: text/event-stream',
      '',
      'data: {"jsonrpc":"2.0","id":3,',
      'data: "result":{"content":[{"type":"text"}]}}',
      '',
    ].join('\n');
    const result = await checkCapture({ path: 'capture.http', text }, { revision: '2025-11-25' });
    const shape = result.findings.find((f) => f.rule === 'result-shape');
    // The joined text has no place of its own in the file: the finding stays at the frame's first data.
    expect(shape).toMatchObject({ path: 'result.content[0].text', line: 9, column: 7 });
  });
});
