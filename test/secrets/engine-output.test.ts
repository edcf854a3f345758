import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { redactResult } from '../../src/core/secrets/index.js';
import { secretCaptures } from '../helpers/secrets-corpus.js';
import { scanCapture } from './scan-capture.js';

/**
 * The engine's own results (finding messages, the error) on the secrets corpus. Every other output
 * (reporters, explain, the Action) is covered by all-outputs.test.ts.
 */
describe('engine results on the secrets corpus, redacted', () => {
  let leaks = 0;
  for (const capture of secretCaptures()) {
    it(`${capture.name}: no planted secret in any finding message or error`, async () => {
      const { redactor } = scanCapture(capture.text, capture.fileName);
      for (const revision of ['auto', '2025-06-18'] as const) {
        const result = await checkCapture({ path: capture.fileName, text: capture.text }, { revision });
        const printed = JSON.stringify(redactResult(redactor, result));
        const found = capture.planted.filter((secret) => printed.includes(secret) || printed.includes(JSON.stringify(secret).slice(1, -1)));
        leaks += found.length;
        expect(found).toEqual([]);
      }
    });
  }
  it('counts 0 leaks', () => expect(leaks).toBe(0));

  it('masking has work to do: findings stand on lines that hold planted secrets, and show them masked', async () => {
    const capture = secretCaptures().find((c) => c.name === 'jsonl')!;
    const lines = capture.text.split('\n');
    const result = await checkCapture({ path: capture.fileName, text: capture.text }, { revision: 'auto' });
    const onSecretLines = result.findings.filter((f) => capture.planted.some((secret) => lines[f.line - 1]?.includes(secret)));
    expect(onSecretLines.length).toBeGreaterThan(0);
    expect(onSecretLines.some((f) => /…|••••/.test(f.message))).toBe(true);
  });
});
