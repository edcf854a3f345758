import { describe, expect, it } from 'vitest';
import { maskSecret } from '../../src/core/secrets/index.js';
import { secretCaptures, syntheticSecrets } from '../helpers/secrets-corpus.js';
import { scanCapture } from './scan-capture.js';

const KNOWN_PREFIX = /^(?:github_pat_|gh[pousr]_|sk-ant-api03-|sk-proj-|sk-|AKIA|ASIA|xox[bp]-|AIza|eyJ)/;

/** The forms a secret takes in a capture: as is, inside a JSON string, inside a JSON string in a JSON string. */
function formsOf(secret: string): string[] {
  const once = JSON.stringify(secret).slice(1, -1);
  const twice = JSON.stringify(once).slice(1, -1);
  const lines = secret.includes('\n') ? secret.split('\n').filter((line) => !line.startsWith('-----')) : [];
  return [...new Set([secret, once, twice, ...lines])];
}

/** What of `secret` shows in `output`: a whole form, or the first 8 characters of its body. */
function leakOf(output: string, secret: string): string | undefined {
  const whole = formsOf(secret).find((form) => output.includes(form));
  if (whole) return whole;
  const body = secret.slice(KNOWN_PREFIX.exec(secret)?.[0].length ?? 0);
  if (!secret.includes('\n') && body.length >= 16 && output.includes(body.slice(0, 8))) return body.slice(0, 8);
  return undefined;
}

const captures = secretCaptures();
const all = Object.values(syntheticSecrets());

describe('the secrets corpus', () => {
  it('covers every format and every position', () => {
    expect(captures.map((c) => c.format).sort()).toEqual(
      ['cassette', 'claude-log', 'content-length', 'http', 'http-trace', 'har', 'json', 'jsonl', 'jsonl-marked', 'sse', 'txtar'].sort(),
    );
    const positions = new Set(captures.flatMap((c) => c.positions));
    expect([...positions].sort()).toEqual(['error-data', 'headers', 'params', 'result', 'stray-line', 'unparseable-frame', 'url']);
    // Every kind of secret is planted somewhere, and the stdio captures plant nearly all of them.
    expect(all.filter((secret) => !captures.some((c) => c.planted.includes(secret)))).toEqual([]);
    expect(captures.find((c) => c.name === 'jsonl')!.planted.length).toBeGreaterThanOrEqual(all.length - 4);
  });

  it('holds no token-shaped literal in the repository: every token is generated and marked synthetic', () => {
    for (const secret of all) expect(secret).toMatch(/FAKE|Fake|fake|Synth|synthetic/);
  });

  let leaks = 0;
  for (const capture of captures) {
    describe(capture.name, () => {
      const scanned = scanCapture(capture.text, capture.fileName);
      const { redactor } = scanned;

      it('finds every planted secret (so the Action can register each with the runner)', () => {
        const found = redactor.secrets();
        const missing = capture.planted.filter((secret) => !formsOf(secret).some((form) => found.includes(form)));
        expect(missing).toEqual([]);
      });

      it('masks every planted secret in every line and in the whole text: 0 leaks', () => {
        const outputs = [redactor.redact(capture.text), ...scanned.lines.map((line) => redactor.redact(line))];
        const found: string[] = [];
        for (const output of outputs) for (const secret of capture.planted) if (leakOf(output, secret)) found.push(`${leakOf(output, secret)} in ${output.slice(0, 120)}`);
        leaks += found.length;
        expect(found).toEqual([]);
      });

      it('masks secrets in snippets cut short in the middle of a secret, as a parse-error message quotes them', () => {
        const found: string[] = [];
        for (const line of scanned.lines) {
          for (const secret of capture.planted) {
            for (const form of formsOf(secret)) {
              const at = line.indexOf(form);
              if (at === -1) continue;
              for (const cut of [4, 7, 12, Math.floor(form.length / 2), form.length - 1]) {
                const shown = `${line.slice(0, at + cut)}…`;
                const message = `This frame is not valid JSON (Unexpected end of JSON input): ${JSON.stringify(shown)}.`;
                const output = redactor.redact(message);
                const visible = form.slice(0, cut);
                const head = KNOWN_PREFIX.exec(form)?.[0] ?? '';
                if (visible.length > head.length + 3 && output.includes(visible)) found.push(`${visible} in ${output}`);
              }
            }
          }
        }
        leaks += found.length;
        expect(found).toEqual([]);
      });

      it('keeps the protocol readable: methods and ids survive redaction', () => {
        const output = redactor.redact(capture.text);
        for (const kept of ['tools/call', 'initialize', 'synthetic-server', '2025-06-18']) {
          if (capture.text.includes(kept)) expect(output).toContain(kept);
        }
      });
    });
  }

  it('counts 0 leaks across the corpus', () => {
    expect(leaks).toBe(0);
  });
});

describe('masks', () => {
  it('keep a recognisable head and the last four characters of long secrets, nothing of short ones', () => {
    const s = syntheticSecrets();
    expect(maskSecret(s['github-classic'])).toBe(`ghp_…${s['github-classic'].slice(-4)}`);
    expect(maskSecret(s.anthropic)).toBe(`sk-ant-api03-…${s.anthropic.slice(-4)}`);
    expect(maskSecret(s['aws-key-id'])).toBe(`AKIA…${s['aws-key-id'].slice(-4)}`);
    expect(maskSecret(s['private-key'])).toBe('-----BEGIN PRIVATE KEY-----…');
    expect(maskSecret(`Bearer ${s.jwt}`)).toBe(`Bearer eyJ…${s.jwt.slice(-4)}`);
    expect(maskSecret(s.password)).toBe(`…${s.password.slice(-4)}`);
    expect(maskSecret('Fake-pw-1234')).toBe('••••');
    expect(maskSecret('hunter2')).toBe('••••');
  });
});
