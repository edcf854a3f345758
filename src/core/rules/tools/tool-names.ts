import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { resultOf } from '../../session/tracker.js';
import { listWithMore } from '../../text/words.js';

const MAX_LENGTH = 128;
const ALLOWED = /^[A-Za-z0-9_.-]+$/;
const LIST = (names: string[]) =>
  `> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":1,"result":{"tools":[${names.map((name) => `{"name":${JSON.stringify(name)},"inputSchema":{"type":"object"}}`).join(',')}]}}`;

/** What is wrong with a tool name, or undefined. */
function nameProblem(name: string): string | undefined {
  if (name.length === 0) return 'is empty';
  if (name.length > MAX_LENGTH) return `is ${name.length} characters long (at most ${MAX_LENGTH})`;
  if (ALLOWED.test(name)) return undefined;
  const bad = [...new Set([...name].filter((c) => !ALLOWED.test(c)))].map((c) => (c === ' ' ? 'a space' : JSON.stringify(c)));
  return `contains ${listWithMore(bad, 5)} (only A-Z, a-z, 0-9, _, - and . are allowed)`;
}

export const toolNames: Rule = {
  meta: {
    id: 'tool-names',
    family: 'tools',
    severity: 'warning',
    revisions: ['2025-11-25', '2026-07-28'],
    summary: 'A tool in a `tools/list` result whose name is empty, longer than 128 characters, has characters other than ASCII letters, digits, `_`, `-` and `.`, or repeats another tool\'s name.',
    why: 'Clients and the models they drive address tools by name: names with spaces or punctuation break function-calling APIs and prefixes hosts add, and two tools with one name make one of them unreachable.',
    instead: 'Name each tool uniquely with 1 to 128 characters from A-Z, a-z, 0-9, `_`, `-` and `.` (`get_weather`, `admin.tools.list`).',
    spec: specUrl('2025-11-25', 'server/tools#tool-names'),
    requirements: ['tools.name-length', 'tools.name-characters', 'tools.name-no-spaces', 'tools.name-unique'],
    examples: { bad: LIST(['get weather', 'search', 'search']), good: LIST(['get_weather', 'search', 'admin.tools.list']), revision: '2025-11-25' },
  },
  create(context) {
    return {
      kinds: ['result'],
      methods: ['tools/list'],
      message(message) {
        if (message.sender === 'client' || message.answers?.method !== 'tools/list') return;
        const tools = resultOf(message)?.tools;
        if (!Array.isArray(tools)) return;
        const seen = new Set<string>();
        tools.forEach((tool, index) => {
          if (!isPlainObject(tool) || typeof tool.name !== 'string') return;
          const name = tool.name;
          const repeated = seen.has(name);
          const problem = repeated ? 'repeats the name of an earlier tool in the list' : nameProblem(name);
          seen.add(name);
          if (problem === undefined) return;
          context.report({
            at: message,
            path: `result.tools[${index}].name`,
            subject: name,
            requirement: repeated ? 'tools.name-unique' : name.length === 0 || name.length > MAX_LENGTH ? 'tools.name-length' : name.includes(' ') ? 'tools.name-no-spaces' : 'tools.name-characters',
            message: () => `This is ${describe(message)}: the tool name ${JSON.stringify(name)} ${problem}. Tool names SHOULD be unique, 1 to 128 characters, from ASCII letters, digits, _, - and . only.`,
          });
        });
      },
    };
  },
};
