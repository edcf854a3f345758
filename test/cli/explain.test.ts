import { realCapturesDir as realCaptures, sharedAvailable, sharedTitle } from '../helpers/shared.js';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BROKEN, cliBuilt, CUT, INIT, INIT_RESULT, runCli, scratch } from './run-cli.js';

const work = scratch({ 'session.jsonl': BROKEN, 'notes.md': `We saw this in the log:\n\n    --> ${INIT}\n\nand then:\n\n    <-- ${INIT_RESULT}\n\nThat is all.\n` });
afterAll(work.cleanup);
const cwd = work.dir;

describe.skipIf(!cliBuilt)('mcp-capture-lint explain', () => {
  it('explains one message pasted on standard input with prose around it', () => {
    const run = runCli(['explain'], { cwd, input: 'The client sent {"jsonrpc":"2.0","id":7,"method":"tools/list"} and hung.\n' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('<stdin>: 1 message found in the text');
    expect(run.stdout).toMatch(/#1 {2}line 1 {2}request "tools\/list" \(id 7\)/);
    expect(run.stdout).toMatch(/No findings\.|: 0 errors, 0 warnings/);
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

describe.skipIf(!cliBuilt || !sharedAvailable('real-captures'))(sharedTitle('real-captures', 'mcp-capture-lint explain on a real capture'), () => {
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
