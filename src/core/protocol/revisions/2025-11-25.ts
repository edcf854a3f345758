import type { RevisionDelta } from '../delta.js';

const BOTH = ['client', 'server'] as const;

/** 2025-11-25: experimental tasks, URL-mode elicitation and its error code. */
export const revision20251125: RevisionDelta = {
  revision: '2025-11-25',
  changes: [
    '+ tasks/get, tasks/result, tasks/cancel, tasks/list and notifications/tasks/status (either side; experimental).',
    '+ notifications/elicitation/complete (server to client) for URL-mode elicitation.',
    '+ error -32042 URL elicitation required.',
    'The id of an error response may be omitted when the request\'s id could not be read.',
    'Reserved _meta prefixes: the second label is modelcontextprotocol or mcp (io.modelcontextprotocol/).',
    'Sampling with tools, icons, JSON Schema 2020-12 as the default dialect.',
  ],
  addMethods: [
    { method: 'tasks/get', kind: 'request', senders: BOTH, paramsRequired: true, result: 'GetTaskResult', capability: { side: 'receiver', path: ['tasks'] }, description: 'Asks for the status of a task started by a task-augmented request.' },
    { method: 'tasks/result', kind: 'request', senders: BOTH, paramsRequired: true, result: 'GetTaskPayloadResult', capability: { side: 'receiver', path: ['tasks'] }, description: 'Waits for and fetches the final result of a task.' },
    { method: 'tasks/cancel', kind: 'request', senders: BOTH, paramsRequired: true, result: 'CancelTaskResult', capability: { side: 'receiver', path: ['tasks', 'cancel'] }, description: 'Cancels a running task.' },
    { method: 'tasks/list', kind: 'request', senders: BOTH, paramsRequired: false, result: 'ListTasksResult', capability: { side: 'receiver', path: ['tasks', 'list'] }, description: 'Lists the tasks the receiver holds for the sender.' },
    { method: 'notifications/tasks/status', kind: 'notification', senders: BOTH, paramsRequired: true, description: 'Says that a task changed status.' },
    { method: 'notifications/elicitation/complete', kind: 'notification', senders: ['server'], paramsRequired: true, capability: { side: 'client', path: ['elicitation', 'url'] }, description: 'The server says a URL-mode elicitation finished out of band.' },
  ],
  addErrorCodes: [
    { code: -32042, name: 'URL elicitation required', origin: 'mcp', meaning: 'The request needs the user to complete a URL-mode elicitation first; data.elicitations lists them.' },
  ],
  meta: {
    reservedPrefix: 'second-label',
    definedKeys: new Set(['progressToken', 'io.modelcontextprotocol/related-task', 'io.modelcontextprotocol/model-immediate-response']),
  },
  tasks: true,
  elicitationModes: true,
  samplingTools: true,
  idlessErrorResponses: 'allowed',
};
