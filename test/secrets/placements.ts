import { seededRandom } from '../helpers/secrets-corpus.js';

/**
 * The secret placements of issue 24, shared by the in-process test (placements.test.ts) and the one
 * that runs the built CLI and Action as child processes (test/security/secrets-dist.test.ts).
 * Issue 24: synthetic secrets of every shape (gitleaks' vendor prefixes, URL passwords, Basic
 * credentials, AWS secret keys beside their key id, JWK private members, values learned by name) in
 * every position a capture can hold them (tool schema defaults and examples, stray lines, error
 * messages and data, argument values, JSON keys, result text, glued to their neighbours, URL- and
 * unicode-escaped, cut short, the capture's file name), through every output. Prints, per output,
 * how many placements were masked out of those tried, and requires all of them.
 */
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const random = seededRandom(2024);
export const chars = (n: number, alphabet = ALNUM) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');

/** A token of one shape: `text` is what is planted, `secret` the part that must not come out. */
export interface Token {
  shape: string;
  text: string;
  secret: string;
  /** Carries a vendor prefix, so it may be glued, escaped and used as a file name. */
  prefixed: boolean;
}

const SHAPES: Record<string, () => Omit<Token, 'shape'>> = {
  'github classic': () => prefixed('ghp_', `${chars(36)}`),
  'github fine-grained': () => prefixed('github_pat_', `11${chars(20)}_${chars(59)}`),
  anthropic: () => prefixed('sk-ant-api03-', `${chars(93)}AA`),
  'openai project': () => prefixed('sk-proj-', `${chars(74)}`),
  'aws key id': () => prefixed('AKIA', `${chars(16, UPPER)}`),
  slack: () => prefixed('xoxb-', `${chars(11, HEX)}-${chars(12, HEX)}-${chars(24)}`),
  'google api key': () => prefixed('AIza', `${chars(35)}`),
  'stripe secret': () => prefixed('sk_live_', `${chars(32)}`),
  'stripe restricted': () => prefixed('rk_live_', `${chars(32)}`),
  'hugging face': () => prefixed('hf_', `${chars(34, LETTERS)}`),
  npm: () => prefixed('npm_', `${chars(36)}`),
  pypi: () => prefixed('pypi-AgEIcHlwaS5vcmc', `${chars(70)}`),
  gitlab: () => prefixed('glpat-', `${chars(20)}`),
  sendgrid: () => prefixed('SG.', `${chars(22)}.${chars(43)}`),
  twilio: () => prefixed('SK', `${chars(32, HEX)}`),
  'google oauth': () => prefixed('ya29.', `${chars(60)}`),
  'digitalocean': () => prefixed('dop_v1_', `${chars(64, HEX)}`),
  'shopify': () => prefixed('shpat_', `${chars(32, HEX)}`),
  discord: () => {
    const secret = `${chars(6)}.${chars(38)}`;
    return { text: `M${chars(25)}.${secret}`, secret, prefixed: false };
  },
  'slack webhook': () => {
    const secret = `T${chars(8, UPPER)}/B${chars(8, UPPER)}/${chars(24)}`;
    return { text: `https://hooks.slack.com/services/${secret}`, secret, prefixed: false };
  },
  'postgres password': () => {
    const secret = `pw${chars(18)}`;
    return { text: `postgres://app:${secret}@db.internal:5432/app`, secret, prefixed: false };
  },
  'https userinfo': () => {
    const secret = `pw${chars(18)}`;
    return { text: `https://deploy:${secret}@registry.example.test/v2/`, secret, prefixed: false };
  },
  'basic without colon': () => {
    const secret = Buffer.from(`apikey-${chars(24)}`).toString('base64');
    return { text: `Authorization: Basic ${secret}`, secret, prefixed: false };
  },
  'aws secret beside its key id': () => {
    const secret = `${chars(18)}/${chars(10)}+${chars(10)}`;
    return { text: `AKIA${chars(16, UPPER)} ${secret}`, secret, prefixed: false };
  },
};

/** A vendor token: its fixed prefix is no secret (a mask keeps it), the rest is. */
function prefixed(prefix: string, rest: string): Omit<Token, 'shape'> {
  return { text: prefix + rest, secret: rest, prefixed: true };
}

export function token(shape: string): Token {
  return { shape, ...SHAPES[shape]() };
}

/** One secret placed somewhere: the capture line(s) holding it, and what must not leak. */
export interface Placement {
  name: string;
  secret: string;
  /** Forms of the secret that count as a leak besides its pieces (escaped forms). */
  forms?: string[];
}

export const placements: Placement[] = [];
export const message = (value: unknown) => JSON.stringify(value);
let nextId = 10;

/** The JSON-RPC positions, each a line of a JSONL capture. */
const POSITIONS: Record<string, (text: string) => string[]> = {
  'schema default': (text) => {
    const id = nextId++;
    return [
      message({ jsonrpc: '2.0', id, method: 'tools/list' }),
      message({ jsonrpc: '2.0', id, result: { tools: [{ name: `t${id}`, inputSchema: { type: 'object', properties: { endpoint: { type: 'string', default: text } } } }] } }),
    ];
  },
  'schema examples': (text) => {
    const id = nextId++;
    return [
      message({ jsonrpc: '2.0', id, method: 'tools/list' }),
      message({ jsonrpc: '2.0', id, result: { tools: [{ name: `t${id}`, inputSchema: { type: 'object', properties: { endpoint: { type: 'string', examples: [text] } } } }] } }),
    ];
  },
  'stray stdout line': (text) => [`DEBUG connecting with ${text}`],
  'error message': (text) => {
    const id = nextId++;
    return [message({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'x', arguments: {} } }), message({ jsonrpc: '2.0', id, error: { code: -32603, message: `upstream said ${text}` } })];
  },
  'error data': (text) => {
    const id = nextId++;
    return [message({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'x', arguments: {} } }), message({ jsonrpc: '2.0', id, error: { code: -32603, message: 'failed', data: { detail: text } } })];
  },
  'argument value': (text) => [message({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name: 'x', arguments: { note: text } } })],
  'JSON key': (text) => [message({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name: 'x', arguments: { [text]: 1 } } })],
  // A server's log notification: the log-credentials finding lists what it carries, masked.
  'log data': (text) => [message({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', logger: 'auth', data: { note: text } } })],
  'result text': (text) => {
    const id = nextId++;
    return [message({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'x', arguments: {} } }), message({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: `done: ${text}` }] } })];
  },
};

/** Edges a prefixed token is glued to (in result text). */
const EDGES: Record<string, (text: string) => string> = {
  'after /': (t) => `see https://example.test/keys/${t}`,
  'after a JSON \\n escape': (t) => `line one\nline two\n${t}`,
  'glued to a letter': (t) => `x${t}`,
  'followed by _': (t) => `${t}_backup`,
  'followed by -': (t) => `${t}-old`,
  'after %3D': (t) => `token%3D${t}`,
};

export const initialize = [
  message({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } }),
  message({ jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } }),
  message({ jsonrpc: '2.0', method: 'notifications/initialized' }),
];

/** The captures to write, file name -> lines. */
export const captures = new Map<string, string[]>();
/** Captures that are not JSON lines (written as they are, never prefixed by the handshake). */
const httpCaptures = new Map<string, string[]>();
const add = (file: string, lines: string[]) => captures.set(file, [...(captures.get(file) ?? [...initialize]), ...lines]);

for (const shape of Object.keys(SHAPES)) {
  for (const [position, lines] of Object.entries(POSITIONS)) {
    const t = token(shape);
    placements.push({ name: `${shape} in ${position}`, secret: t.secret });
    add(`${position.replace(/\W+/g, '-')}.jsonl`, lines(t.text));
  }
  const sample = token(shape);
  if (!sample.prefixed) continue;
  for (const [edge, glue] of Object.entries(EDGES)) {
    const t = token(shape);
    placements.push({ name: `${shape} ${edge}`, secret: t.secret });
    add('edges.jsonl', POSITIONS['result text'](glue(t.text)));
  }
  const escaped = token(shape);
  // `\u0067hp_...` in the raw JSON text: the first character written as a unicode escape.
  const unicode = `\\u${escaped.text.charCodeAt(0).toString(16).padStart(4, '0')}${escaped.text.slice(1)}`;
  placements.push({ name: `${shape} unicode-escaped`, secret: escaped.secret, forms: [unicode] });
  add('escaped.jsonl', POSITIONS['result text']('UNICODE').map((line) => line.replace('UNICODE', unicode)));
  const encoded = token(shape);
  const percent = encoded.text.replace(/[_.-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  if (percent !== encoded.text) {
    placements.push({ name: `${shape} URL-encoded`, secret: encoded.secret, forms: [percent] });
    add('escaped.jsonl', [`GET /callback?next=${percent}&state=1`]);
  }
  const named = token(shape);
  if (!/[/:]/.test(named.text) && named.text.length <= 120) {
    placements.push({ name: `${shape} in the capture's file name`, secret: named.secret });
    captures.set(`${named.text}.jsonl`, [...initialize, message({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } }), 'stray line so there is a finding']);
  }
}

// Values learned by name elsewhere in the run, then seen in other positions; and cut short.
for (const position of Object.keys(POSITIONS)) {
  const random20 = chars(20);
  const secret = `Fake-Pass-${random20}!`;
  placements.push({ name: `name-learned password in ${position}`, secret: `${random20}!` });
  add('learned.jsonl', [message({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name: 'login', arguments: { password: secret } } }), ...POSITIONS[position](secret)]);
}
{
  const secret = `Fake-Pass-${chars(30)}!`;
  placements.push({ name: 'name-learned password, body cut 20 characters in', secret: secret.slice(10, 20) });
  add('learned.jsonl', [message({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name: 'login', arguments: { password: secret } } })]);
  add('cut.jsonl', [`{"jsonrpc":"2.0","id":99,"result":{"content":[{"type":"text","text":"${secret.slice(0, 20)}`]);
}
// A password holding a quote and a backslash: written escaped in JSON text (`pa\"ss\\`), where its
// raw form does not match; learned by name, then seen in every position and in a log's data.
for (const position of Object.keys(POSITIONS)) {
  const random20 = chars(20);
  const secret = `Fake"Pass\\${random20}`;
  placements.push({ name: `password with a quote and a backslash in ${position}`, secret: random20 });
  add('escaped-password.jsonl', [message({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name: 'login', arguments: { password: secret } } }), ...POSITIONS[position](secret)]);
}
// A token split over two JSON strings, in an array and in two members.
for (const shape of ['github classic', 'stripe secret', 'gitlab']) {
  const t = token(shape);
  const cut = t.text.length - t.secret.length + 8;
  placements.push({ name: `${shape} split over two strings`, secret: t.secret });
  add('split.jsonl', [message({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name: 'x', arguments: { parts: [t.text.slice(0, cut), t.text.slice(cut)] } } })]);
}
// The Streamable HTTP session id (a bearer credential for the session), in an HTTP transcript.
{
  const sessionId = `sess-${chars(32)}`;
  placements.push({ name: 'Mcp-Session-Id header', secret: sessionId });
  const init = initialize.map((line) => JSON.parse(line) as unknown);
  const post = (headers: string[], body: unknown) => ['POST /mcp HTTP/1.1', 'Host: 127.0.0.1:3000', 'Content-Type: application/json', 'Accept: application/json, text/event-stream', ...headers, '', JSON.stringify(body), ''];
  const reply = (headers: string[], body: unknown) => ['HTTP/1.1 200 OK', 'Content-Type: application/json', ...headers, '', JSON.stringify(body), ''];
  httpCaptures.set('session.http', [
    ...post([], init[0]),
    ...reply([`Mcp-Session-Id: ${sessionId}`], init[1]),
    ...post(['MCP-Protocol-Version: 2025-06-18', `Mcp-Session-Id: ${sessionId}`], init[2]),
    'HTTP/1.1 202 Accepted',
    '',
    ...post(['MCP-Protocol-Version: 2025-06-18', `Mcp-Session-Id: ${sessionId}`], { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'x', arguments: {} } }),
    // The id learned from the header is masked where a finding quotes it (result-shape quotes `content`).
    ...reply([], { jsonrpc: '2.0', id: 5, result: { content: `resumed ${sessionId}` } }),
  ]);
}

// A JSON Web Key's private members.
for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']) {
  const secret = chars(43, `${ALNUM}_-`);
  placements.push({ name: `JWK private member ${member}`, secret });
  add('jwk.jsonl', POSITIONS['result text']('JWK').map((line) => line.replace('"done: JWK"', JSON.stringify(JSON.stringify({ kty: 'RSA', n: 'AQAB', e: 'AQAB', [member]: secret })))));
  add('jwk.jsonl', [message({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name: 'x', arguments: { key: { kty: 'oct', [member]: secret } } } })]);
}


/** The placements whose secret (or a piece of it, or an escaped form) shows in `text`. */
export function leaked(text: string): Placement[] {
  return placements.filter(({ secret, forms = [] }) => {
    if (forms.some((form) => text.includes(form))) return true;
    // Any ten characters in a row of the secret but its last four (a mask keeps those).
    const hidden = secret.length > 16 ? secret.slice(0, -4) : secret;
    for (let i = 0; i + 10 <= hidden.length; i += 3) if (text.includes(hidden.slice(i, i + 10))) return true;
    return hidden.length < 10 && text.includes(hidden);
  });
}

for (const [file, lines] of httpCaptures) captures.set(file, lines);
