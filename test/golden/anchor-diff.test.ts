import { describe, expect, it } from 'vitest';
import { alignNearest, diffExpectations, formatExpectations, occurrences, parseExpectations } from '../../src/golden/expectations.js';

const found = (line: number, rule: string, anchor?: string, message = 'm') => ({ line, rule, anchor, severity: 'error' as const, message, column: 1, endLine: line });
const entry = (line: number, rule: string, anchor?: string) => ({ line, rule, anchor, severity: 'error' as const });

describe('the golden diff by anchor', () => {
  it('matches a finding that moved to its entry, whatever the line, and says where it was', () => {
    const findings = [found(7, 'a', 'request tools/call from client at params.args'), found(9, 'b', 'capture')];
    const expected = [entry(5, 'a', 'request tools/call from client at params.args'), entry(9, 'b', 'capture')];
    const diff = diffExpectations(findings, expected);
    expect(diff.new).toEqual([]);
    expect(diff.stale).toEqual([]);
    expect(diff.entryOf.get(findings[0])?.line).toBe(5);
    expect(diff.entryOf.get(findings[1])?.line).toBe(9);
  });

  it('never matches across rules or anchors', () => {
    const diff = diffExpectations([found(5, 'a', 'x'), found(6, 'b', 'y')], [entry(5, 'a', 'y'), entry(6, 'c', 'y')]);
    expect(diff.new.map((f) => f.line)).toEqual([5, 6]);
    expect(diff.stale.map((e) => e.line)).toEqual([5, 6]);
  });

  it('an inserted frame with the same anchor is one new finding, even far from the shifted ones', () => {
    // Entries on 5 and 9; 100 lines were inserted at the top, one of them with the same finding.
    const findings = [found(1, 'a', 'k'), found(105, 'a', 'k'), found(109, 'a', 'k'), found(150, 'b', 'other')];
    const expected = [entry(5, 'a', 'k'), entry(9, 'a', 'k'), entry(50, 'b', 'other')];
    const diff = diffExpectations(findings, expected);
    expect(diff.new.map((f) => f.line)).toEqual([1]);
    expect(diff.stale).toEqual([]);
    expect([105, 109].map((line) => diff.entryOf.get(findings.find((f) => f.line === line)!)?.line)).toEqual([5, 9]);
  });

  it('a removed frame leaves exactly its own entry stale, the nearest one', () => {
    const findings = [found(3, 'a', 'k'), found(12, 'a', 'k')];
    const expected = [entry(3, 'a', 'k'), entry(8, 'a', 'k'), entry(14, 'a', 'k')];
    const diff = diffExpectations(findings, expected);
    expect(diff.new).toEqual([]);
    expect(diff.stale.map((e) => e.line)).toEqual([8]);
  });

  it('matches entries without an anchor (format 1) by rule and line, counted', () => {
    const findings = [found(3, 'a', 'k'), found(3, 'a', 'k'), found(4, 'b', 'j')];
    const expected = [entry(3, 'a'), entry(4, 'b'), entry(5, 'b')];
    const diff = diffExpectations(findings, expected);
    expect(diff.expected).toEqual([findings[0], findings[2]]);
    expect(diff.new).toEqual([findings[1]]);
    expect(diff.stale).toEqual([expected[2]]);
    // A line-keyed entry does not follow a moved finding.
    expect(diffExpectations([found(6, 'a', 'k')], [entry(5, 'a')]).stale).toHaveLength(1);
  });

  it('aligns in order with the least line distance', () => {
    const align = (a: number[], b: number[]) => alignNearest(a.length, b.length, (i, j) => Math.abs(a[i] - b[j]));
    expect(align([10, 20], [1, 11, 19, 40])).toEqual([[0, 1], [1, 2]]);
    expect(align([1, 11, 19, 40], [10, 20])).toEqual([[1, 0], [2, 1]]);
    expect(align([], [1])).toEqual([]);
    expect(align([1, 2], [8, 9])).toEqual([[0, 0], [1, 1]]);
  });

  it('prefers, among entries of one anchor, the one whose stored message is the finding\'s', () => {
    const findings = [found(4, 'a', 'k', 'the tools/call request (id 7)'), found(6, 'a', 'k', 'the tools/call request (id 9)')];
    const expected = [{ ...entry(6, 'a', 'k'), message: 'the tools/call request (id 9)' }];
    const diff = diffExpectations(findings, expected);
    expect(diff.new).toEqual([findings[0]]);
    expect(diffExpectations(findings, [{ ...entry(4, 'a', 'k'), message: 'the tools/call request (id 9)' }]).new).toEqual([findings[0]]);
  });

  it('counts occurrences by rule and anchor in line order', () => {
    expect(occurrences([found(9, 'a', 'k'), found(2, 'a', 'k'), found(3, 'b', 'k'), found(4, 'a', 'j'), found(5, 'a', undefined, 'x'), found(6, 'a', undefined, 'x')])).toEqual([2, 1, 1, 1, 1, 2]);
  });
});

describe('expectation files of format 2', () => {
  it('writes format 2 with rule, anchor, line, severity and message, and reads it back', () => {
    const text = formatExpectations('a.jsonl', '2025-06-18', [found(7, 'a', 'request tools/call from client at params.args', 'This request ...')]);
    expect(text).toContain('format: 2\nrevision: 2025-06-18\nfindings:\n  - rule: a\n    anchor: request tools/call from client at params.args\n    line: 7\n    severity: error\n    message: This request ...\n');
    const parsed = parseExpectations(text);
    expect(parsed.format).toBe(2);
    expect(parsed.findings).toEqual([{ rule: 'a', anchor: 'request tools/call from client at params.args', line: 7, severity: 'error', message: 'This request ...' }]);
  });

  it('reads a file without format as format 1, and refuses a newer format or a bad anchor', () => {
    expect(parseExpectations('findings:\n  - line: 2\n    rule: a\n').format).toBe(1);
    expect(() => parseExpectations('format: 3\nfindings: []\n')).toThrow(/^format 3 is newer than this version of mcp-capture-lint reads \(2\)/);
    expect(() => parseExpectations('format: two\n')).toThrow(/`format` must be 2/);
    expect(() => parseExpectations('format: 2\nfindings:\n  - line: 2\n    rule: a\n    anchor: 5\n')).toThrow('findings[0].anchor must be text');
  });
});
