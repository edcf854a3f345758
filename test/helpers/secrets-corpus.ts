/**
 * A synthetic secrets corpus, generated in code so that no token-shaped string sits in the
 * repository (secret scanners would flag it). Every token is built from a seeded generator and
 * carries FAKE or Synth in it, so anything that does leak is obviously synthetic.
 *
 * `syntheticSecrets()` gives one secret of every kind the redactor must recognise;
 * `secretCaptures()` plants them in every capture format and every position (params, results,
 * error data, headers, stray lines, unparseable frames).
 */

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const URLSAFE = `${ALNUM}_-`;
const BASE64 = `${ALNUM}+/`;

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(seed: number) {
  const random = seededRandom(seed);
  return (length: number, alphabet = ALNUM) => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random() * alphabet.length)];
    return out;
  };
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

export type SecretKind =
  | 'github-classic'
  | 'github-oauth'
  | 'github-user'
  | 'github-server'
  | 'github-refresh'
  | 'github-fine-grained'
  | 'openai'
  | 'openai-project'
  | 'anthropic'
  | 'aws-key-id'
  | 'aws-session-key-id'
  | 'aws-secret'
  | 'slack-bot'
  | 'slack-user'
  | 'google-api-key'
  | 'jwt'
  | 'private-key'
  | 'bearer-opaque'
  | 'api-key-opaque'
  | 'password'
  | 'client-secret'
  | 'refresh-token'
  | 'session-cookie'
  | 'set-cookie'
  | 'oauth-code'
  | 'code-verifier'
  | 'high-entropy';

/** One synthetic secret of every kind, deterministic for a seed. */
export function syntheticSecrets(seed = 7): Record<SecretKind, string> {
  const chars = generator(seed);
  const github = (prefix: string) => `${prefix}Synth${chars(31)}`;
  const pemBody = Array.from({ length: 5 }, (_, i) => (i === 0 ? `FAKEKEY${chars(57, BASE64)}` : chars(64, BASE64))).join('\n');
  return {
    'github-classic': github('ghp_'),
    'github-oauth': github('gho_'),
    'github-user': github('ghu_'),
    'github-server': github('ghs_'),
    'github-refresh': github('ghr_'),
    'github-fine-grained': `github_pat_11FAKESYNTH${chars(12)}_${chars(59)}`,
    openai: `sk-FAKE${chars(44)}1`,
    'openai-project': `sk-proj-FAKE_${chars(70, URLSAFE)}`,
    anthropic: `sk-ant-api03-FAKE-${chars(82, URLSAFE)}AA`,
    'aws-key-id': `AKIAFAKE${chars(12, UPPER_DIGITS)}`,
    'aws-session-key-id': `ASIAFAKE${chars(12, UPPER_DIGITS)}`,
    'aws-secret': `FAKE${chars(36, BASE64)}`,
    'slack-bot': `xoxb-${chars(12, '0123456789')}-${chars(12, '0123456789')}-FAKE${chars(20)}`,
    'slack-user': `xoxp-${chars(12, '0123456789')}-${chars(12, '0123456789')}-FAKE${chars(28)}`,
    'google-api-key': `AIzaFAKE${chars(31, URLSAFE)}`,
    jwt: `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(`{"sub":"synthetic-fake-user","jti":"${chars(16)}","iat":1700000000}`)}.FAKE${chars(39, URLSAFE)}`,
    'private-key': `-----BEGIN PRIVATE KEY-----\n${pemBody}\n-----END PRIVATE KEY-----`,
    'bearer-opaque': `FAKE${chars(36, `${ALNUM}-._~`)}`,
    'api-key-opaque': `fake-${chars(32)}`,
    password: `Fake-Pass-${chars(8)}!`,
    'client-secret': `fake_cs_${chars(30)}`,
    'refresh-token': `fake-rt-${chars(40)}`,
    'session-cookie': `FAKEsid${chars(32)}`,
    'set-cookie': `FAKEset${chars(32)}`,
    'oauth-code': `FAKEcode${chars(20)}`,
    'code-verifier': `fake-verifier-${chars(43, URLSAFE)}`,
    'high-entropy': `FakeHi${chars(34)}`,
  };
}

/** Where in a capture a secret sits. */
export type Position = 'params' | 'result' | 'error-data' | 'headers' | 'stray-line' | 'unparseable-frame' | 'url';

export interface SecretCapture {
  /** Name of the capture, for test titles. */
  name: string;
  /** The capture format it is written in (a reader name, or `jsonl-marked` / `http-trace`). */
  format: string;
  fileName: string;
  text: string;
  /** Every secret value planted in the text. */
  planted: string[];
  /** The positions this capture puts secrets in. */
  positions: Position[];
}

interface Exchange {
  sender: 'client' | 'server';
  message: Record<string, unknown>;
}

/** The JSON-RPC traffic every capture carries; secrets in params, results and error data. */
function session(s: Record<SecretKind, string>): Exchange[] {
  return [
    {
      sender: 'client',
      message: {
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'synthetic-client', version: '1.0.0' } },
      },
    },
    {
      sender: 'server',
      message: {
        jsonrpc: '2.0',
        id: 0,
        result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'synthetic-server', version: '1.0.0' } },
      },
    },
    { sender: 'client', message: { jsonrpc: '2.0', method: 'notifications/initialized' } },
    {
      sender: 'client',
      message: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: {
          name: 'deploy',
          arguments: {
            apiKey: s.openai,
            password: s.password,
            config: { upstream: { access_token: s['github-server'], auth: { client_secret: s['client-secret'] } } },
            headers: { Authorization: `Bearer ${s['bearer-opaque']}` },
            env: { GITHUB_TOKEN: s['github-classic'], AWS_SECRET_ACCESS_KEY: s['aws-secret'] },
            sessionKey: s['high-entropy'],
            note: `use ${s['openai-project']} for the project`,
          },
          _meta: { progressToken: 'progress-1' },
        },
      },
    },
    {
      sender: 'server',
      message: {
        jsonrpc: '2.0',
        id: 1,
        result: {
          content: [
            { type: 'text', text: `Deployed with ${s['aws-key-id']} and notified ${s['slack-bot']}` },
            { type: 'text', text: JSON.stringify({ refresh_token: s['refresh-token'], id_token: s.jwt }) },
          ],
          structuredContent: { session: { temporaryKeyId: s['aws-session-key-id'], webhook: `slack ${s['slack-user']}` } },
        },
      },
    },
    {
      sender: 'client',
      message: { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'sign', arguments: { document: 'readme.md' } } },
    },
    {
      sender: 'server',
      message: {
        jsonrpc: '2.0',
        id: 2,
        error: {
          code: -32603,
          message: `upstream rejected key ${s.anthropic}`,
          data: { private_key: s['private-key'], request: `GET /maps?key=${s['google-api-key']}` },
        },
      },
    },
  ];
}

/** A non-protocol line: a server's debug output with secrets in plain text. */
function strayLine(s: Record<SecretKind, string>): string {
  return `DEBUG starting with GITHUB_TOKEN=${s['github-oauth']} user token ${s['github-user']}`;
}

/** An OAuth token exchange written to the log (form-encoded, not JSON-RPC). */
function oauthLine(s: Record<SecretKind, string>): string {
  return `POST /oauth/token grant_type=authorization_code&code=${s['oauth-code']}&code_verifier=${s['code-verifier']}&redirect_uri=http%3A%2F%2Flocalhost%3A8090%2Fcallback`;
}

/** A message cut off mid-line: not valid JSON. */
function brokenFrame(s: Record<SecretKind, string>): string {
  return `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"push","arguments":{"token":"${s['github-refresh']}","pat":"${s['github-fine-grained']}"`;
}

const ALL_POSITIONS_STDIO: Position[] = ['params', 'result', 'error-data', 'stray-line', 'unparseable-frame'];

function jsonl(s: Record<SecretKind, string>, marked: boolean): string {
  const lines = session(s).map((e) => `${marked ? (e.sender === 'client' ? '> ' : '< ') : ''}${JSON.stringify(e.message)}`);
  lines.splice(2, 0, strayLine(s), oauthLine(s));
  lines.push(`${marked ? '> ' : ''}${brokenFrame(s)}`);
  return `${lines.join('\n')}\n`;
}

function prettyJson(s: Record<SecretKind, string>): string {
  return `${JSON.stringify(
    session(s).map((e) => e.message),
    null,
    2,
  )}\n`;
}

function contentLength(s: Record<SecretKind, string>): string {
  const block = (body: string) => `Content-Length: ${Buffer.byteLength(body, 'utf8')}\r\n\r\n${body}`;
  const parts = session(s).map((e) => block(JSON.stringify(e.message)));
  parts.splice(2, 0, `${strayLine(s)}\r\n`, `${oauthLine(s)}\r\n`);
  parts.push(block(brokenFrame(s)));
  return parts.join('');
}

function sse(s: Record<SecretKind, string>): string {
  const events = session(s)
    .filter((e) => e.sender === 'server')
    .map((e, i) => `event: message\nid: ${i + 1}\ndata: ${JSON.stringify(e.message)}\n\n`);
  events.unshift(`event: endpoint\ndata: /messages?sessionId=9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d&access_token=${s['bearer-opaque']}\n\n`);
  events.splice(2, 0, `: ${strayLine(s)}\n\n`, `: ${oauthLine(s)}\n\n`);
  events.push(`event: message\ndata: ${brokenFrame(s)}\n\n`);
  return events.join('');
}

function requestHeaders(s: Record<SecretKind, string>): [string, string][] {
  return [
    ['Host', 'localhost:3000'],
    ['Authorization', `Bearer ${s.jwt}`],
    ['x-api-key', s['api-key-opaque']],
    ['Cookie', `session=${s['session-cookie']}; theme=dark`],
    ['Content-Type', 'application/json'],
    ['Accept', 'application/json, text/event-stream'],
    ['Mcp-Protocol-Version', '2025-06-18'],
  ];
}

function responseHeaders(s: Record<SecretKind, string>): [string, string][] {
  return [
    ['Content-Type', 'text/event-stream'],
    ['Set-Cookie', `sid=${s['set-cookie']}; Path=/; HttpOnly; Secure`],
    ['Mcp-Session-Id', '1868a90c-7c4f-4c7d-9d4f-3f2b6a1e0b55'],
  ];
}

function curlVerbose(s: Record<SecretKind, string>): string {
  const exchanges = session(s);
  const out: string[] = [];
  for (let i = 0; i < exchanges.length; i += 1) {
    const request = exchanges[i];
    if (request.sender !== 'client') continue;
    const response = exchanges[i + 1]?.sender === 'server' ? exchanges[i + 1] : undefined;
    const body = JSON.stringify(request.message);
    out.push(`curl -v -X POST 'http://localhost:3000/mcp?api_key=${s['api-key-opaque']}' \\`);
    for (const [name, value] of requestHeaders(s)) out.push(`  -H "${name}: ${value}" \\`);
    out.push(`  -d '${body}'`);
    out.push('*   Trying 127.0.0.1:3000...', '* Connected to localhost (127.0.0.1) port 3000');
    out.push(`> POST /mcp?api_key=${s['api-key-opaque']} HTTP/1.1`);
    for (const [name, value] of requestHeaders(s)) out.push(`> ${name}: ${value}`);
    out.push(`> Content-Length: ${Buffer.byteLength(body)}`, '>');
    out.push(`< HTTP/1.1 ${response ? 200 : 202} ${response ? 'OK' : 'Accepted'}`);
    for (const [name, value] of responseHeaders(s)) out.push(`< ${name}: ${value}`);
    out.push('<');
    if (response) out.push('event: message', `data: ${JSON.stringify(response.message)}`, '');
    out.push('* Connection #0 to host localhost left intact');
  }
  out.push(strayLine(s), oauthLine(s));
  out.push('< HTTP/1.1 200 OK', '< Content-Type: application/json', '<', brokenFrame(s));
  return `${out.join('\n')}\n`;
}

function httpTrace(s: Record<SecretKind, string>): string {
  const out: string[] = [];
  for (const exchange of session(s)) {
    const body = JSON.stringify(exchange.message, null, 2);
    if (exchange.sender === 'client') {
      out.push('POST /mcp HTTP/1.1');
      for (const [name, value] of requestHeaders(s)) out.push(`${name.toLowerCase()}: ${value}`);
    } else {
      out.push('HTTP/1.1 200 OK');
      for (const [name, value] of responseHeaders(s)) out.push(`${name.toLowerCase()}: ${value}`);
    }
    out.push(`content-length: ${Buffer.byteLength(body)}`, '', body, '');
  }
  out.push(strayLine(s), '', 'POST /mcp HTTP/1.1', 'content-type: application/json', '', brokenFrame(s), '');
  return out.join('\n');
}

function har(s: Record<SecretKind, string>): string {
  const exchanges = session(s);
  const entries: unknown[] = [];
  const headers = (pairs: [string, string][]) => pairs.map(([name, value]) => ({ name, value }));
  for (let i = 0; i < exchanges.length; i += 1) {
    const request = exchanges[i];
    if (request.sender !== 'client') continue;
    const response = exchanges[i + 1]?.sender === 'server' ? exchanges[i + 1] : undefined;
    entries.push({
      startedDateTime: `2025-06-20T10:00:0${i}.000Z`,
      time: 12,
      request: {
        method: 'POST',
        url: `http://localhost:3000/mcp?api_key=${s['api-key-opaque']}`,
        httpVersion: 'HTTP/1.1',
        headers: headers(requestHeaders(s)),
        queryString: [{ name: 'api_key', value: s['api-key-opaque'] }],
        cookies: [{ name: 'session', value: s['session-cookie'] }],
        postData: { mimeType: 'application/json', text: JSON.stringify(request.message) },
        headersSize: -1,
        bodySize: -1,
      },
      response: {
        status: response ? 200 : 202,
        statusText: response ? 'OK' : 'Accepted',
        httpVersion: 'HTTP/1.1',
        headers: headers(responseHeaders(s)),
        cookies: [{ name: 'sid', value: s['set-cookie'], path: '/', httpOnly: true }],
        content: response ? { size: -1, mimeType: 'application/json', text: JSON.stringify(response.message) } : { size: 0, mimeType: 'text/plain' },
        redirectURL: '',
        headersSize: -1,
        bodySize: -1,
      },
      cache: {},
      timings: { send: 1, wait: 10, receive: 1 },
    });
  }
  entries.push({
    startedDateTime: '2025-06-20T10:00:09.000Z',
    time: 20,
    request: {
      method: 'POST',
      url: 'https://auth.example.test/oauth/token',
      httpVersion: 'HTTP/1.1',
      headers: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' }],
      queryString: [],
      cookies: [],
      postData: {
        mimeType: 'application/x-www-form-urlencoded',
        params: [
          { name: 'grant_type', value: 'authorization_code' },
          { name: 'code', value: s['oauth-code'] },
          { name: 'code_verifier', value: s['code-verifier'] },
        ],
        text: oauthLine(s).replace(/^POST \/oauth\/token /, ''),
      },
      headersSize: -1,
      bodySize: -1,
    },
    response: {
      status: 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      headers: [],
      cookies: [],
      content: { size: -1, mimeType: 'application/json', text: JSON.stringify({ access_token: s['github-oauth'], token_type: 'Bearer', refresh_token: s['github-user'] }) },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 1, wait: 18, receive: 1 },
  });
  entries.push({
    startedDateTime: '2025-06-20T10:00:10.000Z',
    time: 5,
    request: { method: 'POST', url: 'http://localhost:3000/mcp', httpVersion: 'HTTP/1.1', headers: [], queryString: [], cookies: [], postData: { mimeType: 'application/json', text: brokenFrame(s) }, headersSize: -1, bodySize: -1 },
    response: { status: 400, statusText: 'Bad Request', httpVersion: 'HTTP/1.1', headers: [], cookies: [], content: { size: 0, mimeType: 'text/plain' }, redirectURL: '', headersSize: -1, bodySize: -1 },
    cache: {},
    timings: { send: 1, wait: 3, receive: 1 },
  });
  return `${JSON.stringify({ log: { version: '1.2', creator: { name: 'synthetic', version: '1' }, entries } }, null, 2)}\n`;
}

function claudeLog(s: Record<SecretKind, string>): string {
  const at = (n: number) => `2025-06-20T10:00:${String(n).padStart(2, '0')}.000Z [synthetic] [info]`;
  const out: string[] = [
    `${at(0)} Initializing server... { metadata: undefined }`,
    `${at(1)} Using MCP server command: npx with args and path: {`,
    '  metadata: {',
    '    args: [',
    "      'mcp-remote',",
    "      '--header',",
    `      'Authorization:Bearer \${${s['bearer-opaque']}}',`,
    "      'http://localhost:3000/mcp',",
    '      [length]: 4',
    '    ],',
    `    env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${s['github-classic']}', SLACK_BOT_TOKEN: '${s['slack-bot']}' }`,
    '  }',
    '} %o',
    `${at(2)} Server started and connected successfully { metadata: undefined }`,
  ];
  let n = 3;
  for (const e of session(s)) {
    out.push(`${at(n)} Message from ${e.sender}: ${JSON.stringify(e.message)} { metadata: undefined }`);
    n += 1;
    if (n === 5) {
      out.push(`[4242] Using custom headers: {"x-api-key":"${s['api-key-opaque']}"}`);
      out.push(strayLine(s), oauthLine(s));
    }
  }
  out.push(`${at(n)} Message from client: ${brokenFrame(s)} { metadata: undefined }`);
  out.push('-----BEGIN PRIVATE KEY-----', ...s['private-key'].split('\n').slice(1, -1), '-----END PRIVATE KEY-----');
  return `${out.join('\n')}\n`;
}

function txtar(s: Record<SecretKind, string>): string {
  const out = ['Synthetic conformance fixture with secrets.', ''];
  for (const e of session(s)) out.push(`-- ${e.sender} --`, JSON.stringify(e.message, null, 2));
  out.push('-- client --', brokenFrame(s), strayLine(s));
  return `${out.join('\n')}\n`;
}

function cassette(s: Record<SecretKind, string>): string {
  const exchanges = session(s);
  const interactions: unknown[] = [];
  for (let i = 0; i < exchanges.length; i += 1) {
    if (exchanges[i].sender !== 'client') continue;
    const response = exchanges[i + 1]?.sender === 'server' ? exchanges[i + 1].message : null;
    interactions.push({ type: response ? 'jsonrpc_request' : 'notification', request: exchanges[i].message, response, response_status: response ? 200 : 202 });
  }
  return `${JSON.stringify({ version: '1.0', metadata: { server_url: `http://127.0.0.1:8000/?token=${s['api-key-opaque']}` }, interactions }, null, 2)}\n`;
}

/** Every planted value in `text` (the corpus plants a subset per format). */
function plantedIn(text: string, s: Record<SecretKind, string>): string[] {
  const forms = (value: string) => [value, JSON.stringify(value).slice(1, -1), JSON.stringify(JSON.stringify(value)).slice(3, -3)];
  return Object.values(s).filter((value) => forms(value).some((form) => text.includes(form)) || value.split('\n').every((line) => text.includes(line)));
}

/** The secrets corpus: one capture per format, secrets in every position that format has. */
export function secretCaptures(seed = 7): SecretCapture[] {
  const s = syntheticSecrets(seed);
  const captures: Omit<SecretCapture, 'planted'>[] = [
    { name: 'jsonl', format: 'jsonl', fileName: 'secrets.jsonl', text: jsonl(s, false), positions: ALL_POSITIONS_STDIO },
    { name: 'marked jsonl', format: 'jsonl-marked', fileName: 'secrets-marked.jsonl', text: jsonl(s, true), positions: ALL_POSITIONS_STDIO },
    { name: 'pretty json', format: 'json', fileName: 'secrets.json', text: prettyJson(s), positions: ['params', 'result', 'error-data'] },
    { name: 'content-length', format: 'content-length', fileName: 'secrets.lsp', text: contentLength(s), positions: ALL_POSITIONS_STDIO },
    { name: 'sse', format: 'sse', fileName: 'secrets.sse', text: sse(s), positions: ['result', 'error-data', 'stray-line', 'unparseable-frame', 'url'] },
    { name: 'curl -v', format: 'http', fileName: 'secrets-curl.txt', text: curlVerbose(s), positions: [...ALL_POSITIONS_STDIO, 'headers', 'url'] },
    { name: 'http trace', format: 'http-trace', fileName: 'secrets-trace.txt', text: httpTrace(s), positions: [...ALL_POSITIONS_STDIO, 'headers'] },
    { name: 'har', format: 'har', fileName: 'secrets.har', text: har(s), positions: ['params', 'result', 'error-data', 'headers', 'unparseable-frame', 'url'] },
    { name: 'claude desktop log', format: 'claude-log', fileName: 'mcp-server-synthetic.log', text: claudeLog(s), positions: ALL_POSITIONS_STDIO },
    { name: 'txtar', format: 'txtar', fileName: 'secrets.txtar', text: txtar(s), positions: ALL_POSITIONS_STDIO },
    { name: 'cassette', format: 'cassette', fileName: 'secrets-cassette.json', text: cassette(s), positions: ['params', 'result', 'error-data', 'url'] },
  ];
  return captures.map((capture) => ({ ...capture, planted: plantedIn(capture.text, s) }));
}
