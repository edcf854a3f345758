import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { messageAfterCancelled } from '../../../src/core/rules/session/message-after-cancelled.js';
import { repoRoot } from '../../helpers/corpus.js';
import { ruleTester } from '../tester.js';
import { lineOf, sdkHar, sdkStdio } from '../recordings.js';

// The stdio recording with a response to the call its client cancelled, right after the cancellation.
const cancelLine = lineOf(sdkStdio, '"reason":"the recorder cancels on purpose"');
const lines = sdkStdio.split('\n');
lines.splice(cancelLine, 0, '< {"jsonrpc":"2.0","id":17,"result":{"resultType":"complete","content":[]}}');

/** A tomtom215/mcp-conformance trace over Streamable HTTP, one event per line; `close` is a transport-close. */
const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
type Step = ['post', number, string?] | ['sse'] | ['close', ('client-to-server' | 'server-to-client')?] | ['send', unknown];
function trace(...steps: Step[]): string {
  const events = steps.flatMap((step, i): unknown[] => {
    const at = { seq: i, transport: 'streamable-http' };
    switch (step[0]) {
      case 'post': {
        const [, id, token] = step;
        const headers = { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'slow' };
        const payload = { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'slow', arguments: {}, _meta: token === undefined ? meta : { ...meta, progressToken: token } } };
        return [
          { ...at, direction: 'client-to-server', kind: 'http', method: 'POST', headers },
          { ...at, direction: 'client-to-server', kind: 'message', payload },
        ];
      }
      case 'sse':
        return [{ ...at, direction: 'server-to-client', kind: 'http', status: 200, headers: { 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' } }];
      case 'close':
        return [{ ...at, direction: step[1] ?? 'server-to-client', kind: 'lifecycle', event: 'transport-close' }];
      case 'send':
        return [{ ...at, direction: 'server-to-client', kind: 'message', payload: step[1] }];
    }
  });
  return `${events.map((e) => JSON.stringify(e)).join('\n')}\n`;
}
const done = (id: number): Step => ['send', { jsonrpc: '2.0', id, result: { resultType: 'complete', content: [] } }];
const progress = (token: string): Step => ['send', { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: token, progress: 1 } }];
const log: Step = ['send', { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'still working' } }];
/** The 1-based line of the event of step `n` (0-based) in a trace whose posts come before it (each post is two lines). */
const lineOfStep = (steps: Step[], n: number) => steps.slice(0, n).reduce((line, step) => line + (step[0] === 'post' ? 2 : 1), 1);

const lateResponse: Step[] = [['post', 1], ['sse'], ['close'], done(1)];
const lateProgress: Step[] = [['post', 1, 't1'], ['sse'], progress('t1'), ['close', 'client-to-server'], progress('t1'), done(1)];
const lateLog: Step[] = [['post', 1], ['sse'], ['close'], log];
const afterCancelled: Step[] = [['post', 1], ['sse'], ['close'], ['post', 2], ['sse'], ['close'], done(2)];

ruleTester.run(messageAfterCancelled, {
  valid: [
    { name: 'the recorded stdio SDK session', capture: sdkStdio, revision: '2026-07-28' },
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
    {
      name: 'legacy revisions: a late response and progress after notifications/cancelled are a race, not a finding',
      capture: readFileSync(join(repoRoot, 'corpus/2025-11-25/session/message-after-cancelled.ok.jsonl'), 'utf8'),
      revision: '2025-11-25',
    },
    { name: 'HTTP trace: the stream closes after the response (its normal end)', capture: trace(['post', 1, 't1'], ['sse'], progress('t1'), done(1), ['close']), revision: '2026-07-28' },
    { name: 'HTTP trace: the client closes the stream and the server sends nothing more for it', capture: trace(['post', 1], ['sse'], ['close'], ['post', 2], ['sse'], done(2)), revision: '2026-07-28' },
    { name: 'HTTP trace: two requests in flight at the close, which the trace does not pin to either', capture: trace(['post', 1], ['post', 2], ['sse'], ['close'], done(1), done(2)), revision: '2026-07-28' },
    { name: 'HTTP trace: a log on the closed stream while another request is in flight may be that one\'s', capture: trace(['post', 1], ['sse'], ['close'], ['post', 2], log, done(2)), revision: '2026-07-28' },
    { name: 'HTTP trace under 2025-11-25: the rule does not run there', capture: trace(...lateResponse), revision: '2025-11-25' },
  ],
  invalid: [
    { name: 'stdio: a response to the cancelled call', capture: lines.join('\n'), revision: '2026-07-28', errors: [{ line: cancelLine + 1 }] },
    { name: 'HTTP trace: the response after the client closed the stream', capture: trace(...lateResponse), revision: '2026-07-28', errors: [{ line: lineOfStep(lateResponse, 3), message: 'records closing (line 4)' }] },
    { name: 'HTTP trace: progress after the close (the close written client-to-server), one finding per request', capture: trace(...lateProgress), revision: '2026-07-28', errors: [{ line: lineOfStep(lateProgress, 4), message: 'a progress notification for' }] },
    { name: 'HTTP trace: a log on the closed stream', capture: trace(...lateLog), revision: '2026-07-28', errors: [{ line: lineOfStep(lateLog, 3), message: 'a log message on the stream of' }] },
    { name: 'HTTP trace: an earlier cancelled request does not hide a later close', capture: trace(...afterCancelled), revision: '2026-07-28', errors: [{ line: lineOfStep(afterCancelled, 6), message: '(id 2, line 6)' }] },
  ],
});
