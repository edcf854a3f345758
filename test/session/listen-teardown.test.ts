import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import type { Revision } from '../../src/core/revisions.js';
import { repoRoot } from '../helpers/corpus.js';

/**
 * A 2026-07-28 server's notifications/cancelled, on the recorded v2 SDK session: it may only tear
 * down a subscriptions/listen stream (server-cancelled-invalid), nothing may go on the subscription
 * after it (subscription-notification-invalid), and the closing listen result may still follow it.
 */
const stdio = readFileSync(join(repoRoot, 'corpus/sdk/2026-07-28/fixture-stdio.jsonl'), 'utf8');
const CANCEL_RULES = new Set(['server-cancelled-invalid', 'subscription-notification-invalid', 'message-after-cancelled', 'cancelled-unknown-request']);

async function findings(text: string, revision: Revision = '2026-07-28') {
  const result = await checkCapture({ path: 'fixture-stdio.jsonl', text }, { revision });
  return result.findings.filter((f) => CANCEL_RULES.has(f.rule));
}

const serverCancel = (requestId: string) => `< {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${requestId},"reason":"server shutting down"}}`;

/** The recording with `inserted` put before the first line containing `before`; `at` is the first inserted line's number. */
function insertBefore(before: string, ...inserted: string[]): { text: string; at: number } {
  const lines = stdio.split('\n');
  const index = lines.findIndex((l) => l.includes(before));
  expect(index, `the recording still contains ${before}`).toBeGreaterThanOrEqual(0);
  lines.splice(index, 0, ...inserted);
  return { text: lines.join('\n'), at: index + 1 };
}

const LISTEN_RESULT = '{"jsonrpc":"2.0","id":"listen:0","result"';
const CHANGE = '"method":"notifications/tools/list_changed"';

describe('server-sent notifications/cancelled in 2026-07-28', () => {
  it('the recording (the v2 SDK ends the stream with its result only) has no finding', async () => {
    expect(await findings(stdio)).toEqual([]);
  });

  it('tearing the listen stream down with the listen id, then the closing result: no finding', async () => {
    const { text } = insertBefore(LISTEN_RESULT, serverCancel('"listen:0"'));
    expect(await findings(text)).toEqual([]);
  });

  it('a cancellation naming the client\'s tools/call is an error that says what to do instead', async () => {
    const { text, at } = insertBefore('"result":{"content":[{"type":"text","text":"report published"}]', serverCancel('18'));
    const found = await findings(text);
    expect(found.map((f) => `${f.line} ${f.rule} ${f.severity}`)).toEqual([`${at} server-cancelled-invalid error`]);
    expect(found[0].message).toContain('names the client\'s tools/call request (id 18, line');
    expect(found[0].message).toContain('to stop a request of the client, answer it');
  });

  it('the listen id with the wrong JSON type names no request, and the finding points at the listen request', async () => {
    const { text, at } = insertBefore(LISTEN_RESULT, serverCancel('"listen:1"'));
    const found = await findings(text);
    expect(found.map((f) => `${f.line} ${f.rule}`)).toEqual([`${at} server-cancelled-invalid`]);
    expect(found[0].message).toContain('names id "listen:1", which is no request of the client');

    const numeric = `${stdio.trimEnd()}\n> {"jsonrpc":"2.0","id":40,"method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n${serverCancel('"40"')}\n`;
    const last = numeric.trimEnd().split('\n').length;
    const typed = await findings(numeric);
    expect(typed.map((f) => `${f.line} ${f.rule}`)).toEqual([`${last} server-cancelled-invalid`]);
    expect(typed[0].message).toContain(`did you mean the client's subscriptions/listen request (id 40, line ${last - 1})?`);
  });

  it('a cancellation after the listen result is a warning: the stream had ended', async () => {
    const text = `${stdio.trimEnd()}\n${serverCancel('"listen:0"')}\n`;
    const last = text.trimEnd().split('\n').length;
    const found = await findings(text);
    expect(found.map((f) => `${f.line} ${f.rule} ${f.severity}`)).toEqual([`${last} server-cancelled-invalid warning`]);
    expect(found[0].message).toContain('had ended it already with its result (id "listen:0", line');
  });

  it('a change notification after the teardown is reported once, by subscription-notification-invalid', async () => {
    const { text, at } = insertBefore(CHANGE, serverCancel('"listen:0"'));
    const found = await findings(text);
    expect(found.map((f) => `${f.line} ${f.rule}`)).toEqual([`${at + 1} subscription-notification-invalid`]);
    expect(found[0].message).toContain(`had already ended (the server's notifications/cancelled notification (line ${at}))`);
  });

  it('a listen result after the client cancelled the stream is message-after-cancelled\'s; after the server\'s own teardown it is not', async () => {
    const clientCancel = '> {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"listen:0"}}';
    const { text, at } = insertBefore(LISTEN_RESULT, clientCancel);
    expect((await findings(text)).map((f) => `${f.line} ${f.rule}`)).toEqual([`${at + 1} message-after-cancelled`]);

    // Both sides ending it at once (the server first): the result is the server's graceful close.
    const both = insertBefore(LISTEN_RESULT, serverCancel('"listen:0"'), clientCancel);
    expect(await findings(both.text)).toEqual([]);
  });

  it('a server that sent a request (itself a violation) and cancels an unknown id gets one finding, not two', async () => {
    const text = `${stdio.trimEnd()}\n< {"jsonrpc":"2.0","id":5,"method":"roots/list"}\n${serverCancel('99')}\n`;
    const last = text.trimEnd().split('\n').length;
    expect((await findings(text)).map((f) => `${f.line} ${f.rule}`)).toEqual([`${last} server-cancelled-invalid`]);
  });

  it('up to 2025-11-25 a server cancels its own requests: no finding', async () => {
    const file = join(repoRoot, 'corpus/2025-11-25/session/server-cancelled.ok.jsonl');
    const result = await checkCapture({ path: file, file }, { revision: '2025-11-25' });
    expect(result.findings).toEqual([]);
  });
});
