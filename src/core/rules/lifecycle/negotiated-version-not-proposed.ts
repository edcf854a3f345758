import { isPlainObject } from '../../message.js';
import { compareRevisions, isRevision } from '../../revisions.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { LEGACY } from '../../session/describe.js';
import { resultOf } from '../../session/tracker.js';
import type { Message } from '../../message.js';
import type { Rule } from '../rule.js';

export const negotiatedVersionNotProposed: Rule = {
  meta: {
    id: 'negotiated-version-not-proposed',
    family: 'lifecycle',
    severity: 'warning',
    revisions: LEGACY,
    summary: 'The server answered a newer protocol version than the client proposed, and the client went on with it.',
    why: 'The client proposes the latest version it supports; the server may answer another version it supports, and if the client does not support that one it SHOULD disconnect. A server answering a version newer than the proposal picked one the client most likely does not implement, and a client that carries on speaks a revision it never offered.',
    instead: 'Server: answer the proposed version when you support it, else an older one you support. Client: disconnect when the answered version is not one you implement.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#version-negotiation'),
    requirements: ['lifecycle.server-echoes-supported-version', 'lifecycle.client-disconnects-on-unsupported'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-03-26\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-03-26\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
    },
  },
  create(context) {
    let suspect: { response: Message; proposed: string; chosen: string } | undefined;
    return {
      message(message) {
        if (message.kind === 'result' && message.answers?.method === 'initialize' && !suspect) {
          const chosen = resultOf(message)?.protocolVersion;
          const proposed = isPlainObject(message.answers.params) ? message.answers.params.protocolVersion : undefined;
          if (isRevision(chosen) && isRevision(proposed) && compareRevisions(chosen, proposed) > 0) suspect = { response: message, proposed, chosen };
          return;
        }
        if (!suspect || message.sender !== 'client' || message.frame.index <= suspect.response.frame.index) return;
        context.report({
          at: suspect.response,
          message: `This is ${describe(suspect.response)}: the client proposed ${suspect.proposed} and the server chose the newer ${suspect.chosen}, yet the client went on (${describe(message, true)}). The server should pick the proposed version (or an older one it supports); a client that does not support ${suspect.chosen} should disconnect.`,
        });
        suspect = undefined;
      },
    };
  },
};
