import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormatName } from '../../src/core/capture/reader.js';
import { captureFiles, repoRoot } from '../helpers/corpus.js';
import { readText } from './read.js';

const FORMATS: FormatName[] = ['jsonl', 'json', 'txtar', 'content-length'];
const samples = captureFiles(join(repoRoot, 'corpus', 'formats')).map((file) => readFileSync(file, 'utf8'));

/** Reads `text` with every line-oriented reader; each must finish, and every span must lie in the file. */
function readsSanely(text: string): void {
  const size = Buffer.byteLength(text.replace(/^\uFEFF/, '')) + (text.startsWith('\uFEFF') ? 3 : 0);
  for (const format of FORMATS) {
    const { frames, issues } = readText(text, { format });
    let previous = -1;
    for (const frame of frames) {
      const { span } = frame;
      expect(span.line).toBeGreaterThanOrEqual(1);
      expect(span.endLine).toBeGreaterThanOrEqual(span.line);
      expect(span.offset).toBeGreaterThanOrEqual(0);
      expect(span.offset + span.length).toBeLessThanOrEqual(size);
      expect(frame.value !== undefined || frame.parseError !== undefined).toBe(true);
      expect(frame.index).toBeGreaterThan(previous);
      previous = frame.index;
    }
    for (const issue of issues) expect(issue.line).toBeGreaterThanOrEqual(1);
  }
}

describe('the line-oriented readers never crash and keep spans inside the file', () => {
  it('on arbitrary text made of JSON-ish pieces', () => {
    const piece = fc.constantFrom('{', '}', '[', ']', '"', '\\', ',', ':', '\n', '\r\n', ' ', '\t', '-- client --\n', '-- server --\n', 'Content-Length: 12\r\n\r\n', '> ', '<-- ', 'é', '東', '{"jsonrpc":"2.0","id":1,"method":"ping"}', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (pieces) => {
        readsSanely(pieces.join(''));
      }),
      { numRuns: 300 },
    );
  });

  it('on corpus captures cut at any point and with lines dropped or duplicated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: samples.length - 1 }), fc.nat(), fc.nat(), (which, cutAt, dropAt) => {
        const text = samples[which];
        const lines = text.slice(0, cutAt % (text.length + 1)).split('\n');
        if (lines.length > 2) {
          const i = dropAt % lines.length;
          if (dropAt % 2 === 0) lines.splice(i, 1);
          else lines.splice(i, 0, lines[i]);
        }
        readsSanely(lines.join('\n'));
      }),
      { numRuns: 200 },
    );
  });
});

const message = fc.record({
  jsonrpc: fc.constant('2.0'),
  id: fc.oneof(fc.integer(), fc.string()),
  method: fc.constantFrom('ping', 'tools/call', 'notifications/message'),
  params: fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)), { maxKeys: 4 }),
});

describe('the readers find every message they are given, where it was written', () => {
  it('JSONL: messages with or without marks, stray lines between them', () => {
    const entry = fc.oneof(
      fc.record({ kind: fc.constant('message' as const), value: message, mark: fc.constantFrom('', '> ', '< ', '--> ', '<-- ') }),
      fc.record({ kind: fc.constant('stray' as const), text: fc.constantFrom('Server started', 'at main (index.js:1:1)', 'info: ready', '[INFO] up', '}') }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), fc.boolean(), (entries, crlf) => {
        const lines = entries.map((e) => (e.kind === 'message' ? `${e.mark}${JSON.stringify(e.value)}` : e.text));
        const { frames, issues } = readText(lines.join(crlf ? '\r\n' : '\n'), { format: 'jsonl' });
        const messageLines = entries.flatMap((e, i) => (e.kind === 'message' ? [i + 1] : []));
        expect(frames.map((f) => f.span.line)).toEqual(messageLines);
        expect(frames.map((f) => f.value)).toEqual(entries.flatMap((e) => (e.kind === 'message' ? [e.value] : [])));
        expect(frames.map((f) => f.sender)).toEqual(
          entries.flatMap((e) => (e.kind === 'message' ? [e.mark.startsWith('>') || e.mark.startsWith('-') ? 'client' : e.mark ? 'server' : undefined] : [])),
        );
        expect(issues.map((i) => i.line)).toEqual(entries.flatMap((e, i) => (e.kind === 'stray' ? [i + 1] : [])));
      }),
      { numRuns: 200 },
    );
  });

  it('json: pretty-printed messages one after another, or in an array', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 8 }), fc.constantFrom(0, 2, '\t'), fc.boolean(), (messages, indent, asArray) => {
        const text = asArray ? JSON.stringify(messages, null, indent || 2) : messages.map((m) => JSON.stringify(m, null, indent)).join('\n');
        // Requests only: an array of them is one batch frame (a note says so); read as a transcript, every message.
        const { frames, issues } = readText(text, { format: 'json' });
        expect(issues.map((i) => i.rule)).toEqual(asArray ? ['array-reading'] : []);
        expect(frames.map((f) => f.value)).toEqual(asArray ? [messages] : messages);
        if (asArray) expect(readText(text, { format: 'json-transcript' }).frames.map((f) => f.value)).toEqual(messages);
      }),
      { numRuns: 200 },
    );
  });

  it('Content-Length: any bodies, CRLF or LF, with or without a line break after each', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 8 }), fc.constantFrom('\r\n', '\n'), fc.constantFrom('', '\n', '\r\n\r\n'), fc.boolean(), (messages, nl, after, pretty) => {
        const bodies = messages.map((m) => JSON.stringify(m, null, pretty ? 2 : undefined));
        const text = bodies.map((b) => `Content-Length: ${Buffer.byteLength(b)}${nl}${nl}${b}${after}`).join('');
        const { frames, issues } = readText(text, { format: 'content-length' });
        expect(issues).toEqual([]);
        expect(frames.map((f) => f.value)).toEqual(messages);
        const bytes = Buffer.from(text);
        for (const frame of frames) expect(bytes.subarray(frame.span.offset, frame.span.offset + frame.span.length).toString()).toBe(frame.raw);
      }),
      { numRuns: 200 },
    );
  });
});
