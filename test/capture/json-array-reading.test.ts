import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { readText, where } from './read.js';

/**
 * A file that is one JSON array of messages is read by its members: one batch frame when they
 * all flow one way (as a peer receiving the array reads it), a transcript (one frame per element)
 * when it holds requests with the responses answering them; an `array-reading` note says which.
 */

const notes = (text: string, format?: 'json' | 'json-batch' | 'json-transcript') =>
  readText(text, { format, fileName: 'paste.json' }).issues.map((i) => `${i.rule}@${i.line}:${i.column} ${i.severity}`);

// the one-message validator's own batch example, as pasted in issue 20
const PASTED_BATCH = '[{"jsonrpc": "2.0", "id": 1, "method": "ping"},\n{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}]\n';
const TRANSCRIPT = [
  '[',
  '  {"jsonrpc": "2.0", "id": 1, "method": "tools/list"},',
  '  {"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}',
  ']',
  '',
].join('\n');

describe('a JSON array over several lines', () => {
  it('of requests only is one batch frame spanning the whole array', () => {
    const read = readText(PASTED_BATCH, { fileName: 'paste.json' });
    expect(read.format).toBe('json');
    expect(where(read.frames)).toEqual(['1:1']);
    expect(read.frames[0].span).toMatchObject({ line: 1, column: 1, endLine: 2, endColumn: 53, offset: 0, length: PASTED_BATCH.length - 1 });
    expect(read.frames[0].raw).toBe(PASTED_BATCH.trimEnd());
    expect(read.frames[0].value).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ]);
    expect(read.issues.map((i) => i.message)).toEqual([expect.stringContaining('This JSON array of 2 messages holds only requests and notifications: it was read as one JSON-RPC batch')]);
    expect(notes(PASTED_BATCH)).toEqual(['array-reading@1:1 info']);
  });

  it('of responses only, pretty-printed, is one batch frame too', () => {
    const text = '[\n  {\n    "jsonrpc": "2.0",\n    "id": 1,\n    "result": {}\n  },\n  {"jsonrpc": "2.0", "id": 2, "error": {"code": -32601, "message": "nope"}}\n]\n';
    const { frames, issues } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['1:1']);
    expect(frames[0].span).toMatchObject({ endLine: 8, endColumn: 2 });
    expect((frames[0].value as unknown[]).length).toBe(2);
    expect(issues[0].message).toContain('holds only responses');
  });

  it('of requests with the responses answering them is a transcript: each element a frame', () => {
    const { frames, issues } = readText(TRANSCRIPT, { format: 'json' });
    expect(where(frames)).toEqual(['2:3', '3:3']);
    expect(issues.map((i) => `${i.rule}@${i.line}`)).toEqual(['array-reading@1']);
    expect(issues[0].message).toContain('requests together with the responses that answer them: it was read as a transcript');
  });

  it('mixing requests with responses that answer none of them stays a batch (the batch rules judge the mix)', () => {
    const text = '[{"jsonrpc":"2.0","id":7,"result":{}},\n {"jsonrpc":"2.0","id":1,"method":"tools/list"}]\n';
    const { frames, issues } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['1:1']);
    expect(issues[0].message).toContain('requests or notifications (1) and responses (1) that answer none of them');
  });

  it('with an element that does not parse is read element by element, so the others are still judged', () => {
    const text = '[\n  {"jsonrpc":"2.0","id":1,"method":"ping"},\n  {"jsonrpc":"2.0","id":2,"method":"ping",}\n]\n';
    const { frames, issues } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['2:3', '3:3 !']);
    expect(issues[0].message).toContain('does not parse as a whole');
  });

  it('left open at the end is read element by element, as a cut array, with no note', () => {
    expect(notes('[\n  {"jsonrpc":"2.0","id":1,"method":"ping"},\n')).toEqual(['truncated-frame@1:1 warning']);
  });

  it('--capture-format json-batch and json-transcript override the reading, with no note', () => {
    const batch = readText(TRANSCRIPT, { format: 'json-batch' });
    expect(where(batch.frames)).toEqual(['1:1']);
    expect(batch.issues).toEqual([]);
    const transcript = readText(PASTED_BATCH, { format: 'json-transcript' });
    expect(where(transcript.frames)).toEqual(['1:2', '2:1']);
    expect(transcript.issues).toEqual([]);
  });
});

describe('a file that is one JSON array on one line', () => {
  const line = '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":1,"result":{}}]';

  it('holding a request and its answer is a transcript (JSONL reads it), each element with its own span', () => {
    const read = readText(`${line}\n`, { fileName: 'paste.json' });
    expect(read.format).toBe('jsonl');
    expect(where(read.frames)).toEqual(['1:2', '1:43']);
    expect(read.frames[1].span).toEqual({ line: 1, column: 43, endLine: 1, endColumn: 79, offset: 42, length: 36 });
    expect(read.issues.map((i) => `${i.rule}@${i.line}:${i.column}`)).toEqual(['array-reading@1:1']);
  });

  it('of requests only is one batch, as JSONL reads every one-line array (no note)', () => {
    const read = readText('[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]\n', { fileName: 'x.jsonl' });
    expect(where(read.frames)).toEqual(['1:1']);
    expect(read.issues).toEqual([]);
  });

  it('among other lines is a batch as stdio carries it, with no note', () => {
    const read = readText(`${line}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n`, { fileName: 'x.jsonl' });
    expect(where(read.frames)).toEqual(['1:1', '2:1']);
    expect(read.issues).toEqual([]);
  });

  it('read as json-transcript on request is split into its elements', () => {
    const read = readText('[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]\n', { format: 'json-transcript' });
    expect(where(read.frames)).toEqual(['1:2', '1:43']);
  });
});

describe('the revisions judge a pasted batch by their batch rules', () => {
  const batchFindings = async (revision: '2025-03-26' | '2025-06-18') =>
    (await checkCapture({ path: 'paste.json', text: PASTED_BATCH }, { revision })).findings.filter((f) => f.rule.startsWith('batch-') || f.rule === 'array-reading').map((f) => `${f.rule}@${f.line} ${f.severity}`);

  it('2025-06-18 rejects the array; 2025-03-26 accepts it', async () => {
    expect(await batchFindings('2025-06-18')).toEqual(['array-reading@1 info', 'batch-not-allowed@1 error']);
    expect(await batchFindings('2025-03-26')).toEqual(['array-reading@1 info']);
  });

  it('a transcript array is judged message by message: no batch finding', async () => {
    const result = await checkCapture({ path: 'paste.json', text: TRANSCRIPT }, { revision: '2025-06-18' });
    expect(result.findings.filter((f) => f.rule.startsWith('batch-'))).toEqual([]);
  });
});
