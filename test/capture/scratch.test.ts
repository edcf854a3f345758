import { test } from 'vitest';
import { readText, where } from './read.js';
const show = (label: string, text: string, o = {}) => {
  const r = readText(text, o);
  console.log(label, r.format, where(r.frames).join(', '), r.frames.map((f) => f.span.endLine + ':' + f.span.endColumn + '@' + f.span.offset + '+' + f.span.length + (f.parseError ? ' ' + f.parseError : '')).join(' | '), r.issues.map((i) => `${i.rule}@${i.line}:${i.column} ${i.severity} ${i.message.slice(0, 100)}`));
};
test('scratch', () => {
  show('jsonl', 'Starting server\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n--> {"jsonrpc":"2.0","id":2,"method":"ping"}\n<-- {"jsonrpc":"2.0","id":2,"result":{}}\n[INFO] x\n[{"jsonrpc":"2.0","method":"a"}]\n');
  show('cut', '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"result":{"text":"hello\nworld"}}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n{"jsonrpc":"2.0","id":3,"res');
  show('cut2', '{"jsonrpc":"2.0","id":1,"result":{"text":"hello\nworld\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n');
  show('crlf+bom', '\uFEFF{"jsonrpc":"2.0","id":1,"method":"ping"}\r\n{"jsonrpc":"2.0","id":1,"result":{}}\r\n');
  show('json array', '[\n  {"jsonrpc":"2.0","id":1,"method":"ping"},\n  {\n    "jsonrpc": "2.0",\n    "id": 1,\n    "result": {}\n  }\n]\n');
  show('json array oneline first', '[{"jsonrpc":"2.0","id":1,"method":"ping"}, {"jsonrpc":"2.0",\n "id": 1, "result": {}},\n {"jsonrpc":"2.0","method":"x"}]\n');
  show('pretty', 'Request:\n```json\n{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "method": "ping"\n}\n```\nResponse:\n{"jsonrpc":"2.0","id":1,"result":{}}\n{\n  "jsonrpc": "2.0",\n  "id": 2,\n{\n  "jsonrpc": "2.0",\n  "id": 3\n}\n{\n "a": 1');
  show('cl', 'Content-Length: 40\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"ping"}Content-Length: 36\r\n\r\n{"jsonrpc":"2.0","id":1,"result":{}}');
  show('cl2', 'Content-Length: 45\nContent-Type: application/vscode-jsonrpc; charset=utf-8\n\n{"jsonrpc":"2.0","id":1,"method":"ping"}\nContent-Length: 30\n\n{"jsonrpc":"2.0","id":1,"result":{}}\nContent-Length: 36\n\n{"jsonrpc":"2.0","id":2,\n"result":{}}\nContent-Length: 99\n\n{"jsonrpc":"2.0","id":3,"result":{}}\n');
});
