import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkCapture } from '../../../src/core/engine.js';
import { isRevision } from '../../../src/core/revisions.js';
import { messageRules } from '../../helpers/rule-sets.js';
import { describeShared, realCapturesDir as realDir, sharedEntries } from '../../helpers/shared.js';

interface Expect {
  revision: string | null;
  errors: { line: number; category: string }[];
  tolerated_lines?: number[];
}

/** The categories of expected errors that the message rules own. */
const OURS = new Set(['envelope', 'notification-with-id', 'id-null', 'batch', 'unknown-method', 'method', 'direction', 'error-code']);

/** The message rules' findings on one real capture, through the engine and the reader of its format. */
async function messageFindings(folder: string, revision: string | null) {
  const file = join(realDir, folder, readdirSync(join(realDir, folder)).find((name) => name.startsWith('capture.'))!);
  const result = await checkCapture({ path: file, file }, { revision: isRevision(revision) ? revision : 'auto', ruleSet: messageRules });
  expect(result.error).toBeUndefined();
  expect(result.frames).toBeGreaterThan(0);
  return result.findings;
}

describeShared('real-captures', 'real captures: the message rules agree with their verdicts', () => {
  const folders = sharedEntries(realDir).filter((name) => existsSync(join(realDir, name, 'expect.json')));
  it('are all here', () => {
    expect(folders.length).toBeGreaterThanOrEqual(16);
  });
  for (const folder of folders) {
    it(`${folder}: no error off the expected lines, and every envelope error found`, async () => {
      const expectation = JSON.parse(readFileSync(join(realDir, folder, 'expect.json'), 'utf8')) as Expect;
      const errors = (await messageFindings(folder, expectation.revision)).filter((f) => f.severity === 'error');
      const allowed = [...expectation.errors.map((e) => e.line), ...(expectation.tolerated_lines ?? [])];
      // The verdicts name the line a frame starts on; a finding about a key of a pretty-printed frame stands on the key's line.
      const inFrameAt = (line: number, f: { line: number; endLine: number }) => f.line === line || (line < f.line && f.line <= f.endLine);
      expect(errors.filter((f) => !allowed.some((line) => inFrameAt(line, f))).map((f) => `${f.line} ${f.rule}: ${f.message}`)).toEqual([]);
      expect(expectation.errors.filter((e) => OURS.has(e.category) && !errors.some((f) => inFrameAt(e.line, f)))).toEqual([]);
    });
  }
  it('the cassette with a "_fastmcp" _meta key gets meta-key-name at that _meta key of the tools/list result (which starts at line 93)', async () => {
    const findings = await messageFindings('mcp-recorder-cassette-fastmcp-meta-key', '2025-11-25');
    expect(findings.filter((f) => f.rule === 'meta-key-name').map((f) => [f.line, f.column])).toEqual([[128, 15]]);
  });
  it('the Go SDK bad-request fixture: initialize and ping without ids, and an initialized notification with one', async () => {
    const findings = await messageFindings('go-sdk-bad-requests-txtar', '2024-11-05');
    expect(findings.filter((f) => f.severity === 'error').map((f) => `${f.line} ${f.rule}`)).toEqual(['17 request-without-id', '41 notification-with-id', '43 request-without-id', '46 params-type']);
  });
});
