import { isPlainObject, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { META_PROTOCOL_VERSION, metaOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

export const metaProtocolVersionMismatch: Rule = {
  meta: {
    id: 'meta-protocol-version-mismatch',
    family: 'lifecycle',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28: a request whose _meta protocol version differs from the revision the capture is held to, or from the requests before it.',
    why: 'In 2026-07-28 there is no handshake: every request names its protocol version in _meta["io.modelcontextprotocol/protocolVersion"], and the server answers -32022 when it does not implement it. A capture whose requests name another revision, or switch revisions midway, is not the 2026-07-28 traffic it is checked as. A request the server refused with -32022 (version probing) is not reported.',
    instead: 'Put the same, supported version on every request; after a -32022 error retry with one of the versions the server listed.',
    spec: specUrl('2026-07-28', 'basic/versioning'),
    requirements: [],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2025-11-25\",\"io.modelcontextprotocol/clientCapabilities\":{}}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}}", revision: '2026-07-28',
    },
  },
  create(context) {
    let previous: { version: string; message: Message } | undefined;
    const target = context.revision;
    const judge = (request: Message): void => {
      const version = metaOf(request)?.[META_PROTOCOL_VERSION];
      if (typeof version !== 'string') return;
      if (previous && previous.version !== version) {
        context.report({
          at: request,
          severity: version === target ? 'warning' : 'error',
          message: `This is ${describe(request)}: its _meta protocol version is ${version}, but the requests before it (from ${describe(previous.message, true)}) said ${previous.version}. One capture should speak one version${version === target ? '' : `, and this one is held to ${target}`}.`,
        });
      } else if (!previous && version !== target) {
        context.report({
          at: request,
          message: `This is ${describe(request)}: its _meta protocol version is ${version}, but the capture is held to ${target}. Send ${target} (or check the capture against ${version}).`,
        });
      }
      previous = { version, message: request };
    };
    const waiting = new Set<Message>();
    return {
      message(message) {
        if (message.kind === 'request' && message.sender === 'client') {
          if (typeof metaOf(message)?.[META_PROTOCOL_VERSION] === 'string') waiting.add(message);
          return;
        }
        if ((message.kind !== 'result' && message.kind !== 'error') || !message.answers || !waiting.has(message.answers)) return;
        waiting.delete(message.answers);
        const error = isPlainObject(message.value) ? message.value.error : undefined;
        if (message.kind === 'error' && isPlainObject(error) && error.code === -32022) return; // refused: the client probes
        judge(message.answers);
      },
      end() {
        for (const request of [...waiting].sort((a, b) => a.frame.index - b.frame.index)) judge(request);
      },
    };
  },
};
