// The bench's inputs and measurements. To add a scenario: add an entry to SCENARIOS with a `name`,
// a `summary`, the `input` it reads (a key of INPUTS) and a `run(file, prepared)` that reads the
// file and resolves to { frames, ... }. To add an input (another format, another mix of messages):
// add an entry to INPUTS with the file name it gets in bench/out/ and a generator. Each scenario
// runs in a child process of its own (bench/measure.mjs), so its peak RSS is its own.
// - `baseline: true` marks the reference the others are compared with;
// - `minRatio`: the share of the baseline's throughput (CPU time) the scenario must reach;
// - `fasterThan`: a scenario it must beat;
// - `maxRssMiB`: its peak RSS bound (default TARGETS.maxRssMiB in scripts/run-bench.mjs);
// - `informational: true`: reported, held to no target;
// - `prepare(file)` (optional): loads modules, compiles schemas, before the clock starts; its result
//   is passed to `run` as `prepared`;
// - `skip()` (optional): a reason not to run here (a missing folder), or undefined.
import { existsSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BENCH_REVISION, GENERATOR_VERSION, generateCapture } from './generate.mjs';

/** Inputs, generated once into bench/out/ (reused while their size matches `--size-mb`). */
export const INPUTS = {
  jsonl: {
    fileName: (sizeMb) => `capture-${sizeMb}mb-v${GENERATOR_VERSION}.jsonl`,
    generate: (file, sizeMb) => generateCapture(file, sizeMb * 1024 * 1024),
  },
};

const build = new URL('../build/', import.meta.url);
const load = (path) => import(new URL(path, build).href);
/** The official schema of the revision the generated capture speaks (repo root's ../shared). */
const specSchema = new URL(`../../shared/mcp-spec/${BENCH_REVISION}/schema.json`, import.meta.url);

const CHUNK = 1024 * 1024;
/** How much of the input the warm scenario checks before its clock starts. */
const WARM_UP_MIB = 16;

/** The file's first `bytes`, cut after its last whole line, as text. */
async function readHead(file, bytes) {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.toString('utf8', 0, buffer.lastIndexOf(10, bytesRead - 1) + 1);
  } finally {
    await handle.close();
  }
}

/** The baseline's reading: 1 MiB chunks, split at LF, UTF-8 decode, JSON.parse; `onValue` sees each value. */
async function parseLines(file, onValue) {
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
          const value = JSON.parse(chunk.toString('utf8', start, nl));
          if (onValue) onValue(value);
          frames++;
        }
        start = nl + 1;
      }
      if (start < chunk.length) carry = Buffer.from(chunk.subarray(start));
    }
    if (carry && carry.length > 0) {
      const value = JSON.parse(carry.toString('utf8'));
      if (onValue) onValue(value);
      frames++;
    }
  } finally {
    await handle.close();
  }
  return frames;
}

export const SCENARIOS = [
  {
    name: 'baseline',
    baseline: true,
    input: 'jsonl',
    summary: 'split lines (1 MiB chunks, indexOf LF, utf8 decode) and JSON.parse each; nothing else',
    async run(file) {
      return { frames: await parseLines(file) };
    },
  },
  {
    name: 'reader',
    input: 'jsonl',
    minRatio: 0.7,
    summary: 'the bare JSONL reader (issue 2: >= 70%): readFileLines -> JsonlReader -> frames (spans, parse, nesting guard)',
    prepare: async () => ({ ...(await load('core/capture/lines.js')), ...(await load('core/capture/jsonl.js')) }),
    async run(file, { readFileLines, jsonlFormat }) {
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
    informational: true,
    summary: 'checkCapture with the capture rules only: detection, reader, revision look-ahead, sessions, pairing',
    prepare: async () => {
      const { RULES } = await load('core/rules/index.js');
      return { ...(await load('core/engine.js')), captureRules: RULES.filter((rule) => rule.meta.family === 'capture') };
    },
    async run(file, { checkCapture, captureRules }) {
      const result = await checkCapture({ path: 'bench.jsonl', file }, { revision: 'auto', ruleSet: captureRules });
      if (result.error) throw new Error(result.error);
      return { frames: result.frames, findings: result.findings.length };
    },
  },
  {
    name: 'checkCapture-all-rules',
    input: 'jsonl',
    minRatio: 0.5,
    fasterThan: 'ajv-JSONRPCMessage',
    summary: 'the full per-message pass (issues 4 and 5: >= 50%, faster than ajv): checkCapture with every rule (envelope, catalog, shapes, session)',
    prepare: () => load('core/engine.js'),
    async run(file, { checkCapture }) {
      const result = await checkCapture({ path: 'bench.jsonl', file }, { revision: 'auto' });
      if (result.error) throw new Error(result.error);
      return { frames: result.frames, findings: result.findings.length };
    },
  },
  {
    name: 'checkCapture-all-rules-warm',
    input: 'jsonl',
    informational: true,
    summary: `the same full pass once warm (after a pass over the input's first ${WARM_UP_MIB} MiB): per-message throughput without a process's one-time costs (JIT compiling, tool schemas); its peak RSS includes the warm-up`,
    async prepare(file) {
      const engine = await load('core/engine.js');
      const warmUp = await readHead(file, WARM_UP_MIB * 1024 * 1024);
      await engine.checkCapture({ path: 'warm-up.jsonl', text: warmUp }, { revision: 'auto' });
      return engine;
    },
    async run(file, { checkCapture }) {
      const result = await checkCapture({ path: 'bench.jsonl', file }, { revision: 'auto' });
      if (result.error) throw new Error(result.error);
      return { frames: result.frames, findings: result.findings.length };
    },
  },
  {
    name: 'ajv-JSONRPCMessage',
    input: 'jsonl',
    informational: true,
    summary: `the peer approach: the baseline's reading, then ajv validating each message against the official JSONRPCMessage of ${BENCH_REVISION}`,
    skip: () => (existsSync(specSchema) ? undefined : `../shared/mcp-spec/${BENCH_REVISION}/schema.json is absent`),
    prepare() {
      const require = createRequire(import.meta.url);
      const schema = JSON.parse(readFileSync(specSchema, 'utf8'));
      const modern = String(schema.$schema).includes('2020-12');
      const Ajv = require(modern ? 'ajv/dist/2020' : 'ajv').default;
      const ajv = new Ajv({ strict: false, allowUnionTypes: true, validateSchema: false });
      require('ajv-formats').default(ajv);
      ajv.addSchema({ ...schema, $id: 'mcp' });
      const validate = ajv.getSchema(`mcp#/${modern ? '$defs' : 'definitions'}/JSONRPCMessage`);
      if (!validate) throw new Error('JSONRPCMessage is not defined in the official schema');
      return { validate };
    },
    async run(file, { validate }) {
      let invalid = 0;
      const frames = await parseLines(file, (value) => {
        if (!validate(value)) invalid++;
      });
      return { frames, findings: invalid };
    },
  },
  {
    name: 'runCheck-large',
    input: 'jsonl',
    // Issue 9: one large capture through the whole run (discovery, every rule, redaction, the
    // expectation diff, the report), with the size of --size-mb; throughput is reported as a ratio
    // to the baseline, and memory held to 200 MiB whatever the size (the file is streamed).
    maxRssMiB: 200,
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
