import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { resultOf } from '../../session/tracker.js';

const HANDSHAKE = '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"roots":{}},"clientInfo":{"name":"c","version":"1"}}}\n< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}\n> {"jsonrpc":"2.0","method":"notifications/initialized"}\n< {"jsonrpc":"2.0","id":1,"method":"roots/list"}\n';
const roots = (uri: string) => `${HANDSHAKE}> {"jsonrpc":"2.0","id":1,"result":{"roots":[{"uri":"${uri}","name":"project"}]}}`;

export const rootNotFileUri: Rule = {
  meta: {
    id: 'root-not-file-uri',
    family: 'shape',
    severity: 'error',
    revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'],
    summary: 'A root in a `roots/list` result whose `uri` is not a `file://` URI.',
    why: 'Roots tell a server which parts of the file system it may work in; the spec allows only file:// URIs, and a server given a path or an https URL cannot place it.',
    instead: 'List each root as a file:// URI (`file:///home/ada/project`).',
    spec: specUrl('2025-11-25', 'client/roots#root'),
    requirements: ['roots.file-uri'],
    examples: { bad: roots('/home/ada/project'), good: roots('file:///home/ada/project'), revision: '2025-11-25' },
  },
  create(context) {
    return {
      kinds: ['result'],
      methods: ['roots/list'],
      message(message) {
        if (message.sender === 'server' || message.answers?.method !== 'roots/list') return;
        const list = resultOf(message)?.roots;
        if (!Array.isArray(list)) return;
        list.forEach((root, index) => {
          if (!isPlainObject(root) || typeof root.uri !== 'string' || /^file:\/\//i.test(root.uri)) return;
          const uri = root.uri;
          context.report({
            at: message,
            path: `result.roots[${index}].uri`,
            message: () => `This is ${describe(message)}: the root ${JSON.stringify(uri)} is not a file:// URI. A root's uri MUST be a file:// URI.`,
          });
        });
      },
    };
  },
};
