import { realCapturesDir as realCaptures, sharedAvailable, sharedTitle } from '../helpers/shared.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { explain, explainFile, MAX_EXPLAINED_FRAMES, MAX_EXPLAINED_MESSAGES } from '../../src/cli/explain.js';
import { main } from '../../src/cli/main.js';
import { createStyle } from '../../src/cli/style.js';
import * as lines from '../../src/core/capture/lines.js';
import { repoRoot } from '../helpers/corpus.js';
import { BROKEN, CUT, INIT, INIT_RESULT, INITIALIZED, runCli, scratch } from './run-cli.js';

// Counts how often the capture's text is split into lines or streamed from its file: explain reads it once, in the engine's pass.
vi.mock('../../src/core/capture/lines.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/core/capture/lines.js')>();
  return { ...actual, splitText: vi.fn(actual.splitText), readFileLines: vi.fn(actual.readFileLines) };
});
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});
const fsPromises = await import('node:fs/promises');

const work = scratch({ 'session.jsonl': BROKEN, 'notes.md': `We saw this in the log:\n\n    --> ${INIT}\n\nand then:\n\n    <-- ${INIT_RESULT}\n\nThat is all.\n` });
afterAll(work.cleanup);
const cwd = work.dir;

// The built bin (dist/, committed): a missing build fails these tests rather than skipping them.
describe('mcp-capture-lint explain', () => {
  it('explains one message pasted on standard input with prose around it', () => {
    const run = runCli(['explain'], { cwd, input: 'The client sent {"jsonrpc":"2.0","id":7,"method":"tools/list"} and hung.\n' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('<stdin>: 1 message found in the text');
    expect(run.stdout).toMatch(/#1 {2}line 1 {2}request "tools\/list" \(id 7\)/);
    // No revision named: judged against all five; only 2026-07-28 wants the request's _meta (a warning saying so).
    expect(run.stdout).toContain('no revision named, so judged against all five revisions');
    expect(run.stdout).toMatch(/: 0 errors, 1 warning, 1 info\./);
    expect(run.stdout).toContain('only 2026-07-28 rejects this; up to 2025-11-25 accept it');
  });

  it('reads direction marks, pairs the answer with its request and names the agreed revision', () => {
    const run = runCli(['explain', 'notes.md'], { cwd });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('notes.md: 2 messages found in the text, checked against revision 2025-06-18 (from the server\'s initialize answer).');
    expect(run.stdout).toMatch(/#1 {2}line 3 {2}request "initialize" \(id 1\), sent by the client \(direction mark\)/);
    expect(run.stdout).toMatch(/#2 {2}line 7 {2}result \(id 1\), sent by the server \(direction mark\)/);
    expect(run.stdout).toContain('Answers #1 "initialize".');
    expect(run.stdout).toContain('The server agrees on protocol revision 2025-06-18 (server s 1).');
  });

  it('reports each finding with why and what to do instead, and exits 1 on an error', () => {
    const run = runCli(['explain', 'session.jsonl', '--revision', '2025-03-26'], { cwd });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('checked against revision 2025-03-26 (set by --revision)');
    expect(run.stdout).toMatch(/#3 {2}line 3 {2}not valid JSON/);
    expect(run.stdout).toMatch(/error {3}parse-error {2}This frame is not valid JSON/);
    expect(run.stdout).toContain('Why: A peer that receives it answers -32700');
    expect(run.stdout).toContain('Instead: Write each message as one complete JSON text');
    expect(run.stdout).toMatch(/\n\d+ findings?: [1-9]\d* errors?, /);
  });

  it('keeps a broken message found in prose so that its finding is shown at the pasted line', () => {
    const run = runCli(['explain', '-'], { cwd, input: `first line of prose\nhere it is: ${CUT} and more words\nthen ${INIT}\n` });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/#1 {2}line 2 {2}not valid JSON/);
    expect(run.stdout).toMatch(/#2 {2}line 3 {2}request "initialize"/);
  });

  it('explains a batch member by member', () => {
    const batch = '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"}]';
    const run = runCli(['explain', '-', '--revision', '2025-03-26'], { cwd, input: `${batch}\n` });
    expect(run.stdout).toContain('a JSON-RPC batch of 2 messages');
    expect(run.stdout).toMatch(/request "ping" \(id 1\), member 1 of 2 of the batch/);
    expect(run.stdout).toMatch(/notification "notifications\/initialized", member 2 of 2 of the batch/);
  });

  it('masks tokens and keys in what it prints', () => {
    const message = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"fetch","arguments":{"apiKey":"sk-live-1234567890","progressToken":"tok-visible"},"headers":{"Authorization":"Bearer abcdefghijklmnop"}}}';
    const run = runCli(['explain', '-'], { cwd, input: message });
    expect(run.stdout).not.toContain('sk-live-1234567890');
    expect(run.stdout).not.toContain('abcdefghijklmnop');
    // Masked the project's way everywhere: the kind stays visible, never enough to use it.
    expect(run.stdout).toContain('"apiKey":"sk-••••"');
    expect(run.stdout).toContain('Bearer …mnop');
    expect(run.stdout).toContain('"progressToken":"tok-visible"');
  });

  it('exits 2 when there is nothing to explain or the file cannot be read', () => {
    const none = runCli(['explain', '-'], { cwd, input: 'just words, no JSON here\n' });
    expect(none.status).toBe(2);
    expect(none.stdout).toContain('no JSON-RPC message found');
    const missing = runCli(['explain', 'nope.log'], { cwd });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('nope.log: cannot read (ENOENT)');
  });
});

describe.skipIf(!sharedAvailable('real-captures'))(sharedTitle('real-captures', 'mcp-capture-lint explain on a real capture'), () => {
  it('walks the Go SDK lifecycle fixture and pairs the ping answer with the ping', () => {
    const run = runCli(['explain', join(realCaptures, 'go-sdk-lifecycle-txtar/capture.txt')], { cwd });
    expect(run.stdout).toMatch(/: 12 messages /);
    expect(run.stdout).toMatch(/request "initialize" \(id 1\)/);
    expect(run.stdout).toMatch(/Answers #\d+ "ping"\./);
    expect(run.stdout).toContain('method \\"tools/list\\" is invalid during session initialization');
  });

  it('times answers and cancellations from a Claude Desktop log', () => {
    const run = runCli(['explain', join(realCaptures, 'theater-claude-desktop-cancelled-panic/capture.log')], { cwd });
    expect(run.stdout).toMatch(/#2 {2}line 2 {2}result \(id 16\), sent by the server \(from the log line\)\n {4}Answers #1 "prompts\/list" after \d+ ms\./);
    expect(run.stdout).toMatch(/Cancels #3 "resources\/read", \d+\.\d s after it was sent\./);
  });
});

const WEATHER_EXPLAINED = [
  "corpus/formats/claude-log/mcp-server-weather.log: 9 messages read as claude-log, checked against revision 2024-11-05 (from the server's initialize answer).",
  "",
  "#1  line 3  request \"initialize\" (id 0), sent by the client (from the log line)",
  "    initialize: a request sent by the client (to the server) in 2024-11-05. Opens the session: the client proposes a protocol version and declares its capabilities and identity. Its answer is an InitializeResult.",
  "    {\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2024-11-05\",\"capabilities\":{},\"clientInfo\":{\"name\":\"claude-ai\",\"version\":\"0.1.0\"}},\"jsonrpc\":\"2.0\",\"id\":0}",
  "",
  "#2  line 5  result (id 0), sent by the server (from the log line)",
  "    Answers #1 \"initialize\" after 569 ms.",
  "    The server agrees on protocol revision 2024-11-05 (server weather 1.3.0).",
  "    {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2024-11-05\",\"capabilities\":{\"experimental\":{},\"prompts\":{\"listChanged\":false},\"resources\":{\"subscribe\":false,\"listChanged\":false},\"tools\":{\"listChanged\":false}},\"serverInfo\":{\"name\":\"weat…",
  "",
  "#3  line 6  notification \"notifications/initialized\", sent by the client (from the log line)",
  "    notifications/initialized: a notification sent by the client (to the server) in 2024-11-05. The client says the handshake is complete and normal operation may start.",
  "    {\"method\":\"notifications/initialized\",\"jsonrpc\":\"2.0\"}",
  "",
  "#4  line 7  request \"tools/list\" (id 1), sent by the client (from the log line)",
  "    tools/list: a request sent by the client (to the server) in 2024-11-05. Lists the tools the server offers, with their input schemas. Its answer is a ListToolsResult. It needs the server's tools capability.",
  "    {\"method\":\"tools/list\",\"params\":{},\"jsonrpc\":\"2.0\",\"id\":1}",
  "",
  "#5  line 8  request \"resources/list\" (id 2), sent by the client (from the log line)",
  "    resources/list: a request sent by the client (to the server) in 2024-11-05. Lists the resources the server offers, a page at a time. Its answer is a ListResourcesResult. It needs the server's resources capability.",
  "    {\"method\":\"resources/list\",\"params\":{},\"jsonrpc\":\"2.0\",\"id\":2}",
  "",
  "#6  line 9  result (id 1), sent by the server (from the log line)",
  "    Answers #4 \"tools/list\" after 11 ms.",
  "    {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"get_alerts\",\"description\":\"Get weather alerts for a US state.\",\"inputSchema\":{\"properties\":{\"state\":{\"title\":\"State\",\"type\":\"string\"}},\"required\":[\"state\"],\"title\":\"get_alertsArguments\",\"t…",
  "",
  "#7  line 10  result (id 2), sent by the server (from the log line)",
  "    Answers #5 \"resources/list\" after 11 ms.",
  "    {\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"resources\":[]}}",
  "",
  "#8  line 11  request \"tools/call\" (id 3), sent by the client (from the log line)",
  "    tools/call: a request sent by the client (to the server) in 2024-11-05. Runs one tool with arguments; tool failures come back as a result with isError true. Its answer is a CallToolResult. It needs the server's tools capability.",
  "    {\"method\":\"tools/call\",\"params\":{\"name\":\"get_alerts\",\"arguments\":{\"state\":\"CA\"}},\"jsonrpc\":\"2.0\",\"id\":3}",
  "",
  "#9  line 14  result (id 3), sent by the server (from the log line)",
  "    Answers #8 \"tools/call\" after 816 ms.",
  "    {\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"Event: Wind Advisory\\nArea: San Gorgonio Pass\\nSeverity: Moderate\"}],\"isError\":false}}",
  "",
  "",
];

/** What explain says of the conversation: every line but the findings' own texts, which their rules own. */
const conversationLines = (output: string) =>
  output.split('\n').filter((line) => !/^ {4}(error|warning|info) /.test(line) && !/^ {12}/.test(line) && !/^\d+ findings?:|^No findings\./.test(line));

const plain = createStyle(false);

async function runMain(args: string[], cwd: string, input?: string) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await main(args, { cwd, stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text), readStdin: () => Promise.resolve(input ?? '') });
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

describe('explain: one pass of the engine, its conversation', () => {
  beforeEach(() => {
    vi.mocked(lines.splitText).mockClear();
    vi.mocked(lines.readFileLines).mockClear();
    vi.mocked(fsPromises.readFile).mockClear();
  });

  it('explains a corpus capture as it did before it read the engine’s conversation (senders, pairs, timings)', async () => {
    const name = 'corpus/formats/claude-log/mcp-server-weather.log';
    const run = await runMain(['explain', name], repoRoot);
    expect(run.status).toBe(0);
    expect(conversationLines(run.stdout)).toEqual(WEATHER_EXPLAINED);
  });

  it('streams a capture file through the engine once: never read whole, never split again', async () => {
    const name = 'corpus/formats/claude-log/mcp-server-weather.log';
    const result = await explainFile(join(repoRoot, name), { name, revision: 'auto', style: plain });
    expect('output' in result && result.messages).toBe(9);
    expect(lines.readFileLines).toHaveBeenCalledTimes(1);
    expect(lines.splitText).not.toHaveBeenCalled();
    expect(fsPromises.readFile).not.toHaveBeenCalled();
  });

  it('splits pasted text once, in the engine', async () => {
    const result = await explain(`${INIT}\n${INIT_RESULT}\n${INITIALIZED}\n`, { name: '<stdin>', revision: 'auto', style: plain });
    expect(result.messages).toBe(3);
    expect(lines.splitText).toHaveBeenCalledTimes(1);
  });

  it('names the request an answer listed before it answers (txtar sections), where it said no request was seen', async () => {
    const name = 'corpus/formats/txtar/conformance-ping.txtar';
    const run = await runMain(['explain', name], repoRoot);
    expect(run.stdout).toMatch(/#5 {2}line 9 {2}result \(id 100\), sent by the client \(capture section\)\n {4}Answers #9 "ping"\./);
    expect(run.stdout).toMatch(/#9 {2}line 22 {2}request "ping" \(id 100\), sent by the server/);
    expect(run.stdout).not.toContain('Answers no request seen');
  });

  it('checks a pasted message as sent by the side its direction mark names', async () => {
    const marked = await explain('the server sent < {"jsonrpc":"2.0","id":1,"method":"tools/list"} out of the blue\n', { name: '<stdin>', revision: '2025-06-18', style: plain });
    expect(marked.output).toContain('request "tools/list" (id 1), sent by the server (direction mark)');
    expect(marked.output).toContain('wrong-direction');
    const unmarked = await explain('the client sent {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n', { name: '<stdin>', revision: '2025-06-18', style: plain });
    expect(unmarked.output).not.toContain('wrong-direction');
  });

  it('masks a credential in a streamed file wherever it appears, also before the line that names it', async () => {
    const secret = 'Zq8vN3kLp2Xr7TmW4bYc9HdJ';
    const work = scratch({
      'leak.jsonl': [
        INIT,
        INIT_RESULT,
        `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"text":"${secret}"}}}`,
        `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"login","arguments":{"password":"${secret}"}}}`,
        '',
      ].join('\n'),
    });
    try {
      const run = await runMain(['explain', 'leak.jsonl'], work.dir);
      expect(run.stdout).toContain('request "tools/call" (id 3)');
      expect(run.stdout).not.toContain(secret.slice(0, 12));
    } finally {
      work.cleanup();
    }
  });

  it('explains the first frames and messages of a huge capture, and says how many it left out', async () => {
    const work = scratch({});
    try {
      const many = Array.from({ length: MAX_EXPLAINED_FRAMES + 3 }, (_, i) => `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":${i}}}`);
      writeFileSync(join(work.dir, 'many.jsonl'), `${many.join('\n')}\n`);
      const frames = await runMain(['explain', 'many.jsonl', '--revision', '2025-06-18'], work.dir);
      expect(frames.stdout).toContain(`3 more frames not explained: explain shows the first ${MAX_EXPLAINED_FRAMES};`);
      expect(frames.stdout).toContain(`: ${MAX_EXPLAINED_FRAMES} messages read as jsonl`);

      const members = Array.from({ length: MAX_EXPLAINED_MESSAGES + 2 }, (_, i) => `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":${i}}}`);
      writeFileSync(join(work.dir, 'batch.jsonl'), `[${members.join(',')}]\n`);
      const batch = await runMain(['explain', 'batch.jsonl', '--revision', '2025-03-26'], work.dir);
      expect(batch.stdout).toContain(`a JSON-RPC batch of ${MAX_EXPLAINED_MESSAGES + 2} messages`);
      expect(batch.stdout).toContain(`2 more messages of batches not explained: explain shows the first ${MAX_EXPLAINED_MESSAGES} messages;`);
    } finally {
      work.cleanup();
    }
  });

  it('says a file cannot be read, with its error code, and exits 2', async () => {
    const missing = await runMain(['explain', 'nope.jsonl'], repoRoot);
    expect(missing).toMatchObject({ status: 2, stdout: '' });
    expect(missing.stderr).toContain('nope.jsonl: cannot read (ENOENT)');
    const folder = await runMain(['explain', 'corpus'], repoRoot);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toContain('corpus: cannot read (EISDIR)');
  });

  it('reads notes (not a capture file name) as text and finds the messages in them', async () => {
    const work = scratch({ 'notes.md': `We saw:\n\n    --> ${INIT}\n\nthen:\n\n    <-- ${INIT_RESULT}\n` });
    try {
      const run = await runMain(['explain', 'notes.md'], work.dir);
      expect(run.stdout).toContain('notes.md: 2 messages found in the text');
      expect(run.stdout).toContain('Answers #1 "initialize".');
      expect(readFileSync(join(work.dir, 'notes.md'), 'utf8')).toContain('-->');
    } finally {
      work.cleanup();
    }
  });
});
