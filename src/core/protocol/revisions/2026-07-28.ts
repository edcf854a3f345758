import type { RevisionDelta } from '../delta.js';

const TASKS_EXTENSION = 'tasks moved out of the core protocol into the io.modelcontextprotocol/tasks extension (negotiated through capabilities.extensions)';
const LISTEN_ONLY = 'Sent only on a subscriptions/listen stream the client opened with the matching filter.';
const EMBEDDED =
  'No longer a JSON-RPC request: the server asks for it as an entry of InputRequiredResult.inputRequests, and the client answers in inputResponses when it retries the original request.';

/**
 * 2026-07-28: the stateless protocol. No handshake, no server-to-client requests, every request
 * carries its own version and capabilities in `_meta`, every result says its `resultType`.
 */
export const revision20260728: RevisionDelta = {
  revision: '2026-07-28',
  changes: [
    'Stateless: no initialize handshake; every request carries io.modelcontextprotocol/protocolVersion and clientCapabilities in params._meta.',
    '+ server/discover, subscriptions/listen, notifications/subscriptions/acknowledged.',
    '- initialize, notifications/initialized, ping, logging/setLevel, resources/subscribe, resources/unsubscribe, notifications/roots/list_changed, notifications/elicitation/complete.',
    '- tasks/* and notifications/tasks/status (now the io.modelcontextprotocol/tasks extension).',
    'Servers send no JSON-RPC requests and clients send no responses: sampling, elicitation and roots travel inside input_required results (MRTR).',
    'Every result carries resultType ("complete" or "input_required").',
    '+ errors -32020, -32021, -32022; -32002 and -32042 retired; -32020..-32099 reserved for the spec.',
  ],
  addMethods: [
    { method: 'server/discover', kind: 'request', senders: ['client'], paramsRequired: true, result: 'DiscoverResult', description: 'Asks the server which protocol versions and capabilities it supports; servers must implement it.' },
    { method: 'subscriptions/listen', kind: 'request', senders: ['client'], paramsRequired: true, result: 'SubscriptionsListenResult', description: 'Opens a long-lived stream on which the server sends the change notifications the client asked for.' },
    { method: 'notifications/subscriptions/acknowledged', kind: 'notification', senders: ['server'], paramsRequired: true, description: 'The server confirms a subscriptions/listen stream and says which notifications it will send on it.' },
  ],
  changeMethods: [
    { method: 'resources/list', paramsRequired: true },
    { method: 'resources/templates/list', paramsRequired: true },
    { method: 'prompts/list', paramsRequired: true },
    { method: 'tools/list', paramsRequired: true },
    { method: 'notifications/progress', senders: ['server'], note: 'Only the server reports progress now.' },
    { method: 'notifications/cancelled', note: 'Sent by the client to cancel a request; the server sends it only to end a subscriptions/listen stream on stdio.' },
    { method: 'notifications/resources/list_changed', note: LISTEN_ONLY },
    { method: 'notifications/resources/updated', note: LISTEN_ONLY },
    { method: 'notifications/prompts/list_changed', note: LISTEN_ONLY },
    { method: 'notifications/tools/list_changed', note: LISTEN_ONLY },
    { method: 'notifications/message', note: 'Request-scoped: only for a request whose _meta sets io.modelcontextprotocol/logLevel, on that request\'s response stream.' },
  ],
  removeMethods: [
    { method: 'initialize', instead: 'there is no handshake: put io.modelcontextprotocol/protocolVersion and clientCapabilities in every request\'s params._meta, and call server/discover to learn the server\'s versions and capabilities' },
    { method: 'notifications/initialized', instead: 'there is no handshake to complete; send requests directly' },
    { method: 'ping', instead: 'there is no liveness request in the stateless protocol; any request (server/discover is cheap) shows the server answers' },
    { method: 'logging/setLevel', instead: 'set io.modelcontextprotocol/logLevel in the _meta of each request whose logs you want' },
    { method: 'resources/subscribe', instead: 'open a subscriptions/listen stream with notifications.resourceSubscriptions' },
    { method: 'resources/unsubscribe', instead: 'cancel the subscriptions/listen request (notifications/cancelled on stdio, close the stream on HTTP)' },
    { method: 'notifications/roots/list_changed', instead: 'roots are asked for per request through input_required results; there is nothing to announce' },
    { method: 'notifications/elicitation/complete', instead: 'a URL-mode elicitation completes when the client retries the original request with inputResponses' },
    { method: 'tasks/get', instead: TASKS_EXTENSION },
    { method: 'tasks/result', instead: `${TASKS_EXTENSION}, which polls with tasks/get` },
    { method: 'tasks/cancel', instead: TASKS_EXTENSION },
    { method: 'tasks/list', instead: `${TASKS_EXTENSION}, which has no tasks/list` },
    { method: 'notifications/tasks/status', instead: TASKS_EXTENSION },
  ],
  embedMethods: [
    { method: 'sampling/createMessage', note: EMBEDDED },
    { method: 'roots/list', note: EMBEDDED },
    { method: 'elicitation/create', note: EMBEDDED },
  ],
  // From the changelog: the tasks extension polls with tasks/get, adds tasks/update and drops tasks/result and tasks/list.
  extensionMethods: [
    { method: 'tasks/get', kind: 'request', extension: 'io.modelcontextprotocol/tasks', description: 'Polls a task started by a task-augmented request, and fetches its result when done.' },
    { method: 'tasks/update', kind: 'request', extension: 'io.modelcontextprotocol/tasks', description: 'Updates a running task (a request the tasks extension adds).' },
    { method: 'tasks/cancel', kind: 'request', extension: 'io.modelcontextprotocol/tasks', description: 'Cancels a running task.' },
    { method: 'notifications/tasks/status', kind: 'notification', extension: 'io.modelcontextprotocol/tasks', description: 'Says that a task changed status.' },
  ],
  addErrorCodes: [
    { code: -32020, name: 'Header mismatch', origin: 'mcp', meaning: 'An HTTP header (MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Param-*) is missing or disagrees with the body; the request came with HTTP 400.' },
    { code: -32021, name: 'Missing required client capability', origin: 'mcp', meaning: 'The server needs a client capability (elicitation, sampling, roots) this request\'s _meta did not declare; data.requiredCapabilities says which.' },
    { code: -32022, name: 'Unsupported protocol version', origin: 'mcp', meaning: 'The server does not speak the version in the request\'s _meta; data.supported lists the ones it does, and the client should retry with one of them.' },
  ],
  retireErrorCodes: [
    { code: -32002, instead: 'report a missing resource with -32602 (Invalid params), the URI in data' },
    { code: -32042, instead: 'ask for URL-mode elicitation with an input_required result' },
  ],
  errorRanges: [
    { from: -32019, to: -32000, kind: 'legacy-mcp' },
    { from: -32099, to: -32020, kind: 'reserved-mcp' },
    { from: -32768, to: -32100, kind: 'reserved-json-rpc' },
  ],
  meta: {
    definedKeys: new Set([
      'progressToken',
      'io.modelcontextprotocol/protocolVersion',
      'io.modelcontextprotocol/clientInfo',
      'io.modelcontextprotocol/clientCapabilities',
      'io.modelcontextprotocol/logLevel',
      'io.modelcontextprotocol/subscriptionId',
      'io.modelcontextprotocol/serverInfo',
      // The tasks extension keeps the 2025-11-25 key that ties messages to a task.
      'io.modelcontextprotocol/related-task',
      'traceparent',
      'tracestate',
      'baggage',
    ]),
  },
  requiredRequestMeta: [
    { key: 'io.modelcontextprotocol/protocolVersion', type: 'string', description: 'the protocol version this request speaks' },
    { key: 'io.modelcontextprotocol/clientCapabilities', type: 'object', description: 'the client capabilities for this request ({} for none)' },
  ],
  resultTypes: ['complete', 'input_required'],
  inputRequiredMethods: ['tools/call', 'prompts/get', 'resources/read'],
  serverRequests: false,
  clientResponses: false,
  stateless: true,
  tasks: false,
  httpCancelsByClosingStream: true,
  namedErrorDefinitions: true,
};
