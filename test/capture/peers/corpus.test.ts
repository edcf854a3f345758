import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureFiles, compareWithExpectations, repoRoot } from '../../helpers/corpus.js';

/** corpus/formats/<format>/: captures of our own in each other recorder's format, a clean one and one with faults. */
const FOLDERS = ['mcpsnoop', 'trace-validator', 'mcp-scope', 'mcp-tape', 'ryux1-trace', 'mcp-proxy-log', 'vscode-output', 'inspector-history'];
const files = FOLDERS.flatMap((folder) => captureFiles(join(repoRoot, 'corpus', 'formats', folder)));

describe("corpus captures in other recorders' formats", () => {
  it('has a clean capture and one with faults for every format', () => {
    for (const folder of FOLDERS) expect(files.filter((file) => basename(dirname(file)) === folder).length).toBeGreaterThanOrEqual(2);
  });

  for (const file of files) {
    it(relative(join(repoRoot, 'corpus', 'formats'), file), async () => {
      const { result, unexpected, missing } = await compareWithExpectations(file);
      expect(result.format).toBe(basename(dirname(file)));
      expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
      const faulty = basename(file).includes('fault');
      // A clean recording gives no error or warning; one with faults gives them on the recorder's lines.
      expect(result.findings.some((f) => f.severity !== 'info')).toBe(faulty);
    });
  }
});
