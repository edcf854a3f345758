import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { expectationPathFor, parseExpectations } from '../../src/golden/expectations.js';
import { captureFiles, corpusRevision, repoRoot } from '../helpers/corpus.js';
import { CLI } from '../cli/run-cli.js';

/**
 * "A verdict no capture can forge" (issue 24): text put in front of a failing capture (a line that
 * flips format detection to another reader, a lying Content-Length, an opening bracket) or around
 * it (a txtar comment) must never turn its errors into a clean result. Each failing capture of the
 * corpus (an expectation file with an error in it) is tried with generated prefixes; the result
 * must still hold an error (the capture's own, or one saying where its messages were set aside).
 * PREFIX_RUNS=2000 goes further on demand.
 */
const RUNS = Number(process.env.PREFIX_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);

interface Failing {
  name: string;
  text: string;
  revision: ReturnType<typeof corpusRevision>;
}

const failing: Failing[] = captureFiles(`${repoRoot}corpus`).flatMap((file) => {
  let expected;
  try {
    expected = parseExpectations(readFileSync(expectationPathFor(file), 'utf8')).findings;
  } catch {
    return [];
  }
  if (!expected.some((f) => f.severity === 'error')) return [];
  return [{ name: relative(repoRoot, file), text: readFileSync(file, 'utf8'), revision: corpusRevision(file) }];
});

/** Lines that make one reader or another claim the file, or that open something that could swallow the rest. */
const prefixLine: fc.Arbitrary<string> = fc.oneof(
  fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(99999999, 1e12, 2 ** 53 - 1)).map((n) => `Content-Length: ${n}`),
  fc.constantFrom('HTTP/1.1 200 OK', '< HTTP/1.1 200 OK', 'POST /mcp HTTP/1.1', '> POST /mcp HTTP/1.1', 'GET /sse HTTP/1.1'),
  fc.constantFrom('Content-Type: text/plain', 'Content-Type: application/json', 'Content-Type: text/event-stream', '< Content-Type: text/html', '<', '>'),
  fc.constantFrom('data: x', 'data: {', 'event: message', 'event: endpoint', 'id: 1', ': comment', 'retry: 10'),
  fc.stringMatching(/^[a-z]{1,8}$/).map((name) => `-- ${name} --`),
  fc.constantFrom('{"log":{"version":"1.2","entries":[', '{', '[', '{"interactions":[', '"', '["', '{"a":"', '[{'),
  fc.constantFrom('2025-01-01T00:00:00.000Z [info] [srv] Initializing server...', '2025-01-01T00:00:00.000Z [srv] [info] Message from client: {'),
  fc.constantFrom('*   Trying 127.0.0.1:8080...', '* Connected', "curl -v http://localhost/mcp -d '", '```', '```json', '# notes', 'STDIN:', 'client -> server:'),
  fc.constantFrom('', ' ', '\t'),
);
const prefix = fc.array(prefixLine, { minLength: 1, maxLength: 4 }).map((lines) => `${lines.join('\n')}\n`);

async function errorsOf(name: string, text: string, revision: Failing['revision']): Promise<{ errors: number; error?: string; format?: string; rules: string[] }> {
  const result = await checkCapture({ path: basename(name), text }, { revision });
  const errors = result.findings.filter((f) => f.severity === 'error');
  return { errors: errors.length, error: result.error, format: result.format, rules: result.findings.map((f) => `${f.rule}@${f.line}:${f.severity}`) };
}

describe('no prefix turns a failing capture into a passing one', () => {
  it('has failing captures of several formats to start from', () => {
    expect(failing.length).toBeGreaterThan(50);
    expect(new Set(failing.map((f) => f.name.split('.').pop())).size).toBeGreaterThan(3);
  });

  it('every failing capture keeps an error with generated prefixes in front of it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...failing), prefix, async (capture, head) => {
        const seen = await errorsOf(capture.name, head + capture.text, capture.revision);
        if (seen.errors === 0 && seen.error === undefined) {
          throw new Error(`${capture.name} with prefix ${JSON.stringify(head)} read as ${seen.format}: no error left (${seen.rules.join(', ')})`);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 120_000);

  it('a failing session moved into a txtar comment, or into a section that is not traffic, is an error naming its lines', async () => {
    const jsonl = failing.filter((f) => f.name.endsWith('.jsonl'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...jsonl), fc.constantFrom('', '-- notes --\n', '-- tools --\n'), async (capture, section) => {
        const text = `${section}${capture.text}-- client --\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- server --\n{"jsonrpc":"2.0","id":1,"result":{}}\n`;
        const result = await checkCapture({ path: 'moved.txtar', text }, { revision: capture.revision });
        const setAside = result.findings.filter((f) => f.rule === 'messages-set-aside');
        expect(result.format).toBe('txtar');
        expect(setAside).toHaveLength(1);
        // The finding points at the first line that looks like a message (a recorder's file may open
        // with an envelope of its own, such as mcp-scope's `connect` event).
        const firstMessageLine = capture.text.split('\n').findIndex((line) => line.includes('"jsonrpc"')) + 1;
        expect(setAside[0]).toMatchObject({ severity: 'error', line: firstMessageLine + (section ? 1 : 0) });
        expect(setAside[0].message).toMatch(section ? /of the -- (notes|tools) -- section/ : /of the txtar comment/);
      }),
      { numRuns: 40, seed: SEED },
    );
  }, 120_000);
});

describe('each hole the prefixes found, closed', () => {
  const INIT = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
  const BAD = '{"jsonrpc":"1.0","id":2,"method":"tools/list"}';
  const session = `${INIT}\n${BAD}\n`;
  const cases: Array<[string, string, string, string]> = [
    // [what, file name, text, a finding that must be there: rule@line:severity]
    ['a curl status line with no blank line after it: the lines after it are its body', 'a.txt', `< HTTP/1.1 200 OK\n${session}`, 'jsonrpc-version@3:error'],
    ['a text/plain body holding messages', 'a.http', `HTTP/1.1 200 OK\nContent-Type: text/plain\n\n${session}`, 'messages-set-aside@4:error'],
    ['marked lines where no request or response head is open', 'a.txt', `< HTTP/1.1 200 OK\nContent-Length: 0\n> ${INIT}\n> ${BAD}\n`, 'messages-set-aside@3:error'],
    ['a HAR document after a curl request line (its messages escaped in strings)', 'a.txt', `> POST /mcp HTTP/1.1\n{"log":{"entries":[{"request":{"postData":{"text":${JSON.stringify(BAD)}}}}]}}\n`, 'messages-set-aside@2:error'],
    ['an opening `{` that swallows the messages after it', 'a.txt', `{\n> ${INIT}\n> ${BAD}\n`, 'messages-set-aside@1:error'],
    ['stray text inside an array opened by `[`', 'a.txt', `[\n${INIT},\nServer started\n${INIT}\n`, 'stray-output@3:error'],
    ['Claude log lines in front of a session', 'a.log', `2025-01-01T00:00:00.000Z [info] [srv] Initializing server...\n2025-01-01T00:00:00.000Z [info] [srv] Initializing server...\n${session}`, 'messages-set-aside@3:error'],
    ['an SSE comment opening a body of unprefixed messages', 'a.txt', `HTTP/1.1 200 OK\n: comment\n${session}`, 'sse-unprefixed-json@3:error'],
  ];
  it.each(cases)('%s', async (_what, name, text, expected) => {
    const result = await checkCapture({ path: name, text }, { revision: '2025-06-18' });
    expect(result.findings.map((f) => `${f.rule}@${f.line}:${f.severity}`)).toContain(expected);
  });

  it('`["` first does not make the file a JSON array (the reader takes it as text): the session is read as JSONL', async () => {
    const result = await checkCapture({ path: 'a.txt', text: `["\n${session}` }, { revision: '2025-06-18' });
    expect(result.format).toBe('jsonl');
    expect(result.findings.map((f) => `${f.rule}@${f.line}:${f.severity}`)).toEqual(expect.arrayContaining(['stray-output@1:error', 'jsonrpc-version@3:error']));
  });
});

/**
 * Huge or strange inputs through the built CLI, as a user runs it: each must end with a clear
 * answer (an exit status and a finding or per-file error that says what happened) within a
 * timeout and a 1 GiB heap. Sizes are scaled down where what is shown is that the work is linear
 * or bounded by a limit (each case says its scale); inputs are made in a temp dir, never committed.
 */
describe('the built CLI on huge or strange inputs: bounded, and never a silent pass', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcl-hostile-readers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const INIT = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
  const BAD = '{"jsonrpc":"1.0","id":2,"method":"tools/list"}';

  function run(name: string, command: string[] = ['--no-config', '--no-progress', '-j', '1']): { status: number | null; stdout: string; stderr: string } {
    const result = spawnSync(process.execPath, [CLI, ...command, name], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_OPTIONS: '--max-old-space-size=1024' },
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('a gzip file named .jsonl (a 100 MB bomb): "compressed, not read", exit 1, nothing decompressed', () => {
    writeFileSync(join(dir, 'bomb.jsonl'), gzipSync(Buffer.alloc(100 * 1024 * 1024, 0x20)));
    const { status, stdout } = run('bomb.jsonl');
    expect(status).toBe(1);
    expect(stdout).toMatch(/bomb\.jsonl could not be checked: line 1: gzip-compressed data, not read/);
  });

  it('Content-Length: 1 TB in front of a failing session: a framing error and the session\'s own error, exit 1', () => {
    writeFileSync(join(dir, 'lying.log'), `Content-Length: 1099511627776\n\n${INIT}\n${BAD}\n`);
    const { status, stdout } = run('lying.log');
    expect(status).toBe(1);
    expect(stdout).toMatch(/lying\.log:1:1 +error .*Content-Length: 1099511627776, more than/);
    // At the message's "jsonrpc" key.
    expect(stdout).toMatch(/lying\.log:4:2 +error .*jsonrpc-version/);
  });

  it('30 MB of blank lines and whitespace (scaled from 100 MB: linear): exit 0 only with a finding saying nothing was checked', () => {
    writeFileSync(join(dir, 'blank.jsonl'), ' \t \n\n'.repeat(6 * 1024 * 1024));
    const { status, stdout } = run('blank.jsonl');
    expect(status).toBe(0);
    expect(stdout).toMatch(/warning +The file holds only blank lines.*empty-capture/);
  });

  it('a 70 MB SSE stream without a line break (scaled from 200 MB: past the 64 MiB line limit): line-too-long, exit 1', () => {
    writeFileSync(join(dir, 'one-line.sse'), `data: ${'x'.repeat(70 * 1024 * 1024)}`);
    const { status, stdout } = run('one-line.sse');
    expect(status).toBe(1);
    expect(stdout).toMatch(/one-line\.sse:1:1 +error .*over the 67108864-byte limit.*line-too-long/);
  });

  it('5 million opening brackets on one line (scaled from 25 million: linear): a parse error at the line, exit 1; as the last line, a cut-off message said so', () => {
    writeFileSync(join(dir, 'brackets.jsonl'), `${INIT}\n${'['.repeat(5_000_000)}\n${INIT}\n`);
    const middle = run('brackets.jsonl');
    expect(middle.status).toBe(1);
    expect(middle.stdout).toMatch(/brackets\.jsonl:2:1 +error .*parse-error/);
    writeFileSync(join(dir, 'brackets-end.jsonl'), `${INIT}\n${'['.repeat(5_000_000)}\n`);
    expect(run('brackets-end.jsonl').stdout).toMatch(/brackets-end\.jsonl:2:1 +warning +The capture ends in the middle of a message.*truncated-frame/);
  });

  it('a HAR entry that declares a 1 GB body: read by what it holds, not by what it declares', () => {
    const entry = (id: number, text: string) => ({
      request: { method: 'POST', url: 'http://localhost/mcp', headers: [], bodySize: 1e9, postData: { mimeType: 'application/json', text } },
      response: { status: 200, headers: [], bodySize: 1e9, content: { size: 1e12, mimeType: 'application/json', text: `{"jsonrpc":"2.0","id":${id},"result":{}}` } },
    });
    writeFileSync(join(dir, 'declared.har'), JSON.stringify({ log: { version: '1.2', creator: { name: 't', version: '1' }, entries: [entry(1, INIT), entry(2, BAD)] } }, null, 2));
    const { status, stdout } = run('declared.har');
    expect(status).toBe(1);
    expect(stdout).toMatch(/jsonrpc-version/);
  });

  it('500,000 tiny frames (scaled from 5 million: linear) in a 1 GiB heap: every frame counted', () => {
    writeFileSync(join(dir, 'many.jsonl'), `${INIT}\n${'{"jsonrpc":"2.0","method":"notifications/x"}\n'.repeat(500_000)}`);
    const { status, stdout, stderr } = run('many.jsonl');
    expect(stderr).not.toMatch(/heap|Allocation failed/);
    expect(stdout).toMatch(/1 file, 500001 frames/);
    expect(status).not.toBeNull();
  });

  it('explain on 1,000,000 frames (scaled from 5 million: what it keeps is capped) in a 1 GiB heap: the first messages, and how many were left out', () => {
    writeFileSync(join(dir, 'explain-many.jsonl'), `${INIT}\n${'{"jsonrpc":"2.0","method":"notifications/x"}\n'.repeat(999_999)}`);
    const { stdout, stderr } = run('explain-many.jsonl', ['explain']);
    expect(stderr).not.toMatch(/heap|Allocation failed/);
    expect(stdout).toMatch(/^explain-many\.jsonl: 10000 messages/);
    expect(stdout).toMatch(/990000 more frames not explained: explain shows the first 10000/);
  });
});
