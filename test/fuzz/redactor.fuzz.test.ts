import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Redactor } from '../../src/core/secrets/index.js';
import { syntheticSecrets } from '../helpers/secrets-corpus.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20261130);
const secrets = Object.values(syntheticSecrets(3));
/** The secrets recognisable alone, by shape (the others need a name or a position to be known). */
const shaped = new Set(secrets.filter((secret) => new Redactor().redact(secret) !== secret));

/** Text made of secrets, credential names, separators, JSON punctuation and ordinary words, in any order. */
const fragment = fc.oneof(
  fc.constantFrom(...secrets),
  fc.constantFrom('"token":"', '"password": "', 'Authorization: Bearer ', 'x-api-key=', "api_key: '", 'Cookie: a=', '?access_token=', '\\"client_secret\\":\\"'),
  fc.constantFrom('"', "'", ' ', '\n', '\\n', ',', ';', '&', '}', '{', ':', '=', '…', '-', '_', '/', '+'),
  fc.constantFrom('tools/call', 'progressToken', 'nextCursor', 'eyJvZmZzZXQiOjEwMH0=', '2025-06-18', 'initialize', 'Bearer realm="mcp"'),
  fc.string({ maxLength: 12 }),
);
const textArbitrary = fc.array(fragment, { maxLength: 24 }).map((parts) => parts.join(''));
/** The same, with a space between fragments: text as people and tools write it (nothing glued). */
const spacedTextArbitrary = fc.array(fragment, { maxLength: 24 }).map((parts) => parts.join(' '));

describe('fuzzing the redactor', () => {
  it('recognises most kinds alone, by shape', () => expect(shaped.size).toBeGreaterThanOrEqual(16));

  it(`never prints a planted secret, even glued to other text (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(textArbitrary, (text) => {
        const redactor = new Redactor();
        redactor.scanText(text);
        const once = redactor.redact(text);
        for (const secret of secrets) {
          // A secret glued to other token characters is a different token; only whole ones must go.
          if (!text.includes(secret)) continue;
          const standalone = new RegExp(`(?<![A-Za-z0-9_+/-])${secret.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}(?![A-Za-z0-9_+/-])`).test(text);
          if ((standalone && shaped.has(secret)) || redactor.secrets().includes(secret)) expect(once).not.toContain(secret);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`redacting twice changes nothing (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(spacedTextArbitrary, (text) => {
        const redactor = new Redactor();
        redactor.scanText(text);
        const once = redactor.redact(text);
        expect(redactor.redact(once)).toBe(once);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`never throws or hangs on arbitrary text (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), (text) => {
        const redactor = new Redactor();
        const start = performance.now();
        redactor.scanLine(text);
        redactor.scanText(text);
        redactor.redact(text);
        expect(performance.now() - start).toBeLessThan(1000);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
