import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH } from '../../src/core/capture/parse.js';
import { MAX_SCAN_DEPTH } from '../../src/core/capture/json-scan.js';
import type { FormatName } from '../../src/core/capture/reader.js';
import { checkCapture, MAX_FINDINGS_PER_RULE, type FileCheckResult } from '../../src/core/engine.js';

/**
 * Hostile and broken input (issue 8, issue 2 "Bad input gets a clear answer"): each input is made
 * here, in memory or in a temporary file, and each must be read to the end with a clear finding
 * at the right line, never an exception, a hang or a per-file internal error. A hang fails by
 * the test's timeout; how fast each case reads is `npm run bench`'s to measure, not these tests'.
 */
const dir = mkdtempSync(join(tmpdir(), 'mcl-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
const DEPTH = 100_000;
const deep = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
/** A tools/call request whose arguments nest DEPTH levels deep. */
const deepCall = `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"t","arguments":{"x":${deep}}}}`;

async function check(name: string, content: string, format?: FormatName): Promise<{ result: FileCheckResult }> {
  const file = join(dir, name);
  writeFileSync(file, content);
  const result = await checkCapture({ path: name, file }, { revision: '2025-06-18', ...(format ? { format } : {}) });
  expect(result.error).toBeUndefined();
  return { result };
}
const found = (result: FileCheckResult) => result.findings.map((f) => `${f.rule}@${f.line}`);
const messageOf = (result: FileCheckResult, rule: string) => result.findings.find((f) => f.rule === rule)?.message ?? '';

describe('nesting 100,000 levels deep, in every format: a clear finding at the frame, no hang', () => {
  const tooDeep = new RegExp(`deeper than ${MAX_NESTING_DEPTH} levels`);
  const cases: Array<{ format: FormatName; name: string; text: string; line: number; frames: number }> = [
    { format: 'jsonl', name: 'deep.jsonl', text: `${ping}\n${deepCall}\n`, line: 2, frames: 2 },
    { format: 'json', name: 'deep.json', text: `[\n${JSON.stringify(JSON.parse(ping), null, 2)},\n${deepCall}\n]\n`, line: 7, frames: 2 },
    { format: 'sse', name: 'deep.sse', text: `event: message\ndata: ${ping}\n\nevent: message\ndata: ${deepCall}\n\n`, line: 5, frames: 2 },
    { format: 'http', name: 'deep-curl.txt', text: `curl -s -X POST http://localhost:3000/mcp -H 'Content-Type: application/json' \\\n  -d '${deepCall}'\n`, line: 2, frames: 1 },
    { format: 'claude-log', name: 'mcp.log', text: `2025-01-01T00:00:00.000Z [srv] [info] Message from client: ${ping} { metadata: undefined }\n2025-01-01T00:00:01.000Z [srv] [info] Message from client: ${deepCall} { metadata: undefined }\n`, line: 2, frames: 2 },
  ];
  for (const { format, name, text, line, frames } of cases) {
    it(`${format}: nesting-too-deep at line ${line}, the other frames still checked`, async () => {
      const { result } = await check(name, text);
      expect(result.format).toBe(format);
      expect(found(result)).toContain(`nesting-too-deep@${line}`);
      expect(messageOf(result, 'nesting-too-deep')).toMatch(tooDeep);
      expect(result.frames).toBe(frames);
    });
  }

  it('HAR: a body nested 100,000 levels deep is a nesting-too-deep frame; the document itself past the scanner limit is invalid-json-document', async () => {
    const entry = (text: string) => `{"request":{"method":"POST","url":"http://localhost/mcp","headers":[],"postData":{"mimeType":"application/json","text":${JSON.stringify(text)}}}}`;
    const { result } = await check('deep.har', `{"log":{"version":"1.2","entries":[\n${entry(ping)},\n${entry(deepCall)},\n{"deep":${deep}}\n]}}\n`);
    expect(result.format).toBe('har');
    expect(result.frames).toBe(2);
    expect(found(result)).toContain('nesting-too-deep@3');
    expect(found(result)).toContain('invalid-json-document@4');
    expect(messageOf(result, 'invalid-json-document')).toMatch(new RegExp(`nested deeper than ${MAX_SCAN_DEPTH} levels`));
  });

  it('cassette: a message nested past the scanner limit is invalid-json-document at its line; earlier interactions are checked', async () => {
    const text = `{"version":"1.0","interactions":[\n{"request":${ping},"response":{"jsonrpc":"2.0","id":1,"result":{}},"response_status":200},\n{"request":${deepCall},"response":null}\n]}\n`;
    const { result } = await check('deep.cassette.json', text);
    expect(result.format).toBe('cassette');
    expect(result.frames).toBe(2);
    expect(found(result)).toContain('invalid-json-document@3');
  });

  it('pretty JSON: a message nested 100,000 levels over 200,000 lines is one frame, nesting-too-deep', async () => {
    const text = `${JSON.stringify(JSON.parse(ping), null, 2)}\n{"jsonrpc":"2.0","id":1,"result":\n${' [\n'.repeat(DEPTH)}${' ]\n'.repeat(DEPTH)}}\n`;
    const { result } = await check('deep-lines.json', text, 'json');
    expect(result.frames).toBe(2);
    expect(found(result)).toContain('nesting-too-deep@6');
  });
});

describe('size: many lines, one huge line, one huge string', () => {
  it('1,000,000 short stray lines: the first findings listed, the rest summed up in one', async () => {
    const { result } = await check('strays.jsonl', `${ping}\n${'Server listening\n'.repeat(1_000_000)}`);
    const strays = result.findings.filter((f) => f.rule === 'stray-output');
    expect(strays).toHaveLength(MAX_FINDINGS_PER_RULE + 1);
    expect(strays[0].line).toBe(2);
    expect(strays.filter((f) => f.message.includes(`${1_000_000 - MAX_FINDINGS_PER_RULE} more findings of stray-output`))).toHaveLength(1);
    expect(result.frames).toBe(1);
  });

  it('a 50 MB line of text that is not JSON: one stray-output finding at its line, with a short excerpt', async () => {
    const { result } = await check('long-text.jsonl', `${ping}\n${'x'.repeat(50 * 1024 * 1024)}\n${ping}\n`);
    expect(found(result).filter((f) => f.startsWith('stray-output'))).toEqual(['stray-output@2']);
    expect(messageOf(result, 'stray-output').length).toBeLessThan(400);
    expect(result.frames).toBe(2);
  });

  it('a 50 MB JSON string on a line of its own: a stray line, reported once', async () => {
    const { result } = await check('long-string.jsonl', `${ping}\n"${'x'.repeat(50 * 1024 * 1024)}"\n`);
    expect(found(result).filter((f) => f.startsWith('stray-output'))).toEqual(['stray-output@2']);
    expect(messageOf(result, 'stray-output').length).toBeLessThan(400);
  });

  it('a 50 MB string inside a message of a HAR: read, and the frame checked', async () => {
    const call = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":{"s":"${'y'.repeat(50 * 1024 * 1024)}"}}}`;
    const { result } = await check('long.har', `{"log":{"version":"1.2","entries":[{"request":{"method":"POST","url":"http://localhost/mcp","headers":[],"postData":{"mimeType":"application/json","text":${JSON.stringify(call)}}}}]}}\n`);
    expect(result.format).toBe('har');
    expect(result.frames).toBe(1);
    expect(found(result).filter((f) => f.startsWith('invalid-json') || f.startsWith('parse-error'))).toEqual([]);
  });
});

describe('framing and truncation', () => {
  it('Content-Length: 10^12: not taken at its word; the body after it and the next frame are read', async () => {
    const second = '{"jsonrpc":"2.0","id":2,"method":"ping"}';
    const text = `Content-Length: 1000000000000\r\n\r\n${ping}\r\nContent-Length: ${second.length}\r\n\r\n${second}`;
    const { result } = await check('huge-length.txt', text, 'content-length');
    expect(found(result)).toContain('content-length-framing@1');
    expect(messageOf(result, 'content-length-framing')).toMatch(/declares Content-Length: 1000000000000, more than the \d+ bytes/);
    expect(result.frames).toBe(2);
  });

  it('Content-Length: 10^12 near the end of the file: a framing error, the lines after it read on their own, no wait for bytes', async () => {
    const { result } = await check('huge-length-end.txt', `Content-Length: 1000000000000\r\n\r\n{"jsonrpc":"2.0","id":1,"me\r\n${'x\r\n'.repeat(100_000)}`, 'content-length');
    expect(found(result)).toContain('content-length-framing@1');
    expect(result.findings.find((f) => f.rule === 'content-length-framing')?.severity).toBe('error');
    // Each line after the header is stray output now: the first ones listed, the rest summed up.
    expect(found(result).filter((f) => f.startsWith('stray-output')).length).toBeGreaterThan(MAX_FINDINGS_PER_RULE - 1);
  });

  it('Content-Length: 99999999 in front of a failing session: an error, and the session\'s own errors still reported', async () => {
    const bad = '{"jsonrpc":"1.0","id":2,"method":"tools/list"}';
    const { result } = await check('lying-length.log', `Content-Length: 99999999\n\n${ping}\n${bad}\n`);
    expect(result.format).toBe('content-length');
    expect(found(result)).toEqual(expect.arrayContaining(['content-length-framing@1', 'jsonrpc-version@4']));
  });

  it('a declared length just under the limit past the end of the file: a framing error, the messages it took in read', async () => {
    const bad = '{"jsonrpc":"1.0","id":2,"method":"tools/list"}';
    const { result } = await check('open-body.log', `Content-Length: 9999999\n\n[\n${ping},\n${bad},\n`);
    expect(found(result)).toEqual(expect.arrayContaining(['content-length-framing@1', 'jsonrpc-version@5']));
    expect(found(result)).not.toContain('truncated-frame@3');
  });

  it('a truncated HAR: invalid-json-document at the end, and the entry read so far is still checked', async () => {
    const har = `{"log":{"version":"1.2","entries":[\n{"request":{"method":"POST","url":"http://localhost/mcp","headers":[],"postData":{"mimeType":"application/json","text":${JSON.stringify(ping)}}},\n"response":{"status":200,"content":{"mimeType":"application/json","text":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"res`;
    const { result } = await check('cut.har', har);
    expect(result.format).toBe('har');
    expect(result.frames).toBe(1);
    expect(found(result)).toContain('invalid-json-document@3');
    // The finding stands on line 3 (checked above); its text says where on that line.
    expect(messageOf(result, 'invalid-json-document')).toMatch(/at column \d+ of this line/);
  });
});
