import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { redactResult } from '../../src/core/secrets/index.js';
import { secretCaptures } from '../helpers/secrets-corpus.js';
import { scanCapture } from './scan-capture.js';

/**
 * What the engine prints today (finding messages, the error), redacted the way the engine is to
 * do it: scan every line and frame, then redact the finished result. The reporters' outputs join
 * this test when they land (round 2).
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

  it('would leak without redaction (the test can fail): the raw parse-error message quotes a secret', async () => {
    const capture = secretCaptures().find((c) => c.name === 'jsonl')!;
    const result = await checkCapture({ path: capture.fileName, text: capture.text }, { revision: 'auto' });
    const raw = JSON.stringify(result);
    expect(capture.planted.some((secret) => raw.includes(secret.slice(0, 12)))).toBe(true);
  });
});
