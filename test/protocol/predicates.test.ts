import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { getModel, type RevisionModel } from '../../src/core/protocol/index.js';
import { getShapeModel } from '../../src/core/protocol/shapes/index.js';
import { REVISIONS, type Revision } from '../../src/core/revisions.js';
import { repoRoot } from '../helpers/corpus.js';

/**
 * Rules ask the revision model what a revision does (`model.stateless`, `model.tasks`), never
 * which revision it is: a new dated revision then means filling in its model, not auditing
 * every rule that wrote `revision === '2026-07-28'`.
 */

const DATE = String.raw`["'\x60]\d{4}-\d{2}-\d{2}["'\x60]`;
/** `x === '2025-11-25'`, `'2025-11-25' !== x`, and the same equality spelled `compareRevisions(x, '2025-11-25') === 0`. */
const DATE_EQUALITY = new RegExp(
  [String.raw`[!=]==\s*${DATE}`, String.raw`${DATE}\s*[!=]==`, String.raw`compareRevisions\([^()]*${DATE}\s*\)\s*[!=]==?\s*0\b`].join('|'),
  'g',
);

/** Each place in `text` that compares against a date literal, as `line: code`. */
function dateComparisons(text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => (line.match(DATE_EQUALITY) ? [`${index + 1}: ${line.trim()}`] : []));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

describe('no rule compares revision strings', () => {
  it('recognises the comparisons it forbids, and not mere mentions of a revision', () => {
    expect(dateComparisons("if (context.revision === '2026-07-28') return;")).toHaveLength(1);
    expect(dateComparisons("const lenient = revision !== '2024-11-05';")).toHaveLength(1);
    expect(dateComparisons("if ('2025-11-25' === revision) {")).toHaveLength(1);
    expect(dateComparisons('if (pinned !== "2026-07-28") {')).toHaveLength(1);
    expect(dateComparisons("if (compareRevisions(context.revision, '2025-11-25') === 0) return;")).toHaveLength(1);
    expect(dateComparisons("spec: specUrl('2025-11-25', 'basic#requests'),")).toEqual([]);
    expect(dateComparisons("revisions: ['2024-11-05', '2025-06-18'],")).toEqual([]);
    expect(dateComparisons("if (compareRevisions(revision, '2025-06-18') >= 0) {")).toEqual([]);
    expect(dateComparisons("ajv = dialect === '2020-12' ? a : b;")).toEqual([]);
  });

  const folders = ['src/core/rules', 'src/core/session', 'src/core/protocol/shapes'];
  it.each(folders)('%s asks the revision model instead', (folder) => {
    const files = sourceFiles(join(repoRoot, folder));
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => dateComparisons(readFileSync(file, 'utf8')).map((hit) => `${relative(repoRoot, file)}:${hit}`));
    expect(found, 'use a property of RevisionModel (src/core/protocol/model.ts), or compareRevisions for "from revision X on"').toEqual([]);
  });
});

type Predicate = 'batchesRemoved' | 'stateless' | 'tasks' | 'elicitationModes' | 'samplingTools' | 'idlessErrorResponses' | 'httpCancelsByClosingStream' | 'namedErrorDefinitions' | 'serverRequests';

/** Per revision, what the comparisons the predicates replaced said. A new revision must be added here. */
const EXPECTED: Record<Predicate, Record<Revision, RevisionModel[Predicate]>> = {
  // batch-not-allowed: `revision === '2024-11-05'` worded "does not define batches", the others "removed".
  batchesRemoved: { '2024-11-05': false, '2025-03-26': false, '2025-06-18': true, '2025-11-25': true, '2026-07-28': true },
  // protocol-version-header-mismatch, revision-mismatch, progress-invalid: `=== '2026-07-28'`.
  stateless: { '2024-11-05': false, '2025-03-26': false, '2025-06-18': false, '2025-11-25': false, '2026-07-28': true },
  // progress-invalid, tool-structured-content-invalid, tool-schema-too-complex, capability-not-declared: `=== '2025-11-25'`.
  tasks: { '2024-11-05': false, '2025-03-26': false, '2025-06-18': false, '2025-11-25': true, '2026-07-28': false },
  // capability-not-declared: form mode by `elicitation: {}` from 2025-11-25 (`compareRevisions >= 0`).
  elicitationModes: { '2024-11-05': false, '2025-03-26': false, '2025-06-18': false, '2025-11-25': true, '2026-07-28': true },
  samplingTools: { '2024-11-05': false, '2025-03-26': false, '2025-06-18': false, '2025-11-25': true, '2026-07-28': true },
  // response-without-id: an error before 2025-11-25, lenient unless `=== '2024-11-05'`.
  idlessErrorResponses: { '2024-11-05': 'error', '2025-03-26': 'warning', '2025-06-18': 'warning', '2025-11-25': 'allowed', '2026-07-28': 'allowed' },
  // request-unanswered: the info-level "most likely cancelled" for HTTP requests, `=== '2026-07-28'`.
  httpCancelsByClosingStream: { '2024-11-05': false, '2025-03-26': false, '2025-06-18': false, '2025-11-25': false, '2026-07-28': true },
  // protocol/shapes/messages.ts: the named error definitions, `=== '2026-07-28'`.
  namedErrorDefinitions: { '2024-11-05': false, '2025-03-26': false, '2025-06-18': false, '2025-11-25': false, '2026-07-28': true },
  // cancelled-unknown-request: a server's cancellation is another rule's in 2026-07-28, where servers send no requests.
  serverRequests: { '2024-11-05': true, '2025-03-26': true, '2025-06-18': true, '2025-11-25': true, '2026-07-28': false },
};

describe('the revision predicates', () => {
  it.each(Object.keys(EXPECTED) as Predicate[])('%s has, per revision, the value the revision comparison it replaced implied', (predicate) => {
    const actual = Object.fromEntries(REVISIONS.map((revision) => [revision, getModel(revision)[predicate]]));
    expect(actual).toEqual(EXPECTED[predicate]);
  });
  it('requires per-request _meta exactly where the shape checks leave it to request-meta-required (2026-07-28)', () => {
    const actual = Object.fromEntries(REVISIONS.map((revision) => [revision, getModel(revision).requiredRequestMeta.length > 0]));
    expect(actual).toEqual({ '2024-11-05': false, '2025-03-26': false, '2025-06-18': false, '2025-11-25': false, '2026-07-28': true });
  });
  it('defines subscriptions/listen, whose filters capability-not-declared judges, only in 2026-07-28', () => {
    const actual = Object.fromEntries(REVISIONS.map((revision) => [revision, getModel(revision).methods.has('subscriptions/listen')]));
    expect(actual).toEqual({ '2024-11-05': false, '2025-03-26': false, '2025-06-18': false, '2025-11-25': false, '2026-07-28': true });
  });
});

/** A session of `revision` whose client declares plain `sampling`, then a sampling request with tools from the server. */
function samplingWithTools(revision: Revision): string {
  const lines = [
    `> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"${revision}","capabilities":{"sampling":{}},"clientInfo":{"name":"c","version":"1"}}}`,
    `< {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"${revision}","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}`,
    '> {"jsonrpc":"2.0","method":"notifications/initialized"}',
    '< {"jsonrpc":"2.0","id":7,"method":"sampling/createMessage","params":{"messages":[{"role":"user","content":{"type":"text","text":"hi"}}],"maxTokens":10,"tools":[{"name":"t","inputSchema":{"type":"object"}}]}}',
  ];
  return `${lines.join('\n')}\n`;
}

describe('what the predicates decide', () => {
  it('samplingTools: from 2025-11-25 a sampling request with tools needs the client\'s sampling.tools', async () => {
    const subjects = async (revision: Revision) => {
      const result = await checkCapture({ path: 'sampling.jsonl', text: samplingWithTools(revision) }, { revision });
      return result.findings.filter((f) => f.rule === 'capability-not-declared').map((f) => `${f.line} ${f.message}`);
    };
    expect(await subjects('2025-11-25')).toEqual([expect.stringMatching(/^4 .*with tools, but the client did not declare the sampling\.tools capability/)]);
    expect(await subjects('2025-06-18')).toEqual([]);
  });
  it('namedErrorDefinitions: only 2026-07-28 shapes define the error responses the spec names', () => {
    const defined = Object.fromEntries(REVISIONS.map((revision) => [revision, getShapeModel(revision).definition('HeaderMismatchError') !== undefined]));
    expect(defined).toEqual({ '2024-11-05': false, '2025-03-26': false, '2025-06-18': false, '2025-11-25': false, '2026-07-28': true });
    expect(getShapeModel('2025-11-25').definition('Error')).toBeDefined();
  });
});
