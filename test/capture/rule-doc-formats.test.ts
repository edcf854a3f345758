import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { RULES } from '../../src/core/rules/index.js';
import { renderRuleDoc } from '../../src/core/rules/rule-docs.js';
import { buildSarif } from '../../src/report/sarif.js';

/** The code blocks of a rule's doc page say which capture format its examples are. */

const withExamples = RULES.filter((rule) => rule.meta.examples);
const byId = (id: string) => RULES.find((rule) => rule.meta.id === id)!;
const fences = (markdown: string): string[] => [...markdown.matchAll(/^```(\S+)$/gm)].map((match) => match[1]);

describe('rule doc examples are labelled by capture format', () => {
  it.each([
    ['sse-unterminated-event', 'sse'],
    ['sse-unprefixed-json', 'sse'],
    ['content-length-framing', 'content-length'],
    ['invalid-json-document', 'har'],
    ['client-parse-failure', 'claude-log'],
    ['mcp-headers-mismatch', 'http'],
    ['protocol-version-header-mismatch', 'http'],
    ['id-type', 'jsonl'],
    ['wrong-direction', 'jsonl'],
  ])('%s: %s', (id, format) => {
    expect(fences(renderRuleDoc(byId(id)))).toEqual([format, format]);
  });

  it('the engine, told each label, reads the good example without a capture error', async () => {
    expect(withExamples.length).toBeGreaterThan(50);
    for (const { meta } of withExamples) {
      const [format] = fences(renderRuleDoc(byId(meta.id)));
      // A leading `# checked with --revision ...` line is a note to the reader, not part of the capture.
      const text = `${meta.examples!.good.replace(/^# .*\n/, '')}\n`;
      const result = await checkCapture({ path: 'example', text }, { revision: meta.examples!.revision ?? '2025-06-18', format: format as never });
      expect(result.error, meta.id).toBeUndefined();
      const unread = result.findings.filter((f) => byId(f.rule)?.meta.family === 'capture' && f.rule !== 'empty-capture');
      expect(unread, `${meta.id} read as ${format}`).toEqual([]);
    }
  });

  it('SARIF rule help labels its examples the same way', () => {
    const sarif = buildSarif({ files: [], report: { tool: { name: 'mcp-capture-lint', version: '0.1.0' } } } as never) as {
      runs: { tool: { driver: { rules: { id: string; help: { markdown: string } }[] } } }[];
    };
    const help = (id: string) => sarif.runs[0].tool.driver.rules.find((rule) => rule.id === id)!.help.markdown;
    expect(fences(help('sse-unprefixed-json'))).toEqual(['sse', 'sse']);
    expect(fences(help('id-type'))).toEqual(['jsonl', 'jsonl']);
  });
});
