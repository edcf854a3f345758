import { describe, expect, it } from 'vitest';
import type { Frame, Sender } from '../../src/core/capture/frame.js';
import { classifyMessage, type Message } from '../../src/core/message.js';
import { MAX_PENDING_REQUESTS, SessionTracker } from '../../src/core/session/tracker.js';

/**
 * What the session keeps for unanswered requests is bounded (issue 24: 3,000,000 unanswered
 * requests took 2 GiB): past MAX_PENDING_REQUESTS the oldest are let go of and counted, so the
 * tracker holds at most that many however many come, and a late answer to one it let go of is
 * neither paired with a request it no longer has nor called unpaired.
 */
let line = 0;
function feed(tracker: SessionTracker, value: Record<string, unknown>, sender: Sender): Message {
  line += 1;
  const raw = JSON.stringify(value);
  const frame: Frame = { index: line - 1, raw, value, span: { line, column: 1, endLine: line, endColumn: raw.length + 1, offset: 0, length: raw.length }, sender, senderSource: 'mark' };
  const message = classifyMessage(frame, value);
  tracker.observe(message);
  return message;
}
const call = (id: number | string) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 't', arguments: {} } });

describe(`pending requests: at most ${MAX_PENDING_REQUESTS} held`, () => {
  it.each([
    ['each with an id of its own', (i: number) => i],
    ['all under one id (requests queued under it)', () => 7],
    ['with string ids', (i: number) => `req-${i}`],
  ])('%s: the tracker holds the latest, counts the rest with their lines', (_label, idOf) => {
    line = 0;
    const tracker = new SessionTracker('2025-06-18', 'pinned');
    const extra = 2_345;
    const first = feed(tracker, call(idOf(0)), 'client');
    for (let i = 1; i < MAX_PENDING_REQUESTS + extra; i++) feed(tracker, call(idOf(i)), i % 2 === 0 ? 'client' : 'server');
    const open = tracker.unanswered();
    expect(open).toHaveLength(MAX_PENDING_REQUESTS);
    // The latest are kept, in file order.
    expect(open[0].request.frame.span.line).toBe(extra + 1);
    expect(open.at(-1)!.request.frame.span.line).toBe(MAX_PENDING_REQUESTS + extra);
    expect(tracker.dropped()).toEqual({ count: extra, firstLine: 1, lastLine: extra, answeredLater: 0 });
    expect(tracker.counts.requests).toBe(MAX_PENDING_REQUESTS + extra);
    // The first request is let go of: an answer naming its id now pairs with a later request under
    // it (one id), or is counted as the late answer of a dropped one.
    const answer = feed(tracker, { jsonrpc: '2.0', id: idOf(0), result: { content: [] } }, 'server');
    expect(answer.answers).not.toBe(first);
    if (answer.answers === undefined) {
      expect(tracker.pairing(answer)?.status).toBe('untracked');
      expect(tracker.dropped()!.answeredLater).toBe(1);
    }
  });

  it('stays within the bound through several times the cap, and answers to the kept ones still pair', () => {
    line = 0;
    const tracker = new SessionTracker('2025-06-18', 'pinned');
    const total = MAX_PENDING_REQUESTS * 3;
    for (let i = 0; i < total; i++) feed(tracker, call(i), 'client');
    const last = total - 1;
    const answer = feed(tracker, { jsonrpc: '2.0', id: last, result: { content: [] } }, 'server');
    expect(answer.answers?.id).toBe(last);
    expect(tracker.unanswered()).toHaveLength(MAX_PENDING_REQUESTS - 1);
    expect(tracker.dropped()?.count).toBe(total - MAX_PENDING_REQUESTS);
    // Every request still kept was sent before the answered one, which the server answered: skipped.
    expect(tracker.unanswered().every((open) => open.skippedFor?.id === last)).toBe(true);
  });

  it('a capture under the bound drops nothing', () => {
    line = 0;
    const tracker = new SessionTracker('2025-06-18', 'pinned');
    for (let i = 0; i < MAX_PENDING_REQUESTS; i++) feed(tracker, call(i), 'client');
    expect(tracker.unanswered()).toHaveLength(MAX_PENDING_REQUESTS);
    expect(tracker.dropped()).toBeUndefined();
  });
});
