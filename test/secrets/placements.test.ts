import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAction, type ActionContext, type ActionIo } from '../../src/action/action.js';
import type { GitHubPort } from '../../src/action/github.js';
import { runCheck, type RunOptions } from '../../src/app/run.js';
import { explain } from '../../src/cli/explain.js';
import { createStyle } from '../../src/cli/style.js';
import { Redactor, worthRegistering } from '../../src/core/secrets/index.js';
import { formatGithubCommands, formatHtml, formatJson, formatMarkdown, formatSarif, formatText } from '../../src/report/index.js';
import { seededRandom } from '../helpers/secrets-corpus.js';

/**
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
const chars = (n: number, alphabet = ALNUM) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');

/** A token of one shape: `text` is what is planted, `secret` the part that must not come out. */
interface Token {
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

function token(shape: string): Token {
  return { shape, ...SHAPES[shape]() };
}

/** One secret placed somewhere: the capture line(s) holding it, and what must not leak. */
interface Placement {
  name: string;
  secret: string;
  /** Forms of the secret that count as a leak besides its pieces (escaped forms). */
  forms?: string[];
}

const placements: Placement[] = [];
const message = (value: unknown) => JSON.stringify(value);
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

const initialize = [
  message({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } }),
  message({ jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } }),
  message({ jsonrpc: '2.0', method: 'notifications/initialized' }),
];

const captures = new Map<string, string[]>();
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
// A JSON Web Key's private members.
for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']) {
  const secret = chars(43, `${ALNUM}_-`);
  placements.push({ name: `JWK private member ${member}`, secret });
  add('jwk.jsonl', POSITIONS['result text']('JWK').map((line) => line.replace('"done: JWK"', JSON.stringify(JSON.stringify({ kty: 'RSA', n: 'AQAB', e: 'AQAB', [member]: secret })))));
  add('jwk.jsonl', [message({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name: 'x', arguments: { key: { kty: 'oct', [member]: secret } } } })]);
}

const dir = mkdtempSync(join(tmpdir(), 'mcl-placements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const [file, lines] of captures) writeFileSync(join(dir, file), `${lines.join('\n')}\n`);
const files = [...captures.keys()];

/** The placements whose secret (or a piece of it, or an escaped form) shows in `text`. */
function leaked(text: string): Placement[] {
  return placements.filter(({ secret, forms = [] }) => {
    if (forms.some((form) => text.includes(form))) return true;
    // Any ten characters in a row of the secret but its last four (a mask keeps those).
    const hidden = secret.length > 16 ? secret.slice(0, -4) : secret;
    for (let i = 0; i + 10 <= hidden.length; i += 3) if (text.includes(hidden.slice(i, i + 10))) return true;
    return hidden.length < 10 && text.includes(hidden);
  });
}

const options = (extra: Partial<RunOptions> = {}): RunOptions => ({ cwd: dir, captures: files, revision: 'auto', mode: 'check', failOn: 'error', timeline: true, ...extra });

describe(`secrets in every shape and position (${placements.length} placements)`, () => {
  const table: { output: string; masked: string; leaked: string }[] = [];
  const check = (output: string, text: string) => {
    const found = leaked(text);
    if (process.env.MCL_SHOW_LEAKS) for (const p of found.slice(0, 40)) { const hidden = p.secret.length > 16 ? p.secret.slice(0, -4) : p.secret; let at = -1; for (let i = 0; at < 0 && i + 10 <= hidden.length; i += 3) at = text.indexOf(hidden.slice(i, i + 10)); for (const f of p.forms ?? []) if (at < 0) at = text.indexOf(f); console.log(output, '|', p.name, '|', JSON.stringify(text.slice(Math.max(0, at - 60), at + 80))); }
    table.push({ output, masked: `${placements.length - found.length} of ${placements.length}`, leaked: found.slice(0, 3).map((p) => p.name).join('; ') });
    return found.map((p) => p.name);
  };

  it('plants a few hundred placements, and the run learns and quotes them', async () => {
    expect(placements.length).toBeGreaterThan(250);
    const result = await runCheck(options());
    expect(result.files.flatMap((f) => f.findings).length).toBeGreaterThan(20);
  });

  it('every report the CLI and the Action write', async () => {
    const result = await runCheck(options());
    const leaks = [
      ...check('text', formatText(result)),
      ...check('json', formatJson(result)),
      ...check('sarif', formatSarif(result)),
      ...check('markdown comment', formatMarkdown(result, { target: 'comment' })),
      ...check('markdown summary', formatMarkdown(result, { target: 'summary' })),
      ...check('annotations', formatGithubCommands(result, { maxAnnotations: 1000 })),
      ...check('html', formatHtml(result)),
    ];
    expect(leaks).toEqual([]);
  });

  it('expectation files written by update mode', async () => {
    const updateDir = mkdtempSync(join(tmpdir(), 'mcl-placements-update-'));
    try {
      for (const [file, lines] of captures) writeFileSync(join(updateDir, file), `${lines.join('\n')}\n`);
      const result = await runCheck(options({ cwd: updateDir, mode: 'update' }));
      expect(result.updated.length).toBeGreaterThan(5);
      const written = readdirSync(updateDir).filter((name) => name.endsWith('.expected.yaml'));
      expect(check('expectation files', written.map((name) => readFileSync(join(updateDir, name), 'utf8')).join('\n'))).toEqual([]);
    } finally {
      rmSync(updateDir, { recursive: true, force: true });
    }
  });

  it('explain, capture by capture', async () => {
    const plain = createStyle(false);
    const outputs: string[] = [];
    for (const [file, lines] of captures) outputs.push((await explain(`${lines.join('\n')}\n`, { name: file, revision: 'auto', style: plain })).output);
    expect(check('explain', outputs.join('\n'))).toEqual([]);
  });

  it('the Action in process: its log, annotations, summary and pull request comment', async () => {
    const log: string[] = [];
    const comments: string[] = [];
    const inputs: Record<string, string> = { captures: files.join('\n'), revision: 'auto', mode: 'check', 'fail-on': 'error', comment: 'always', 'github-token': 'x', 'max-annotations': '50', 'working-directory': '.' };
    const io: ActionIo = {
      getInput: (name: string) => inputs[name] ?? '',
      getMultilineInput: (name: string) => (inputs[name] ?? '').split('\n'),
      annotate: (a) => log.push(JSON.stringify(a)),
      info: (m) => log.push(m),
      warning: (m) => log.push(m),
      debug: (m) => log.push(m),
      setOutput: (n, v) => log.push(`${n}=${v}`),
      setSecret: () => undefined,
      setFailed: (m) => log.push(m),
      writeSummary: async (md) => void log.push(md),
    };
    const author = { login: 'github-actions[bot]', type: 'Bot' };
    const github = (): GitHubPort => ({
      listIssueComments: async () => ({ comments: [], hasNext: false }),
      createIssueComment: async (_n, body) => (comments.push(body), { id: 1, body, author }),
      updateIssueComment: async (id, body) => (comments.push(body), { id, body, author }),
      deleteIssueComment: async () => undefined,
      setCommentMinimized: async () => undefined,
      viewerLogin: async () => 'github-actions',
    });
    const context: ActionContext = { workspace: dir, eventName: 'pull_request', payload: { pull_request: { number: 7, head: { sha: 'abc' } } }, repository: { owner: 'o', repo: 'r' }, sha: 'abc', serverUrl: 'https://github.com', job: 'lint' };
    await runAction({ io, context, github, loadConfig: async () => ({ config: {} }) });
    expect(comments.length).toBeGreaterThan(0);
    expect(check('action log, annotations and summary', log.join('\n'))).toEqual([]);
    expect(check('action comment', comments.join('\n'))).toEqual([]);
  });

  it('prints the table: masked placements out of those tried, per output', () => {
    console.table(table);
    expect(table.length).toBeGreaterThanOrEqual(11);
    expect(table.every((row) => row.leaked === '')).toBe(true);
  });
});

describe('registering masks with the runner', () => {
  const PLAIN = ['failed', 'captures', 'warning', 'success', 'github.com', '/home/runner', '2025-06-18', 'refs/heads/main', 'ubuntu-latest', 'mcp-capture-lint', 'initialize'];

  it('registers credentials, never plain words learned under a credential name', () => {
    const redactor = new Redactor();
    for (const word of PLAIN) redactor.scanValue({ password: word });
    const real = `Fake-Pass-${chars(12)}9`;
    redactor.scanValue({ password: real, token: token('gitlab').text });
    expect(redactor.secrets()).toEqual(expect.arrayContaining(PLAIN.filter((w) => w.length >= 6)));
    expect(redactor.registrableSecrets()).toEqual(expect.arrayContaining([real]));
    for (const word of PLAIN) expect(worthRegistering(word), word).toBe(false);
    // Still masked in this tool's own outputs.
    expect(redactor.redact('{"password": "failed"}')).not.toContain('failed');
  });

  it('the built Action (dist) adds masks for a token under `password`, and for none of 11 plain words', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mcl-add-mask-'));
    try {
      const workspace = join(root, 'ws');
      mkdirSync(workspace, { recursive: true });
      const real = `Fake-Pass-${chars(16)}7`;
      const lines = [...initialize, message({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x', arguments: { password: real } } })];
      for (const word of PLAIN) lines.push(message({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name: 'x', arguments: { password: word } } }));
      writeFileSync(join(workspace, 'words.jsonl'), `${lines.join('\n')}\n`);
      writeFileSync(join(root, 'event.json'), '{}');
      writeFileSync(join(root, 'output'), '');
      writeFileSync(join(root, 'summary'), '');
      const entry = join(new URL('../..', import.meta.url).pathname, 'dist/index.js');
      expect(existsSync(entry)).toBe(true);
      const child = spawn(process.execPath, [entry], {
        cwd: workspace,
        env: {
          PATH: process.env.PATH ?? '',
          GITHUB_ACTIONS: 'true',
          GITHUB_EVENT_NAME: 'push',
          GITHUB_EVENT_PATH: join(root, 'event.json'),
          GITHUB_WORKSPACE: workspace,
          GITHUB_OUTPUT: join(root, 'output'),
          GITHUB_STEP_SUMMARY: join(root, 'summary'),
          GITHUB_REPOSITORY: 'o/r',
          GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
          GITHUB_JOB: 'lint',
          GITHUB_SERVER_URL: 'https://github.com',
          INPUT_CAPTURES: 'words.jsonl',
          INPUT_COMMENT: 'off',
          'INPUT_FAIL-ON': 'never',
        },
      });
      let stdout = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stdout += d));
      const code = await new Promise((resolve) => child.on('close', resolve));
      if (process.env.MCL_SHOW_LEAKS) console.log(code, stdout);
      const masks = stdout.split('\n').filter((line) => line.startsWith('::add-mask::')).map((line) => line.slice('::add-mask::'.length));
      expect(masks).toContain(real);
      for (const word of PLAIN) expect(masks, word).not.toContain(word);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
