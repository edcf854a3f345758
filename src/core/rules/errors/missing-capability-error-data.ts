import { isPlainObject } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { META_CLIENT_CAPABILITIES, metaOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const MISSING_CAPABILITY = -32021;
const CALL = '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"book","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n';

/** Whether `declared` (the request's clientCapabilities) already has `capability` with every sub-capability `required` names. */
function alreadyDeclared(declared: Record<string, unknown>, capability: string, required: unknown): boolean {
  const own = declared[capability];
  if (!isPlainObject(own)) return false;
  return !isPlainObject(required) || Object.keys(required).every((sub) => sub in own);
}

export const missingCapabilityErrorData: Rule = {
  meta: {
    id: 'missing-capability-error-data',
    family: 'errors',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: '2026-07-28: a -32021 MissingRequiredClientCapability error without `data.requiredCapabilities`, naming none, naming only capabilities the request declared, or (over HTTP) with a status other than 400.',
    why: 'A client answers -32021 by declaring the missing capabilities (or telling the user it cannot) and retrying; `data.requiredCapabilities` is the only place it learns which ones. A list that names what the request already declared, or none, leaves it nothing to fix, and a dual-era client reads 400 with a modern error as "this server is modern": another status makes it fall back to the legacy handshake.',
    instead: 'Answer {"code":-32021,"message":"...","data":{"requiredCapabilities":{"elicitation":{"form":{}}}}} naming the capabilities the request lacks, with HTTP status 400 Bad Request on Streamable HTTP.',
    spec: specUrl('2026-07-28', 'basic#meta'),
    requirements: ['meta.missing-capability-error'],
    examples: {
      bad: `${CALL}< {"jsonrpc":"2.0","id":1,"error":{"code":-32021,"message":"Elicitation required"}}`,
      good: `${CALL}< {"jsonrpc":"2.0","id":1,"error":{"code":-32021,"message":"Elicitation required","data":{"requiredCapabilities":{"elicitation":{"form":{}}}}}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    return {
      kinds: ['error'],
      message(message) {
        if (message.sender === 'client' || !isPlainObject(message.value)) return;
        const error = message.value.error;
        if (!isPlainObject(error) || error.code !== MISSING_CAPABILITY) return;
        const problems: string[] = [];
        let path = 'error.data';
        const data = error.data;
        const required = isPlainObject(data) ? data.requiredCapabilities : undefined;
        if (!isPlainObject(data)) problems.push('it has no data object');
        else if (!isPlainObject(required)) problems.push('data.requiredCapabilities (an object of client capabilities) is missing');
        else {
          path = 'error.data.requiredCapabilities';
          const names = Object.keys(required);
          const declared = message.answers ? metaOf(message.answers)?.[META_CLIENT_CAPABILITIES] : undefined;
          if (names.length === 0) problems.push('data.requiredCapabilities names no capability');
          else if (isPlainObject(declared) && names.every((name) => alreadyDeclared(declared, name, required[name]))) {
            problems.push(`data.requiredCapabilities names only ${names.map((name) => JSON.stringify(name)).join(', ')}, which the request's clientCapabilities declared`);
          }
        }
        const transport = message.frame.transport;
        const status = transport?.kind === 'http' ? transport.status : undefined;
        if (status !== undefined && status !== 400) problems.push(`it came with HTTP status ${status} instead of 400`);
        if (problems.length === 0) return;
        context.report({
          at: message,
          path: problems.length === 1 && status !== undefined && status !== 400 ? 'error' : path,
          message: () =>
            `This is ${describe(message)} with code -32021 (missing required client capability)${message.answers ? `, answering ${describe(message.answers, true)}` : ''}, but ${problems.join('; ')}. List the capabilities the request lacks in data.requiredCapabilities${status !== undefined ? ', with HTTP status 400' : ''}, so the client can declare them and retry.`,
        });
      },
    };
  },
};
