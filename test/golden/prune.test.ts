import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck, type RunOptions } from '../../src/app/run.js';
import { parseExpectations } from '../../src/golden/expectations.js';
import { formatText } from '../../src/report/text.js';
import { BROKEN_CAPTURE, BROKEN_LINE, CLEAN_CAPTURE, scratchWorkspace } from './fixture.js';

const ws = scratchWorkspace;
const run = (dir: string, mode: RunOptions['mode'] = 'check') => runCheck({ cwd: dir, captures: ['captures'], revision: 'auto', mode, failOn: 'warning' });
const SLIP = '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"add","args":{"a":1}}}\n{"jsonrpc":"2.0","id":7,"result":{"content":[]}}\n';
const PING = '{"jsonrpc":"2.0","id":30,"method":"ping"}\n{"jsonrpc":"2.0","id":30,"result":{}}\n';
/** The broken capture with a ping exchange inserted after the handshake: the broken frame two lines lower. */
const SHIFTED = BROKEN_CAPTURE.split('\n').toSpliced(3, 0, ...PING.trimEnd().split('\n')).join('\n');

describe('--update=prune', () => {
  it('removes the stale entry, records nothing new, and the run still fails on the new finding', async () => {
    // Recorded: the broken frame and a tools/call slip. Then the broken frame is fixed (stale) and a second slip comes (new).
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE + SLIP });
    await run(w.dir, 'update');
    const expectation = join(w.dir, 'captures/a.jsonl.expected.yaml');
    const recorded = parseExpectations(readFileSync(expectation, 'utf8')).findings;
    expect(recorded.map((e) => e.rule).sort()).toEqual(['parse-error', 'tool-unknown', 'unknown-key-slip']);

    const lines = BROKEN_CAPTURE.split('\n');
    lines.splice(BROKEN_LINE - 1, 1);
    w.write('captures/a.jsonl', lines.join('\n') + SLIP + SLIP.replace(/"id":7/g, '"id":8'));
    const check = await run(w.dir);
    expect(check.files[0].stale.map((s) => s.rule)).toEqual(['parse-error']);
    expect(check.files[0].findings.filter((f) => f.expectation === 'new').map((f) => f.rule)).toEqual(['tool-unknown', 'unknown-key-slip']);
    expect(check.exitCode).toBe(1);

    const pruned = await run(w.dir, 'prune');
    expect(pruned.exitCode).toBe(1);
    expect(pruned.updated.map((u) => [u.path, u.action, u.added.length, u.removed.map((r) => r.rule), u.moved?.length])).toEqual([
      ['captures/a.jsonl.expected.yaml', 'updated', 0, ['parse-error'], 2],
    ]);
    expect(pruned.failures).toEqual([
      'captures/a.jsonl has 2 new warnings not in captures/a.jsonl.expected.yaml: fix the capture, or if these findings are intended, record them with `npx mcp-capture-lint check --update captures`.',
    ]);
    expect(pruned.report.summary).toMatchObject({ new: 2, stale: 0, failed: true });
    expect(formatText(pruned)).toContain('captures/a.jsonl.expected.yaml: updated (+0 -1, 2 moved)\n');
    const kept = parseExpectations(readFileSync(expectation, 'utf8')).findings;
    expect(kept.map((e) => [e.rule, e.line])).toEqual([
      ['tool-unknown', BROKEN_LINE + 2],
      ['unknown-key-slip', BROKEN_LINE + 2],
    ]);

    // Pruned again: nothing changes, nothing is written, and it says so.
    const mtime = statSync(expectation).mtimeMs;
    const again = await run(w.dir, 'prune');
    expect(again.updated).toEqual([]);
    expect(statSync(expectation).mtimeMs).toBe(mtime);
    expect(formatText(again)).toContain('Expectation files are up to date: nothing written.');
    expect(again.exitCode).toBe(1);
  });

  it('deletes a file whose every entry is stale, and an orphan; never creates one', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/b.jsonl': BROKEN_CAPTURE });
    await run(w.dir, 'update');
    w.write('captures/a.jsonl', CLEAN_CAPTURE);
    w.write('captures/gone.jsonl.expected.yaml', 'findings:\n  - line: 1\n    rule: parse-error\n');
    w.write('captures/c.jsonl', BROKEN_CAPTURE);
    const pruned = await run(w.dir, 'prune');
    expect(pruned.updated.map((u) => [u.path, u.action])).toEqual([
      ['captures/a.jsonl.expected.yaml', 'deleted'],
      ['captures/gone.jsonl.expected.yaml', 'deleted'],
    ]);
    // c.jsonl's finding is new: prune records nothing, so it still fails.
    expect(pruned.files.find((f) => f.path === 'captures/c.jsonl')?.expectation.exists).toBe(false);
    expect(pruned.exitCode).toBe(1);
  });

  it('leaves an expectation file it cannot read alone, and fails naming it', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/a.jsonl.expected.yaml': 'findings: [\n' });
    const pruned = await run(w.dir, 'prune');
    expect(pruned.updated).toEqual([]);
    expect(readFileSync(join(w.dir, 'captures/a.jsonl.expected.yaml'), 'utf8')).toBe('findings: [\n');
    expect(pruned.failures[0]).toMatch(/^captures\/a\.jsonl\.expected\.yaml is not a valid expectation file/);
  });
});

describe('expectation files written before anchors (format 1)', () => {
  const LINE_KEYED = `revision: 2025-06-18\nfindings:\n  - line: ${BROKEN_LINE}\n    rule: parse-error\n    severity: error\n    message: Line ${BROKEN_LINE} is not a JSON-RPC message.\n`;

  it('still match by rule and line, with a note; the next update rewrites them with anchors', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/a.jsonl.expected.yaml': LINE_KEYED });
    const check = await run(w.dir);
    expect(check.exitCode).toBe(0);
    expect(check.report.summary).toMatchObject({ new: 0, expected: 1, stale: 0 });
    expect(check.notes).toContain(
      'captures/a.jsonl.expected.yaml is in the format written before anchors (matched by rule and line, so a shifted line makes it stale); the next `--update` or `--update=prune` rewrites it with anchors.',
    );
    // Line-keyed, a shift is still stale + new: that is what the rewrite fixes.
    w.write('captures/a.jsonl', SHIFTED);
    expect((await run(w.dir)).report.summary).toMatchObject({ new: 1, stale: 1 });
    w.write('captures/a.jsonl', BROKEN_CAPTURE);

    const update = await run(w.dir, 'update');
    expect(update.updated.map((u) => [u.action, u.added.length, u.removed.length, u.upgraded])).toEqual([['updated', 0, 0, true]]);
    expect(formatText(update)).toContain('captures/a.jsonl.expected.yaml: updated (rewritten with anchors)\n');
    const text = readFileSync(join(w.dir, 'captures/a.jsonl.expected.yaml'), 'utf8');
    expect(parseExpectations(text).format).toBe(2);
    expect(parseExpectations(text).findings[0].anchor).toMatch(/^frame "/);
    // The stored message is the finding's own, naming no line.
    expect(parseExpectations(text).findings[0].message).not.toMatch(/\bline \d/i);

    // Now anchored: the same shift is a move, not stale + new.
    w.write('captures/a.jsonl', SHIFTED);
    const shifted = await run(w.dir);
    expect(shifted.report.summary).toMatchObject({ new: 0, stale: 0, moved: 1, failed: false });
    expect(shifted.files[0].findings[0]).toMatchObject({ rule: 'parse-error', line: BROKEN_LINE + 2, movedFrom: BROKEN_LINE, expectation: 'expected' });
    expect(formatText(shifted)).toContain('(0 new, 1 expected (1 moved), 0 stale)');
  });
});
