import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LineSplitter } from '../../src/core/capture/lines.js';
import type { LineRecord, ReaderIssue } from '../../src/core/capture/reader.js';
import { MAX_NESTING_DEPTH } from '../../src/core/capture/parse.js';
import { checkCapture, type FileCheckResult } from '../../src/core/engine.js';

const dir = mkdtempSync(join(tmpdir(), 'mcl-bad-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
const pong = '{"jsonrpc":"2.0","id":1,"result":{}}';

async function check(name: string, content: string | Buffer): Promise<FileCheckResult> {
  const file = join(dir, name);
  writeFileSync(file, content);
  return checkCapture({ path: name, file }, { revision: '2025-06-18' });
}
const findings = (result: FileCheckResult) => result.findings.map((f) => `${f.rule}@${f.line} ${f.severity}`);

describe('bad input gets a clear answer, never a crash', () => {
  it('an empty file: one empty-capture warning', async () => {
    const result = await check('empty.jsonl', '');
    expect(result.error).toBeUndefined();
    expect(findings(result)).toEqual(['empty-capture@1 warning']);
    expect(result.findings[0].message).toMatch(/^The file is empty/);
  });

  it('a file of blank lines, or of text only', async () => {
    expect((await check('blank.jsonl', '\n  \n\r\n')).findings[0].message).toMatch(/only blank lines/);
    const text = await check('notes.txt', 'just some notes\nnothing else\n');
    expect(findings(text)).toEqual(['empty-capture@1 warning', 'stray-output@1 error', 'stray-output@2 error']);
  });

  it('a binary file: a per-file error naming the file and line', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, ...Array.from({ length: 200 }, (_, i) => (i * 37) % 256)]);
    const result = await check('image.png', png);
    expect(result.error).toMatch(/^line 1: binary data \(it holds NUL bytes/);
    expect(result.findings).toEqual([]);
  });

  it('random bytes without a NUL among them: a per-file error too', async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => 0x80 + ((i * 7919) % 0x7f)));
    expect((await check('noise.bin', bytes)).error).toMatch(/^line 1: binary data \(mostly bytes that are not UTF-8/);
  });

  it('a UTF-16 file (PowerShell redirect): says to re-save it as UTF-8', async () => {
    const result = await check('utf16.jsonl', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${ping}\r\n`, 'utf16le')]));
    expect(result.error).toMatch(/UTF-16.*re-save it as UTF-8/);
  });

  it('other files are still checked after a bad one', async () => {
    const results = await Promise.all([check('a.bin', Buffer.from([0, 1, 2, 3, 0, 0])), check('b.jsonl', `${ping}\n${pong}\n`), check('c.jsonl', '')]);
    expect(results.map((r) => [r.path, r.frames, r.error !== undefined])).toEqual([
      ['a.bin', 0, true],
      ['b.jsonl', 2, false],
      ['c.jsonl', 0, false],
    ]);
  });

  it('invalid UTF-8: an error at the line, and the frame is still read', async () => {
    const before = '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"caf';
    const bad = Buffer.concat([Buffer.from(`${ping}\n${before}`), Buffer.from([0xe9]), Buffer.from('"}}\n')]);
    const result = await check('latin1.jsonl', bad);
    expect(findings(result)).toContain('invalid-utf8@2 error');
    expect(result.frames).toBe(2);
    expect(result.findings.find((f) => f.rule === 'invalid-utf8')?.column).toBe(before.length + 1);
  });

  it('a UTF-8 BOM and CRLF line ends read cleanly', async () => {
    const result = await check('bom-crlf.jsonl', `\uFEFF${ping}\r\n${pong}\r\n`);
    expect(result.findings).toEqual([]);
    expect(result.frames).toBe(2);
  });

  it('a 50 MB single line: read whole when it is a message, one short finding when not', async () => {
    const big = `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"${'x'.repeat(50 * 1024 * 1024)}"}}`;
    // Behaviour only: how fast a 50 MB line reads is `npm run bench`'s to measure.
    const message = await check('big-message.jsonl', `${big}\n${ping}\n`);
    expect(message.frames).toBe(2);
    expect(message.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const garbage = await check('big-garbage.jsonl', `${'y'.repeat(50 * 1024 * 1024)}\n${ping}\n`);
    expect(findings(garbage)).toEqual(['stray-output@1 error']);
    expect(garbage.findings[0].message.length).toBeLessThan(400);
    expect(garbage.frames).toBe(1);
  });

  it('a line over the splitter limit is skipped with a finding, and reading goes on with exact offsets', () => {
    const lines: LineRecord[] = [];
    const issues: ReaderIssue[] = [];
    const splitter = new LineSplitter({ line: (l) => lines.push(l), issue: (i) => issues.push(i) }, 1000);
    const long = 'z'.repeat(5000);
    splitter.push(Buffer.from(`${ping}\n${long.slice(0, 2500)}`));
    splitter.push(Buffer.from(`${long.slice(2500)}\n${ping}\n${'q'.repeat(1500)}\n${pong}`));
    splitter.end();
    expect(issues.map((i) => `${i.rule}@${i.line}`)).toEqual(['line-too-long@2', 'line-too-long@4']);
    expect(lines.map((l) => [l.line, l.offset])).toEqual([
      [1, 0],
      [3, ping.length + 1 + 5001],
      [5, ping.length + 1 + 5001 + ping.length + 1 + 1501],
    ]);
  });

  it(`JSON nested 100,000 levels deep: a nesting-too-deep finding, no stack overflow in any rule`, async () => {
    const depth = 100_000;
    const deep = `{"jsonrpc":"2.0","id":2,"result":{"data":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    const file = join(dir, 'deep.jsonl');
    writeFileSync(file, `${ping}\n${deep}\n${pong}\n`);
    const result = await checkCapture({ path: 'deep.jsonl', file }, { revision: 'auto' });
    expect(result.error).toBeUndefined();
    expect(findings(result)).toContain('nesting-too-deep@2 error');
    expect(findings(result)).not.toContain('parse-error@2 error');
    expect(result.findings.find((f) => f.rule === 'nesting-too-deep')?.message).toMatch(new RegExp(`deeper than ${MAX_NESTING_DEPTH} levels`));
    expect(result.frames).toBe(3);
  });

  it('nesting just under the limit is read as usual', async () => {
    const nested = `{"jsonrpc":"2.0","id":1,"result":{"data":${'['.repeat(MAX_NESTING_DEPTH - 3)}${']'.repeat(MAX_NESTING_DEPTH - 3)}, "pad": "${'p'.repeat(3000)}"}}`;
    const result = await check('nested.jsonl', `${ping}\n${nested}\n`);
    expect(findings(result).filter((f) => f.startsWith('nesting'))).toEqual([]);
  });

  it('a truncated last frame: a warning at its line, not a parse error', async () => {
    const result = await check('cut.jsonl', `${ping}\n{"jsonrpc":"2.0","id":1,"resu`);
    expect(findings(result)).toEqual(['truncated-frame@2 warning']);
  });
});

describe('a reader that fails', () => {
  it('gives a per-file error naming the line it was reading, and the next file is still checked', async () => {
    const { formatByName } = await import('../../src/core/capture/formats.js');
    const jsonl = formatByName('jsonl')!;
    const original = jsonl.create;
    jsonl.create = (sink, options) => {
      const reader = original(sink, options);
      return {
        push(record) {
          if (record.line === 3) throw new Error('boom');
          reader.push(record);
        },
        end: () => reader.end(),
      };
    };
    try {
      const failed = await checkCapture({ path: 'a.jsonl', text: `${ping}\n${pong}\n${ping}\n` }, { revision: '2025-06-18', format: 'jsonl' });
      expect(failed.error).toBe('internal error while reading line 3: boom');
      expect(failed.frames).toBe(2);
    } finally {
      jsonl.create = original;
    }
    const next = await checkCapture({ path: 'b.jsonl', text: `${ping}\n${pong}\n` }, { revision: '2025-06-18' });
    expect([next.frames, next.error]).toEqual([2, undefined]);
  });
});
