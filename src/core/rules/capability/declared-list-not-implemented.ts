import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';

const METHOD_NOT_FOUND = -32601;

/** The list methods 2026-07-28 binds to their capability, with the requirement each answer judges. */
const LISTS: Readonly<Record<string, { capability: string; requirement: string }>> = {
  'tools/list': { capability: 'tools', requirement: 'tools.list-current-set' },
  'prompts/list': { capability: 'prompts', requirement: 'prompts.list-current-set' },
  'resources/list': { capability: 'resources', requirement: 'resources.list-current-set' },
};

const META = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const DISCOVER = `> {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{${META}}}\n< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":60000,"cacheScope":"public","supportedVersions":["2026-07-28"],"capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}`;
const LIST = `> {"jsonrpc":"2.0","id":2,"method":"tools/list","params":{${META}}}`;

export const declaredListNotImplemented: Rule = {
  meta: {
    id: 'declared-list-not-implemented',
    family: 'capability',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: 'A 2026-07-28 server that declared the tools, prompts or resources capability answering its list method (`tools/list`, `prompts/list`, `resources/list`) with -32601 (Method not found).',
    why: 'A client reads the capability as the promise that the list method works: it calls tools/list to learn the tools. A server that declares the capability and then says the method does not exist leaves the client with nothing, and 2026-07-28 makes answering the list a MUST for a server that declares it.',
    instead: 'Implement the list method of every capability you declare (an empty list is a valid answer), or do not declare the capability.',
    spec: specUrl('2026-07-28', 'server/tools#capabilities'),
    requirements: ['tools.list-current-set', 'prompts.list-current-set', 'resources.list-current-set'],
    examples: {
      bad: `${DISCOVER}\n${LIST}\n< {"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"Method not found"}}`,
      good: `${DISCOVER}\n${LIST}\n< {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","ttlMs":60000,"cacheScope":"public","tools":[]}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    return {
      kinds: ['error'],
      methods: Object.keys(LISTS),
      message(message) {
        const request = message.answers;
        const list = request?.method === undefined ? undefined : LISTS[request.method];
        if (message.sender === 'client' || !request || !list) return;
        const error = isPlainObject(message.value) ? message.value.error : undefined;
        if (!isPlainObject(error) || error.code !== METHOD_NOT_FOUND) return;
        // Judged only against a declaration the capture shows: without one the method may truly be absent.
        const declared = context.session.capabilitiesOf('server', request)?.[list.capability];
        if (declared === undefined || declared === null || declared === false) return;
        context.report({
          at: message,
          path: 'error.code',
          requirement: list.requirement,
          message: () =>
            `This is ${describe(message)}: the server says it has no ${request.method}, although it declared the ${list.capability} capability. A 2026-07-28 server that declares ${list.capability} MUST answer ${request.method} with the ${list.capability} currently available (an empty list is a valid answer).`,
        });
      },
    };
  },
};
