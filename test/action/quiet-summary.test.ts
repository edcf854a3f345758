import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type ActionIo } from '../../src/action/action.js';
import { loadActionConfig } from '../../src/action/config.js';
import type { Annotation } from '../../src/report/github-commands.js';
import { BROKEN_CAPTURE, BROKEN_LINE } from '../golden/fixture.js';
import { repoRoot } from '../helpers/corpus.js';

/**
 * This repository's own corpus (hundreds of captures, many with accepted findings) as a user's
 * repository: the Action on it with its config, once as it is and once with one faulty capture added.
 */
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcl-quiet-'));
  cpSync(join(repoRoot, 'corpus'), join(dir, 'corpus'), { recursive: true });
  cpSync(join(repoRoot, '.mcp-capture-lint.yml'), join(dir, '.mcp-capture-lint.yml'));
  // Its expectation files as this build writes them (test/golden/corpus-run.test.ts holds the
  // committed ones to the build): what is looked at here is the report, not the corpus.
  await run({ mode: 'update' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(inputs: Record<string, string> = {}) {
  const annotations: Annotation[] = [];
  const summaries: string[] = [];
  const io: ActionIo = {
    getInput: (name) => inputs[name] ?? ({ mode: 'check', comment: 'off', 'working-directory': '.', 'comment-clean': 'update' } as Record<string, string>)[name] ?? '',
    getMultilineInput: (name) => (inputs[name] ?? '').split('\n').filter(Boolean),
    annotate: (a) => void annotations.push(a),
    info: () => {},
    warning: () => {},
    debug: () => {},
    setOutput: () => {},
    setSecret: () => {},
    setFailed: () => {},
    writeSummary: async (markdown) => void summaries.push(markdown),
  };
  const context = { workspace: dir, eventName: 'push', payload: {}, repository: { owner: 'o', repo: 'r' }, sha: 'abc', serverUrl: 'https://github.com', job: 'lint' };
  const outcome = await runAction({ io, context, github: () => { throw new Error('no API call expected'); }, loadConfig: loadActionConfig });
  return { outcome, annotations, summary: summaries.join('') };
}

describe('the Action on a corpus of accepted findings', () => {
  it('writes no annotations when every finding is expected; annotate-expected brings them back as notices', async () => {
    const quiet = await run();
    expect(quiet.outcome.exitCode).toBe(0);
    expect(quiet.outcome.result!.report.summary.expected).toBeGreaterThan(10);
    expect(quiet.annotations).toEqual([]);
    // The summary is short: the verdict, and the accepted findings counted by rule, collapsed.
    expect(quiet.summary).toMatch(/^### ✅ mcp-capture-lint: passed\n/);
    expect(quiet.summary).toMatch(/<details><summary>\d+ expected findings \(accepted in expectation files\), by rule<\/summary>/);
    expect(quiet.summary).not.toContain('| expected |');
    const loud = await run({ 'annotate-expected': 'true' });
    expect(loud.annotations.length).toBeGreaterThan(0);
    expect(loud.annotations.every((a) => a.level === 'notice')).toBe(true);
  });

  it('with one new error: the summary shows it first, linked to its line, and stays under 64 KB', async () => {
    writeFileSync(join(dir, 'corpus/2025-06-18/zz-new-fault.jsonl'), BROKEN_CAPTURE);
    try {
      const { outcome, summary, annotations } = await run();
      expect(outcome.exitCode).toBe(1);
      expect(outcome.result!.report.summary.new).toBe(1);
      expect(Buffer.byteLength(summary)).toBeLessThan(64 * 1024);
      const lines = summary.split('\n');
      const row = lines.findIndex((l) => l.includes(`/corpus/2025-06-18/zz-new-fault.jsonl#L${BROKEN_LINE})`));
      // On the first screen: after the verdict, the totals, the failure and the capture's heading.
      expect(row).toBeGreaterThan(0);
      expect(row).toBeLessThan(15);
      expect(lines.slice(0, row).join('\n')).not.toContain('<details>');
      expect(lines[row]).toMatch(/^\| \*\*new\*\* \| 🔴 error \|/);
      // Our own code spans render: the update command in the failure is a code span, not escaped backticks.
      expect(summary).toMatch(/record them with `npx mcp-capture-lint check --update[^`]*`/);
      expect(summary).not.toContain('&#96;npx');
      // Only the new finding is annotated.
      expect(annotations.map((a) => [a.level, a.properties.file, a.properties.startLine])).toEqual([['error', 'corpus/2025-06-18/zz-new-fault.jsonl', BROKEN_LINE]]);
    } finally {
      rmSync(join(dir, 'corpus/2025-06-18/zz-new-fault.jsonl'));
    }
  });
});
