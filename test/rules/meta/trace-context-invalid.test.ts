import { traceContextInvalid } from '../../../src/core/rules/meta/trace-context-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request, result, server } from '../messages.js';

const call = (trace: Record<string, unknown>) => client(request(2, 'tools/call', { name: 'get_weather', arguments: {}, _meta: { ...meta26, ...trace } }));
const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01';

ruleTester.run(traceContextInvalid, {
  valid: [
    { name: 'the spec example traceparent', capture: jsonl(call({ traceparent: TRACEPARENT })), revision: '2026-07-28' },
    { name: 'a future version with more fields', capture: jsonl(call({ traceparent: `01-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01-ff` })), revision: '2026-07-28' },
    { name: 'tracestate and baggage lists, with spaces and properties', capture: jsonl(call({ traceparent: TRACEPARENT, tracestate: 'congo=t61rcWkgMzE, rojo@vendor=00f067aa0ba902b7', baggage: 'userId=alice, serverNode=DF%2028;prop=1' })), revision: '2026-07-28' },
    { name: 'a key that only contains the word (not the reserved key)', capture: jsonl(call({ 'com.example/traceparent': 'anything' })), revision: '2026-07-28' },
    { name: 'a result with trace context', capture: jsonl(server(result(2, { resultType: 'complete', content: [], _meta: { traceparent: TRACEPARENT } }))), revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'a bare trace id', capture: jsonl(call({ traceparent: '0af7651916cd43dd8448eb211c80319c' })), revision: '2026-07-28', errors: [{ line: 1, path: 'params._meta.traceparent', message: 'is not version-traceid-parentid-flags' }] },
    { name: 'upper-case hex', capture: jsonl(call({ traceparent: TRACEPARENT.toUpperCase() })), revision: '2026-07-28', errors: [{ line: 1, message: 'lower-case hex' }] },
    { name: 'an all-zero trace-id', capture: jsonl(call({ traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` })), revision: '2026-07-28', errors: [{ line: 1, message: 'all-zero trace-id' }] },
    { name: 'version ff', capture: jsonl(call({ traceparent: `ff-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01` })), revision: '2026-07-28', errors: [{ line: 1, message: 'version ff' }] },
    { name: 'a number', capture: jsonl(call({ traceparent: 42 })), revision: '2026-07-28', errors: [{ line: 1, message: 'set to 42, not a string' }] },
    {
      name: 'tracestate with a bad key and baggage with a space in a value',
      capture: jsonl(call({ traceparent: TRACEPARENT, tracestate: 'Congo=t61', baggage: 'user id=alice' })),
      revision: '2026-07-28',
      errors: [
        { line: 1, path: 'params._meta.tracestate', message: 'W3C Trace Context' },
        { line: 1, path: 'params._meta.baggage', message: 'W3C Baggage' },
      ],
    },
    { name: 'a tracestate key twice', capture: jsonl(call({ tracestate: 'a=1,a=2' })), revision: '2026-07-28', errors: [{ line: 1, message: 'has key "a" twice' }] },
  ],
});
