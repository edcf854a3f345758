// Writes a large, realistic stdio capture (JSONL, both directions) for the bench: a session that
// initializes, lists tools, then calls them many times with progress notifications, log messages,
// resource reads (some with base64 blobs) and pings. Deterministic: the same size gives the same file.
import { closeSync, openSync, writeSync } from 'node:fs';

function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the server returned rows for query table index cache request tool result error value field user file path ' +
  'project build test commit branch merge deploy status pending running failed passed line column message ' +
  'résumé naïve café 東京 données größe ñandú'
).split(' ');

export function generateCapture(path, targetBytes, seed = 7) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const paragraph = Array.from({ length: 4000 }, () => pick(WORDS)).join(' ');
  const text = (chars) => {
    const start = Math.floor(random() * (paragraph.length - chars - 1));
    return paragraph.slice(start, start + chars);
  };
  const blob = Buffer.from(Array.from({ length: 24_000 }, () => Math.floor(random() * 256))).toString('base64');

  const fd = openSync(path, 'w');
  let written = 0;
  let pendingOut = [];
  let pendingBytes = 0;
  const emit = (message) => {
    const line = `${JSON.stringify(message)}\n`;
    pendingOut.push(line);
    pendingBytes += line.length;
    if (pendingBytes > 1 << 20) flush();
  };
  const flush = () => {
    const chunk = Buffer.from(pendingOut.join(''), 'utf8');
    writeSync(fd, chunk);
    written += chunk.length;
    pendingOut = [];
    pendingBytes = 0;
  };

  const tools = Array.from({ length: 24 }, (_, i) => ({
    name: `tool_${i}`,
    title: `Tool ${i}`,
    description: text(120),
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string', description: text(40) }, limit: { type: 'integer', minimum: 1, maximum: 100 }, path: { type: 'string' } },
      required: ['query'],
    },
  }));
  emit({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: { roots: { listChanged: true }, sampling: {} }, clientInfo: { name: 'bench-client', version: '1.0.0' } } });
  emit({ jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: { tools: { listChanged: true }, resources: {}, logging: {} }, serverInfo: { name: 'bench-server', version: '2.3.1' } } });
  emit({ jsonrpc: '2.0', method: 'notifications/initialized' });
  emit({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
  emit({ jsonrpc: '2.0', id: 1, result: { tools } });

  let id = 2;
  while (written + pendingBytes < targetBytes) {
    const roll = random();
    const requestId = id++;
    if (roll < 0.7) {
      const tool = pick(tools).name;
      const token = `p-${requestId}`;
      emit({ jsonrpc: '2.0', id: requestId, method: 'tools/call', params: { name: tool, arguments: { query: text(30), limit: 1 + Math.floor(random() * 50) }, _meta: { progressToken: token } } });
      const steps = Math.floor(random() * 3);
      for (let s = 1; s <= steps; s++) emit({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: token, progress: s, total: steps + 1, message: text(30) } });
      if (random() < 0.2) emit({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', logger: 'bench', data: text(80) } });
      const size = random() < 0.1 ? 4000 + Math.floor(random() * 12_000) : 80 + Math.floor(random() * 900);
      const result = { content: [{ type: 'text', text: text(size) }], isError: random() < 0.05 };
      if (random() < 0.3) result.structuredContent = { rows: Array.from({ length: 5 }, (_, r) => ({ id: r, name: text(12), score: random() })) };
      emit({ jsonrpc: '2.0', id: requestId, result });
    } else if (roll < 0.85) {
      const uri = `file:///project/src/${text(10).replace(/\W+/g, '_')}.ts`;
      emit({ jsonrpc: '2.0', id: requestId, method: 'resources/read', params: { uri } });
      const contents = random() < 0.15 ? [{ uri, mimeType: 'image/png', blob: blob.slice(0, 2000 + Math.floor(random() * 20_000)) }] : [{ uri, mimeType: 'text/plain', text: text(200 + Math.floor(random() * 2000)) }];
      emit({ jsonrpc: '2.0', id: requestId, result: { contents } });
    } else if (roll < 0.95) {
      emit({ jsonrpc: '2.0', id: requestId, method: 'ping' });
      emit({ jsonrpc: '2.0', id: requestId, result: {} });
    } else {
      emit({ jsonrpc: '2.0', id: requestId, method: 'tools/call', params: { name: 'missing_tool', arguments: {} } });
      emit({ jsonrpc: '2.0', id: requestId, error: { code: -32602, message: `Unknown tool: missing_tool` } });
    }
  }
  flush();
  closeSync(fd);
  return written;
}
