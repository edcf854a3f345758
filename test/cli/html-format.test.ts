import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, scratch } from './run-cli.js';

// A credential learned in one capture (a header-like key in the arguments) and repeated bare in
// another capture's stray line: the page masks both.
const token = 'ghp_FAKEfakeFAKEfakeFAKEfakeFAKEfake0000';
const { dir, cleanup } = scratch({
  'a.jsonl': [
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
    '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}',
    '{"jsonrpc":"2.0","method":"notifications/initialized"}',
    `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"fetch","arguments":{"api_key":"${token}"}}}`,
    '{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"ok"}]}}',
    '',
  ].join('\n'),
  'b.jsonl': [`debug: retrying with ${token}`, '{"jsonrpc":"2.0","id":1,"method":"tools/List"}', ''].join('\n'),
});
afterAll(cleanup);

describe('check --format html', () => {
  it('writes one self-contained timeline page for the run, with every capture and no credential', () => {
    const run = runCli(['check', '--format', 'html', '--output', 'report.html', '--revision', '2025-06-18', 'a.jsonl', 'b.jsonl'], { cwd: dir });
    // With --output, the findings are also summed up on stderr: masked there too.
    expect(run.stderr).not.toContain(token);
    expect(run.status).toBe(1); // b.jsonl has errors (stray output, a method case slip)
    const page = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(page.startsWith('<!doctype html>') || page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page).toContain('Content-Security-Policy');
    expect(page).not.toMatch(/<script[^>]+src=/);
    expect(page).toContain('a.jsonl');
    expect(page).toContain('b.jsonl');
    expect(page).toContain('tools/call');
    expect(page).toContain('method-typo');
    expect(page).not.toContain(token);
  });
});
