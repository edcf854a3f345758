import { isPlainObject } from '../../message.js';
import { isRevision } from '../../revisions.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { META_PROTOCOL_VERSION, metaOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const DATED = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Version strings: a malformed one is an error; a well-formed date no revision has is a
 * client's proposal of a newer revision (fine: the server answers one it supports), but a
 * server that echoes it back did not negotiate at all.
 */
export const protocolVersionInvalid: Rule = {
  meta: {
    id: 'protocol-version-invalid',
    family: 'lifecycle',
    severity: 'error',
    revisions: 'all',
    summary: 'A protocol version that is not a dated revision string, or a server that echoes back a version no revision has.',
    why: 'Protocol versions are YYYY-MM-DD strings naming a revision. The server MUST answer with a version it supports: echoing the client\'s proposal unchanged when no such revision exists means it copied the field without negotiating, and the client then speaks a protocol neither side implements.',
    instead: 'Client: propose the latest revision you implement. Server: answer the proposed version when you support it, otherwise the latest version you do support.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#version-negotiation'),
    requirements: ['lifecycle.client-proposes-supported-version', 'lifecycle.server-answers-own-version'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2029-01-01\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2029-01-01\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-03-26\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-03-26\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}",
    },
  },
  create(context) {
    // `where` is a function: the text is built only for a finding, not for every request with `_meta`.
    const check = (version: unknown, where: () => string, at: Parameters<typeof context.report>[0]['at'], path: string): boolean => {
      if (typeof version !== 'string') return true;
      if (DATED.test(version)) return true;
      context.report({ at, path, message: `${where()} carries protocol version ${JSON.stringify(version)}, which is not a dated revision (YYYY-MM-DD such as "2025-11-25"). Send the exact revision string.` });
      return false;
    };
    return {
      kinds: ['request', 'result'],
      message(message) {
        if (message.kind === 'request' && message.method === 'initialize' && isPlainObject(message.params)) {
          const version = message.params.protocolVersion;
          if (check(version, () => `This is ${describe(message)}: it`, message, 'params.protocolVersion') && typeof version === 'string' && !isRevision(version)) {
            context.report({
              at: message,
              path: 'params.protocolVersion',
              severity: 'info',
              message: `This is ${describe(message)}: it proposes protocol version ${version}, which no revision known to this tool has. That is allowed (the server answers with a version it supports); check the answer.`,
            });
          }
        }
        if (message.kind === 'result' && message.answers?.method === 'initialize') {
          const version = resultOf(message)?.protocolVersion;
          if (!check(version, () => `This is ${describe(message)}: it`, message, 'result.protocolVersion') || typeof version !== 'string') return;
          if (isRevision(version)) return;
          const proposed = isPlainObject(message.answers.params) ? message.answers.params.protocolVersion : undefined;
          context.report({
            at: message,
            path: 'result.protocolVersion',
            severity: proposed === version ? 'error' : 'warning',
            message:
              proposed === version
                ? `This is ${describe(message)}: it echoes the client's proposed version ${version}, which no revision has. The server must answer with a version it actually supports (the latest one, when it does not support the proposal).`
                : `This is ${describe(message)}: it answers protocol version ${version}, which no revision known to this tool has. Answer a released revision the server implements.`,
          });
        }
        if (message.kind === 'request') {
          const meta = metaOf(message);
          if (meta) check(meta[META_PROTOCOL_VERSION], () => `This is ${describe(message)}: its _meta`, message, `params._meta.${META_PROTOCOL_VERSION}`);
        }
      },
    };
  },
};
