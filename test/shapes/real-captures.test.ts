import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { getShapeModel } from '../../src/core/protocol/shapes/index.js';
import { isRevision } from '../../src/core/revisions.js';
import { describeShared, realCapturesDir as dir, sharedEntries } from '../helpers/shared.js';

interface Located {
  line: number;
  value: Record<string, unknown>;
  sender: 'client' | 'server';
}

/**
 * The messages of a Go SDK conformance fixture (txtar): pretty-printed JSON values, one after
 * another, under `-- client --` and `-- server --`. A small reader for this test only; the
 * txtar capture reader proper belongs to the readers.
 */
function txtarMessages(text: string): Located[] {
  return jsonValues(text, 'txtar');
}

/**
 * The JSON bodies of a plain HTTP trace (`POST /mcp HTTP/1.1`, headers, a blank line, the
 * body): every JSON object that starts a line. Requests come from the client, the rest from the
 * server.
 */
function httpTraceMessages(text: string): Located[] {
  return jsonValues(text, 'http');
}

function jsonValues(text: string, layout: 'txtar' | 'http'): Located[] {
  const lines = text.split('\n');
  const out: Located[] = [];
  let sender: 'client' | 'server' | undefined = layout === 'http' ? 'client' : undefined;
  let buffer = '';
  let start = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  lines.forEach((line, index) => {
    const marker = layout === 'txtar' ? /^-- (\S+) --$/.exec(line) : null;
    if (layout === 'http' && depth === 0 && !line.startsWith('{')) return;
    if (marker && depth === 0) {
      sender = marker[1] === 'client' ? 'client' : marker[1] === 'server' ? 'server' : undefined;
      return;
    }
    if (!sender) return;
    for (const ch of line + '\n') {
      if (depth === 0 && ch !== '{') continue;
      if (depth === 0) start = index + 1;
      buffer += ch;
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === '{' || ch === '[') depth++;
      else if (ch === '}' || ch === ']') {
        depth--;
        if (depth === 0) {
          const value = JSON.parse(buffer.replace(/\t/g, ' ')) as Record<string, unknown>;
          const from = layout === 'http' ? (typeof value.method === 'string' && 'id' in value ? 'client' : 'server') : sender;
          out.push({ line: start, value, sender: from });
          buffer = '';
        }
      }
    }
  });
  return out;
}

/** Lines where the shape rules would report, with the request/response pairing done by id. */
function shapeFindings(revision: Parameters<typeof getShapeModel>[0], messages: Located[]): number[] {
  const model = getShapeModel(revision);
  const pending = { client: new Map<unknown, Located>(), server: new Map<unknown, Located>() };
  const lines: number[] = [];
  for (const m of messages) {
    const v = m.value;
    if (typeof v.method === 'string') {
      const kind = 'id' in v && v.id !== null ? 'request' : 'notification';
      if (kind === 'request') pending[m.sender].set(v.id, m);
      const issues = model.checkParams(kind, v.method, v.params);
      if (issues && issues.some((i) => i.kind === 'shape')) lines.push(m.line);
    } else if ('result' in v) {
      const request = pending[m.sender === 'client' ? 'server' : 'client'].get(v.id);
      if (!request) continue;
      pending[request.sender].delete(v.id);
      const issues = model.checkResult(request.value.method as string, request.value.params, v.result);
      if (issues && issues.some((i) => i.kind === 'shape')) lines.push(m.line);
    }
  }
  return lines;
}

describeShared('real-captures', 'real captures: the shape rules report exactly the expected params/result errors', () => {
  const folders = sharedEntries(dir).filter((name) => name.endsWith('-txtar') || name.endsWith('-http-trace'));
  for (const folder of folders) {
    it(folder, () => {
      const expectation = JSON.parse(readFileSync(join(dir, folder, 'expect.json'), 'utf8'));
      if (!isRevision(expectation.revision)) return;
      const text = readFileSync(join(dir, folder, 'capture.txt'), 'utf8');
      const messages = folder.endsWith('-txtar') ? txtarMessages(text) : httpTraceMessages(text);
      expect(messages.length).toBeGreaterThan(1);
      const found = shapeFindings(expectation.revision, messages);
      const required = (expectation.errors as Array<{ line: number; category: string }>)
        .filter((e) => e.category === 'params-shape' || e.category === 'result-shape')
        .map((e) => e.line);
      const acceptable = new Set<number>([
        ...(expectation.errors as Array<{ line: number }>).map((e) => e.line),
        ...((expectation.tolerated_lines as number[] | undefined) ?? []),
      ]);
      expect(found.filter((line) => required.includes(line)).sort()).toEqual([...new Set(required)].sort());
      expect(found.filter((line) => !acceptable.has(line))).toEqual([]);
    });
  }
});
