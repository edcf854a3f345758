import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { captureFiles, compareWithExpectations, repoRoot } from '../helpers/corpus.js';
import { readText, where } from './read.js';

const FOLDERS = ['jsonl', 'marked-jsonl', 'json', 'pretty', 'txtar', 'content-length', 'stdout'];
const files = FOLDERS.flatMap((folder) => captureFiles(join(repoRoot, 'corpus', 'formats', folder)));

/** What each capture must read into: format, frames (`line:column sender`, `!` = parse error), reader issues. */
const EXPECTED: Record<string, { format: string; frames: string[]; issues?: string[] }> = {
  'jsonl/everything-stdio-2025-06-18.jsonl': { format: 'jsonl', frames: Array.from({ length: 22 }, (_, i) => `${i + 1}:1`) },
  'jsonl/batch-crlf-2025-03-26.jsonl': { format: 'jsonl', frames: ['1:1', '2:1', '3:1', '4:1', '5:1', '7:1', '8:1'] },
  'marked-jsonl/everything-stdio-arrows.log': {
    format: 'jsonl',
    // the recorder's own order: client lines marked -->, server lines <--
    frames: readFileSync(join(repoRoot, 'corpus/formats/marked-jsonl/everything-stdio-arrows.log'), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line, i) => `${i + 1}:5 ${line.startsWith('-->') ? 'client' : 'server'}`),
  },
  'marked-jsonl/gt-lt-marks.txt': {
    format: 'jsonl',
    frames: ['1:3 client', '2:3 server', '3:3 client', '4:3 client', '5:3 server', '6:3 server', '7:4 client', '8:2 server'],
  },
  // requests with the responses answering them: transcripts, each element a frame
  'json/session-array.json': { format: 'json', frames: ['2:3', '12:3', '21:3', '22:3', '23:3'], issues: ['array-reading@1 info'] },
  'json/single-document.json': { format: 'json', frames: ['1:1'] },
  // issue 20: a pasted array of requests (the one-message validator's batch example) is one batch frame
  'json/batch-paste.json': { format: 'json', frames: ['1:1'], issues: ['array-reading@1 info'] },
  'json/batch-of-responses.json': { format: 'json', frames: ['1:1'], issues: ['array-reading@1 info'] },
  // one line holding requests and the responses answering them: a transcript, each element a frame
  'json/transcript-one-line.json': { format: 'jsonl', frames: ['1:2', '1:156', '1:303', '1:358', '1:405'], issues: ['array-reading@1 info'] },
  'json/one-message-per-line-array.json': { format: 'json', frames: ['1:2', '2:2', '3:2', '4:2', '5:2'], issues: ['array-reading@1 info'] },
  'pretty/go-style-tabs.json': { format: 'json', frames: ['1:1', '11:1', '26:1', '27:1', '36:1'] },
  'pretty/issue-paste-stdio-test.txt': {
    format: 'json',
    frames: ['3:1', '19:1', '23:1'],
    issues: ['stray-output@1 info', 'stray-output@17 info', 'stray-output@21 info'],
  },
  'pretty/mcp-stdin-debug-session.log': {
    format: 'json',
    frames: ['3:1 client', '21:1 server', '58:1 client', '63:1 server', '68:1 server', '73:1 client', '80:1 server', '498:1 client', '510:1 server', '523:1 client', '536:1 server', '549:1 client'],
  },
  'pretty/mcp-stdin-debug-stray-stdout.log': {
    format: 'json',
    frames: ['2:1 client', '17:1 server', '32:1 client', '38:1 client', '50:1 server'],
    issues: ['stray-output@15 error'],
  },
  'txtar/conformance-prompts.txtar': {
    format: 'txtar',
    frames: ['8:1 client', '18:1 client', '19:1 client', '20:1 client', '23:1 server', '37:1 server', '52:1 server'],
  },
  'txtar/conformance-ping.txtar': {
    format: 'txtar',
    frames: ['5:1 client', '6:1 client', '7:1 client', '8:1 client', '9:1 client', '11:1 server', '12:1 server', '21:1 server', '22:1 server'],
  },
  'content-length/lsp-style-crlf.log': { format: 'content-length', frames: ['4:1', '7:1', '10:1', '13:1', '16:1'] },
  'content-length/framed-pretty-bodies.log': { format: 'content-length', frames: ['3:1', '19:1', '36:1', '40:1', '51:1'] },
  'content-length/wrong-lengths.log': {
    format: 'content-length',
    frames: ['3:1', '6:1', '9:1', '12:1', '15:1', '18:1', '21:1'],
    issues: ['content-length-framing@13 error', 'content-length-framing@16 error'],
  },
  'stdout/node-banners.log': {
    format: 'jsonl',
    frames: ['4:1', '5:1', '6:1', '7:1', '8:1'],
    issues: ['stray-output@1 error', 'stray-output@2 error', 'stray-output@3 error'],
  },
  'stdout/dotnet-console-logger.log': {
    format: 'jsonl',
    frames: ['1:1', '6:1', '7:1'],
    issues: ['stray-output@2 error', 'stray-output@3 error', 'stray-output@4 error', 'stray-output@5 error'],
  },
  'stdout/breadcrumbs-and-cut-message.log': {
    format: 'jsonl',
    frames: ['1:1', '7:1', '8:1', '9:1', '11:1 !', '14:1', '18:1'],
    issues: [2, 3, 4, 5, 6, 10, 15, 16, 17].map((line) => `stray-output@${line} error`),
  },
  'stdout/everything-2-and-1.log': {
    format: 'jsonl',
    frames: Array.from({ length: 22 }, (_, i) => `${i + 2}:1`),
    issues: ['stray-output@1 error'],
  },
};

describe('corpus/formats: every capture reads into the frames it must yield', () => {
  it('has two or more captures per format folder, each listed here', () => {
    for (const folder of FOLDERS) expect(files.filter((f) => relative(join(repoRoot, 'corpus/formats'), f).startsWith(`${folder}/`)).length).toBeGreaterThanOrEqual(2);
    expect(files.map((f) => relative(join(repoRoot, 'corpus/formats'), f)).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const file of files) {
    const name = relative(join(repoRoot, 'corpus/formats'), file);
    it(`${name}: format, frame positions, senders, reader findings`, () => {
      const expected = EXPECTED[name];
      const read = readText(readFileSync(file, 'utf8'), { fileName: basename(file) });
      expect(read.format).toBe(expected.format);
      expect(where(read.frames)).toEqual(expected.frames);
      expect(read.issues.map((i) => `${i.rule}@${i.line} ${i.severity}`)).toEqual(expected.issues ?? []);
    });

    it(`${name}: findings match its expectation file`, async () => {
      const { unexpected, missing } = await compareWithExpectations(file);
      expect(unexpected).toEqual([]);
      expect(missing).toEqual([]);
    });
  }

  it('a capture declared as mixed stdout and stderr sets the stray line aside as info', async () => {
    const file = join(repoRoot, 'corpus/formats/stdout/everything-2-and-1.log');
    const result = await checkCapture({ path: 'everything-2-and-1.log', file }, { revision: 'auto', mixedOutput: true });
    expect(result.findings.filter((f) => f.rule === 'stray-output').map((f) => `${f.line} ${f.severity}`)).toEqual(['1 info']);
  });

  it('spans of frames cover exactly their raw text in the file bytes', () => {
    for (const file of files) {
      const bytes = readFileSync(file);
      const { frames } = readText(bytes.toString('utf8'), { fileName: basename(file) });
      for (const frame of frames) {
        const slice = bytes.subarray(frame.span.offset, frame.span.offset + frame.span.length).toString('utf8');
        expect(slice.replace(/\r\n/g, '\n'), `${file} frame at line ${frame.span.line}`).toBe(frame.raw.replace(/\r\n/g, '\n'));
      }
    }
  });
});
