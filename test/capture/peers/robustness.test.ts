import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormatName } from '../../../src/core/capture/reader.js';
import { captureFiles, repoRoot } from '../../helpers/corpus.js';
import { readText } from '../read.js';

const PEER_FORMATS: FormatName[] = ['mcpsnoop', 'trace-validator', 'mcp-scope', 'mcp-tape', 'ryux1-trace', 'mcp-proxy-log', 'vscode-output', 'inspector-history'];
const files = PEER_FORMATS.flatMap((folder) => captureFiles(join(repoRoot, 'corpus', 'formats', folder)));

describe("the other recorders' readers on broken input", () => {
  it('read every capture cut anywhere, with lines dropped or doubled, under every one of these readers, without throwing', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const lineList = text.split('\n');
      const variants = [
        ...[0.1, 0.37, 0.5, 0.81, 0.99].map((cut) => text.slice(0, Math.floor(text.length * cut))),
        lineList.filter((_, i) => i % 3 !== 1).join('\n'),
        lineList.flatMap((line, i) => (i % 4 === 2 ? [line, line] : [line])).join('\n'),
        text.replace(/"/g, "'"),
        text.replace(/[{}]/g, ''),
      ];
      for (const variant of variants) {
        for (const format of PEER_FORMATS) {
          const { frames, issues } = readText(variant, { format });
          for (const at of [...frames.map((f) => f.span), ...issues]) expect(at.line).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('reads a huge or deeply nested envelope line in bounded work, handing the nesting to the frame parser', () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const text = `{"seq":0,"direction":"client-to-server","transport":"stdio","kind":"message","payload":${deep}}\n`;
    const { frames } = readText(text, { format: 'trace-validator' });
    expect(frames).toHaveLength(1);
    expect(frames[0].parseError).toContain('nested deeper than');
  });
});
