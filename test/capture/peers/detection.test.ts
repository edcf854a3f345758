import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, formatByName } from '../../../src/core/capture/formats.js';
import type { FormatName } from '../../../src/core/capture/reader.js';
import { captureFiles, repoRoot } from '../../helpers/corpus.js';

const PEER_FORMATS: FormatName[] = ['mcpsnoop', 'trace-validator', 'mcp-scope', 'mcp-tape', 'ryux1-trace', 'mcp-proxy-log', 'vscode-output', 'inspector-history'];
const corpus = join(repoRoot, 'corpus');
/** Every corpus capture in one of this project's own formats (the dated folders, sdk/, formats/<ours>). */
const ownCaptures = captureFiles(corpus).filter((file) => !PEER_FORMATS.some((format) => relative(corpus, file).startsWith(join('formats', format))));

describe("detecting other recorders' formats", () => {
  it('takes no capture of our own formats (bare JSON-RPC JSONL, HTTP traces, client logs, pastes)', () => {
    expect(ownCaptures.length).toBeGreaterThan(50);
    for (const file of ownCaptures) {
      const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
      const name = detectFormat({ fileName: file, lines }).name;
      expect(PEER_FORMATS.includes(name) ? `${relative(corpus, file)}: ${name}` : 'own').toBe('own');
    }
  });

  it("each reader's sniffer is sure only on its own fingerprint", () => {
    const jsonl = ['{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","id":1,"result":{}}'];
    for (const format of PEER_FORMATS) expect(formatByName(format)!.sniff({ fileName: 'capture.jsonl', lines: jsonl })).toBe(0);
  });
});
