import { describe, expect, it } from 'vitest';
import { Redactor, worthRegistering } from '../../src/core/secrets/index.js';
import { hasSecretShape } from '../../src/core/secrets/shapes.js';

const TOKEN = 'ghp_0123456789abcdefghijABCDEFGHIJ0123456789';

describe('hasSecretShape is a pure function', () => {
  it('a match its shape rejects does not hide a credential later in the value', () => {
    // `Bearer authentication` matches the bearer shape, which then rejects it (prose).
    expect(hasSecretShape(`Bearer authentication then ${TOKEN}`)).toBe(true);
    expect(worthRegistering(`Bearer authentication then ${TOKEN}`)).toBe(true);
    expect(hasSecretShape('Bearer authentication is described in RFC 6750')).toBe(false);
  });

  it('gives the same answer whatever was asked before, and while a redactor works', () => {
    const values = [TOKEN, 'refs/heads/main', 'sk-notakeyatallreally', 'xsk-abc123def456ghi789jkl', `AKIA${'A'.repeat(16)}`, 'password'];
    const alone = values.map((value) => hasSecretShape(value));
    const redactor = new Redactor();
    for (let round = 0; round < 3; round++) {
      const interleaved = [...values].reverse().map((value) => {
        redactor.redact(`${value} ${TOKEN}`);
        return hasSecretShape(value);
      });
      expect(interleaved.reverse()).toEqual(alone);
    }
  });
});

describe('cookie headers', () => {
  it('a token standing where a cookie name would is masked too; plain names stay', () => {
    const masked = new Redactor().redact(`Cookie: sid=abc123secretvalue; ${TOKEN}=1; theme=dark`);
    expect(masked).not.toContain('abcdefghijABCDEFGHIJ');
    expect(masked).toContain('sid=');
    expect(masked).toContain('theme=');
  });
});

describe('a token split over two JSON strings', () => {
  const head = 'ghp_R4nd0m';
  const rest = 'T0k3nSpl1tAcr0ssTw0Str1ngsZq8Xw2Yv6';
  it.each([
    ['an array', `["${head}","${rest}"]`],
    ['a concatenation', `"${head}" + "${rest}"`],
    ['consecutive members', `{"a":"${head}","b":"${rest}"}`],
    ['after a string that is no piece', `["hello", "${head}", "${rest}"]`],
  ])('in %s: neither piece is shown, here or where one stands alone', (_, text) => {
    const redactor = new Redactor();
    redactor.scanText(text);
    const masked = redactor.redact(text);
    expect(masked).not.toContain(rest.slice(0, -4));
    expect(masked).not.toContain(head);
    expect(masked).toContain('ghp_');
    // The second piece quoted alone elsewhere (a finding's excerpt) is masked too.
    expect(redactor.redact(`result: ${rest}`)).not.toContain(rest.slice(0, -4));
    expect(redactor.redact(masked)).toBe(masked);
  });

  it('two ordinary strings side by side stay as they are', () => {
    const text = '["tools/call", "initialize", "ghp_", "notatoken"]';
    expect(new Redactor().redact(text)).toBe(text);
  });
});
