import * as core from '@actions/core';
import { describe, expect, it, vi } from 'vitest';
import { escapeCommandData, escapeCommandProperty, formatGithubCommands, formatWorkflowCommand, githubAnnotations } from '../../src/report/github-commands.js';
import { fakeResult, many } from './fake-result.js';

const levels = (out: string) => out.trim().split('\n').map((l) => l.slice(2, l.indexOf(' ')).replace(/::.*/, ''));

describe('workflow command annotations', () => {
  it('writes one command per finding with file, line, column, end line and the rule as title', () => {
    const result = fakeResult([{ path: 'captures/a.jsonl', findings: [{ line: 7, column: 3, endLine: 7, message: 'Bad frame.' }] }]);
    expect(formatGithubCommands(result)).toBe('::error file=captures/a.jsonl,line=7,endLine=7,col=3,title=parse-error::Bad frame.\n');
  });

  it('writes nothing when every finding is expected, unless asked to annotate expected findings', () => {
    const result = fakeResult([{ path: 'a.jsonl', findings: many(10, (i) => ({ line: i + 1, expectation: 'expected' as const })) }]);
    expect(formatGithubCommands(result)).toBe('');
    expect(githubAnnotations(result, { annotateExpected: true }).map((a) => a.level)).toEqual(Array(10).fill('notice'));
    // A new finding beside them is annotated alone: the closing notice does not count the accepted ones.
    const mixed = fakeResult([{ path: 'a.jsonl', findings: [...many(20, () => ({ expectation: 'expected' as const })), { line: 50, endLine: 50, message: 'New.' }] }]);
    expect(formatGithubCommands(mixed)).toBe('::error file=a.jsonl,line=50,endLine=50,col=1,title=parse-error::New.\n');
  });

  it('titles an expected finding that moved with where it was and is', () => {
    const result = fakeResult([{ path: 'a.jsonl', findings: [{ line: 7, column: 1, endLine: 7, expectation: 'expected', movedFrom: 5, message: 'Known.' }] }]);
    expect(formatGithubCommands(result, { annotateExpected: true })).toBe('::notice file=a.jsonl,line=7,endLine=7,col=1,title=parse-error (expected (moved from line 5 to 7))::Known.\n');
  });

  it('escapes properties and data as the runner decodes them', () => {
    expect(escapeCommandProperty('a:b,c%d\r\n')).toBe('a%3Ab%2Cc%25d%0D%0A');
    expect(escapeCommandData('50% done:\nnext, then')).toBe('50%25 done:%0Anext, then');
    const result = fakeResult([{ path: 'cap tures/we::ird,100%.jsonl', findings: [{ message: 'two\nlines 100%' }] }]);
    expect(formatGithubCommands(result, { pathPrefix: './sub/' })).toBe(
      '::error file=sub/cap tures/we%3A%3Aird%2C100%25.jsonl,line=1,endLine=1,col=1,title=parse-error::two%0Alines 100%25\n',
    );
  });

  it('annotates new errors first, then stale, warnings, info and expected; 10 per level, then one notice', () => {
    const result = fakeResult([
      {
        path: 'a.jsonl',
        findings: [
          ...many(12, (i) => ({ line: 100 + i, expectation: 'expected' as const, message: `expected ${i}` })),
          ...many(15, (i) => ({ line: 200 + i, severity: 'warning' as const, message: `warning ${i}` })),
          ...many(14, (i) => ({ line: 300 + i, message: `error ${i}` })),
        ],
        stale: [{ line: 9, rule: 'parse-error', severity: 'error' }],
      },
    ]);
    const out = formatGithubCommands(result, { annotateExpected: true });
    const lines = out.trim().split('\n');
    expect(levels(out).filter((l) => l === 'error')).toHaveLength(10);
    expect(levels(out).filter((l) => l === 'warning')).toHaveLength(10);
    expect(levels(out).filter((l) => l === 'notice')).toHaveLength(10);
    // The new errors take the ten error slots before the stale expectation does.
    expect(lines.filter((l) => l.startsWith('::error')).every((l) => l.includes('::error '))).toBe(true);
    expect(lines.some((l) => l.includes('stale-expectation'))).toBe(false);
    expect(lines.slice(0, 10).every((l) => l.startsWith('::error file=a.jsonl,line=3'))).toBe(true);
    expect(lines.at(-1)).toBe(
      '::notice title=mcp-capture-lint::13 more findings are not annotated (10 new or stale, 3 expected) (GitHub shows at most 10 errors and 10 warnings per step): see the job summary, the pull request comment, or the SARIF / JSON report.',
    );
  });

  it('keeps within max-annotations, the closing notice included', () => {
    const result = fakeResult([{ path: 'a.jsonl', findings: many(8, () => ({})) }]);
    const out = formatGithubCommands(result, { maxAnnotations: 5 });
    expect(out.trim().split('\n')).toHaveLength(5);
    expect(out).toContain('::notice title=mcp-capture-lint::4 more findings are not annotated');
    expect(formatGithubCommands(fakeResult([{ path: 'a.jsonl', findings: many(3, () => ({})) }]), { maxAnnotations: 0 })).toBe('');
  });

  it('annotates a stale expectation on the expectation file', () => {
    const result = fakeResult([{ path: 'a.jsonl', stale: [{ line: 4, rule: 'parse-error', severity: 'error' }] }]);
    expect(formatGithubCommands(result)).toBe(
      '::error file=a.jsonl.expected.yaml,title=stale-expectation::a.jsonl: parse-error was expected on line 4 and is no longer found. Remove the entry: mode: prune (or --update=prune) records nothing new.\n',
    );
  });

  it('is data the Action hands to core.error/warning/notice; the text is printed from the same data', () => {
    const result = fakeResult([
      { path: 'a.jsonl', findings: [{ line: 3, column: 5, endLine: 4, message: 'spans two lines' }, { line: 7, column: 2, endLine: 7, severity: 'info', message: 'info' }] },
    ]);
    const annotations = githubAnnotations(result, { pathPrefix: 'server' });
    expect(annotations).toEqual([
      // Across lines GitHub ignores a column: there is none.
      { level: 'error', message: 'spans two lines', properties: { file: 'server/a.jsonl', startLine: 3, endLine: 4, title: 'parse-error' } },
      { level: 'notice', message: 'info', properties: { file: 'server/a.jsonl', startLine: 7, endLine: 7, startColumn: 2, title: 'parse-error' } },
    ]);
    expect(annotations.map(formatWorkflowCommand).join('')).toBe(formatGithubCommands(result, { pathPrefix: 'server' }));
  });

  it('prints what @actions/core prints for the same annotation, escaping included (only the order of properties differs)', () => {
    const result = fakeResult([
      { path: 'we::ird,100%\r\n.jsonl', findings: [{ message: 'two\nlines 100%, a: b\r' }, { severity: 'warning', expectation: 'expected', message: 'w' }] },
    ]);
    const parse = (line: string) => {
      const m = line.match(/^::(\w+)(?: (.*?))?::(.*)$/)!;
      return { command: m[1], properties: Object.fromEntries((m[2] ?? '').split(',').filter(Boolean).map((p) => p.split('='))), message: m[3] };
    };
    for (const a of githubAnnotations(result, { maxAnnotations: 2 })) {
      let printed = '';
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((printed += String(chunk)), true));
      try {
        core[a.level](a.message, a.properties);
      } finally {
        vi.restoreAllMocks();
      }
      expect(parse(formatWorkflowCommand(a).trimEnd())).toEqual(parse(printed.trimEnd()));
    }
  });
});
