import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describeMessage, specUrl } from '../lib/describe-message.js';

export const paramsType: Rule = {
  meta: {
    id: 'params-type',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: '`params` present but not an object: positional (array) params, null, a string or a number.',
    why: 'JSON-RPC allows positional params as an array, but every MCP schema types `params` as an object of named members: a peer rejects an array with -32602 or -32600, and `"params": null` fails the same way.',
    instead: 'Send named params as an object (`"params": {"name": "echo"}`), or leave `params` out when the method takes none.',
    spec: specUrl('2025-11-25', 'basic#requests'),
    requirements: ['messages.jsonrpc'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":["echo",{"text":"hi"}]}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hi"}}}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      kinds: ['request', 'notification'],
      message(message) {
        if (message.kind !== 'request' && message.kind !== 'notification') return;
        const value = message.value as Record<string, unknown>;
        if (!('params' in value) || isPlainObject(value.params)) return;
        const params = value.params;
        const what = Array.isArray(params)
          ? 'positional params (an array): JSON-RPC allows them, MCP does not, every method takes named params in an object'
          : params === null
            ? '"params": null; params must be an object when present'
            : `params of type ${typeof params}; params must be an object when present`;
        context.report({
          at: message,
          path: 'params',
          message: `${describeMessage(message)} has ${what}. A peer rejects it (-32602 or -32600). Send an object of named params, or omit params.`,
        });
      },
    };
  },
};
