import * as previous from './2025-06-18.js';
import { arr, bool, extend, int, lit, nul, obj, oneOf, opt, rec, ref, str, tagged, union, num, type PropertySpec } from './lang.js';
import { applyDelta, type RevisionDelta, type RevisionShapes } from './table.js';

/**
 * 2025-11-25 on 2025-06-18: tasks (`tasks/*`, task-augmented requests, `CreateTaskResult`),
 * URL-mode elicitation and titled/multi-select enums, sampling with tools (`tool_use` /
 * `tool_result` content, arrays of content), icons, richer `Implementation`, sub-capabilities,
 * `$schema` on tool schemas, optional `requestId` on cancellation.
 */
const base = previous.shapes.definitions;
const meta = opt(rec());
const icons = opt(arr(ref('Icon')));
const task = opt(ref('TaskMetadata'));

/** A task's state, as tasks/list lists it, as tasks/get and tasks/cancel return it, and as its status notification carries it. */
const TASK_STATE: PropertySpec = {
  taskId: str(),
  status: ref('TaskStatus'),
  statusMessage: opt(str()),
  createdAt: str(),
  lastUpdatedAt: str(),
  ttl: union(int(), nul()),
  pollInterval: opt(int()),
};
const taskState = obj(TASK_STATE);

export const delta: RevisionDelta = {
  definitions: {
    Icon: obj({ src: str('uri'), mimeType: opt(str()), sizes: opt(arr(str())), theme: opt(oneOf('dark', 'light')) }),
    Implementation: extend(base.Implementation, { icons, description: opt(str()), websiteUrl: opt(str('uri')) }),
    Resource: extend(base.Resource, { icons }),
    ResourceTemplate: extend(base.ResourceTemplate, { icons }),
    ResourceLink: extend(base.ResourceLink, { icons }),
    Prompt: extend(base.Prompt, { icons }),
    ToolInputSchema: extend(base.ToolInputSchema, { $schema: opt(str()) }),
    ToolOutputSchema: extend(base.ToolOutputSchema, { $schema: opt(str()) }),
    ToolExecution: obj({ taskSupport: opt(oneOf('forbidden', 'optional', 'required')) }),
    Tool: extend(base.Tool, { icons, execution: opt(ref('ToolExecution')) }),

    ClientCapabilities: extend(base.ClientCapabilities, {
      elicitation: opt(obj({ form: opt(rec()), url: opt(rec()) })),
      sampling: opt(obj({ context: opt(rec()), tools: opt(rec()) })),
      tasks: opt(
        obj({
          cancel: opt(rec()),
          list: opt(rec()),
          requests: opt(
            obj({
              elicitation: opt(obj({ create: opt(rec()) })),
              sampling: opt(obj({ createMessage: opt(rec()) })),
            }),
          ),
        }),
      ),
    }),
    ServerCapabilities: extend(base.ServerCapabilities, {
      tasks: opt(obj({ cancel: opt(rec()), list: opt(rec()), requests: opt(obj({ tools: opt(obj({ call: opt(rec()) })) })) })),
    }),

    // Tasks
    TaskMetadata: obj({ ttl: opt(int()) }),
    TaskStatus: oneOf('cancelled', 'completed', 'failed', 'input_required', 'working'),
    Task: taskState,
    // A task as a result (tasks/get, tasks/cancel): the task's own fields, with the result's _meta.
    TaskResult: extend(taskState, { _meta: opt(ref('ResultMeta')) }),
    GetTaskResult: ref('TaskResult'),
    CancelTaskResult: ref('TaskResult'),
    CreateTaskResult: obj({ _meta: opt(ref('ResultMeta')), task: ref('Task') }),
    /** The result of the task's original request: any result. */
    GetTaskPayloadResult: obj({ _meta: opt(ref('ResultMeta')) }),
    ListTasksResult: obj({ _meta: opt(ref('ResultMeta')), nextCursor: opt(str()), tasks: arr(ref('Task')) }),
    TaskIdRequestParams: obj({ _meta: opt(ref('RequestMeta')), taskId: str() }),
    TaskStatusNotificationParams: extend(base.NotificationParams, TASK_STATE),

    CallToolRequestParams: extend(base.CallToolRequestParams, { task }),
    CancelledNotificationParams: extend(base.CancelledNotificationParams, { requestId: opt(ref('RequestId')) }),

    // Sampling with tools
    ToolUseContent: obj({ _meta: meta, type: lit('tool_use'), id: str(), name: str(), input: rec() }),
    ToolResultContent: obj({
      _meta: meta,
      type: lit('tool_result'),
      toolUseId: str(),
      content: arr(ref('ContentBlock')),
      structuredContent: opt(rec()),
      isError: opt(bool()),
    }),
    SamplingMessageContentBlock: tagged('type', {
      text: ref('TextContent'),
      image: ref('ImageContent'),
      audio: ref('AudioContent'),
      tool_use: ref('ToolUseContent'),
      tool_result: ref('ToolResultContent'),
    }),
    SamplingContent: union(ref('SamplingMessageContentBlock'), arr(ref('SamplingMessageContentBlock'))),
    SamplingMessage: extend(base.SamplingMessage, { _meta: meta }),
    ToolChoice: obj({ mode: opt(oneOf('auto', 'none', 'required')) }),
    CreateMessageRequestParams: extend(base.CreateMessageRequestParams, {
      task,
      tools: opt(arr(ref('Tool'))),
      toolChoice: opt(ref('ToolChoice')),
    }),

    // Elicitation: form or URL mode; enums with titles and multi-select.
    StringSchema: extend(base.StringSchema, { default: opt(str()) }),
    NumberSchema: extend(base.NumberSchema, { default: opt(num()) }),
    UntitledSingleSelectEnumSchema: obj({
      type: lit('string'),
      title: opt(str()),
      description: opt(str()),
      enum: arr(str()),
      default: opt(str()),
    }),
    TitledSingleSelectEnumSchema: obj({
      type: lit('string'),
      title: opt(str()),
      description: opt(str()),
      oneOf: arr(obj({ const: str(), title: str() })),
      default: opt(str()),
    }),
    LegacyTitledEnumSchema: extend(base.EnumSchema, { default: opt(str()) }),
    UntitledMultiSelectEnumSchema: obj({
      type: lit('array'),
      title: opt(str()),
      description: opt(str()),
      minItems: opt(int()),
      maxItems: opt(int()),
      items: obj({ type: lit('string'), enum: arr(str()) }),
      default: opt(arr(str())),
    }),
    TitledMultiSelectEnumSchema: obj({
      type: lit('array'),
      title: opt(str()),
      description: opt(str()),
      minItems: opt(int()),
      maxItems: opt(int()),
      items: obj({ anyOf: arr(obj({ const: str(), title: str() })) }),
      default: opt(arr(str())),
    }),
    EnumSchema: null,
    PrimitiveSchemaDefinition: tagged('type', {
      string: union(
        ref('StringSchema'),
        ref('UntitledSingleSelectEnumSchema'),
        ref('TitledSingleSelectEnumSchema'),
        ref('LegacyTitledEnumSchema'),
      ),
      number: ref('NumberSchema'),
      integer: ref('NumberSchema'),
      boolean: ref('BooleanSchema'),
      array: union(ref('UntitledMultiSelectEnumSchema'), ref('TitledMultiSelectEnumSchema')),
    }),
    ElicitRequestedSchema: extend(base.ElicitRequestedSchema, { $schema: opt(str()) }),
    ElicitRequestFormParams: obj({
      _meta: opt(ref('RequestMeta')),
      task,
      mode: opt(lit('form')),
      message: str(),
      requestedSchema: ref('ElicitRequestedSchema'),
    }),
    ElicitRequestURLParams: obj({
      _meta: opt(ref('RequestMeta')),
      task,
      mode: lit('url'),
      message: str(),
      elicitationId: str(),
      url: str('uri'),
    }),
    ElicitRequestParams: tagged('mode', { form: ref('ElicitRequestFormParams'), url: ref('ElicitRequestURLParams') }, {
      shape: ref('ElicitRequestFormParams'),
      when: 'absent',
    }),
    ElicitResult: extend(base.ElicitResult, { content: opt(rec(union(str(), num(), bool(), arr(str())))) }),
    ElicitationCompleteNotificationParams: obj({ _meta: opt(ref('NotificationMeta')), elicitationId: str() }),
  },
  requests: {
    'tools/call': { ...previous.shapes.methods.requests['tools/call'], taskResult: 'CreateTaskResult' },
    'sampling/createMessage': { ...previous.shapes.methods.requests['sampling/createMessage'], taskResult: 'CreateTaskResult' },
    'elicitation/create': { ...previous.shapes.methods.requests['elicitation/create'], taskResult: 'CreateTaskResult' },
    'tasks/get': { request: 'GetTaskRequest', params: 'TaskIdRequestParams', paramsRequired: true, result: 'GetTaskResult' },
    'tasks/result': { request: 'GetTaskPayloadRequest', params: 'TaskIdRequestParams', paramsRequired: true, result: 'GetTaskPayloadResult' },
    'tasks/cancel': { request: 'CancelTaskRequest', params: 'TaskIdRequestParams', paramsRequired: true, result: 'CancelTaskResult' },
    'tasks/list': { request: 'ListTasksRequest', params: 'PaginatedRequestParams', paramsRequired: false, result: 'ListTasksResult' },
  },
  notifications: {
    'notifications/tasks/status': { notification: 'TaskStatusNotification', params: 'TaskStatusNotificationParams', paramsRequired: true },
    'notifications/elicitation/complete': {
      notification: 'ElicitationCompleteNotification',
      params: 'ElicitationCompleteNotificationParams',
      paramsRequired: true,
    },
  },
};

export const shapes: RevisionShapes = applyDelta(previous.shapes, delta);
