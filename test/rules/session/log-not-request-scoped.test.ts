import { logNotRequestScoped } from '../../../src/core/rules/session/log-not-request-scoped.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, notification, request, result, server } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const SUBSCRIPTION = 'io.modelcontextprotocol/subscriptionId';
const listen = request('l1', 'subscriptions/listen', { notifications: { toolsListChanged: true }, _meta: meta26 });
const acknowledged = notification('notifications/subscriptions/acknowledged', { notifications: { toolsListChanged: true }, _meta: { [SUBSCRIPTION]: 'l1' } });
const log = (meta?: Record<string, unknown>) => notification('notifications/message', { level: 'info', data: 'cache warmed', ...(meta ? { _meta: meta } : {}) });
const call = request(2, 'tools/call', { name: 't', arguments: {}, _meta: { ...meta26, 'io.modelcontextprotocol/logLevel': 'info' } });
const headers = (method: string) => ({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': method });
const onListen = jsonl(...post(listen, headers('subscriptions/listen'), { status: 200, events: [[undefined, acknowledged], [undefined, log()]] }));

ruleTester.run(logNotRequestScoped, {
  valid: [
    { name: 'a log on the stream of the request that set the level', capture: jsonl(...post(call, { ...headers('tools/call'), 'mcp-name': 't' }, { status: 200, events: [[undefined, log()], [undefined, result(2, { resultType: 'complete', content: [] })]] })), format: 'http', revision: '2026-07-28' },
    { name: 'a stdio log without a subscription id', capture: jsonl(client(call), server(log()), server(result(2, { resultType: 'complete', content: [] }))), revision: '2026-07-28' },
    { name: 'a change notification on the listen stream', capture: jsonl(...post(listen, headers('subscriptions/listen'), { status: 200, events: [[undefined, acknowledged], [undefined, notification('notifications/tools/list_changed', { _meta: { [SUBSCRIPTION]: 'l1' } })]] })), format: 'http', revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'a log on the listen stream', capture: onListen, format: 'http', revision: '2026-07-28', errors: [{ line: lineOf(onListen, '"notifications/message"'), message: 'on the subscriptions/listen stream of the client\'s subscriptions/listen request (id "l1"' }] },
    { name: 'a stdio log tagged with a subscription id', capture: jsonl(client(listen), server(acknowledged), server(log({ [SUBSCRIPTION]: 'l1' }))), revision: '2026-07-28', errors: [{ line: 3, message: 'tagged with _meta["io.modelcontextprotocol/subscriptionId"] "l1"' }] },
  ],
});
