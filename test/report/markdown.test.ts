import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/app/run.js';
import { escapeMarkdownProse } from '../../src/report/escape.js';
import { COMMENT_MAX_CHARACTERS, formatMarkdown, SUMMARY_MAX_BYTES } from '../../src/report/markdown.js';
import { formatText } from '../../src/report/text.js';
import { INIT_REQUEST, INIT_RESULT, workspace } from '../golden/fixture.js';
import { fakeResult, many } from './fake-result.js';

const links = { serverUrl: 'https://github.com', repository: 'octo/repo', ref: 'abc123', pathPrefix: '' };
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** A capture a hostile pull request could add: its bad line tries to close our markup and ping people. */
async function hostileRun() {
  const w = workspace({
    'caps/@octocat <b>.jsonl': `${INIT_REQUEST}\n${INIT_RESULT}\n</details></table> @octocat @org/team #1 <img src=x onerror=alert(1)> | a | b \`code\` [x](https://evil.example) **bold**\n`,
  });
  cleanup = w.cleanup;
  return runCheck({ cwd: w.dir, captures: ['caps'], revision: 'auto', mode: 'check', failOn: 'error' });
}

describe('markdown report', () => {
  it('escapes capture text and file names so nothing breaks the markup or pings anyone', async () => {
    const result = await hostileRun();
    // Whatever rule reports the stray line, its message quotes the line.
    expect(result.files[0].findings[0]).toMatchObject({ line: 3, message: expect.stringContaining('</details></table> @octocat') });
    for (const target of ['comment', 'summary'] as const) {
      const body = formatMarkdown(result, { target, links, marker: target === 'comment' ? '<!-- m -->' : undefined });
      // Our own collapsed blocks close on a line of their own; nothing else may close one.
      const ours = body.replace(/^<\/details>$/gm, '');
      expect(ours).not.toMatch(/<\/details>|<\/table>|<img|<b>/);
      expect(body).not.toMatch(/@octocat|@org/);
      expect(body).toContain('@&#8203;octocat');
      expect(body).not.toMatch(/(^|[^&])#1\b/);
      expect(body).not.toContain('[x](https://evil.example)');
      // Every row of the findings table has its five cells, whatever the message holds.
      const row = body.split('\n').find((l) => l.includes(`\`${result.files[0].findings[0].rule}\``))!;
      expect(row.split('|').length - 1).toBe(6);
      expect(body).toContain('[3](https://github.com/octo/repo/blob/abc123/caps/%40octocat%20%3Cb%3E.jsonl#L3)');
    }
  });

  it('opens the comment with the marker and gives totals, revision and its source, and the update command', async () => {
    const result = fakeResult([{ path: 'a.jsonl', findings: [{ line: 5 }] }, { path: 'ok.jsonl' }]);
    const body = formatMarkdown(result, { target: 'comment', links, marker: '<!-- mcp-capture-lint:sticky -->' });
    expect(body.startsWith('<!-- mcp-capture-lint:sticky -->\n\n### ❌ mcp-capture-lint: failed\n')).toBe(true);
    expect(body).toContain('**2 captures**, 5 frames · 1 error, 0 warnings, 0 info · **1 new**, 0 expected, **0 stale** · fail-on: `error`');
    expect(body).toContain('#### [a.jsonl](https://github.com/octo/repo/blob/abc123/a.jsonl): 1 new, 0 expected, 0 stale');
    expect(body).toContain('| a.jsonl | 2025-06-18 | pinned | jsonl | 3 | **1** | 0 | 0 |');
    expect(body).toContain('1 other capture matches its expectations.');
    expect(body).toContain('```sh\nnpx mcp-capture-lint check --update captures\n```');
  });

  it('keeps a huge comment within 65,536 characters, pointing at the full report', () => {
    const result = fakeResult(many(400, (i) => ({ path: `captures/session-${i}.jsonl`, findings: many(60, (j) => ({ message: `Problem ${j} `.repeat(8) })) })));
    const body = formatMarkdown(result, { target: 'comment', links, marker: '<!-- m -->', fullReportUrl: 'https://github.com/octo/repo/actions/runs/1' });
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARACTERS);
    expect(body.startsWith('<!-- m -->')).toBe(true);
    expect(body).toMatch(/more captures not shown here \(the body would exceed GitHub's limit\): see the \[full report\]\(https:\/\/github.com\/octo\/repo\/actions\/runs\/1\)/);
    expect(body).toContain('```sh\nnpx mcp-capture-lint check --update captures\n```');
    expect((body.match(/<details>/g) ?? []).length).toBe((body.match(/<\/details>/g) ?? []).length);
  });

  it('keeps the summary within 1 MiB with long files collapsed', () => {
    const result = fakeResult(many(300, (i) => ({ path: `captures/s-${i}.jsonl`, findings: many(i % 2 ? 40 : 3, (j) => ({ message: `Problem ${j} ü `.repeat(20) })) })));
    const body = formatMarkdown(result, { target: 'summary', links });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(body).toContain('<details><summary><a href="https://github.com/octo/repo/blob/abc123/captures/s-1.jsonl"><code>captures/s-1.jsonl</code></a>: 40 new, 0 expected, 0 stale</summary>');
    expect(body).toContain('#### [captures/s-0.jsonl](https://github.com/octo/repo/blob/abc123/captures/s-0.jsonl): 3 new, 0 expected, 0 stale');
    expect(body).toMatch(/more captures not shown here/);
  });

  it('says an expected finding moved, in its row and the totals; a prune run says what it pruned', () => {
    const result = fakeResult([{ path: 'a.jsonl', findings: [{ line: 7, expectation: 'expected', movedFrom: 5, anchor: 'capture' }, {}] }]);
    const summary = formatMarkdown(result, { target: 'summary' });
    expect(formatMarkdown(result, { target: 'plain' })).toContain('| expected (moved from line 5 to 7) | 🔴 error | 7 |');
    expect(summary).toContain('**1 new**, 1 expected (1 moved), **0 stale**');
    const pruned = fakeResult([{ path: 'a.jsonl', findings: [{}] }], {
      mode: 'prune',
      updated: [{ capture: 'a.jsonl', path: 'a.jsonl.expected.yaml', action: 'updated', added: [], removed: [{ rule: 'parse-error', line: 3, severity: 'error' }], moved: [{ rule: 'parse-error', from: 2, to: 4 }] }],
    });
    const body = formatMarkdown(pruned, { target: 'summary' });
    expect(body).toContain('### ❌ mcp-capture-lint: failed, 1 expectation file pruned');
    expect(body).toContain('- a.jsonl.expected.yaml: updated (+0 -1, 1 moved)');
  });

  it('lists stale expectations next to new findings', () => {
    const result = fakeResult([{ path: 'a.jsonl', stale: [{ line: 4, rule: 'parse-error', severity: 'error' }] }]);
    expect(formatMarkdown(result, { target: 'summary' })).toContain('| **stale** | 🔴 error | 4 | `parse-error` | Expected in a.jsonl.expected.yaml, no longer found. |');
    const located = fakeResult([{ path: 'a.jsonl', stale: [{ line: 4, rule: 'parse-error', severity: 'error', expectationLine: 7 }] }]);
    expect(formatMarkdown(located, { target: 'summary', links })).toContain(
      '| **stale** | 🔴 error | 4 | `parse-error` | Expected in [a.jsonl.expected.yaml](https://github.com/octo/repo/blob/abc123/a.jsonl.expected.yaml#L7), no longer found. |',
    );
  });
});

describe('markdown report: capture text cannot mention, reference, link or close our markup', () => {
  const hostile = (message: string, path = 'caps/a.jsonl') => fakeResult([{ path, findings: [{ message, line: 3 }] }]);
  const bodies = (result: ReturnType<typeof fakeResult>) =>
    (['comment', 'summary', 'plain'] as const).map((target) => formatMarkdown(result, { target, links, marker: target === 'comment' ? '<!-- mcp-capture-lint:sticky job=x -->' : undefined }));
  /** The row of the finding on line 3 (its five cells). */
  const row = (body: string) => body.split('\n').find((l) => l.includes('#L3)'))!;

  it.each([
    ['a GH- reference', 'see GH-2 and gh-17', /\bGH-2\b|\bgh-17\b/i, 'GH&#8203;-2'],
    ['an issue number', 'closes #12', /(^|[^&])#12\b/, '#&#8203;12'],
    ['another repository\'s issue', 'octo/repo#12', /repo#12/, 'octo/repo#&#8203;12'],
    ['a mention', 'ping @octocat', /@octocat/, '@&#8203;octocat'],
    ['a team mention', 'ping @octo-org/security', /@octo-org/, '@&#8203;octo-org/security'],
    ['an issue URL', 'https://github.com/octo/repo/issues/1', /https:\/\/github\.com\/octo\/repo\/issues/, 'https:&#8203;//github.com'],
    ['a www address', 'www.evil.example', /www\.evil/, 'www&#8203;.evil'],
  ])('%s', (_what, message, forbidden, shown) => {
    for (const body of bodies(hostile(message))) {
      expect(row(body)).not.toMatch(forbidden);
      expect(row(body)).toContain(shown);
    }
  });

  it.each([
    ['an HTML tag', '<img src=x onerror=alert(1)><b>x</b>', /<img|<b>/],
    ['the end of the sticky marker and a new comment', '--> <!-- mcp-capture-lint:sticky job=y -->', /<!--|-->/],
    ['the end of our details', '</details></summary>', /<\/details>|<\/summary>/],
    ['a code fence', '```\n# heading', /```|\n#/],
    ['a link', '[click](https://evil.example)', /\[click\]\(/],
    ['an image', '![x](https://evil.example/x.png)', /!\[x\]/],
    ['an autolink', '<https://evil.example>', /<https/],
  ])('%s', (_what, message, forbidden) => {
    for (const body of bodies(hostile(message))) {
      const line = row(body);
      expect(line).not.toMatch(forbidden);
      // Still one row of five cells.
      expect(line.split('|').length - 1).toBe(6);
    }
  });

  it('table pipes in a message and a file name keep every row at its cells', () => {
    const result = hostile('a | b | c', 'caps/x | y.jsonl');
    for (const body of bodies(result)) {
      expect(row(body).split('|').length - 1).toBe(6);
      const overview = body.split('\n').find((l) => l.includes('2025-06-18 | pinned'))!;
      expect(overview.split('|').length - 1).toBe(9);
    }
  });

  it('a file name with a mention, a reference and markup, in headings, summaries and links', () => {
    const path = 'caps/@octocat #1 GH-3 <b>.jsonl';
    const many = fakeResult([{ path, findings: Array.from({ length: 20 }, (_, i) => ({ line: i + 1 })) }, { path: 'caps/@octocat #2.jsonl', findings: [{ line: 3 }] }]);
    for (const body of bodies(many)) {
      // Outside our own link targets (percent-encoded, never autolinked):
      const text = body.replace(/\(https:\/\/github\.com\/octo\/repo\/blob\/[^)\s]*\)|href="[^"]*"/g, '');
      expect(text).not.toMatch(/@octocat|(^|[^&])#[12]\b|GH-3|<b>/);
      // Our own links and code still render: the link to the file's line, the rule as code.
      expect(body).toContain('(https://github.com/octo/repo/blob/abc123/caps/%40octocat%20%232.jsonl#L3)');
      expect(body).toContain('`parse-error`');
    }
  });

  it('bounds a file of 150,000 stale entries: no stack overflow, a bounded table and the count of the rest', () => {
    const stale = Array.from({ length: 150_000 }, (_, i) => ({ line: i + 1, rule: 'parse-error', severity: 'error' as const }));
    const result = fakeResult([{ path: 'a.jsonl', stale }], {
      orphans: Array.from({ length: 5000 }, (_, i) => ({ path: `gone-${i}.jsonl.expected.yaml`, capture: `gone-${i}.jsonl`, entries: 1 })),
    });
    for (const target of ['comment', 'summary', 'plain'] as const) {
      const body = formatMarkdown(result, { target, links });
      const rows = body.split('\n').filter((l) => l.startsWith('| **stale** |')).length;
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThanOrEqual(1000);
      expect(body).toMatch(/…and \d+ more rows \(see the JSON or SARIF report\)\.|more captures? not shown here/);
      expect(body.split('\n').filter((l) => l.startsWith('- gone-')).length).toBeLessThanOrEqual(200);
      expect(body).toMatch(/- …and \d+ more expectation files\./);
    }
  });
});

describe('text report', () => {
  it('prints path:line:col  severity  message  rule-id and a closing count', () => {
    const result = fakeResult([
      { path: 'a.jsonl', findings: [{ line: 5, column: 2, message: 'Bad.' }, { line: 6, expectation: 'expected', message: 'Known.' }] },
      { path: 'b.jsonl', stale: [{ line: 4, rule: 'parse-error', severity: 'error' }] },
    ]);
    expect(formatText(result)).toBe(
      [
        'a.jsonl:5:2  error  Bad.  parse-error',
        'b.jsonl:4  stale  expected parse-error on line 4 is no longer found (listed in b.jsonl.expected.yaml)  parse-error',
        '',
        '2 files, 6 frames: 2 errors, 0 warnings, 0 info (1 new, 1 expected, 1 stale).',
        '✖ a.jsonl fails.',
        '✖ b.jsonl fails.',
        '',
      ].join('\n'),
    );
    expect(formatText(result, { all: true })).toContain('a.jsonl:6:1  error  Known.  parse-error (expected)');
  });
});

describe('markdown report: what fails comes first, accepted findings are counted', () => {
  it('lists only new findings and stale expectations per capture; expected ones are counted per rule, collapsed', () => {
    const result = fakeResult([
      { path: 'caps/baseline.jsonl', findings: Array.from({ length: 40 }, (_, i) => ({ line: i + 1, expectation: 'expected' as const, rule: i % 2 ? 'id-type' : 'parse-error' })) },
      { path: 'caps/new.jsonl', findings: [{ line: 3, message: 'Broken.' }, { line: 4, expectation: 'expected' }] },
    ]);
    for (const target of ['comment', 'summary'] as const) {
      const body = formatMarkdown(result, { target, links });
      const lines = body.split('\n');
      const row = lines.findIndex((l) => l.includes('caps/new.jsonl#L3)'));
      expect(row).toBeGreaterThan(0);
      expect(lines.slice(0, row).some((l) => l.includes('<details>'))).toBe(false);
      expect(body).not.toContain('caps/baseline.jsonl#L');
      expect(body).not.toMatch(/^\| expected/m);
      expect(body).toContain('1 expected finding not listed (counted by rule below).');
      expect(body).toContain('<details><summary>41 expected findings (accepted in expectation files), by rule</summary>');
      expect(body).toContain('| `parse-error` | 21 | 2 |');
      expect(body).toContain('| `id-type` | 20 | 1 |');
    }
    // The CLI's markdown lists everything.
    expect(formatMarkdown(result, { target: 'plain' })).toContain('caps/baseline.jsonl');
  });

  it('a run whose findings are all expected is a few lines: the verdict and the counts', () => {
    const result = fakeResult([{ path: 'caps/baseline.jsonl', findings: Array.from({ length: 30 }, () => ({ expectation: 'expected' as const })) }]);
    const body = formatMarkdown(result, { target: 'comment', links, marker: '<!-- m -->' });
    expect(body).toMatch(/^<!-- m -->\n\n### ✅ mcp-capture-lint: passed\n/);
    expect(body.split('\n').length).toBeLessThan(20);
    expect(body).not.toContain('update the expectation files');
  });

  it('renders our own code spans (commands, keys) and the update command; capture text stays neutralised', () => {
    const result = fakeResult([{ path: 'a.jsonl', findings: [{ line: 3, message: 'Key `tools/call` is wrong; see @octocat' }] }], {
      failures: ['a.jsonl has 1 new error: fix the capture, or record it with `npx mcp-capture-lint check --update a.jsonl`.'],
      notes: ['`--update=prune` refreshes the lines.'],
    });
    const body = formatMarkdown(result, { target: 'summary', links });
    expect(body).toContain('record it with `npx mcp-capture-lint check --update a.jsonl`.');
    expect(body).toContain('> `--update=prune` refreshes the lines.');
    expect(body).toContain('| Key `tools/call` is wrong; see @&#8203;octocat |');
  });
});

describe('escapeMarkdownProse', () => {
  it.each([
    ['a code span stays one', 'run `npx x --update` now', 'run `npx x --update` now'],
    ['a lone backtick is escaped', 'a ` b', 'a &#96; b'],
    ['a blank span is escaped', 'a ` ` c', 'a &#96; &#96; c'],
    ['a span does not cross a line break', '`a\nb`', '&#96;a b&#96;'],
    ['text beside a span is escaped', '@me `x` <b>', '@&#8203;me `x` &lt;b&gt;'],
    ['a fence is not a span', '```\n# h', '&#96;&#96;&#96; \\# h'.replace('\\# h', '#&#8203; h')],
  ])('%s', (_what, text, expected) => {
    expect(escapeMarkdownProse(text)).toBe(expected);
  });

  it('in a table, a pipe inside a span cannot split the cell', () => {
    expect(escapeMarkdownProse('`a|b` and `c\\|d`', { table: true })).toBe('`a\\|b` and `c\\\\\\|d`');
    // What a span holds is code whoever wrote it: no mention, reference, link or tag is made inside one.
    expect(escapeMarkdownProse('`@octocat #1 <img src=x> [x](https://e.example)`')).toBe('`@octocat #1 <img src=x> [x](https://e.example)`');
  });
});
