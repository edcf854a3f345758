import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { Conversation, type ConversationMessage, type ConversationOptions } from '../../src/core/session/conversation.js';
import { repoRoot } from '../helpers/corpus.js';

async function converse<F = undefined, M = undefined>(path: string, text: string, options: ConversationOptions<F, M> = {}, revision: 'auto' | '2025-06-18' = 'auto') {
  const conversation = new Conversation<F, M>(options);
  const result = await checkCapture({ path, text }, { revision, observer: conversation.observer });
  return { conversation: conversation.finish(result), result };
}

const messages = <F, M>(conversation: Conversation<F, M>): ConversationMessage<F, M>[] => conversation.frames.flatMap((frame) => frame.messages);
/** A message as a test reads it: kind, method, id, sender, line, and the line of what it answers / is answered by. */
const brief = <F, M>(message: ConversationMessage<F, M>) => [message.kind, message.method ?? null, message.id ?? null, message.sender, message.line, message.answers?.line ?? message.answeredBy?.line ?? null];

const claudeLine = (time: number, server: string, from: 'client' | 'server', message: object) =>
  `2025-06-05T08:00:${String(time).padStart(2, '0')}.000Z [info] [${server}] Message from ${from}: ${JSON.stringify(message)} { metadata: undefined }`;
const initialize = (version: string, id = 0) => ({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'claude-ai', version: '0.1.0' } } });
const initializeResult = (version: string, name: string, id = 0) => ({ jsonrpc: '2.0', id, result: { protocolVersion: version, capabilities: { tools: {} }, serverInfo: { name, version: '2.0' } } });

describe('Conversation: the engine’s pairs, senders and versions, per session', () => {
  it('pairs each response with its own session’s request on a Claude log of two servers that reuse the same ids', async () => {
    const path = 'corpus/formats/claude-log/mcp.log';
    const { conversation } = await converse(path, readFileSync(join(repoRoot, path), 'utf8'));
    const bySession = (key: string) => messages(conversation).filter((m) => m.frame.session === key).map(brief);
    expect(bySession('filesystem#1')).toEqual([
      ['request', 'initialize', 0, 'client', 4, 9],
      ['result', null, 0, 'server', 9, 4],
      ['notification', 'notifications/initialized', null, 'client', 10, null],
      ['request', 'tools/list', 1, 'client', 14, 16],
      ['result', null, 1, 'server', 16, 14],
    ]);
    expect(bySession('sqlite#1')).toEqual([
      ['request', 'initialize', 0, 'client', 6, 12],
      ['result', null, 0, 'server', 12, 6],
      ['notification', 'notifications/initialized', null, 'client', 13, null],
      ['request', 'tools/list', 1, 'client', 15, 17],
      ['result', null, 1, 'server', 17, 15],
    ]);
    // The log names each sender: none is inferred.
    expect(messages(conversation).some((m) => m.senderInferred)).toBe(false);
    expect(conversation.sessions.map((s) => [s.key, s.requestedVersion, s.negotiatedVersion, s.serverInfo?.name, s.unanswered])).toEqual([
      ['filesystem#1', '2025-03-26', '2025-03-26', 'secure-filesystem-server', 0],
      ['sqlite#1', '2025-03-26', '2025-03-26', 'sqlite', 0],
    ]);
  });

  it('keeps file order and each session’s own versions when the engine holds one session back until its revision is known', async () => {
    const text = [
      claudeLine(1, 'old', 'client', initialize('2025-03-26')),
      claudeLine(2, 'new', 'client', initialize('2025-06-18')),
      claudeLine(3, 'new', 'client', { jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      claudeLine(4, 'old', 'server', initializeResult('2025-03-26', 'old-server')),
      claudeLine(5, 'new', 'server', initializeResult('2025-06-18', 'new-server')),
      claudeLine(6, 'new', 'server', { jsonrpc: '2.0', id: 1, result: { tools: [] } }),
      '',
    ].join('\n');
    const { conversation } = await converse('two.log', text);
    expect(conversation.frames.map((f) => [f.line, f.session])).toEqual([
      [1, 'old#1'],
      [2, 'new#1'],
      [3, 'new#1'],
      [4, 'old#1'],
      [5, 'new#1'],
      [6, 'new#1'],
    ]);
    expect(messages(conversation).map(brief)).toEqual([
      ['request', 'initialize', 0, 'client', 1, 4],
      ['request', 'initialize', 0, 'client', 2, 5],
      ['request', 'tools/list', 1, 'client', 3, 6],
      ['result', null, 0, 'server', 4, 1],
      ['result', null, 0, 'server', 5, 2],
      ['result', null, 1, 'server', 6, 3],
    ]);
    expect(conversation.sessions).toEqual([
      expect.objectContaining({ key: 'old#1', revision: '2025-03-26', requestedVersion: '2025-03-26', negotiatedVersion: '2025-03-26', serverInfo: { name: 'old-server', version: '2.0' }, messages: 2 }),
      expect.objectContaining({ key: 'new#1', revision: '2025-06-18', requestedVersion: '2025-06-18', negotiatedVersion: '2025-06-18', serverInfo: { name: 'new-server', version: '2.0' }, messages: 4 }),
    ]);
  });

  it('infers senders the capture does not mark, and says so', async () => {
    const text = `${JSON.stringify(initialize('2025-06-18'))}\n${JSON.stringify(initializeResult('2025-06-18', 's'))}\n> {"jsonrpc":"2.0","id":1,"method":"ping"}\n`;
    const { conversation } = await converse('plain.jsonl', text);
    expect(messages(conversation).map((m) => [m.line, m.sender, m.senderInferred ?? false, m.frame.senderSource ?? null])).toEqual([
      [1, 'client', true, null],
      [2, 'server', true, null],
      [3, 'client', false, 'mark'],
    ]);
  });

  it('pairs an answer listed before its request (txtar sections), and marks what is left open', async () => {
    const path = 'corpus/formats/txtar/conformance-ping.txtar';
    const { conversation } = await converse(path, readFileSync(join(repoRoot, path), 'utf8'));
    const pingAnswer = messages(conversation).find((m) => m.kind === 'result' && m.id === 100)!;
    const ping = messages(conversation).find((m) => m.kind === 'request' && m.id === 100)!;
    expect(pingAnswer.line).toBeLessThan(ping.line);
    expect(pingAnswer.answers).toBe(ping);
    expect(ping.answeredBy).toBe(pingAnswer);
    expect(messages(conversation).filter((m) => m.unanswered)).toEqual([]);

    const open = await converse('open.jsonl', `${JSON.stringify(initialize('2025-06-18'))}\n${JSON.stringify(initializeResult('2025-06-18', 's'))}\n{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}\n`);
    const list = messages(open.conversation).find((m) => m.method === 'tools/list')!;
    expect(list).toMatchObject({ unanswered: true, unansweredNote: 'cancelled' });
    expect(open.conversation.sessions[0]).toMatchObject({ unanswered: 1, dropped: 0 });
  });

  it('names the server of a capture that holds only its side (an initialize answer whose request it lacks)', async () => {
    const path = 'corpus/formats/sse/legacy-get-stream.sse';
    const { conversation } = await converse(path, readFileSync(join(repoRoot, path), 'utf8'));
    expect(conversation.sessions[0]).toMatchObject({ serverInfo: { name: 'weather', version: '0.4.1' }, negotiatedVersion: '2024-11-05' });
    expect(conversation.sessions[0].requestedVersion).toBeUndefined();
  });

  it('takes the 2026-07-28 proposed version from the request _meta, as the tracker does', async () => {
    const path = 'corpus/2026-07-28/shape/valid-session.jsonl';
    const { conversation } = await converse(path, readFileSync(join(repoRoot, path), 'utf8'));
    expect(conversation.sessions[0].requestedVersion).toBe('2026-07-28');
  });

  it('keeps at most maxFrames frames and maxMessages messages; a kept request answered past the cap is still answered', async () => {
    const lines = [JSON.stringify(initialize('2025-06-18')), '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', JSON.stringify(initializeResult('2025-06-18', 's'))];
    for (let i = 0; i < 20; i++) lines.push(`{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":${i}}}`);
    lines.push('{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}');
    const { conversation } = await converse('long.jsonl', `${lines.join('\n')}\n`, { maxFrames: 2 });
    expect(conversation.frames.map((f) => f.line)).toEqual([1, 2]);
    expect(conversation.framesLeftOut).toBe(22);
    const [init, list] = messages(conversation);
    expect(init.answeredBy).toMatchObject({ kind: 'result', line: 3 });
    expect(list.answeredBy).toMatchObject({ kind: 'result', line: 24 });
    expect(list.unanswered).toBeUndefined();

    const batch = `[${Array.from({ length: 50 }, (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"ping"}`).join(',')}]\n`;
    const cut = await converse('batch.jsonl', batch, { maxMessages: 10 }, '2025-06-18');
    expect(cut.conversation.frames[0]).toMatchObject({ batchSize: 50 });
    expect(cut.conversation.frames[0].messages).toHaveLength(10);
    expect(cut.conversation.messagesLeftOut).toBe(40);
  });

  it('keeps what the consumer asks of each message, never the frame or its text', async () => {
    const text = `${JSON.stringify(initialize('2025-06-18'))}\n{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"${'x'.repeat(5000)}"}}}\n`;
    const { conversation } = await converse('data.jsonl', text, { messageData: (message) => message.method ?? '' });
    expect(messages(conversation).map((m) => m.data)).toEqual(['initialize', 'tools/call']);
    // Nothing kept holds the frame's text: the conversation's memory is its facts, not the capture.
    const seen = new Set<unknown>();
    const walk = (value: unknown): boolean => {
      if (typeof value === 'string') return value.includes('xxxx');
      if (!value || typeof value !== 'object' || seen.has(value)) return false;
      seen.add(value);
      return Object.values(value).some(walk);
    };
    expect(walk(conversation.frames)).toBe(false);
  });
});
