import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCapture, type FileCheckResult } from '../../src/core/engine.js';
import { REVISIONS, type Revision } from '../../src/core/revisions.js';
import { RULES } from '../../src/core/rules/index.js';
import type { Rule } from '../../src/core/rules/rule.js';
import { captureFiles, repoRoot } from '../helpers/corpus.js';
import { realCapturesDir, sharedAvailable, sharedEntries, sharedTitle } from '../helpers/shared.js';
import { secretCaptures } from '../helpers/secrets-corpus.js';
import { SCHEMA_COST_NAMES } from '../helpers/hostile-schemas.js';
import { applyMutation, mutationArbitrary, type Mutation } from './mutations.js';

/**
 * Property-based fuzzing of the readers and the engine, seeded from every capture we have:
 * corpus/, ../shared/real-captures (when present) and the generated secrets corpus (one capture
 * per format). Bounded for CI: FUZZ_RUNS=5000 (and FUZZ_SEED=n to change or replay a run) goes
 * further on demand, e.g. `FUZZ_RUNS=5000 npx vitest run test/fuzz`; FUZZ_MAX_DEPTH changes the
 * deepest nesting inserted (100,000 by default, see mutations.ts), FUZZ_CALL_BOUND_MS changes the per-call time bound.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261130);
/** One checkCapture call on a fuzzed input must finish within this (the machine is shared: generous). */
const CALL_BOUND_MS = Number(process.env.FUZZ_CALL_BOUND_MS ?? 5000);
const TEST_TIMEOUT_MS = Math.max(60_000, RUNS * 4 * CALL_BOUND_MS);

interface Seed {
  name: string;
  /** A file name with the original extension: sniffers use it. */
  fileName: string;
  text: string;
}

function loadSeeds(): Seed[] {
  const seeds: Seed[] = [];
  for (const file of captureFiles(join(repoRoot, 'corpus'))) {
    seeds.push({ name: `corpus/${basename(file)}`, fileName: basename(file), text: readFileSync(file, 'utf8') });
  }
  for (const name of sharedEntries(realCapturesDir)) {
    const dir = join(realCapturesDir, name);
    const capture = statSync(dir).isDirectory() ? readdirSync(dir).find((f) => f.startsWith('capture.')) : undefined;
    if (capture) seeds.push({ name: `real/${name}`, fileName: capture, text: readFileSync(join(dir, capture), 'utf8') });
  }
  for (const capture of secretCaptures()) seeds.push({ name: `secrets/${capture.name}`, fileName: capture.fileName, text: capture.text });
  return seeds;
}

// Loaded before the tests, not while collecting them (the shared folder may be absent or broken).
let seeds: Seed[] = [];
beforeAll(() => {
  seeds = loadSeeds();
});
const ruleIds = new Set(RULES.map((rule) => rule.meta.id));
const SEVERITIES = new Set(['error', 'warning', 'info']);

/** Lines as the engine counts them: LF ends a line (CRLF too); a lone CR stays inside one. */
function lineCount(text: string | Buffer): number {
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

/** Everything wrong with a result, as readable strings (empty when well-formed). */
function problemsOf(result: FileCheckResult, path: string, lines: number): string[] {
  const problems: string[] = [];
  if (result.path !== path) problems.push(`path ${result.path} is not ${path}`);
  if (!Number.isInteger(result.frames) || result.frames < 0) problems.push(`frames ${result.frames}`);
  if (result.error?.startsWith('internal error')) problems.push(`the engine hid an exception: ${result.error}`);
  for (const f of result.findings) {
    const where = `${f.rule}@${f.line}`;
    if (!ruleIds.has(f.rule)) problems.push(`${where}: rule id not in the catalog (RULES)`);
    if (!SEVERITIES.has(f.severity)) problems.push(`${where}: severity ${f.severity}`);
    if (typeof f.message !== 'string' || f.message.trim() === '') problems.push(`${where}: empty message`);
    if (!Number.isInteger(f.line) || f.line < 1 || f.line > lines) problems.push(`${where}: line outside 1..${lines}`);
    if (!Number.isInteger(f.column) || f.column < 1) problems.push(`${where}: column ${f.column}`);
    if (!Number.isInteger(f.endLine) || f.endLine < f.line || f.endLine > lines) problems.push(`${where}: endLine ${f.endLine} outside ${f.line}..${lines}`);
  }
  return problems;
}

async function timedCheck(source: Parameters<typeof checkCapture>[0], revision: Revision | 'auto', mixedOutput: boolean, ruleSet?: readonly Rule[]) {
  const start = performance.now();
  const result = await checkCapture(source, { revision, mixedOutput, ...(ruleSet ? { ruleSet } : {}) });
  return { result, ms: performance.now() - start };
}

describe('fuzzing the readers and the engine', () => {
  it('has seeds in several formats', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(11);
  });

  it.skipIf(!sharedAvailable('real-captures'))(sharedTitle('real-captures', 'is seeded with the sixteen real captures too'), () => {
    expect(seeds.filter((seed) => seed.name.startsWith('real/'))).toHaveLength(16);
  });

  it('checks every seed as it is: well-formed findings, no hidden exception', async () => {
    const problems: string[] = [];
    // Each seed with 'auto' and one pinned revision, in turn, so every revision gets every format.
    for (const [index, seed] of seeds.entries()) {
      for (const revision of ['auto', REVISIONS[index % REVISIONS.length]] as const) {
        const { result } = await timedCheck({ path: seed.fileName, text: seed.text }, revision, false);
        problems.push(...problemsOf(result, seed.fileName, lineCount(seed.text)).map((p) => `${seed.name} (${revision}): ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it(
    `survives mutated captures (${RUNS} runs, seed ${SEED}): no exception, no hang, every finding well-formed`,
    async () => {
      await fc.assert(mutatedCapturesProperty(), { seed: SEED, numRuns: RUNS, endOnFailure: true });
    },
    TEST_TIMEOUT_MS,
  );

  it('the schema-cost mutations reach the validator: each is reported (too complex, or the argument invalid) in time', { timeout: 120_000 }, async () => {
    const base = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } },
      { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
    ]
      .map((m) => JSON.stringify(m))
      .join('\n');
    const outcomes: string[] = [];
    for (const cost of SCHEMA_COST_NAMES) {
      const text = applyMutation(base, { kind: 'schema-cost', line: 3, cost });
      const { result, ms } = await timedCheck({ path: 'c.jsonl', text }, '2025-06-18', false);
      const judged = result.findings.filter((f) => f.rule === 'tool-schema-too-complex' || f.rule === 'tool-arguments-invalid').map((f) => `${f.rule}@${f.line}`);
      outcomes.push(`${cost}: ${judged.join(', ') || 'not judged'}${ms > CALL_BOUND_MS ? ` (took ${Math.round(ms)} ms)` : ''}`);
    }
    // The call is line 6; a schema refused outright is reported at its listing, line 5.
    expect(outcomes).toEqual(SCHEMA_COST_NAMES.map((cost) => expect.stringMatching(new RegExp(`^${cost}: tool-(schema-too-complex|arguments-invalid)@[56]$`))));
  });

  it('catches a broken rule: the harness is not blind (a rule that throws on deep JSON, one that reports line 0)', async () => {
    const throwsOnDepth: Rule = {
      meta: { ...RULES[0].meta, id: 'parse-error' },
      create: () => ({
        frame(frame) {
          const depth = (value: unknown): number => (value && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depth)) : 0);
          if (frame.value !== undefined && depth(frame.value) > 50) throw new Error('too deep');
        },
      }),
    };
    const lineZero: Rule = {
      meta: { ...RULES[0].meta, id: 'parse-error' },
      create: (context) => ({ frame: () => context.report({ message: 'x', line: 0 }) }),
    };
    for (const broken of [throwsOnDepth, lineZero]) {
      const failure = await fc.assert(mutatedCapturesProperty([broken]), { seed: SEED, numRuns: 300, endOnFailure: true }).then(
        () => undefined,
        (error: Error) => `${error.message}\n${(error.cause as Error | undefined)?.message ?? ''}`,
      );
      expect(failure).toMatch(/Property failed/);
      expect(failure).toMatch(/hid an exception: internal error|threw|line outside/);
    }
  });
});

/** The property: a mutated seed, checked pinned to a revision and with 'auto', yields a well-formed result in time. */
function mutatedCapturesProperty(ruleSet?: readonly Rule[]) {
  const sample = fc.record({
    seed: fc.nat({ max: seeds.length - 1 }),
    mutations: fc.array(mutationArbitrary(), { minLength: 1, maxLength: 4 }),
    revision: fc.constantFrom(...REVISIONS),
    mixedOutput: fc.boolean(),
  });
  return fc.asyncProperty(sample, async ({ seed, mutations, revision, mixedOutput }) => {
    const base = seeds[seed];
    const text = mutations.reduce<string>((current, mutation: Mutation) => applyMutation(current, mutation), base.text);
    for (const pinned of [revision, 'auto'] as const) {
      let outcome: Awaited<ReturnType<typeof timedCheck>>;
      try {
        outcome = await timedCheck({ path: base.fileName, text }, pinned, mixedOutput, ruleSet);
      } catch (error) {
        throw new Error(`checkCapture threw on ${base.name} (${pinned}): ${(error as Error).stack}`, { cause: error });
      }
      const problems = problemsOf(outcome.result, base.fileName, lineCount(text));
      if (outcome.ms > CALL_BOUND_MS) problems.push(`took ${Math.round(outcome.ms)} ms (bound ${CALL_BOUND_MS} ms)`);
      if (problems.length > 0) throw new Error(`${base.name} (${pinned}, ${text.length} chars):\n${problems.slice(0, 10).join('\n')}`);
    }
  });
}

/** Byte-level damage (invalid UTF-8, cut multi-byte characters) reaches the engine only through files. */
const byteDir = mkdtempSync(join(tmpdir(), 'mcl-fuzz-'));
afterAll(() => rmSync(byteDir, { recursive: true, force: true }));

// lines.ts reports invalid UTF-8 under the rule id `invalid-utf8`, which the catalog lists (the
// well-formedness check fails any finding whose rule it does not).
describe('fuzzing with byte-level damage (files)', () => {
  it('the catalog lists invalid-utf8, the rule byte-level damage is reported under', () => {
    expect(ruleIds.has('invalid-utf8')).toBe(true);
  });
  it(
    `survives flipped bytes and cut multi-byte characters (${Math.ceil(RUNS / 3)} runs)`,
    async () => {
      const sample = fc.record({
        seed: fc.nat({ max: seeds.length - 1 }),
        flips: fc.array(fc.record({ at: fc.nat({ max: 1_000_000 }), byte: fc.oneof(fc.constantFrom(0x80, 0xbf, 0xc0, 0xc3, 0xe2, 0xed, 0xf0, 0xf8, 0xff, 0x0a, 0x0d, 0x22, 0x7b), fc.nat({ max: 255 })) }), { minLength: 1, maxLength: 8 }),
        cut: fc.option(fc.nat({ max: 1_000_000 })),
        revision: fc.constantFrom<Revision | 'auto'>('auto', ...REVISIONS),
      });
      let n = 0;
      await fc.assert(
        fc.asyncProperty(sample, async ({ seed, flips, cut, revision }) => {
          const base = seeds[seed];
          let bytes = Buffer.from(base.text, 'utf8');
          for (const { at, byte } of flips) if (bytes.length > 0) bytes[at % bytes.length] = byte;
          if (cut !== null && bytes.length > 0) bytes = bytes.subarray(0, cut % bytes.length);
          const file = join(byteDir, `${n++}-${base.fileName}`);
          writeFileSync(file, bytes);
          const { result, ms } = await timedCheck({ path: base.fileName, file }, revision, false);
          const problems = problemsOf(result, base.fileName, lineCount(bytes));
          if (ms > CALL_BOUND_MS) problems.push(`took ${Math.round(ms)} ms (bound ${CALL_BOUND_MS} ms)`);
          if (problems.length > 0) throw new Error(`${base.name} (${revision}):\n${problems.slice(0, 10).join('\n')}`);
        }),
        { seed: SEED + 1, numRuns: Math.ceil(RUNS / 3), endOnFailure: true },
      );
    },
    TEST_TIMEOUT_MS,
  );
});
