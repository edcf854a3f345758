import { describe, expect, it } from 'vitest';
import { readText } from '../capture/read.js';

/**
 * A multi-line JSON array is held while the reader decides how to read it (one batch, or a
 * transcript of its elements). It holds the array's text and only the places of its elements
 * (issue 24: a copy of every element's text beside the array's doubled what a 300 MB array held),
 * so the frames handed on once the array shows itself a transcript must carry exactly the text
 * and spans the json-transcript reading gives them.
 */
const pretty = (value: unknown) => JSON.stringify(value, null, 2).split('\n').join('\n  ');
const request = (id: number, text: string) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'echo', arguments: { text } } });

function transcriptArray(eol: string): string {
  const lines = [
    // Two elements on the `[` line, one of them the request answered later.
    `[${JSON.stringify(request(1, 'on the first line'))}, ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })},`,
    `  ${pretty(request(2, 'é ü 日本 \u{1F600}'))},`,
    `  ${pretty(request(3, 'x'.repeat(300)))}, ${JSON.stringify(request(4, 'after another on its line'))},`,
    // Answers request 1: from here on the array is a transcript.
    `  ${pretty({ jsonrpc: '2.0', id: 1, result: { content: [] } })},`,
    `  ${pretty({ jsonrpc: '2.0', id: 2, result: { content: [] } })}`,
    ']',
  ];
  return lines.join(eol).split('\n').join(eol) + eol;
}

const frames = (text: string, format?: 'json-transcript') =>
  readText(text, { fileName: 'paste.json', ...(format ? { format } : {}) }).frames.map((f) => ({ raw: f.raw, span: f.span, value: f.value }));

describe('a held array that turns out a transcript', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ])('hands on each element with its own text and span (%s line ends)', (_label, eol) => {
    const text = transcriptArray(eol);
    const auto = frames(text);
    expect(auto).toHaveLength(7);
    expect(auto).toEqual(frames(text, 'json-transcript'));
    expect(auto.map((f) => (f.value as { id?: number }).id)).toEqual([1, undefined, 2, 3, 4, 1, 2]);
    expect((auto[2].value as ReturnType<typeof request>).params.arguments.text).toBe('é ü 日本 \u{1F600}');
  });

  it('hands on the elements before one that does not parse, and that one, with their own text', () => {
    const text = `[\n  ${pretty(request(1, 'a'))},\n  {"jsonrpc": "2.0", "id": 2, "method": "ping",, },\n  ${pretty(request(3, 'c'))}\n]\n`;
    const auto = frames(text);
    expect(auto.map((f) => f.raw)).toEqual(frames(text, 'json-transcript').map((f) => f.raw));
    expect(auto[1].raw).toBe('{"jsonrpc": "2.0", "id": 2, "method": "ping",, }');
  });

  it('hands on an element that opens on the `[` line and closes on a later one', () => {
    const text = '[{"jsonrpc": "2.0", "id": 1,\n   "method": "ping"}, {"jsonrpc": "2.0",\n "id": 1, "result": {}}\n]\n';
    const auto = frames(text);
    expect(auto.map((f) => f.raw)).toEqual(['{"jsonrpc": "2.0", "id": 1,\n   "method": "ping"}', '{"jsonrpc": "2.0",\n "id": 1, "result": {}}']);
    expect(auto).toEqual(frames(text, 'json-transcript'));
  });

  it('read as one batch, the frame holds the whole array text', () => {
    const text = `[\n  ${pretty(request(1, 'a'))},\n  ${pretty(request(2, 'b'))}\n]\n`;
    const [batch, ...rest] = frames(text);
    expect(rest).toEqual([]);
    expect(batch.raw).toBe(text.slice(0, -1));
    expect(batch.value).toHaveLength(2);
  });
});
