// The bench's inputs and measurements. To add a scenario: add an entry to SCENARIOS with a `name`,
// a `summary`, the `input` it reads (a key of INPUTS) and a `run(file)` that reads the file and
// resolves to { frames, ... }. To add an input (another format, another mix of messages): add an
// entry to INPUTS with the file name it gets in bench/out/ and a generator. Each scenario runs in
// a child process of its own (bench/measure.mjs), so its peak RSS is its own; `baseline: true`
// marks the reference the others are compared with; `informational: true` reports a scenario
// without holding it to the targets.
import { open } from 'node:fs/promises';
import { generateCapture } from './generate.mjs';

/** Inputs, generated once into bench/out/ (reused while their size matches `--size-mb`). */
export const INPUTS = {
  jsonl: {
    fileName: (sizeMb) => `capture-${sizeMb}mb.jsonl`,
    generate: (file, sizeMb) => generateCapture(file, sizeMb * 1024 * 1024),
  },
};

const build = new URL('../build/', import.meta.url);
const load = (path) => import(new URL(path, build).href);

const CHUNK = 1024 * 1024;

export const SCENARIOS = [
  {
    name: 'baseline',
    baseline: true,
    input: 'jsonl',
    summary: 'split lines (1 MiB chunks, indexOf LF, utf8 decode) and JSON.parse each; nothing else',
    async run(file) {
      const handle = await open(file, 'r');
      const buffer = Buffer.allocUnsafe(CHUNK);
      let carry = null;
      let frames = 0;
      try {
        for (;;) {
          const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
          if (bytesRead === 0) break;
          let chunk = buffer.subarray(0, bytesRead);
          if (carry) {
            chunk = Buffer.concat([carry, chunk]);
            carry = null;
          }
          let start = 0;
          for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
            if (nl > start) {
              JSON.parse(chunk.toString('utf8', start, nl));
              frames++;
            }
            start = nl + 1;
          }
          if (start < chunk.length) carry = Buffer.from(chunk.subarray(start));
        }
        if (carry && carry.length > 0) {
          JSON.parse(carry.toString('utf8'));
          frames++;
        }
      } finally {
        await handle.close();
      }
      return { frames };
    },
  },
  {
    name: 'reader',
    input: 'jsonl',
    summary: 'the bare JSONL reader: readFileLines -> JsonlReader -> frames (spans, parse, nesting guard)',
    async run(file) {
      const { readFileLines } = await load('core/capture/lines.js');
      const { jsonlFormat } = await load('core/capture/jsonl.js');
      let frames = 0;
      let issues = 0;
      const reader = jsonlFormat.create({ frame: () => frames++, issue: () => issues++ }, { fileName: file });
      await readFileLines(file, { line: (record) => reader.push(record), issue: () => issues++ });
      reader.end();
      return { frames, issues };
    },
  },
  {
    name: 'checkCapture',
    input: 'jsonl',
    summary: 'checkCapture with the capture rules only: detection, reader, revision look-ahead, sessions, pairing',
    async run(file) {
      const { checkCapture } = await load('core/engine.js');
      const { captureRules } = await load('core/rules/capture/index.js');
      const result = await checkCapture({ path: 'bench.jsonl', file }, { revision: 'auto', ruleSet: captureRules });
      if (result.error) throw new Error(result.error);
      return { frames: result.frames, findings: result.findings.length };
    },
  },
  {
    name: 'checkCapture-all-rules',
    input: 'jsonl',
    informational: true,
    summary: 'checkCapture with the whole rule catalog (envelope, catalog, shapes, session): for reference, no target',
    async run(file) {
      const { checkCapture } = await load('core/engine.js');
      const result = await checkCapture({ path: 'bench.jsonl', file }, { revision: 'auto' });
      if (result.error) throw new Error(result.error);
      return { frames: result.frames, findings: result.findings.length };
    },
  },
  {
    name: 'runCheck-large',
    input: 'jsonl',
    // Issue 9: one large capture through the whole run (discovery, every rule, redaction, the
    // expectation diff, the report), with the size of --size-mb; throughput is reported as a ratio
    // to the baseline, and memory held to 200 MiB whatever the size (the file is streamed).
    targets: { minRatio: null, maxRssMiB: 200 },
    summary: 'runCheck (the CLI and Action path) on the one large capture: every rule, redaction, expectations, report',
    async run(file) {
      const { runCheck } = await load('app/run.js');
      const { dirname, basename } = await import('node:path');
      const result = await runCheck({ cwd: dirname(file), captures: [basename(file)], revision: 'auto', mode: 'check', failOn: 'never', jobs: 1 });
      const [checked] = result.files;
      if (!checked || checked.result.error) throw new Error(checked?.result.error ?? 'not checked');
      return { frames: checked.result.frames, findings: checked.findings.length };
    },
  },
];
