import type { RevisionDelta } from '../delta.js';

const C = ['client'] as const;
const S = ['server'] as const;
const BOTH = ['client', 'server'] as const;

/**
 * 2024-11-05, the first dated revision: the whole protocol, written from scratch. Later revisions
 * are deltas on this one.
 */
export const revision20241105: RevisionDelta = {
  revision: '2024-11-05',
  changes: ['First dated revision: initialize handshake, tools, resources, prompts, logging, sampling, roots, completion; HTTP+SSE and stdio transports.'],
  addMethods: [
    // Lifecycle and utilities.
    { method: 'initialize', kind: 'request', senders: C, paramsRequired: true, result: 'InitializeResult', description: 'Opens the session: the client proposes a protocol version and declares its capabilities and identity.' },
    { method: 'ping', kind: 'request', senders: BOTH, paramsRequired: false, result: 'EmptyResult', description: 'Checks that the other side is alive; the answer is an empty result.' },
    { method: 'notifications/initialized', kind: 'notification', senders: C, paramsRequired: false, description: 'The client says the handshake is complete and normal operation may start.' },
    { method: 'notifications/cancelled', kind: 'notification', senders: BOTH, paramsRequired: true, description: 'Asks the other side to stop work on a request the sender issued earlier.' },
    { method: 'notifications/progress', kind: 'notification', senders: BOTH, paramsRequired: true, description: 'Reports progress on a request that carried a progress token.' },
    // Resources.
    { method: 'resources/list', kind: 'request', senders: C, paramsRequired: false, result: 'ListResourcesResult', capability: { side: 'server', path: ['resources'] }, description: 'Lists the resources the server offers, a page at a time.' },
    { method: 'resources/templates/list', kind: 'request', senders: C, paramsRequired: false, result: 'ListResourceTemplatesResult', capability: { side: 'server', path: ['resources'] }, description: 'Lists the URI templates for parameterised resources.' },
    { method: 'resources/read', kind: 'request', senders: C, paramsRequired: true, result: 'ReadResourceResult', capability: { side: 'server', path: ['resources'] }, description: 'Reads the contents of one resource by URI.' },
    { method: 'resources/subscribe', kind: 'request', senders: C, paramsRequired: true, result: 'EmptyResult', capability: { side: 'server', path: ['resources', 'subscribe'] }, description: 'Asks to be told when one resource changes.' },
    { method: 'resources/unsubscribe', kind: 'request', senders: C, paramsRequired: true, result: 'EmptyResult', capability: { side: 'server', path: ['resources', 'subscribe'] }, description: 'Cancels an earlier resources/subscribe.' },
    { method: 'notifications/resources/list_changed', kind: 'notification', senders: S, paramsRequired: false, capability: { side: 'server', path: ['resources', 'listChanged'] }, description: 'The server says its list of resources changed.' },
    { method: 'notifications/resources/updated', kind: 'notification', senders: S, paramsRequired: true, capability: { side: 'server', path: ['resources', 'subscribe'] }, description: 'The server says a subscribed resource changed.' },
    // Prompts.
    { method: 'prompts/list', kind: 'request', senders: C, paramsRequired: false, result: 'ListPromptsResult', capability: { side: 'server', path: ['prompts'] }, description: 'Lists the prompt templates the server offers.' },
    { method: 'prompts/get', kind: 'request', senders: C, paramsRequired: true, result: 'GetPromptResult', capability: { side: 'server', path: ['prompts'] }, description: 'Fills in one prompt template with arguments and returns its messages.' },
    { method: 'notifications/prompts/list_changed', kind: 'notification', senders: S, paramsRequired: false, capability: { side: 'server', path: ['prompts', 'listChanged'] }, description: 'The server says its list of prompts changed.' },
    // Tools.
    { method: 'tools/list', kind: 'request', senders: C, paramsRequired: false, result: 'ListToolsResult', capability: { side: 'server', path: ['tools'] }, description: 'Lists the tools the server offers, with their input schemas.' },
    { method: 'tools/call', kind: 'request', senders: C, paramsRequired: true, result: 'CallToolResult', capability: { side: 'server', path: ['tools'] }, description: 'Runs one tool with arguments; tool failures come back as a result with isError true.' },
    { method: 'notifications/tools/list_changed', kind: 'notification', senders: S, paramsRequired: false, capability: { side: 'server', path: ['tools', 'listChanged'] }, description: 'The server says its list of tools changed.' },
    // Logging.
    { method: 'logging/setLevel', kind: 'request', senders: C, paramsRequired: true, result: 'EmptyResult', capability: { side: 'server', path: ['logging'] }, description: 'Sets the lowest level of log messages the server should send.' },
    { method: 'notifications/message', kind: 'notification', senders: S, paramsRequired: true, capability: { side: 'server', path: ['logging'] }, description: 'A log message from the server.' },
    // Completion (no capability gates it in this revision).
    { method: 'completion/complete', kind: 'request', senders: C, paramsRequired: true, result: 'CompleteResult', description: 'Asks for completions of a prompt or resource-template argument.' },
    // Client features the server calls.
    { method: 'sampling/createMessage', kind: 'request', senders: S, paramsRequired: true, result: 'CreateMessageResult', capability: { side: 'client', path: ['sampling'] }, description: 'The server asks the client to run a model completion for it.' },
    { method: 'roots/list', kind: 'request', senders: S, paramsRequired: false, result: 'ListRootsResult', capability: { side: 'client', path: ['roots'] }, description: 'The server asks which filesystem roots the client exposes.' },
    { method: 'notifications/roots/list_changed', kind: 'notification', senders: C, paramsRequired: false, capability: { side: 'client', path: ['roots', 'listChanged'] }, description: 'The client says its list of roots changed.' },
  ],
  addErrorCodes: [
    { code: -32700, name: 'Parse error', origin: 'json-rpc', meaning: 'The receiver could not parse what it got as JSON. From a peer this most often means stray output (a banner, a console.log, a stack trace) corrupted the stream, or a message was cut by an embedded newline.' },
    { code: -32600, name: 'Invalid Request', origin: 'json-rpc', meaning: 'The JSON was not a valid request object: a missing or wrong jsonrpc, id or method, or (where batches are not allowed) an array.' },
    { code: -32601, name: 'Method not found', origin: 'json-rpc', meaning: 'The receiver does not handle that method. After a spelling or case slip (tools/List) it reads like a missing feature; it is also what a peer answers for a capability it never declared.' },
    { code: -32602, name: 'Invalid params', origin: 'json-rpc', meaning: 'The params were wrong: an unknown tool or prompt name, arguments that break the tool\'s input schema, a bad cursor, a missing required field.' },
    { code: -32603, name: 'Internal error', origin: 'json-rpc', meaning: 'The receiver failed while handling the request: an exception in a handler. For tools/call, a failure of the tool itself belongs in a result with isError true.' },
    { code: -32002, name: 'Resource not found', origin: 'mcp', meaning: 'resources/read named a URI the server does not have.' },
  ],
  errorRanges: [
    { from: -32099, to: -32000, kind: 'implementation-defined' },
    { from: -32768, to: -32100, kind: 'reserved-json-rpc' },
  ],
  batches: false,
  meta: { syntax: false, reservedPrefix: 'none', definedKeys: new Set(['progressToken']) },
  serverRequests: true,
  clientResponses: true,
  idlessErrorResponses: 'error',
};
