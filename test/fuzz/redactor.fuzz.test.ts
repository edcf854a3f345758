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

  // The work counted is every character the redactor's passes read (nested passes over parts of a
  // match included): linear work stays a small multiple of the text, whatever it holds. Pairs that
  // hold the next pair (`token=token=...`) made it grow with the square of the text.
  const WORK_PER_CHARACTER = 12;
  const workOf = (text: string): number => {
    const redactor = new Redactor();
    redactor.scanLine(text);
    redactor.scanText(text);
    redactor.redact(text);
    return redactor.work;
  };

  it(`never throws on arbitrary text, and reads it a bounded number of times (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), (text) => {
        expect(workOf(text)).toBeLessThanOrEqual(WORK_PER_CHARACTER * Math.max(1, text.length));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`reads a fragment repeated thousands of times a bounded number of times (${RUNS} runs)`, () => {
    const repeated = fc.tuple(fc.oneof(fragment, fc.constantFrom('token=', 'Cookie: ', 'progressToken=', 'password: ', '"token":"', 'Bearer ', 'Basic ', 'sk-', '%5F', '\\u0067')), fc.integer({ min: 200, max: 3000 }));
    fc.assert(
      fc.property(repeated, ([piece, times]) => {
        const text = piece.repeat(times);
        expect(workOf(text)).toBeLessThanOrEqual(WORK_PER_CHARACTER * Math.max(1, text.length));
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 100) },
    );
  });
});

/**
 * The shapes issue 24 added (gitleaks' catalogue, URL passwords, Basic without a colon, AWS secret
 * keys, URL-encoded tokens): each generated afresh, planted among random text and separators, must
 * not come out of `redact`. `secret` is the part that must go (a vendor prefix may stay).
 */
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const run = (n: number, alphabet = ALNUM) => fc.array(fc.constantFrom(...alphabet), { minLength: n, maxLength: n }).map((chars) => chars.join(''));
/** A run with a letter and a digit in it, as every real token has (a run of one letter is no credential). */
const mixed = (n: number, alphabet = ALNUM) => run(n - 2, alphabet).map((body) => `${body.slice(0, 3)}7${body.slice(3)}${alphabet === HEX ? 'f' : 'q'}`);

interface Shaped {
  text: string;
  secret: string;
}
const prefixedShape = (prefix: string, rest: fc.Arbitrary<string>): fc.Arbitrary<Shaped> => rest.map((secret) => ({ text: prefix + secret, secret }));

const NEW_SHAPES: Record<string, fc.Arbitrary<Shaped>> = {
  'stripe secret': prefixedShape('sk_live_', mixed(32)),
  'stripe restricted': prefixedShape('rk_live_', mixed(32)),
  'hugging face': prefixedShape('hf_', run(34, LETTERS)),
  npm: prefixedShape('npm_', mixed(36)),
  pypi: prefixedShape('pypi-AgEIcHlwaS5vcmc', mixed(70)),
  gitlab: prefixedShape('glpat-', mixed(20)),
  sendgrid: fc.tuple(mixed(22), mixed(43)).map(([a, b]) => ({ text: `SG.${a}.${b}`, secret: `${a}.${b}` })),
  twilio: prefixedShape('SK', mixed(32, HEX)),
  'google oauth': prefixedShape('ya29.', mixed(60)),
  discord: fc.tuple(mixed(25), mixed(6), mixed(38)).map(([a, b, c]) => ({ text: `M${a}.${b}.${c}`, secret: `${b}.${c}` })),
  'slack webhook': fc.tuple(run(8, UPPER), run(8, UPPER), mixed(24)).map(([t, b, x]) => ({ text: `https://hooks.slack.com/services/T${t}/B${b}/${x}`, secret: x })),
  'aws secret beside its key id': fc.tuple(run(16, UPPER), mixed(18), mixed(10), mixed(10)).map(([id, a, b, c]) => ({ text: `AKIA${id} ${a}/${b}+${c}`, secret: `${a}/${b}+${c}` })),
  'aws secret under its name': fc.tuple(mixed(18), mixed(10), mixed(10)).map(([a, b, c]) => ({ text: `aws_secret_access_key = ${a}/${b}+${c}`, secret: `${a}/${b}+${c}` })),
  'postgres password': mixed(18).map((pw) => ({ text: `postgres://app:${pw}@db.internal:5432/app`, secret: pw })),
  'https userinfo': mixed(18).map((pw) => ({ text: `https://deploy:${pw}@registry.example.test/v2/`, secret: pw })),
  'url-encoded github token': mixed(36).map((rest) => ({ text: `ghp%5F${rest}`, secret: rest })),
  'basic without colon': mixed(24).map((key) => {
    const secret = Buffer.from(`apikey-${key}`).toString('base64');
    return { text: `Authorization: Basic ${secret}`, secret };
  }),
};

describe('fuzzing the redactor with the shapes of issue 24', () => {
  const opening = fc.constantFrom(' ', '\n', '\t', '"', "'", ', ', '; ', '(', '[', '\\n', '= ', ': ', '/');
  // Not `=` after a token: base64 padding would make it a longer run than the shape (an AWS secret key is 40 characters).
  const closing = fc.constantFrom(' ', '\n', '\t', '"', "'", ', ', '; ', ')', ']', '\\n', '&');
  const noise = fc.oneof(fragment, fc.stringMatching(/^[a-z ]{0,10}$/));
  for (const [name, shaped] of Object.entries(NEW_SHAPES)) {
    it(`${name}: masked among random text (${Math.min(RUNS, 100)} runs)`, () => {
      fc.assert(
        fc.property(noise, opening, shaped, closing, noise, (before, open, token, close, after) => {
          const text = `${before}${open}${token.text}${close}${after}`;
          const redactor = new Redactor();
          redactor.scanText(text);
          const masked = redactor.redact(text);
          // Only the secret's last four characters may show (`…a1B2`), never the whole.
          expect(masked).not.toContain(token.secret);
          expect(masked).not.toContain(token.secret.slice(0, -4));
        }),
        { seed: SEED, numRuns: Math.min(RUNS, 100) },
      );
    });
  }
});
