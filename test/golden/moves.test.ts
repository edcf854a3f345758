import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck, type RunOptions, type RunResult } from '../../src/app/run.js';
import { formatText } from '../../src/report/text.js';
import { workspace } from './fixture.js';

/**
 * A recorded session rewritten in several capture formats, recorded with --update, then edited
 * the ways captures are edited and re-recorded: frames and lines inserted, a frame removed, two
 * exchanges swapped. The findings come from the engine; matched by anchor, none becomes new or
 * stale, and those on other lines are reported as moved.
 */
interface Exchange {
  request: string;
  /** Absent: a notification (HTTP 202 with no body). */
  response?: string;
  /** Not JSON, as recorded: only formats that keep frames apart can hold it. */
  broken?: boolean;
}

const init: Exchange = {
  request: '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
  response: '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}',
};
const initialized: Exchange = { request: '{"jsonrpc":"2.0","method":"notifications/initialized"}' };
const list = (id: number): Exchange => ({
  request: `{"jsonrpc":"2.0","id":${id},"method":"tools/list"}`,
  response: `{"jsonrpc":"2.0","id":${id},"result":{"tools":[{"name":"add","inputSchema":{"type":"object"}}]}}`,
});
/** A tools/call that says `args` for `arguments` (a warning), answered with a content item of an unknown type (an error). */
const slip = (id: number, a: number): Exchange => ({
  request: `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"add","args":{"a":${a}}}}`,
  response: `{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"txt","text":"${a}"}]}}`,
});
const ping = (id: number): Exchange => ({ request: `{"jsonrpc":"2.0","id":${id},"method":"ping"}`, response: `{"jsonrpc":"2.0","id":${id},"result":{}}` });
const broken: Exchange = { request: '{"jsonrpc":"2.0","id":90,"method":"tools/call",,"params":{}}', broken: true };

type Writer = (exchanges: Exchange[], spacing: boolean) => string;

const messages = (exchanges: Exchange[]) => exchanges.flatMap((e) => (e.response ? [e.request, e.response] : [e.request]));

const FORMATS: Record<string, { file: string; write: Writer; broken: boolean }> = {
  jsonl: { file: 'session.jsonl', broken: true, write: (ex, spacing) => messages(ex).join(spacing ? '\n\n' : '\n') + '\n' },
  'json array': {
    file: 'session.json',
    broken: false,
    write: (ex, spacing) => `[\n${messages(ex).map((m) => `  ${m}`).join(spacing ? ',\n\n' : ',\n')}\n]\n`,
  },
  'content-length': {
    file: 'session.log',
    broken: true,
    write: (ex, spacing) => messages(ex).map((m) => `Content-Length: ${Buffer.byteLength(m)}\r\n\r\n${m}${spacing ? '\r\n' : ''}`).join(''),
  },
  sse: {
    file: 'stream.sse',
    broken: true,
    // A server's stream: the answers and what it sent on its own.
    write: (ex, spacing) =>
      ex
        .map((e) => (e.broken ? e.request : e.response))
        .filter((m): m is string => m !== undefined)
        .map((m, i) => `id: ${i + 1}\nevent: message\ndata: ${m}\n\n${spacing ? '\n' : ''}`)
        .join(''),
  },
  'http (curl -v)': {
    file: 'curl-session.txt',
    broken: false,
    write: (ex, spacing) =>
      ex
        .map((e) => {
          const version = e === init ? '' : '> MCP-Protocol-Version: 2025-06-18\n';
          const request = `$ curl -v http://localhost:8000/mcp -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' -d '${e.request}'\n> POST /mcp HTTP/1.1\n> Host: localhost:8000\n> Content-Type: application/json\n> Accept: application/json, text/event-stream\n${version}> Content-Length: ${Buffer.byteLength(e.request)}\n>\n`;
          const response = e.response
            ? `< HTTP/1.1 200 OK\n< content-type: application/json\n< content-length: ${Buffer.byteLength(e.response)}\n<\n${e.response}\n`
            : '< HTTP/1.1 202 Accepted\n< content-length: 0\n<\n';
          return `${request}${response}${spacing ? '\n' : ''}`;
        })
        .join(''),
  },
  har: {
    file: 'session.har',
    broken: false,
    write: (ex, spacing) => {
      const entries = ex.map((e) => ({
        // Spacing: the fields another browser's export puts before the request, so every entry stands on other lines.
        ...(spacing ? { _initiator: { type: 'script' }, _priority: 'High', cache: {}, connection: '8931' } : {}),
        request: {
          method: 'POST',
          url: 'http://localhost:3001/mcp',
          httpVersion: 'HTTP/1.1',
          headers: [
            { name: 'Content-Type', value: 'application/json' },
            { name: 'Accept', value: 'application/json, text/event-stream' },
            ...(e === init ? [] : [{ name: 'MCP-Protocol-Version', value: '2025-06-18' }]),
          ],
          postData: { mimeType: 'application/json', text: e.request },
        },
        response: {
          status: e.response ? 200 : 202,
          statusText: e.response ? 'OK' : 'Accepted',
          httpVersion: 'HTTP/1.1',
          headers: [{ name: 'content-type', value: 'application/json' }],
          content: { size: e.response?.length ?? 0, mimeType: 'application/json', text: e.response ?? '' },
        },
      }));
      return `${JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } }, null, 2)}\n`;
    },
  },
};

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

const options = (dir: string, mode: RunOptions['mode'] = 'check'): RunOptions => ({ cwd: dir, captures: ['.'], revision: 'auto', mode, failOn: 'warning' });
const moved = (result: RunResult) => result.files.flatMap((f) => f.findings.filter((x) => x.movedFrom !== undefined));

describe.each(Object.entries(FORMATS))('expectations recorded for a %s capture', (_, format) => {
  const base = [init, initialized, list(2), slip(3, 1), slip(4, 2), ...(format.broken ? [broken] : [])];

  const tail = format.broken ? [broken] : [];
  // [edit, the session after it, blank lines between frames, whether findings change lines]
  const edits: [string, Exchange[], boolean, boolean][] = [
    ['a ping exchange inserted after the handshake', [init, initialized, ping(40), list(2), slip(3, 1), slip(4, 2), ...tail], false, true],
    ['blank lines between the frames (or the file reformatted)', base, true, true],
    ['a frame before the findings removed', [init, initialized, slip(3, 1), slip(4, 2), ...tail], false, true],
    ['the two faulty exchanges swapped, a ping between them', [init, initialized, list(2), slip(4, 2), ping(41), slip(3, 1), ...tail], false, true],
    ['the session re-recorded with other ids', [init, initialized, list(12), slip(13, 1), slip(14, 2), ...tail], false, false],
  ];

  it.each(edits)('still match after %s: 0 new, 0 stale, moved ones said to be moved', async (_edit, edited, spacing, moves) => {
    const w = workspace({ [format.file]: format.write(base, false) });
    cleanups.push(w.cleanup);
    const recorded = await runCheck(options(w.dir, 'update'));
    expect(recorded.files.map((f) => f.path)).toEqual([format.file]);
    const findings = recorded.files[0].findings;
    // The session's faults are found, so the edit has something to move.
    expect(findings.length).toBeGreaterThanOrEqual(2);
    expect(findings.every((f) => f.anchor !== undefined)).toBe(true);
    expect(readFileSync(join(w.dir, `${format.file}.expected.yaml`), 'utf8')).toMatch(/^format: 2$/m);

    w.write(format.file, format.write(edited, spacing));
    const check = await runCheck(options(w.dir));
    expect(check.report.summary).toMatchObject({ new: 0, stale: 0, failed: false });
    expect(check.exitCode).toBe(0);
    expect(check.report.summary.expected).toBe(findings.length);
    const shifted = moved(check);
    expect(shifted.length > 0).toBe(moves);
    const listing = formatText(check, { all: true });
    for (const f of shifted) expect(listing).toContain(`(expected (moved from line ${f.movedFrom} to ${f.line}))`);
    expect(check.report.files[0].findings.filter((f) => f.movedFrom !== undefined)).toHaveLength(shifted.length);

    // Prune refreshes the moved lines, adds and removes nothing; after it nothing has moved.
    const pruned = await runCheck(options(w.dir, 'prune'));
    expect(pruned.updated.flatMap((u) => [u.added.length, u.removed.length])).toEqual(pruned.updated.flatMap(() => [0, 0]));
    expect(pruned.updated.reduce((n, u) => n + (u.moved?.length ?? 0), 0)).toBe(shifted.length);
    if (moves) expect(pruned.updated.map((u) => u.action)).toEqual(['updated']);
    expect(moved(await runCheck(options(w.dir)))).toEqual([]);
  });
});
