// A capture that names no revision is judged against each revision it can still be (issue 20):
// findings they all raise stand as they are; findings that depend on the revision are reported
// once, as warnings naming the revisions that reject them and those that accept them.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Frame } from '../../src/core/capture/frame.js';
import { checkCapture, type CheckOptions } from '../../src/core/engine.js';
import type { Finding } from '../../src/core/findings/finding.js';
import { REVISIONS } from '../../src/core/revisions.js';
import { RULES } from '../../src/core/rules/index.js';
import { exampleFormat } from '../../src/core/rules/rule-docs.js';
import { describeRevisionSet, RevisionNarrowing, revisionHints } from '../../src/core/session/revision.js';
import { captureFiles, compareWithExpectations, repoRoot } from '../helpers/corpus.js';
import { exampleCapture } from '../rules/tester.js';

async function check(text: string, options: Partial<CheckOptions> = {}, path = 'paste.jsonl') {
  return checkCapture({ path, text }, { revision: 'auto', ...options });
}
const brief = (findings: readonly Finding[]) => findings.map((f) => [f.line, f.severity, f.rule]);

describe('no revision named: the issue’s fragments each get the finding a careful reader expects', () => {
  it('a notification with an id: notification-with-id, an error in every revision that has the method', async () => {
    const result = await check('{"jsonrpc":"2.0","method":"notifications/initialized","id":9}\n');
    // The capture's note at the line's start, the finding at the "id" key.
    expect(brief(result.findings)).toEqual([
      [1, 'info', 'revision-unknown'],
      [1, 'error', 'notification-with-id'],
    ]);
    // The method narrows the revisions: 2026-07-28 has no handshake.
    expect(result.judgedAgainst).toEqual({ revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'], reasons: ['the method notifications/initialized (up to 2025-11-25)'] });
    expect(result.findings[1].message).toContain('is a notification in every revision up to 2025-11-25');
    expect(result.findings[1].revisions).toBeUndefined();
    expect(result.findings[0].message).toContain('judged against the revisions up to 2025-11-25');
  });

  it('tools/List: method-typo, did you mean tools/list', async () => {
    const result = await check('{"jsonrpc":"2.0","id":1,"method":"tools/List"}\n');
    expect(brief(result.findings)).toEqual([
      [1, 'info', 'revision-unknown'],
      [1, 'error', 'method-typo'],
    ]);
    expect(result.findings[1].message).toContain('did you mean "tools/list"');
    expect(result.judgedAgainst?.revisions).toEqual([...REVISIONS]);
  });

  it('`args` instead of `arguments`: unknown-key-slip in every revision; the missing 2026-07-28 _meta as a revision-dependent warning', async () => {
    const result = await check('{"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "read_file", "args": {"path": "/tmp/a"}}}\n');
    expect(brief(result.findings)).toEqual([
      [1, 'info', 'revision-unknown'],
      [1, 'warning', 'request-meta-required'],
      [1, 'warning', 'unknown-key-slip'],
    ]);
    const slip = result.findings[2];
    expect(slip.path).toBe('params.args');
    expect(slip.message).toContain('Rename it to `arguments`');
    const meta = result.findings[1];
    expect(meta.revisions).toEqual(['2026-07-28']);
    expect(meta.message).toContain('only 2026-07-28 rejects this; up to 2025-11-25 accept it');
  });

  it('a notification answered: response-to-notification under every revision, and the missing id where the revision requires it', async () => {
    const result = await check(
      '{"jsonrpc":"2.0","method":"notifications/roots/list_changed"}\n{"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found: notifications/roots/list_changed"}}\n',
    );
    expect(brief(result.findings)).toEqual([
      [1, 'info', 'revision-unknown'],
      [2, 'error', 'response-to-notification'],
      [2, 'warning', 'response-without-id'],
    ]);
    expect(result.findings[1].message).toContain('it answers a notification');
    // roots/list_changed rules out 2026-07-28 (roots went inside input_required results there);
    // 2025-11-25 allows an id-less error response, the older revisions do not.
    expect(result.judgedAgainst?.revisions).toEqual(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']);
    expect(result.findings[2].revisions).toEqual(['2024-11-05', '2025-03-26', '2025-06-18']);
    expect(result.findings[2].message).toContain('up to 2025-06-18 reject this; only 2025-11-25 accepts it');
  });

  it('a log notification without level and data (an SSE data line): params-shape, an error in every revision', async () => {
    const result = await check('data: {"jsonrpc": "2.0", "method": "notifications/message", "params": {"endpoint": "/mcp/messages"}}\n\n', {}, 'paste.sse');
    expect(result.format).toBe('sse');
    expect(brief(result.findings)).toEqual([
      [1, 'info', 'revision-unknown'],
      [1, 'error', 'params-shape'],
    ]);
    expect(result.findings[1].message).toMatch(/`params.level` is missing.*`params.data` is missing/);
    expect(result.findings[1].message).toContain('in every revision');
  });

  it('a valid notification alone: only the revision-unknown note', async () => {
    const result = await check('{"jsonrpc":"2.0","method":"notifications/roots/list_changed"}\n');
    expect(brief(result.findings)).toEqual([[1, 'info', 'revision-unknown']]);
    expect(result.findings[0].message).toContain('those that fit what it shows: the method notifications/roots/list_changed (up to 2025-11-25)');
  });

  it('a fragment that shows nothing of its revision: judged against all five', async () => {
    const result = await check('{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"ok"}]}}\n');
    expect(result.judgedAgainst).toEqual({ revisions: [...REVISIONS], reasons: [] });
    expect(result.findings.find((f) => f.rule === 'revision-unknown')?.message).toContain('judged against all five revisions');
  });

  it('a batch: one warning naming the revisions that reject it and the one that accepts it', async () => {
    const result = await check('[{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, {"jsonrpc": "2.0", "id": 2, "method": "prompts/list"}]\n');
    const batch = result.findings.filter((f) => f.rule === 'batch-not-allowed');
    expect(batch).toHaveLength(1);
    expect(batch[0].severity).toBe('warning');
    expect(batch[0].revisions).toEqual(['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28']);
    expect(batch[0].message).toMatch(/^Depends on the revision, which the capture does not name: 2024-11-05, 2025-06-18 and later reject this; only 2025-03-26 accepts it\. Under 2026-07-28: /);
  });
});

describe('no revision named: every rule all revisions share still fires', () => {
  // revision-mismatch compares the capture's revision with a pinned one: there is none here.
  // (Rules the readers raise without an example of their own are revision-blind by construction.)
  const shared = RULES.filter((rule) => rule.meta.examples && (rule.meta.revisions === 'all' || rule.meta.revisions.length === REVISIONS.length) && rule.meta.id !== 'revision-mismatch');
  it.each(shared.map((rule) => [rule.meta.id, rule] as const))('%s on its own bad example', async (_, rule) => {
    const examples = rule.meta.examples!;
    const format = exampleFormat(examples);
    const result = await check(exampleCapture(examples.bad), { format }, `example.${format}`);
    expect(result.findings.map((f) => f.rule)).toContain(rule.meta.id);
  });
});

describe('narrowing: what a capture shows without naming its revision', () => {
  const frame = (value: unknown, transport?: Frame['transport']): Frame => ({
    index: 0,
    raw: JSON.stringify(value),
    value,
    span: { line: 1, column: 1, endLine: 1, endColumn: 1, offset: 0, length: 1 },
    transport,
  });

  it('a 2026-07-28 _meta key, a method some revisions have, an MCP-Protocol-Version header, an endpoint event', () => {
    const only = (f: Frame) => revisionHints(f).map((hint) => [...hint.revisions]);
    expect(only(frame({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/clientCapabilities': {} } } }))).toEqual([['2026-07-28']]);
    expect(only(frame({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: {} }))).toEqual([['2025-06-18', '2025-11-25']]);
    expect(only(frame({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { kind: 'http', headers: { 'mcp-protocol-version': 'draft' } }))).toEqual([['2025-06-18', '2025-11-25', '2026-07-28']]);
    expect(only(frame({ jsonrpc: '2.0', id: 1, result: {} }, { kind: 'sse', sseEvent: 'endpoint', endpoint: '/messages' }))).toEqual([['2024-11-05']]);
    expect(only(frame({ jsonrpc: '2.0', id: 1, method: 'tools/list' }))).toEqual([]);
  });

  it('hints narrow in turn; one that contradicts the rest is set aside and said', () => {
    const narrowing = new RevisionNarrowing();
    narrowing.observe(frame({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: {} }));
    narrowing.observe(frame({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { kind: 'http', headers: { 'mcp-protocol-version': 'x' } }));
    narrowing.observe(frame({ jsonrpc: '2.0', id: 3, method: 'completion/complete', params: {} }));
    narrowing.observe(frame({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    expect(narrowing.revisions).toEqual(['2025-06-18', '2025-11-25']);
    narrowing.observe(frame({ jsonrpc: '2.0', id: 4, result: {} }, { kind: 'sse', sseEvent: 'endpoint' }));
    expect(narrowing.revisions).toEqual(['2025-06-18', '2025-11-25']);
    expect(narrowing.conflicts).toEqual(['an `endpoint` SSE event (the HTTP+SSE transport of 2024-11-05)']);
  });

  it('a capture narrowed to one revision is judged against it alone, and the note says why', async () => {
    const result = await check('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/clientCapabilities":{}}}}\n');
    expect(result.judgedAgainst).toEqual({ revisions: ['2026-07-28'], reasons: ['the _meta key io.modelcontextprotocol/clientCapabilities (2026-07-28)'] });
    // Judged as 2026-07-28 judges it: the protocolVersion key is missing, an error there.
    expect(brief(result.findings)).toEqual([
      [1, 'info', 'revision-unknown'],
      [1, 'error', 'request-meta-required'],
    ]);
    expect(result.findings[0].message).toContain('judged against 2026-07-28, the only revision that fits what it shows');
  });

  it('revision sets in words', () => {
    expect(describeRevisionSet(['2025-03-26'])).toBe('only 2025-03-26');
    expect(describeRevisionSet(['2025-06-18', '2025-11-25', '2026-07-28'])).toBe('2025-06-18 and later');
    expect(describeRevisionSet(['2024-11-05', '2025-03-26'])).toBe('up to 2025-03-26');
    expect(describeRevisionSet(['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28'])).toBe('2024-11-05, 2025-06-18 and later');
    expect(describeRevisionSet([...REVISIONS])).toBe('every revision');
  });
});

describe('a capture that names its revision is judged as before', () => {
  const capture = [
    '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
    '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}',
    '{"jsonrpc":"2.0","method":"notifications/initialized"}',
    '[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]',
  ].join('\n');

  it('auto takes the initialize answer: the same findings as pinning it, no judgement against others', async () => {
    const auto = await check(capture);
    const pinned = await check(capture, { revision: '2025-06-18' });
    expect(auto.revision).toBe('2025-06-18');
    expect(auto.judgedAgainst).toBeUndefined();
    expect(brief(auto.findings)).toEqual(brief(pinned.findings));
    expect(auto.findings.find((f) => f.rule === 'batch-not-allowed')?.severity).toBe('error');
  });
});

describe('side by side: other revisions checked in the same pass', () => {
  const capture = [
    '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
    '[{"jsonrpc":"2.0","id":2,"method":"ping"}]',
  ].join('\n');

  it('the first revision’s findings are those of checking it alone; each other says what it adds and drops', async () => {
    const alone = await check(capture, { revision: '2025-11-25' });
    const result = await check(capture, { revision: '2025-11-25', compareWith: ['2026-07-28', '2025-03-26'] });
    expect(result.findings).toEqual(alone.findings);
    expect(result.comparisons?.map((c) => c.revision)).toEqual(['2026-07-28', '2025-03-26']);
    const [modern, old] = result.comparisons!;
    // 2026-07-28: every request needs its _meta, results a resultType (and tools/list's its own shape), ping is gone.
    expect(modern.added.map((f) => [f.line, f.rule])).toEqual(
      expect.arrayContaining([
        [1, 'request-meta-required'],
        [2, 'result-shape'],
        [2, 'result-type'],
        [3, 'method-not-in-revision'],
      ]),
    );
    // The capture, pinned to a legacy revision, has no initialize; 2026-07-28 has none to miss.
    expect(modern.gone.map((f) => f.rule)).toEqual(['initialize-not-first']);
    const errors = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'error').length;
    expect(modern.errors).toBe(errors(modern.added) + errors(alone.findings) - errors(modern.gone));
    // 2025-03-26 accepts the batch that 2025-11-25 rejects.
    expect(old.added).toEqual([]);
    expect(old.gone.map((f) => f.rule)).toEqual(['batch-not-allowed']);
  });

  it('the capture’s own revision in the list is not compared with itself', async () => {
    const result = await check(capture, { revision: '2025-11-25', compareWith: ['2025-11-25'] });
    expect(result.comparisons).toBeUndefined();
  });
});

describe('corpus/unknown-revision: the issue’s fragments, with their expectation files', () => {
  const files = captureFiles(join(repoRoot, 'corpus', 'unknown-revision'));
  it('holds the fragments', () => {
    expect(files.map((file) => relative(join(repoRoot, 'corpus'), file))).toEqual([
      'unknown-revision/args-slip.jsonl',
      'unknown-revision/batch.jsonl',
      'unknown-revision/log-without-level.sse',
      'unknown-revision/method-case.jsonl',
      'unknown-revision/narrowed-by-meta.jsonl',
      'unknown-revision/notification-answered.jsonl',
      'unknown-revision/notification-with-id.jsonl',
    ]);
  });
  it.each(files.map((file) => [relative(repoRoot, file), file]))('%s has exactly the findings its expectation file lists', async (_, file) => {
    const { result, unexpected, missing } = await compareWithExpectations(file);
    expect(result.revision).toBeUndefined();
    expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
  });
});
