import { describe, expect, it } from 'vitest';
import type { Frame } from '../../src/core/capture/frame.js';
import type { Finding } from '../../src/core/findings/finding.js';
import { looksRandom, maskSecret, Redactor, redactResult, scanFrame, SECRET_NAMES, shannonEntropy } from '../../src/core/secrets/index.js';
import { seededRandom, syntheticSecrets } from '../helpers/secrets-corpus.js';

const s = syntheticSecrets(11);

function frame(raw: string, extra: Partial<Frame> = {}): Frame {
  let value: unknown;
  let parseError: string | undefined;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    parseError = (error as Error).message;
  }
  return { index: 0, raw, value, parseError, span: { line: 1, column: 1, endLine: 1, endColumn: raw.length + 1, offset: 0, length: raw.length }, ...extra };
}

describe('by name', () => {
  it.each(SECRET_NAMES.map((name) => [name]))('the value under %s, at any depth, is a secret', (name) => {
    const value = `fake-value-for-${name}-0042`;
    const redactor = new Redactor();
    redactor.scanValue({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { arguments: { deep: [{ inner: { [name]: value } }] } } });
    expect(redactor.secrets()).toContain(value);
    expect(redactor.redact(`echo ${value}`)).toBe(`echo …0042`);
  });

  it('matches names in any case and spelling: apiKey, API_KEY, Api-Key, X-API-KEY, GITHUB_TOKEN, dbPassword', () => {
    const redactor = new Redactor();
    const value = (n: number) => `fake-secret-value-${n}`;
    redactor.scanValue({ apiKey: value(1), API_KEY: value(2), 'Api-Key': value(3), 'X-API-KEY': value(4), GITHUB_TOKEN: value(5), dbPassword: value(6) });
    expect(redactor.secrets().sort()).toEqual([1, 2, 3, 4, 5, 6].map(value).sort());
  });

  it('reads header maps (lower-cased names) and keeps the scheme readable', () => {
    const redactor = new Redactor();
    redactor.scanHeaders({ authorization: `Bearer ${s['bearer-opaque']}`, 'proxy-authorization': 'Basic ZmFrZTpmYWtlLXB3', 'mcp-session-id': '1868a90c-7c4f-4c7d-9d4f-3f2b6a1e0b55', 'content-type': 'application/json' });
    expect(redactor.secrets()).toContain(s['bearer-opaque']);
    expect(redactor.secrets()).toContain('ZmFrZTpmYWtlLXB3');
    // The Streamable HTTP session id lets anyone holding it act in the session: masked like a credential.
    expect(redactor.secrets()).toContain('1868a90c-7c4f-4c7d-9d4f-3f2b6a1e0b55');
    expect(redactor.redact(`sent ${s['bearer-opaque']}`)).toBe(`sent FAKE…${s['bearer-opaque'].slice(-4)}`.replace('FAKE…', '…'));
  });

  it('masks `name: value` pairs in text under credential names, in JSON, JS, headers, query strings and JSON-in-JSON', () => {
    const redactor = new Redactor();
    const cases: [string, string][] = [
      ['{"password":"hunter2"}', '{"password":"••••"}'],
      ['{\\"client_secret\\":\\"hunter2\\"}', '{\\"client_secret\\":\\"••••\\"}'],
      ["{ password: 'hunter2', user: 'ann' }", "{ password: '••••', user: 'ann' }"],
      ['> Authorization: Basic ZmFrZTpmYWtl', '> Authorization: Basic ••••'],
      ['GET /sse?api_key=hunter2&cursor=abc HTTP/1.1', 'GET /sse?api_key=••••&cursor=abc HTTP/1.1'],
      ['export OPENAI_API_KEY=hunter2', 'export OPENAI_API_KEY=••••'],
      ["'x-api-key:${hunter2}'", "'x-api-key:••••'"],
      ['Cookie: sid=hunter2; theme=dark', 'Cookie: sid=••••; theme=••••'],
      ['< Set-Cookie: sid=hunter2; Path=/; HttpOnly', '< Set-Cookie: sid=••••; Path=/; HttpOnly'],
      ["'password' => 'hunter2'", "'password' => '••••'"],
    ];
    for (const [input, output] of cases) expect(redactor.redact(input)).toBe(output);
  });

  it('takes an OAuth code for a secret only where it is being exchanged, never a JSON-RPC error code', () => {
    const redactor = new Redactor();
    redactor.scanValue({ grant_type: 'authorization_code', code: 'fake-oauth-code-1234', redirect_uri: 'http://localhost/cb' });
    redactor.scanValue({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params' } });
    redactor.scanValue({ result: { code: 'python-snippet-1', language: 'python' } });
    redactor.scanText('GET /callback?code=fake-callback-code-5678&state=xyz HTTP/1.1');
    redactor.scanText('grant_type=authorization_code&code=fake-form-code-9012&code_verifier=fake-verifier-000000');
    redactor.scanText('{"code":"snippet-not-a-secret","language":"ts"}');
    expect(redactor.secrets().sort()).toEqual(['fake-callback-code-5678', 'fake-form-code-9012', 'fake-oauth-code-1234', 'fake-verifier-000000'].sort());
  });

  it('takes long random values under credential-like names (signature, sessionKey, X-Amz-Credential) but not plain words there', () => {
    const redactor = new Redactor();
    redactor.scanValue({ signature: s['high-entropy'], sessionKey: 'not-random-at-all-just-words', authMode: 'oauth', authServer: 'https://auth.example.test/realms/main' });
    expect(redactor.secrets()).toEqual([s['high-entropy']]);
  });

  it('learns from HAR name/value pairs, cookies and form params', () => {
    const redactor = new Redactor();
    redactor.scanValue({
      request: {
        headers: [{ name: 'Authorization', value: `Bearer ${s.jwt}` }, { name: 'Accept', value: 'application/json' }],
        cookies: [{ name: 'prefs', value: 'fake-cookie-value-1' }],
        postData: { params: [{ name: 'grant_type', value: 'authorization_code' }, { name: 'code', value: 'fake-code-in-params' }] },
      },
    });
    expect(redactor.secrets()).toEqual(expect.arrayContaining([s.jwt, 'fake-cookie-value-1', 'fake-code-in-params']));
    expect(redactor.secrets()).not.toContain('application/json');
  });

  it('walks deep JSON without overflowing, up to a bound', () => {
    let deep: unknown = { password: 'fake-too-deep-1' };
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    const redactor = new Redactor();
    expect(() => redactor.scanValue(deep)).not.toThrow();
    expect(redactor.secrets()).toEqual([]);
    let shallow: unknown = { password: 'fake-shallow-1' };
    for (let i = 0; i < 30; i += 1) shallow = [shallow];
    redactor.scanValue(shallow);
    expect(redactor.secrets()).toEqual(['fake-shallow-1']);
  });
});

describe('by shape, anywhere in text', () => {
  const shapes: [string, string][] = [
    ['GitHub classic', s['github-classic']],
    ['GitHub OAuth', s['github-oauth']],
    ['GitHub user-to-server', s['github-user']],
    ['GitHub server-to-server', s['github-server']],
    ['GitHub refresh', s['github-refresh']],
    ['GitHub fine-grained', s['github-fine-grained']],
    ['OpenAI', s.openai],
    ['OpenAI project', s['openai-project']],
    ['Anthropic', s.anthropic],
    ['AWS key id', s['aws-key-id']],
    ['AWS session key id', s['aws-session-key-id']],
    ['Slack bot', s['slack-bot']],
    ['Slack user', s['slack-user']],
    ['Google API key', s['google-api-key']],
    ['JWT', s.jwt],
    ['private key block', s['private-key']],
    ['bearer token', `Bearer ${s['bearer-opaque']}`],
  ];
  it.each(shapes)('%s is found in prose and masked', (_kind, secret) => {
    const redactor = new Redactor();
    const text = `the server said: ${secret}. Retrying.`;
    redactor.scanText(text);
    const core = secret.replace(/^Bearer /, '');
    expect(redactor.secrets()).toContain(core);
    const masked = new Redactor().redact(text);
    expect(masked).not.toContain(core);
    expect(masked).toMatch(/^the server said: .*(…|••••).*\. Retrying\.$/s);
    expect(masked).toContain(maskSecret(secret));
  });

  it('masks a private key block written in a JSON string, and one cut off before its END line', () => {
    const redactor = new Redactor();
    const escaped = JSON.stringify({ key: s['private-key'] });
    expect(redactor.redact(escaped)).toBe('{"key":"-----BEGIN PRIVATE KEY-----…"}');
    expect(redactor.redact(escaped.slice(0, 80))).toBe('{"key":"-----BEGIN PRIVATE KEY-----…');
  });

  it('leaves ordinary protocol values alone', () => {
    const random = seededRandom(3);
    const bytes = Buffer.from(Array.from({ length: 300_000 }, () => Math.floor(random() * 256)));
    const image = bytes.toString('base64');
    const ordinary = [
      '{"jsonrpc":"2.0","id":"req-2f9a8c7e6b5d4c3b2a19","method":"tools/call","params":{"name":"get_weather","arguments":{"city":"Paris"}}}',
      `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"image","data":"${image}","mimeType":"image/png"}]}}`,
      '{"jsonrpc":"2.0","id":3,"result":{"resources":[],"nextCursor":"eyJvZmZzZXQiOjEwMCwibGltaXQiOjUwfQ=="}}',
      '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"a1b2c3d4e5f6a7b8c9d0e1f2","progress":50}}',
      '{"protocolVersion":"2025-06-18","capabilities":{"tools":{"listChanged":true}}}',
      '{"uri":"file:///home/user/project/src/index.ts","mimeType":"text/x-typescript"}',
      'https://example.com/mcp/messages?sessionId=9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
      '< WWW-Authenticate: Bearer realm="mcp", resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource"',
      '{"access_token_expires_in":3600,"token_type":"Bearer","scope":"read write"}',
      '{"inputSchema":{"type":"object","properties":{"password":{"type":"string","description":"Your password"},"apiKey":{"type":"string"}},"required":["apiKey","password"]}}',
      'This server uses Bearer authentication and basic authentication over TLS.',
      '{"id":"task-1234567890abcdefghij","status":"working","disk":"disk-0a1b2c3d4e5f6g7h8i9j"}',
      '{"sha256":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08","commit":"157ac09e1f2a3b4c5d6e7f8091a2b3c4d5e6f708"}',
      '{"name":"sk-learn-helper","title":"AKIA docs","description":"The xoxb- prefix marks Slack bot tokens; ghp_ marks GitHub ones."}',
      '{"error":{"code":-32602,"message":"Invalid params: missing token field","data":{"field":"token"}}}',
      '2025-09-30T01:18:24.742Z [server] [info] Message from client: {"method":"ping","jsonrpc":"2.0","id":4} { metadata: undefined }',
    ];
    for (const text of ordinary) {
      const redactor = new Redactor();
      redactor.scanText(text);
      const parsed = text.startsWith('{') && !text.includes('[server]') ? JSON.parse(text) : undefined;
      if (parsed !== undefined) redactor.scanValue(parsed);
      expect(redactor.secrets(), text.slice(0, 80)).toEqual([]);
      expect(redactor.redact(text) === text, text.slice(0, 80)).toBe(true);
    }
  });
});

describe('masks', () => {
  it('never keep enough to use the secret', () => {
    for (const secret of Object.values(s)) {
      const masked = maskSecret(secret);
      expect(masked).not.toBe(secret);
      expect(masked.length).toBeLessThan(Math.max(secret.length, 5));
      expect(masked).toMatch(/…|••••/);
    }
    expect(maskSecret('abc')).toBe('••••');
  });
});

describe('the Redactor', () => {
  it('masks every later occurrence of a learned value, anywhere (a stray line, a parse-error snippet)', () => {
    const redactor = new Redactor();
    redactor.scanValue({ params: { arguments: { token: 'fake-learned-secret-77' } } });
    expect(redactor.redact('stderr: connecting with fake-learned-secret-77 now')).toBe('stderr: connecting with …t-77 now');
    expect(redactor.redact('This frame is not valid JSON: "{\\"x\\":\\"fake-learned-se…"')).toBe('This frame is not valid JSON: "{\\"x\\":\\"••••…"');
  });

  it('does not learn a prose word after a credential name (masks it where it stands)', () => {
    const redactor = new Redactor();
    const description = '{"name":"vault_get","description":"Reads a secret: returns the stored value"}';
    redactor.scanText(description);
    expect(redactor.secrets()).toEqual([]);
    expect(redactor.redact('The tool returns nothing')).toBe('The tool returns nothing');
  });

  it('does not learn placeholders, env references or short values (they are masked where they stand)', () => {
    const redactor = new Redactor();
    redactor.scanValue({ token: '${GITHUB_TOKEN}', password: '***', api_key: '<your-api-key>', secret: 'REDACTED', cookie: 'abc', client_secret: '[hidden]' });
    expect(redactor.secrets()).toEqual([]);
    expect(redactor.redact('{"cookie":"abc"}')).toBe('{"cookie":"••••"}');
  });

  it('lists raw values for core.setSecret, longest first, each once', () => {
    const redactor = new Redactor();
    redactor.scanText(`a ${s['github-classic']} b ${s['github-classic']} c ${s['aws-key-id']}`);
    expect(redactor.secrets()).toEqual([s['github-classic'], s['aws-key-id']]);
    expect(new Redactor().learnAll(redactor.secrets()).redact(s['github-classic'])).toBe(maskSecret(s['github-classic']));
  });

  it('takes extra names and patterns from the config; a bad pattern is a clear error; nothing turns masking off', () => {
    const redactor = new Redactor({ keys: ['pin', 'X-Tenant'], patterns: ['FAKECORP-[0-9]{8}'] });
    redactor.scanValue({ pin: '12345678', headers: { 'x-tenant': 'fake-tenant-credential' } });
    expect(redactor.secrets().sort()).toEqual(['12345678', 'fake-tenant-credential']);
    expect(redactor.redact('id FAKECORP-12345678 and pin=987654')).toBe('id …5678 and pin=••••');
    expect(() => new Redactor({ patterns: ['(unclosed'] })).toThrow(/secrets\.patterns: "\(unclosed" is not a valid regular expression/);
    expect(() => new Redactor({ patterns: ['x*'] })).toThrow(/matches the empty string/);
    const stubborn = new Redactor({ enabled: false, mask: false, keys: [] } as never);
    expect(stubborn.redact(`key ${s['github-classic']}`)).not.toContain(s['github-classic']);
  });

  it('scans a frame: its value, headers, URL, and the raw text of a frame that did not parse', () => {
    const redactor = new Redactor();
    scanFrame(redactor, frame('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{"password":"fake-pw-in-params"}}}', {
      transport: { kind: 'http', headers: { 'x-api-key': 'fake-header-key-1', accept: 'application/json' }, url: 'http://localhost/mcp?access_token=fake-url-token-1' },
    }));
    scanFrame(redactor, frame(`{"jsonrpc":"2.0","id":2,"params":{"note":"${s.openai}"`));
    expect(redactor.secrets().sort()).toEqual(['fake-header-key-1', 'fake-pw-in-params', 'fake-url-token-1', s.openai].sort());
  });

  it('redacts a finished result: finding messages, the error, the summary; never the path', () => {
    const redactor = new Redactor();
    redactor.learn('fake-result-secret-1');
    const finding: Finding = { rule: 'parse-error', severity: 'error', message: 'bad frame "fake-result-secret-1"', line: 2, column: 1, endLine: 2 };
    const result = { path: 'fake-result-secret-1.jsonl', frames: 1, findings: [finding], error: `internal error near ${s['slack-bot']}`, summary: { serverInfo: { name: 'fake-result-secret-1' } } };
    const redacted = redactResult(redactor, result);
    expect(redacted.path).toBe('fake-result-secret-1.jsonl');
    expect(redacted.summary.serverInfo.name).toBe('…et-1');
    expect(redacted.findings[0].rule).toBe('parse-error');
    expect(redacted.findings[0].message).toBe('bad frame "…et-1"');
    expect(redacted.error).toBe(`internal error near ${maskSecret(s['slack-bot'])}`);
    expect(result.findings[0].message).toContain('fake-result-secret-1');
    expect(redactor.redactDeep({ a: ['fake-result-secret-1', 3, null], b: { c: 'ok' } })).toEqual({ a: ['…et-1', 3, null], b: { c: 'ok' } });
  });
});

describe('entropy', () => {
  it('tells random tokens from words, ids and paths', () => {
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
    expect(looksRandom(s['high-entropy'])).toBe(true);
    expect(looksRandom('9f86d081884c7d659a2feaa0c55ad015')).toBe(true);
    for (const ordinary of ['list_changed_notifications', '1868a90c-7c4f-4c7d-9d4f-3f2b6a1e0b55', 'https://example.com/a/b/c/d', '/usr/local/lib/node_modules', 'short1A', 'the quick brown fox jumps over']) {
      expect(looksRandom(ordinary), ordinary).toBe(false);
    }
  });
});

describe('speed', () => {
  it('redacts a 1 MB line and 10,000 messages against 1,000 learned secrets, leaving text without secrets as it is', () => {
    const random = seededRandom(5);
    const redactor = new Redactor();
    for (let i = 0; i < 1000; i += 1) redactor.learn(`fake-learned-${i}-${Math.floor(random() * 1e9)}`);
    const big = `{"data":"${Buffer.from(Array.from({ length: 750_000 }, () => Math.floor(random() * 256))).toString('base64')}"}`;
    // Speed is measured by the bench (bench/README.md), not here; this holds what the redactor gives back.
    expect(redactor.redact(big)).toBe(big);
    for (let i = 0; i < 10_000; i += 1) {
      const text = `Frame ${i}: the result of tools/call ${i} has no "content" array; add one.`;
      expect(redactor.redact(text)).toBe(text);
    }
  });
});

describe('the learned-values regex (a trie)', () => {
  it('matches exactly the learned words, the longest first, whatever characters they hold', async () => {
    const { trieSource } = await import('../../src/core/secrets/redactor.js');
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom('a', 'b', '.', '*', '(', ')', '[', '\\', '$', '|', '?', '\n', 'é') }), { minLength: 1, maxLength: 30 }), fc.string({ maxLength: 12, unit: fc.constantFrom('a', 'b', '.', '*', '(', 'c') }), (words, other) => {
        const whole = new RegExp(`^(?:${trieSource(words)})$`);
        for (const word of words) expect(whole.test(word)).toBe(true);
        expect(whole.test(other)).toBe(words.includes(other));
        const text = words[0] + other;
        const longest = words.filter((w) => text.startsWith(w)).sort((a, b) => b.length - a.length)[0];
        expect(new RegExp(trieSource(words)).exec(text)?.[0]).toBe(longest);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe('short leaves', () => {
  it('learns a credential of six characters or more under a credential name, strings and numbers alike, and nothing shorter', () => {
    const redactor = new Redactor();
    redactor.scanValue({ password: 'hunter', pin: { secret: 'abc12' }, apiKey: 98765, token: 123456, list: [{ password: 'x1y2z3' }], short: { password: 'q' } });
    // Six characters and more: masked wherever they appear.
    expect(redactor.redact('login hunter')).not.toContain('hunter');
    expect(redactor.redact('pin 123456')).not.toContain('123456');
    expect(redactor.redact('again x1y2z3')).not.toContain('x1y2z3');
    // Shorter values are too common to mask (a five-digit number, a five-letter word).
    expect(redactor.redact('port 98765 and abc12')).toBe('port 98765 and abc12');
  });
});

describe('repeated texts', () => {
  it('a text masked before a secret was learned is masked again once it is learned: nothing stale is reused', () => {
    const redactor = new Redactor();
    const line = 'connected with Zq8vR2mLp4Xw7Tn1';
    expect(redactor.redact(line)).toBe(line);
    redactor.scanValue({ password: 'Zq8vR2mLp4Xw7Tn1' });
    expect(redactor.redact(line)).not.toContain('Zq8vR2mLp4Xw7Tn1');
  });

  it('a line scanned again learns what it learned the first time, and the secrets it names stay masked', () => {
    const token = s['github-classic'];
    const line = `Authorization: Bearer ${token}`;
    const once = new Redactor();
    once.scanLine(line);
    const redactor = new Redactor();
    for (let i = 0; i < 3; i++) redactor.scanLine(line);
    expect(redactor.secrets()).toContain(token);
    expect(redactor.secrets()).toEqual(once.secrets());
    expect(redactor.redact(`again ${token}`)).not.toContain(token);
  });
});
