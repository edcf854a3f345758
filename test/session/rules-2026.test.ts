import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { decodeHeaderValue } from '../../src/core/rules/lifecycle/mcp-headers-mismatch.js';
import { repoRoot } from '../helpers/corpus.js';

/** Mutations of the real 2026-07-28 SDK recordings: each must trip exactly the rule it breaks. */
const sdk = join(repoRoot, 'corpus/sdk/2026-07-28');
const stdio = readFileSync(join(sdk, 'fixture-stdio.jsonl'), 'utf8');
const har = readFileSync(join(sdk, 'fixture-streamable-http.har'), 'utf8');
const NEW_RULES = new Set(['subscription-notification-invalid', 'log-level-not-requested', 'message-after-cancelled', 'mcp-headers-mismatch', 'protocol-version-header-mismatch']);

async function findings(path: string, text: string, revision: '2026-07-28' | '2025-11-25' = '2026-07-28') {
  const result = await checkCapture({ path, text }, { revision });
  return result.findings.filter((f) => NEW_RULES.has(f.rule)).map((f) => `${f.line} ${f.rule}`);
}

function replaceOnce(text: string, from: string, to: string): string {
  expect(text.includes(from), `the recording still contains ${from}`).toBe(true);
  return text.replace(from, to);
}

const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('2026-07-28 session rules on mutated SDK recordings', () => {
  it('the recordings themselves trip none of them', async () => {
    expect(await findings('fixture-stdio.jsonl', stdio)).toEqual([]);
    expect(await findings('fixture-streamable-http.har', har)).toEqual([]);
  });

  it('stdio: logs for the only request in flight, which asked for no level', async () => {
    const text = replaceOnce(stdio, ',"io.modelcontextprotocol/logLevel":"debug"', '');
    const logs = text.split('\n').flatMap((line, index) => (line.includes('"notifications/message"') ? [`${index + 1} log-level-not-requested`] : []));
    expect(logs).toHaveLength(4);
    expect(await findings('fixture-stdio.jsonl', text)).toEqual(logs);
  });

  it('HAR: debug logs on the response stream of a request that asked for info', async () => {
    const text = replaceOnce(har, '\\"io.modelcontextprotocol/logLevel\\":\\"debug\\"', '\\"io.modelcontextprotocol/logLevel\\":\\"info\\"');
    // The SSE body is one HAR string: its three debug messages are reported on its line.
    const line = lineOf(text, '"text": "event: message\\ndata: {\\"jsonrpc\\":\\"2.0\\",\\"method\\":\\"notifications/message');
    expect(await findings('fixture-streamable-http.har', text)).toEqual(Array(3).fill(`${line} log-level-not-requested`));
  });

  it('stdio: a response to the cancelled call', async () => {
    const cancel = '"reason":"the recorder cancels on purpose"';
    const lines = stdio.split('\n');
    const at = lines.findIndex((line) => line.includes(cancel));
    lines.splice(at + 1, 0, '< {"jsonrpc":"2.0","id":17,"result":{"resultType":"complete","content":[]}}');
    expect(await findings('fixture-stdio.jsonl', lines.join('\n'))).toEqual([`${at + 2} message-after-cancelled`]);
  });

  it('stdio: the change notification before the acknowledgement, and without its subscription id', async () => {
    const lines = stdio.split('\n');
    const ack = lines.findIndex((line) => line.includes('notifications/subscriptions/acknowledged'));
    const change = lines.findIndex((line) => line.includes('notifications/tools/list_changed'));
    const [changed] = lines.splice(change, 1);
    lines.splice(ack, 0, changed);
    expect(await findings('fixture-stdio.jsonl', lines.join('\n'))).toEqual([`${ack + 1} subscription-notification-invalid`]);
    const stripped = replaceOnce(stdio, '"params":{"_meta":{"io.modelcontextprotocol/subscriptionId":"listen:0"}}}', '"params":{}}');
    expect(await findings('fixture-stdio.jsonl', stripped)).toEqual([`${change + 1} subscription-notification-invalid`]);
  });

  it('HAR: an Mcp-Name header that differs from the tool name', async () => {
    const text = replaceOnce(har, '"value": "publish-report"', '"value": "publish-reports"');
    const body = lineOf(text, '\\"name\\":\\"publish-report\\",\\"arguments');
    expect(await findings('fixture-streamable-http.har', text)).toEqual([`${body} mcp-headers-mismatch`]);
  });

  it('legacy revisions: a late response and progress after notifications/cancelled are a race, not a finding', async () => {
    const file = join(repoRoot, 'corpus/2025-11-25/session/message-after-cancelled.ok.jsonl');
    const result = await checkCapture({ path: file, file }, { revision: '2025-11-25' });
    expect(result.findings).toEqual([]);
  });
});

describe('Mcp-* header values', () => {
  it('decodes the base64 sentinel to UTF-8 and keeps plain safe ASCII', () => {
    expect(decodeHeaderValue('=?base64?Y2Fmw6k=?=')).toEqual({ value: 'café' });
    expect(decodeHeaderValue('fixture://readme')).toEqual({ value: 'fixture://readme' });
  });
  it('refuses non-ASCII plain values, broken base64 and invalid UTF-8', () => {
    expect(decodeHeaderValue('café')).toHaveProperty('problem');
    expect(decodeHeaderValue('=?base64?not base64!?=')).toHaveProperty('problem');
    expect(decodeHeaderValue('=?base64?/w==?=')).toHaveProperty('problem');
    // The markers are case-sensitive: an upper-case one is a plain (safe ASCII) value.
    expect(decodeHeaderValue('=?BASE64?Y2Fmw6k=?=')).toEqual({ value: '=?BASE64?Y2Fmw6k=?=' });
  });
});
