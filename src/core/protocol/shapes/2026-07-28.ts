import * as previous from './2025-11-25.js';
import { any, arr, bool, extend, int, lit, obj, oneOf, opt, rec, ref, str, tagged, union, type PropertyChanges, type PropertySpec } from './lang.js';
import type { Definitions, Shape } from './shape.js';
import { applyDelta, type RequestShapes, type RevisionDelta, type RevisionShapes } from './table.js';

/**
 * 2026-07-28 on 2025-11-25: stateless. Every request's params carry a required `_meta` (protocol
 * version, client capabilities); every result carries `resultType`; list, read and discover
 * results carry cache hints (`ttlMs`, `cacheScope`); `tools/call`, `prompts/get` and
 * `resources/read` may answer `input_required` with `inputRequests` / `requestState`, and their
 * retries carry `inputResponses`. Sampling, elicitation and roots survive only as embedded input
 * requests. New: `server/discover`, `subscriptions/listen` and its acknowledgement. Gone:
 * initialize, ping, logging/setLevel, resources/(un)subscribe, tasks.
 */
const base = previous.shapes.definitions;
const requestMeta = ref('RequestMeta');
const resultMeta = opt(ref('ResultMeta'));
const metaObject = opt(rec());
const resultType = str();
const cacheHints: PropertySpec = { ttlMs: int(0), cacheScope: oneOf('private', 'public') };
const mrtr: PropertySpec = { inputResponses: opt(ref('InputResponses')), requestState: opt(str()) };

/** A legacy params definition with `_meta` now required (and other properties changed). */
const withRequiredMeta = (name: string, spec: PropertyChanges = {}): Shape =>
  extend(base[name], { _meta: requestMeta, ...spec });
/** A legacy result definition with the 2026 `_meta` and the required `resultType`. */
const withResultType = (name: string, spec: PropertyChanges = {}): Shape =>
  extend(base[name], { _meta: resultMeta, resultType, ...spec });
/** A nested type whose `_meta` is a plain `MetaObject`. */
const withMetaObject = (name: string, spec: PropertyChanges = {}): Shape =>
  extend(base[name], { _meta: metaObject, ...spec });

/** The complete result, or `input_required` (MRTR). */
const orInputRequired = (complete: string): Shape =>
  tagged('resultType', { input_required: ref('InputRequiredResult') }, { shape: ref(complete), when: 'other' });

const definitions: Record<string, Definitions[string] | null> = {
  // JSON values: the spec's TypeScript allows any number and null; see the agreement test.
  JSONObject: rec(),
  RequestMeta: obj(
    {
      'io.modelcontextprotocol/protocolVersion': str(),
      'io.modelcontextprotocol/clientCapabilities': ref('ClientCapabilities'),
      'io.modelcontextprotocol/clientInfo': opt(ref('Implementation')),
      'io.modelcontextprotocol/logLevel': opt(ref('LoggingLevel')),
      progressToken: opt(ref('ProgressToken')),
    },
    { slips: false },
  ),
  NotificationMeta: obj({ 'io.modelcontextprotocol/subscriptionId': opt(ref('RequestId')) }, { slips: false }),
  ResultMeta: obj({ 'io.modelcontextprotocol/serverInfo': opt(ref('Implementation')) }, { slips: false }),
  SubscriptionsListenResultMeta: obj(
    {
      'io.modelcontextprotocol/serverInfo': opt(ref('Implementation')),
      'io.modelcontextprotocol/subscriptionId': ref('RequestId'),
    },
    { slips: false },
  ),

  ClientCapabilities: obj({
    elicitation: opt(obj({ form: opt(ref('JSONObject')), url: opt(ref('JSONObject')) })),
    experimental: opt(rec(ref('JSONObject'))),
    extensions: opt(rec(ref('JSONObject'))),
    roots: opt(obj({})),
    sampling: opt(obj({ context: opt(ref('JSONObject')), tools: opt(ref('JSONObject')) })),
  }),
  ServerCapabilities: obj({
    completions: opt(ref('JSONObject')),
    experimental: opt(rec(ref('JSONObject'))),
    extensions: opt(rec(ref('JSONObject'))),
    logging: opt(ref('JSONObject')),
    prompts: opt(obj({ listChanged: opt(bool()) })),
    resources: opt(obj({ listChanged: opt(bool()), subscribe: opt(bool()) })),
    tools: opt(obj({ listChanged: opt(bool()) })),
  }),

  // Nested types: `_meta` is a MetaObject.
  TextContent: withMetaObject('TextContent'),
  ImageContent: withMetaObject('ImageContent'),
  AudioContent: withMetaObject('AudioContent'),
  EmbeddedResource: withMetaObject('EmbeddedResource'),
  ResourceLink: withMetaObject('ResourceLink'),
  TextResourceContents: withMetaObject('TextResourceContents'),
  BlobResourceContents: withMetaObject('BlobResourceContents'),
  Resource: withMetaObject('Resource'),
  ResourceTemplate: withMetaObject('ResourceTemplate'),
  Prompt: withMetaObject('Prompt'),
  Root: withMetaObject('Root'),
  SamplingMessage: withMetaObject('SamplingMessage'),
  ToolUseContent: withMetaObject('ToolUseContent'),
  ToolResultContent: withMetaObject('ToolResultContent', { structuredContent: opt(any()) }),
  // Any 2020-12 schema with `type: "object"` at the root; an output schema may be any schema.
  ToolInputSchema: obj({ $schema: opt(str()), type: lit('object') }, { slips: false }),
  ToolOutputSchema: obj({ $schema: opt(str()) }, { slips: false }),
  Tool: withMetaObject('Tool', { execution: undefined }),

  // Request params: `_meta` required everywhere.
  RequestParams: obj({ _meta: requestMeta }),
  PaginatedRequestParams: withRequiredMeta('PaginatedRequestParams'),
  ReadResourceRequestParams: withRequiredMeta('ReadResourceRequestParams', mrtr),
  GetPromptRequestParams: withRequiredMeta('GetPromptRequestParams', mrtr),
  CallToolRequestParams: withRequiredMeta('CallToolRequestParams', { ...mrtr, task: undefined }),
  CompleteRequestParams: withRequiredMeta('CompleteRequestParams'),
  SubscriptionFilter: obj({
    toolsListChanged: opt(bool()),
    promptsListChanged: opt(bool()),
    resourcesListChanged: opt(bool()),
    resourceSubscriptions: opt(arr(str())),
  }),
  SubscriptionsListenRequestParams: obj({ _meta: requestMeta, notifications: ref('SubscriptionFilter') }),

  // Results: `resultType` everywhere, cache hints on lists, reads and discover.
  EmptyResult: obj({ _meta: resultMeta, resultType }),
  DiscoverResult: obj({
    _meta: resultMeta,
    resultType,
    supportedVersions: arr(str()),
    capabilities: ref('ServerCapabilities'),
    instructions: opt(str()),
    ...cacheHints,
  }),
  ListResourcesResult: withResultType('ListResourcesResult', cacheHints),
  ListResourceTemplatesResult: withResultType('ListResourceTemplatesResult', cacheHints),
  ReadResourceResult: withResultType('ReadResourceResult', cacheHints),
  ListPromptsResult: withResultType('ListPromptsResult', cacheHints),
  ListToolsResult: withResultType('ListToolsResult', cacheHints),
  GetPromptResult: withResultType('GetPromptResult'),
  CallToolResult: withResultType('CallToolResult', { structuredContent: opt(any()) }),
  CompleteResult: withResultType('CompleteResult'),
  SubscriptionsListenResult: obj({ _meta: ref('SubscriptionsListenResultMeta'), resultType }),
  CallToolResultOrInputRequired: orInputRequired('CallToolResult'),
  GetPromptResultOrInputRequired: orInputRequired('GetPromptResult'),
  ReadResourceResultOrInputRequired: orInputRequired('ReadResourceResult'),

  // Multi round-trip requests (MRTR): input requests embedded in results, answers in the retry.
  InputRequiredResult: obj(
    { _meta: resultMeta, resultType, inputRequests: opt(ref('InputRequests')), requestState: opt(str()) },
    { atLeastOne: ['inputRequests', 'requestState'] },
  ),
  CreateMessageRequestParams: extend(base.CreateMessageRequestParams, { _meta: undefined, task: undefined, metadata: opt(ref('JSONObject')) }),
  CreateMessageRequest: obj({ method: lit('sampling/createMessage'), params: ref('CreateMessageRequestParams') }),
  ListRootsRequest: obj({ method: lit('roots/list'), params: opt(obj({ _meta: metaObject })) }),
  ElicitRequestFormParams: extend(base.ElicitRequestFormParams, { _meta: undefined, task: undefined }),
  ElicitRequestURLParams: extend(base.ElicitRequestURLParams, { _meta: undefined, task: undefined, elicitationId: undefined }),
  ElicitRequest: obj({ method: lit('elicitation/create'), params: ref('ElicitRequestParams') }),
  InputRequest: tagged('method', {
    'sampling/createMessage': ref('CreateMessageRequest'),
    'roots/list': ref('ListRootsRequest'),
    'elicitation/create': ref('ElicitRequest'),
  }),
  InputRequests: rec(ref('InputRequest')),
  CreateMessageResult: withMetaObject('CreateMessageResult'),
  ListRootsResult: obj({ roots: arr(ref('Root')) }),
  ElicitResult: extend(base.ElicitResult, { _meta: undefined }),
  InputResponse: union(ref('CreateMessageResult'), ref('ListRootsResult'), ref('ElicitResult')),
  InputResponses: rec(ref('InputResponse')),

  // Notifications
  CancelledNotificationParams: extend(base.CancelledNotificationParams, { _meta: opt(ref('NotificationMeta')), requestId: ref('RequestId') }),
  SubscriptionsAcknowledgedNotificationParams: obj({ _meta: opt(ref('NotificationMeta')), notifications: ref('SubscriptionFilter') }),

  // Gone with the legacy lifecycle and tasks.
  InitializeRequestParams: null,
  InitializeResult: null,
  SubscribeRequestParams: null,
  UnsubscribeRequestParams: null,
  SetLevelRequestParams: null,
  TaskMetadata: null,
  Task: null,
  TaskResult: null,
  TaskStatus: null,
  GetTaskResult: null,
  CancelTaskResult: null,
  CreateTaskResult: null,
  GetTaskPayloadResult: null,
  ListTasksResult: null,
  TaskIdRequestParams: null,
  TaskStatusNotificationParams: null,
  ToolExecution: null,
  ElicitationCompleteNotificationParams: null,
};

const legacy = previous.shapes.methods.requests;
const stateless = (method: string, change: Partial<RequestShapes> = {}): RequestShapes => {
  const { taskResult: _dropped, ...rest } = legacy[method];
  return { ...rest, paramsRequired: true, ...change };
};

export const delta: RevisionDelta = {
  definitions,
  requests: {
    initialize: null,
    ping: null,
    'resources/subscribe': null,
    'resources/unsubscribe': null,
    'logging/setLevel': null,
    'tasks/get': null,
    'tasks/result': null,
    'tasks/cancel': null,
    'tasks/list': null,
    // Server-to-client requests live on only inside `inputRequests`.
    'sampling/createMessage': null,
    'roots/list': null,
    'elicitation/create': null,
    'server/discover': { request: 'DiscoverRequest', params: 'RequestParams', paramsRequired: true, result: 'DiscoverResult' },
    'subscriptions/listen': {
      request: 'SubscriptionsListenRequest',
      params: 'SubscriptionsListenRequestParams',
      paramsRequired: true,
      result: 'SubscriptionsListenResult',
    },
    'resources/list': stateless('resources/list'),
    'resources/templates/list': stateless('resources/templates/list'),
    'resources/read': stateless('resources/read', { result: 'ReadResourceResultOrInputRequired' }),
    'prompts/list': stateless('prompts/list'),
    'prompts/get': stateless('prompts/get', { result: 'GetPromptResultOrInputRequired' }),
    'tools/list': stateless('tools/list'),
    'tools/call': stateless('tools/call', { result: 'CallToolResultOrInputRequired' }),
    'completion/complete': stateless('completion/complete'),
  },
  notifications: {
    'notifications/initialized': null,
    'notifications/roots/list_changed': null,
    'notifications/tasks/status': null,
    'notifications/elicitation/complete': null,
    'notifications/subscriptions/acknowledged': {
      notification: 'SubscriptionsAcknowledgedNotification',
      params: 'SubscriptionsAcknowledgedNotificationParams',
      paramsRequired: true,
    },
  },
};

export const shapes: RevisionShapes = applyDelta(previous.shapes, delta);
