import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkCapture } from '../../../src/core/engine.js';
import { describeShared, peerFormatsDir as dir, sharedEntries } from '../../helpers/shared.js';

/** The reader each tool's folder in ../shared/peer-formats is read by. */
const READER: Record<string, string> = {
  'kerlenton-mcpsnoop': 'mcpsnoop',
  'tomtom215-mcp-trace-validator': 'trace-validator',
  'ssanju-mcp-scope': 'mcp-scope',
  'craigm26-mcp-tape': 'mcp-tape',
  'ryux1-mcp-trace': 'ryux1-trace',
  'punkpeye-mcp-proxy': 'mcp-proxy-log',
  'vscode-mcp-output-channel': 'vscode-output',
};

/**
 * The errors and warnings each sample must give (`rule@line:column`), read by hand from the
 * sample: a clean recording gives none; the others give the faults the tool recorded, on the
 * recorder's own line and at the column of the embedded message, or of its bad key (or of the
 * key that should hold a missing one) where the finding names one.
 */
const FAULTS: Record<string, string[]> = {
  // The toy server declares no logging capability but sends notifications/message.
  'kerlenton-mcpsnoop/http-session-generated.jsonl': ['capability-not-declared@8:158'],
  // The toy server's banner on stdout, recorded as a `text` envelope.
  'kerlenton-mcpsnoop/stdio-session-generated.jsonl': ['stray-output@3:165'],
  'tomtom215-mcp-trace-validator/http-session.jsonl': [],
  // tools/call echo without its required `message` argument, twice, on purpose.
  'tomtom215-mcp-trace-validator/reference-host-2026-07-28-stdio.jsonl': ['tool-arguments-invalid@82:107', 'tool-arguments-invalid@85:107'],
  // {"hello":"world"} on the server's stdout.
  'tomtom215-mcp-trace-validator/tran-004-stdout-invalid-message.jsonl': ['jsonrpc-version@4:88', 'unrecognized-message@4:88'],
  'ssanju-mcp-scope/http-capture-generated.jsonl': ['capability-not-declared@9:78'],
  // The banner as an `invalid_json` event, which mcp-scope's own check passes.
  'ssanju-mcp-scope/stdio-capture-generated.jsonl': ['stray-output@3:70'],
  // The README's excerpt: initialize with empty params and an empty result.
  'craigm26-mcp-tape/readme-trace-example.jsonl': ['params-shape@2:96', 'result-shape@3:75'],
  'ryux1-mcp-trace/toy-http-recording-generated.ndjson': ['capability-not-declared@4:729'],
  // The repository's mock server: 2026-07-28 requests and results without what that revision requires.
  'ryux1-mcp-trace/mock-server-recording-generated.ndjson': ['request-meta-required@1:336', 'result-type@1:914', 'request-meta-required@2:335', 'params-shape@2:894', 'result-type@2:894'],
  // The banner the proxy dropped and named on an `ignoring non-JSON output` line.
  'punkpeye-mcp-proxy/mcp-proxy-debug-generated.log': ['stray-output@2:41'],
  'vscode-mcp-output-channel/genia-vscode-run1-excerpt.log': [],
};

const samples = sharedEntries(dir).flatMap((tool) => sharedEntries(join(dir, tool, 'samples')).map((file) => ({ tool, name: `${tool}/${file}`, path: join(dir, tool, 'samples', file) })));

describeShared('peer-formats', 'the samples other recorders wrote, read in their own format', () => {
  for (const sample of samples) {
    it(sample.name, async () => {
      const result = await checkCapture({ path: sample.path, file: sample.path }, { revision: 'auto' });
      expect(result.format).toBe(READER[sample.tool]);
      expect(result.frames).toBeGreaterThan(0);
      const faults = result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.rule}@${f.line}:${f.column}`);
      const expected = FAULTS[sample.name];
      expect(expected, 'every sample has its faults listed here').toBeDefined();
      // A clean sample gives nothing; a faulty one at least its recorded faults (rules added later may find more).
      if (expected.length === 0) expect(faults).toEqual([]);
      else expect(faults).toEqual(expect.arrayContaining(expected));
    });
  }
});
