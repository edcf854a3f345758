import { taskProgressInvalid } from '../../../src/core/rules/progress/task-progress-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, initialize, initializeResult, initialized, notification, request, result, server } from '../messages.js';
import { post } from '../http.js';

const RELATED = 'io.modelcontextprotocol/related-task';
const start = [initialize('2025-11-25'), initializeResult('2025-11-25', 0, { tools: {}, tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } } }), initialized];
const task = (status: string, taskId = 'task-1') => ({ taskId, status, createdAt: '2025-11-25T10:30:00Z', lastUpdatedAt: '2025-11-25T10:31:00Z', ttl: 60000 });
const call = (id: number, token?: string) => client(request(id, 'tools/call', { name: 'export', arguments: {}, task: { ttl: 60000 }, ...(token === undefined ? {} : { _meta: { progressToken: token } }) }));
const created = (id: number, taskId = 'task-1') => server(result(id, { task: task('working', taskId) }));
const progress = (token: string, n: number, taskId?: string) => server(notification('notifications/progress', { progressToken: token, progress: n, ...(taskId === undefined ? {} : { _meta: { [RELATED]: { taskId } } }) }));
const status = (s: string, taskId = 'task-1') => server(notification('notifications/tasks/status', task(s, taskId)));
const get = (id: number, taskId = 'task-1') => client(request(id, 'tasks/get', { taskId }));

ruleTester.run(taskProgressInvalid, {
  valid: [
    {
      name: 'progress with the original token after the CreateTaskResult, through input_required, then the task completes',
      capture: jsonl(...start, call(1, 'p1'), created(1), progress('p1', 1, 'task-1'), status('input_required'), progress('p1', 2), get(2), server(result(2, task('working'))), progress('p1', 3, 'task-1'), status('completed')),
      revision: '2025-11-25',
    },
    {
      name: 'the token used again by a new request once the task is over; a failed tasks/result error names no status',
      capture: jsonl(...start, call(1, 'p1'), created(1), get(2), server(result(2, task('failed'))), client(request(3, 'tools/call', { name: 'slow', arguments: {}, _meta: { progressToken: 'p1' } })), progress('p1', 1), server(result(3, { content: [] })), client(request(4, 'tasks/result', { taskId: 'other' })), server(error(4, -32602))),
      revision: '2025-11-25',
    },
    {
      name: 'progress for another task of the same receiver, each under its own token; a task-augmented request without a token',
      capture: jsonl(...start, call(1, 'p1'), created(1), call(2, 'p2'), created(2, 'task-2'), status('cancelled'), progress('p2', 1, 'task-2'), call(3), created(3, 'task-3'), progress('p2', 2, 'task-2')),
      revision: '2025-11-25',
    },
    {
      name: 'a tasks/list entry still working does not end the task',
      capture: jsonl(...start, call(1, 'p1'), created(1), client(request(2, 'tasks/list')), server(result(2, { tasks: [task('working'), task('completed', 'task-9')] })), progress('p1', 1)),
      revision: '2025-11-25',
    },
    {
      name: 'over HTTP, where the order of two streams is not known, progress listed after the completion is not judged',
      capture: jsonl(
        ...post(request(0, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } }), {}, { headers: { 'mcp-session-id': 's1' }, json: result(0, { protocolVersion: '2025-11-25', capabilities: { tools: {}, tasks: { requests: { tools: { call: {} } } } }, serverInfo: { name: 's', version: '1' } }) }),
        ...post(request(1, 'tools/call', { name: 'export', arguments: {}, task: {}, _meta: { progressToken: 'p1' } }), { 'mcp-session-id': 's1' }, { json: result(1, { task: task('working') }) }),
        ...post(request(2, 'tasks/get', { taskId: 'task-1' }), { 'mcp-session-id': 's1' }, { json: result(2, task('completed')) }),
        ...post(request(3, 'tasks/result', { taskId: 'task-1' }), { 'mcp-session-id': 's1' }, { events: [['e1', notification('notifications/progress', { progressToken: 'p1', progress: 1, _meta: { [RELATED]: { taskId: 'task-1' } } })], ['e2', result(3, { content: [], _meta: { [RELATED]: { taskId: 'task-1' } } })]] }),
      ),
      format: 'http',
      revision: '2025-11-25',
    },
    { name: 'the same capture under 2025-06-18, which has no tasks', capture: jsonl(initialize('2025-06-18'), initializeResult('2025-06-18'), initialized, call(1, 'p1'), created(1), status('completed'), progress('p1', 2, 'task-1')), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'progress after a completed status notification, a cancelled tasks/cancel result and a tasks/result answer',
      capture: jsonl(
        ...start,
        call(1, 'p1'), created(1), status('completed'), progress('p1', 2),
        call(2, 'p2'), created(2, 'task-2'), client(request(3, 'tasks/cancel', { taskId: 'task-2' })), server(result(3, task('cancelled', 'task-2'))), progress('p2', 1, 'task-2'),
        call(4, 'p4'), created(4, 'task-4'), client(request(5, 'tasks/result', { taskId: 'task-4' })), server(result(5, { content: [], _meta: { [RELATED]: { taskId: 'task-4' } } })), progress('p4', 9),
      ),
      revision: '2025-11-25',
      errors: [
        { line: 7, severity: 'error', path: 'params.progressToken', message: /task "task-1" \(created by the client's tools\/call request \(id 1, line 4\)\), which had already reached the terminal status "completed": the server's notifications\/tasks\/status notification \(line 6\) said so/ },
        { line: 12, path: 'params.progressToken', message: 'the terminal status "cancelled": the server\'s result (id 3, line 11) to tasks/cancel showed it' },
        { line: 17, path: 'params.progressToken', message: 'which had already ended: the server\'s result (id 5, line 16) to tasks/result returned its final result' },
      ],
    },
    {
      name: 'a failed tasks/get result, then progress',
      capture: jsonl(...start, call(1, 'p1'), created(1), get(2), server(result(2, task('failed'))), progress('p1', 5)),
      revision: '2025-11-25',
      errors: [{ line: 8, message: 'MUST stop once it is completed, failed or cancelled' }],
    },
    {
      name: 'progress naming the task by its related-task _meta under another token',
      capture: jsonl(...start, call(1, 'p1'), created(1), progress('p1', 1, 'task-1'), progress('task-1', 2, 'task-1')),
      revision: '2025-11-25',
      errors: [{ line: 7, path: 'params.progressToken', message: 'for task "task-1" (by its _meta["io.modelcontextprotocol/related-task"]) with progressToken "task-1", but the client\'s tools/call request (id 1, line 4) that created the task carried progressToken "p1"' }],
    },
  ],
});
