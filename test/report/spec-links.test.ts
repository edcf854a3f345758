import { describe, expect, it } from 'vitest';
import { explain } from '../../src/cli/explain.js';
import { createStyle } from '../../src/cli/style.js';
import { ruleById } from '../../src/core/rules/index.js';
import { collectTimeline } from '../../src/report/html/index.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { buildSarif } from '../../src/report/sarif.js';
import { formatText } from '../../src/report/text.js';
import { fakeResult } from './fake-result.js';

type Sarif = { runs: { tool: { driver: { rules: { id: string; helpUri?: string; help: { text: string } }[] } }; results: { ruleId: string; properties: Record<string, unknown> }[] }[] };

const SPEC = 'https://modelcontextprotocol.io/specification';
// stray-output links the stdio section of the 2025-11-25 transports page, which 2026-07-28 made a page of its own.
const STRAY = 'stray-output';

/** A run of captures held to the given revisions, one stray-output finding each. */
function run(...revisions: ('2025-11-25' | '2026-07-28' | '2024-11-05')[]) {
  const result = fakeResult(revisions.map((_, i) => ({ path: `caps/${i}.jsonl`, findings: [{ rule: STRAY, message: 'A line that is not JSON.' }] })));
  result.files.forEach((file, i) => (file.result.revision = revisions[i]));
  return result;
}

describe('spec links point at the revision a capture is held to', () => {
  it('SARIF: the rule links that revision when the whole run holds one', () => {
    const log = buildSarif(run('2026-07-28', '2026-07-28')) as Sarif;
    const rule = log.runs[0].tool.driver.rules.find((r) => r.id === STRAY)!;
    expect(rule.helpUri).toBe(`${SPEC}/2026-07-28/basic/transports/stdio`);
    expect(rule.help.text).toContain(`Spec: ${SPEC}/2026-07-28/basic/transports/stdio`);
    expect(log.runs[0].results[0].properties.specUrl).toBeUndefined();
  });

  it('SARIF: with captures of several revisions, each result names its own page', () => {
    const log = buildSarif(run('2026-07-28', '2024-11-05')) as Sarif;
    expect(log.runs[0].tool.driver.rules.find((r) => r.id === STRAY)!.helpUri).toBe(ruleById(STRAY)!.meta.spec);
    expect(log.runs[0].results.map((r) => r.properties.specUrl)).toEqual([`${SPEC}/2026-07-28/basic/transports/stdio`, `${SPEC}/2024-11-05/basic/transports#stdio`]);
  });

  it('markdown: the rule of each row links the page of its capture’s revision', () => {
    const body = formatMarkdown(run('2026-07-28'), { target: 'summary' });
    expect(body).toContain(`[\`${STRAY}\`](${SPEC}/2026-07-28/basic/transports/stdio)`);
  });

  it('HTML report: the why-and-instead box links the page of the capture’s revision', async () => {
    const text = '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}\nStarting server\n';
    const { timeline } = await collectTimeline({ path: 'capture.jsonl', text }, { revision: '2026-07-28' });
    expect(timeline.rules[STRAY].spec).toBe(`${SPEC}/2026-07-28/basic/transports/stdio`);
  });

  it('explain: the Spec line of a finding is the page of the revision checked against', async () => {
    const style = createStyle(false);
    const text = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}\nStarting server\n';
    const held = await explain(text, { name: 'capture.jsonl', revision: '2026-07-28', style });
    expect(held.output).toContain(`Spec: ${SPEC}/2026-07-28/basic/transports/stdio`);
    const older = await explain(text, { name: 'capture.jsonl', revision: '2024-11-05', style });
    expect(older.output).toContain(`Spec: ${SPEC}/2024-11-05/basic/transports#stdio`);
  });
});

describe('words in reports', () => {
  it('explain says "an InitializeResult"', async () => {
    const out = await explain('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n', {
      name: 'capture.jsonl',
      revision: '2025-06-18',
      style: createStyle(false),
    });
    expect(out.output).toContain('Its answer is an InitializeResult.');
    expect(out.output).not.toMatch(/\ba [AEIOU]/);
  });

  it('a missing object named by its definition takes its article: "an Implementation object"', async () => {
    const text = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{}}}\n';
    const out = await explain(text, { name: 'capture.jsonl', revision: '2025-06-18', style: createStyle(false) });
    expect(out.output).toContain('expected an Implementation object');
  });

  it('the text footer counts one capture, one error in the singular', () => {
    const footer = formatText(run('2025-11-25')).trim().split('\n').find((line) => line.includes(' frame'))!;
    expect(footer).toMatch(/^1 file, 3 frames: 1 error, 0 warnings, 0 info \(1 new/);
  });
});
