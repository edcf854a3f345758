import type { Sender } from '../../capture/frame.js';
import { isPlainObject, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { metaOf, other, paramsOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

/** The `_meta` key tying a message to its task (2025-11-25 tasks). */
const META_RELATED_TASK = 'io.modelcontextprotocol/related-task';
const TERMINAL = new Set(['completed', 'failed', 'cancelled']);
const MAX_TASKS = 10_000;
const MAX_HELD = 10_000;

type Token = string | number;
const isToken = (token: unknown): token is Token => typeof token === 'string' || typeof token === 'number';
const tokenKey = (token: Token) => `${typeof token} ${token}`;

/** A task a receiver created: the request that asked for it, its progress token, and its end once seen. */
interface Task {
  id: string;
  request: Message;
  token: Token | undefined;
  /** The message that showed the task in a terminal status, and that status (undefined: a tasks/result answer, which names none). */
  terminal?: { by: Message; status: string | undefined };
}

const HANDSHAKE =
  '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{},"tasks":{"requests":{"tools":{"call":{}}}}},"serverInfo":{"name":"s","version":"1"}}}\n> {"jsonrpc":"2.0","method":"notifications/initialized"}\n';
const TASK = '{"taskId":"task-1","status":"%s","createdAt":"2025-11-25T10:30:00Z","lastUpdatedAt":"2025-11-25T10:31:00Z","ttl":60000}';
const example = (after: string) =>
  `${HANDSHAKE}> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"export","arguments":{},"task":{"ttl":60000},"_meta":{"progressToken":"p1"}}}\n< {"jsonrpc":"2.0","id":1,"result":{"task":${TASK.replace('%s', 'working')}}}\n< {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p1","progress":1,"total":2,"_meta":{"${META_RELATED_TASK}":{"taskId":"task-1"}}}}\n${after}`;
const DONE = `< {"jsonrpc":"2.0","method":"notifications/tasks/status","params":${TASK.replace('%s', 'completed')}}\n`;
const LATE = '< {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p1","progress":2,"total":2}}';
const FINAL = '< {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p1","progress":2,"total":2}}\n';

export const taskProgressInvalid: Rule = {
  meta: {
    id: 'task-progress-invalid',
    family: 'progress',
    severity: 'error',
    revisions: ['2025-11-25'],
    summary: '2025-11-25 tasks: progress for a task after it reached a terminal status (completed, failed, cancelled), or progress tied to a task by its related-task `_meta` under a token other than the one its task-augmented request carried.',
    why: 'A task-augmented request\'s progress token stays valid after the CreateTaskResult, for the task\'s whole lifetime, and only until the task ends: the requestor follows the task\'s progress by that token alone. Progress under another token goes to no progress bar, or to another request\'s; progress after the terminal status reports work on something the requestor already knows is over, and may have already forgotten.',
    instead: 'Send every progress notification of a task with the progressToken of the request that created it, and send none once the task is completed, failed or cancelled.',
    spec: specUrl('2025-11-25', 'basic/utilities/progress#behavior-requirements'),
    requirements: ['progress.task-keeps-token', 'progress.task-stops-at-terminal'],
    examples: { bad: `${example(DONE)}${LATE}`, good: `${example(FINAL)}${DONE.trimEnd()}`, revision: '2025-11-25' },
  },
  create(context) {
    /** Tasks by receiver and task id. */
    const tasks = new Map<string, Task>();
    /** The task of each live progress token, by receiver (the side sending the progress) and token. */
    const byToken = new Map<string, Task>();
    /** Progress notifications naming a task, judged at the end (a trace may list a stream before the response that created the task). */
    const held: { message: Message; key: string; token: Token }[] = [];

    const taskKey = (receiver: Sender, id: string) => `${receiver} ${id}`;
    const ended = (receiver: Sender | undefined, id: unknown, status: unknown, by: Message): void => {
      if (!receiver || typeof id !== 'string' || (status !== undefined && (typeof status !== 'string' || !TERMINAL.has(status)))) return;
      const task = tasks.get(taskKey(receiver, id));
      if (task && !task.terminal) task.terminal = { by, status };
    };

    return {
      kinds: ['request', 'result', 'notification'],
      message(message) {
        const sender = message.sender;
        if (!sender) return;
        if (message.kind === 'request') {
          // A token may come back on a new request once the task is over: it is that request's now.
          const token = metaOf(message)?.progressToken;
          if (isToken(token)) byToken.delete(`${other(sender)} ${tokenKey(token)}`);
          return;
        }
        if (message.kind === 'result') {
          const request = message.answers;
          const result = resultOf(message);
          if (!request || !result) return;
          const params = paramsOf(request);
          if (isPlainObject(params?.task) && isPlainObject(result.task) && typeof result.task.taskId === 'string') {
            if (tasks.size >= MAX_TASKS) return;
            const token = metaOf(request)?.progressToken;
            const task: Task = { id: result.task.taskId, request, token: isToken(token) ? token : undefined };
            tasks.set(taskKey(sender, task.id), task);
            if (task.token !== undefined) byToken.set(`${sender} ${tokenKey(task.token)}`, task);
            if (result.task.status !== undefined) ended(sender, task.id, result.task.status, message);
            return;
          }
          switch (request.method) {
            case 'tasks/get':
            case 'tasks/cancel':
              if (result.status !== undefined) ended(sender, result.taskId, result.status, message);
              return;
            case 'tasks/list':
              if (Array.isArray(result.tasks)) for (const entry of result.tasks) if (isPlainObject(entry) && entry.status !== undefined) ended(sender, entry.taskId, entry.status, message);
              return;
            case 'tasks/result':
              // tasks/result answers only once the task is terminal (it blocks until then).
              ended(sender, params?.taskId, undefined, message);
              return;
            default:
              return;
          }
        }
        if (message.method === 'notifications/tasks/status') {
          const params = paramsOf(message);
          if (params?.status !== undefined) ended(sender, params?.taskId, params.status, message);
          return;
        }
        if (message.method !== 'notifications/progress') return;
        const params = paramsOf(message);
        const token = params?.progressToken;
        if (!isToken(token)) return;
        const related = metaOf(message)?.[META_RELATED_TASK];
        if (isPlainObject(related) && typeof related.taskId === 'string' && held.length < MAX_HELD) held.push({ message, key: taskKey(sender, related.taskId), token });
        const task = byToken.get(`${sender} ${tokenKey(token)}`);
        if (!task?.terminal || !context.session.interleavingKnown) return;
        const { by, status } = task.terminal;
        const reached = status === undefined ? `which had already ended: ${describe(by, true)} returned its final result` : `which had already reached the terminal status "${status}": ${describe(by, true)} ${by.kind === 'notification' ? 'said so' : 'showed it'}`;
        context.report({
          at: message,
          path: 'params.progressToken',
          requirement: 'progress.task-stops-at-terminal',
          message: () =>
            `This is ${describe(message)} for token ${JSON.stringify(token)}, the token of task ${JSON.stringify(task.id)} (created by ${describe(task.request, true)}), ${reached}. Progress notifications for a task MUST stop once it is completed, failed or cancelled. Send no progress after the task's final status.`,
        });
      },
      end() {
        for (const { message, key, token } of held) {
          const task = tasks.get(key);
          if (!task || task.token === undefined || tokenKey(task.token) === tokenKey(token)) continue;
          const original = task.token;
          context.report({
            at: message,
            path: 'params.progressToken',
            requirement: 'progress.task-keeps-token',
            message: () =>
              `This is ${describe(message)} for task ${JSON.stringify(task.id)} (by its _meta["${META_RELATED_TASK}"]) with progressToken ${JSON.stringify(token)}, but ${describe(task.request, true)} that created the task carried progressToken ${JSON.stringify(original)}. Progress for a task MUST use the token of its original task-augmented request, for the task's whole lifetime. Send it with ${JSON.stringify(original)}.`,
          });
        }
      },
    };
  },
};
