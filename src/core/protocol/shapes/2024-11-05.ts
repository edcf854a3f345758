import { any, arr, bool, int, lit, num, obj, oneOf, opt, rec, ref, str, tagged, union, type PropertySpec } from './lang.js';
import type { Definitions, Shape } from './shape.js';
import type { MethodTable, RevisionShapes } from './table.js';

/**
 * 2024-11-05: the first dated revision, written out in full. Every later revision is a delta on
 * this one (see the files next to it).
 */

const requestMeta = ref('RequestMeta');
const freeMeta = ref('NotificationMeta');

/** Params of a request that takes no arguments of its own (ping, roots/list). */
const bareRequestParams = obj({ _meta: opt(requestMeta) });
const bareNotificationParams = obj({ _meta: opt(freeMeta) });
const result = (spec: PropertySpec = {}): Shape => obj({ _meta: opt(ref('ResultMeta')), ...spec });
const paginated = (spec: PropertySpec): Shape => result({ nextCursor: opt(str()), ...spec });
const annotated = (spec: PropertySpec): Shape =>
  obj({ annotations: opt(ref('Annotations')), ...spec });

export const definitions: Definitions = {
  RequestId: union(str(), int()),
  ProgressToken: union(str(), int()),
  Cursor: str(),
  /** `_meta` of request params: only `progressToken` has a meaning; other keys are free. */
  RequestMeta: obj({ progressToken: opt(ref('ProgressToken')) }, { slips: false }),
  /** `_meta` of notification params and of results: free-form. */
  NotificationMeta: rec(),
  ResultMeta: rec(),
  Role: oneOf('assistant', 'user'),
  LoggingLevel: oneOf('alert', 'critical', 'debug', 'emergency', 'error', 'info', 'notice', 'warning'),
  /** Inline in 2024-11-05 (`Annotated`); named from 2025-03-26 on. */
  Annotations: obj({ audience: opt(arr(ref('Role'))), priority: opt(num(0, 1)) }),

  Implementation: obj({ name: str(), version: str() }),
  ClientCapabilities: obj({
    experimental: opt(rec(rec())),
    roots: opt(obj({ listChanged: opt(bool()) })),
    sampling: opt(rec()),
  }),
  ServerCapabilities: obj({
    experimental: opt(rec(rec())),
    logging: opt(rec()),
    prompts: opt(obj({ listChanged: opt(bool()) })),
    resources: opt(obj({ listChanged: opt(bool()), subscribe: opt(bool()) })),
    tools: opt(obj({ listChanged: opt(bool()) })),
  }),

  // Content
  TextContent: annotated({ type: lit('text'), text: str() }),
  ImageContent: annotated({ type: lit('image'), data: str('byte'), mimeType: str() }),
  EmbeddedResource: annotated({ type: lit('resource'), resource: ref('ResourceContentsUnion') }),
  TextResourceContents: obj({ uri: str('uri'), mimeType: opt(str()), text: str() }),
  BlobResourceContents: obj({ uri: str('uri'), mimeType: opt(str()), blob: str('byte') }),
  /** Text when `text` is there, else blob: the spec's union has no tag. */
  ResourceContentsUnion: union(ref('TextResourceContents'), ref('BlobResourceContents')),
  /** Content of tool results and prompt messages. */
  ContentBlock: tagged('type', { text: ref('TextContent'), image: ref('ImageContent'), resource: ref('EmbeddedResource') }),
  /** Content of sampling messages. */
  SamplingContent: tagged('type', { text: ref('TextContent'), image: ref('ImageContent') }),

  // Resources
  Resource: annotated({ uri: str('uri'), name: str(), description: opt(str()), mimeType: opt(str()), size: opt(int()) }),
  ResourceTemplate: annotated({ uriTemplate: str(), name: str(), description: opt(str()), mimeType: opt(str()) }),
  ListResourcesResult: paginated({ resources: arr(ref('Resource')) }),
  ListResourceTemplatesResult: paginated({ resourceTemplates: arr(ref('ResourceTemplate')) }),
  ReadResourceResult: result({ contents: arr(ref('ResourceContentsUnion')) }),

  // Prompts
  PromptArgument: obj({ name: str(), description: opt(str()), required: opt(bool()) }),
  Prompt: obj({ name: str(), description: opt(str()), arguments: opt(arr(ref('PromptArgument'))) }),
  PromptMessage: obj({ role: ref('Role'), content: ref('ContentBlock') }),
  ListPromptsResult: paginated({ prompts: arr(ref('Prompt')) }),
  GetPromptResult: result({ description: opt(str()), messages: arr(ref('PromptMessage')) }),
  PromptReference: obj({ type: lit('ref/prompt'), name: str() }),
  ResourceReference: obj({ type: lit('ref/resource'), uri: str() }),
  CompletionReference: tagged('type', { 'ref/prompt': ref('PromptReference'), 'ref/resource': ref('ResourceReference') }),

  // Tools
  ToolInputSchema: obj({ type: lit('object'), properties: opt(rec(rec())), required: opt(arr(str())) }, { slips: false }),
  Tool: obj({ name: str(), description: opt(str()), inputSchema: ref('ToolInputSchema') }),
  ListToolsResult: paginated({ tools: arr(ref('Tool')) }),
  CallToolResult: result({ content: arr(ref('ContentBlock')), isError: opt(bool()) }),

  // Sampling and roots
  ModelHint: obj({ name: opt(str()) }),
  ModelPreferences: obj({
    hints: opt(arr(ref('ModelHint'))),
    costPriority: opt(num(0, 1)),
    speedPriority: opt(num(0, 1)),
    intelligencePriority: opt(num(0, 1)),
  }),
  SamplingMessage: obj({ role: ref('Role'), content: ref('SamplingContent') }),
  CreateMessageResult: result({ role: ref('Role'), content: ref('SamplingContent'), model: str(), stopReason: opt(str()) }),
  Root: obj({ uri: str('uri'), name: opt(str()) }),
  ListRootsResult: result({ roots: arr(ref('Root')) }),

  // Lifecycle, logging, completion
  InitializeResult: result({
    protocolVersion: str(),
    capabilities: ref('ServerCapabilities'),
    serverInfo: ref('Implementation'),
    instructions: opt(str()),
  }),
  CompleteResult: result({ completion: obj({ values: arr(str()), total: opt(int()), hasMore: opt(bool()) }) }),
  EmptyResult: result(),

  // Params of requests
  RequestParams: bareRequestParams,
  NotificationParams: bareNotificationParams,
  PaginatedRequestParams: obj({ _meta: opt(requestMeta), cursor: opt(str()) }),
  InitializeRequestParams: obj({
    _meta: opt(requestMeta),
    protocolVersion: str(),
    capabilities: ref('ClientCapabilities'),
    clientInfo: ref('Implementation'),
  }),
  ReadResourceRequestParams: obj({ _meta: opt(requestMeta), uri: str('uri') }),
  SubscribeRequestParams: obj({ _meta: opt(requestMeta), uri: str('uri') }),
  UnsubscribeRequestParams: obj({ _meta: opt(requestMeta), uri: str('uri') }),
  GetPromptRequestParams: obj({ _meta: opt(requestMeta), name: str(), arguments: opt(rec(str())) }),
  CallToolRequestParams: obj({ _meta: opt(requestMeta), name: str(), arguments: opt(rec()) }),
  SetLevelRequestParams: obj({ _meta: opt(requestMeta), level: ref('LoggingLevel') }),
  CompleteRequestParams: obj({
    _meta: opt(requestMeta),
    ref: ref('CompletionReference'),
    argument: obj({ name: str(), value: str() }),
  }),
  CreateMessageRequestParams: obj({
    _meta: opt(requestMeta),
    messages: arr(ref('SamplingMessage')),
    modelPreferences: opt(ref('ModelPreferences')),
    systemPrompt: opt(str()),
    includeContext: opt(oneOf('allServers', 'none', 'thisServer')),
    temperature: opt(num()),
    maxTokens: int(),
    stopSequences: opt(arr(str())),
    metadata: opt(rec()),
  }),

  // Params of notifications
  CancelledNotificationParams: obj({ _meta: opt(freeMeta), requestId: ref('RequestId'), reason: opt(str()) }),
  ProgressNotificationParams: obj({ _meta: opt(freeMeta), progressToken: ref('ProgressToken'), progress: num(), total: opt(num()) }),
  ResourceUpdatedNotificationParams: obj({ _meta: opt(freeMeta), uri: str('uri') }),
  LoggingMessageNotificationParams: obj({ _meta: opt(freeMeta), level: ref('LoggingLevel'), logger: opt(str()), data: any() }),
};

export const methods: MethodTable = {
  requests: {
    initialize: { request: 'InitializeRequest', params: 'InitializeRequestParams', paramsRequired: true, result: 'InitializeResult' },
    ping: { request: 'PingRequest', params: 'RequestParams', paramsRequired: false, result: 'EmptyResult' },
    'resources/list': { request: 'ListResourcesRequest', params: 'PaginatedRequestParams', paramsRequired: false, result: 'ListResourcesResult' },
    'resources/templates/list': {
      request: 'ListResourceTemplatesRequest',
      params: 'PaginatedRequestParams',
      paramsRequired: false,
      result: 'ListResourceTemplatesResult',
    },
    'resources/read': { request: 'ReadResourceRequest', params: 'ReadResourceRequestParams', paramsRequired: true, result: 'ReadResourceResult' },
    'resources/subscribe': { request: 'SubscribeRequest', params: 'SubscribeRequestParams', paramsRequired: true, result: 'EmptyResult' },
    'resources/unsubscribe': { request: 'UnsubscribeRequest', params: 'UnsubscribeRequestParams', paramsRequired: true, result: 'EmptyResult' },
    'prompts/list': { request: 'ListPromptsRequest', params: 'PaginatedRequestParams', paramsRequired: false, result: 'ListPromptsResult' },
    'prompts/get': { request: 'GetPromptRequest', params: 'GetPromptRequestParams', paramsRequired: true, result: 'GetPromptResult' },
    'tools/list': { request: 'ListToolsRequest', params: 'PaginatedRequestParams', paramsRequired: false, result: 'ListToolsResult' },
    'tools/call': { request: 'CallToolRequest', params: 'CallToolRequestParams', paramsRequired: true, result: 'CallToolResult' },
    'logging/setLevel': { request: 'SetLevelRequest', params: 'SetLevelRequestParams', paramsRequired: true, result: 'EmptyResult' },
    'completion/complete': { request: 'CompleteRequest', params: 'CompleteRequestParams', paramsRequired: true, result: 'CompleteResult' },
    'sampling/createMessage': {
      request: 'CreateMessageRequest',
      params: 'CreateMessageRequestParams',
      paramsRequired: true,
      result: 'CreateMessageResult',
    },
    'roots/list': { request: 'ListRootsRequest', params: 'RequestParams', paramsRequired: false, result: 'ListRootsResult' },
  },
  notifications: {
    'notifications/initialized': { notification: 'InitializedNotification', params: 'NotificationParams', paramsRequired: false },
    'notifications/cancelled': { notification: 'CancelledNotification', params: 'CancelledNotificationParams', paramsRequired: true },
    'notifications/progress': { notification: 'ProgressNotification', params: 'ProgressNotificationParams', paramsRequired: true },
    'notifications/roots/list_changed': { notification: 'RootsListChangedNotification', params: 'NotificationParams', paramsRequired: false },
    'notifications/resources/list_changed': {
      notification: 'ResourceListChangedNotification',
      params: 'NotificationParams',
      paramsRequired: false,
    },
    'notifications/resources/updated': {
      notification: 'ResourceUpdatedNotification',
      params: 'ResourceUpdatedNotificationParams',
      paramsRequired: true,
    },
    'notifications/prompts/list_changed': { notification: 'PromptListChangedNotification', params: 'NotificationParams', paramsRequired: false },
    'notifications/tools/list_changed': { notification: 'ToolListChangedNotification', params: 'NotificationParams', paramsRequired: false },
    'notifications/message': { notification: 'LoggingMessageNotification', params: 'LoggingMessageNotificationParams', paramsRequired: true },
  },
};

export const shapes: RevisionShapes = { definitions, methods };
