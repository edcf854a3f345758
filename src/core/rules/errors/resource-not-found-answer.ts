import { isPlainObject, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { paramsOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const INVALID_PARAMS = -32602;
/** The 2025-11-25 resource-not-found code: error-code-retired reports it in 2026-07-28. */
const LEGACY_NOT_FOUND = -32002;
const METHOD_NOT_FOUND = -32601;
/** An error message that says the resource does not exist (not that the method does not). */
const SAYS_NOT_FOUND = /\b(?:not\s+found|does\s+not\s+exist|doesn't\s+exist|no\s+such|unknown\s+resource)\b/i;
const SAYS_METHOD = /\bmethod\b/i;
const MAX_URIS = 10_000;
const META = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const READ = `> {"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"file:///missing.txt",${META}}}\n`;

/** What an error says about the resource it answers: `missing` when it reports the resource absent. */
function errorFacts(message: Message): { code: unknown; missing: boolean; saysMissing: boolean } | undefined {
  if (!isPlainObject(message.value) || !isPlainObject(message.value.error)) return undefined;
  const { code, message: text } = message.value.error;
  const saysMissing = typeof text === 'string' && SAYS_NOT_FOUND.test(text) && !SAYS_METHOD.test(text);
  return { code, saysMissing, missing: code === INVALID_PARAMS || code === LEGACY_NOT_FOUND || saysMissing };
}

export const resourceNotFoundAnswer: Rule = {
  meta: {
    id: 'resource-not-found-answer',
    family: 'errors',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: '2026-07-28 resources/read of a resource that does not exist: an error saying so with a code other than -32602, or a result with an empty `contents` for a URI the server elsewhere reports missing.',
    why: 'A client tells "no such resource" from other failures by the code: 2026-07-28 makes it -32602 (Invalid params), so an error that says "not found" under another code reads as a server fault to retry. An empty `contents` is worse: it reads as a resource that exists and is empty, so the client shows or caches nothing where it should report the URI missing; the spec forbids it.',
    instead: 'Answer resources/read of a URI that does not exist with {"code":-32602,"message":"Resource not found","data":{"uri":"<the uri>"}}; send an empty `contents` only for a resource that exists and has no content.',
    spec: specUrl('2026-07-28', 'server/resources#error-handling'),
    requirements: ['resources.not-found-invalid-params', 'resources.no-empty-contents'],
    examples: {
      bad: `${READ}< {"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Resource not found: file:///missing.txt"}}`,
      good: `${READ}< {"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Resource not found","data":{"uri":"file:///missing.txt"}}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    /** URIs the server reported missing, with the line of its first such answer. */
    const missing = new Map<string, number>();
    /** Empty-contents results, judged at the end: the not-found answer for the URI may come later. */
    const empty: { result: Message; uri: string }[] = [];
    return {
      kinds: ['result', 'error'],
      methods: ['resources/read'],
      message(message) {
        const request = message.answers;
        const uri = request ? paramsOf(request)?.uri : undefined;
        if (message.sender === 'client' || typeof uri !== 'string') return;
        if (message.kind === 'result') {
          const contents = resultOf(message)?.contents;
          if (Array.isArray(contents) && contents.length === 0 && empty.length < MAX_URIS) empty.push({ result: message, uri });
          return;
        }
        const facts = errorFacts(message);
        if (!facts?.missing) return;
        if (missing.size < MAX_URIS && !missing.has(uri)) missing.set(uri, message.frame.span.line);
        if (!facts.saysMissing || facts.code === INVALID_PARAMS || facts.code === LEGACY_NOT_FOUND || facts.code === METHOD_NOT_FOUND) return;
        context.report({
          at: message,
          path: 'error.code',
          requirement: 'resources.not-found-invalid-params',
          message: () =>
            `This is ${describe(message)}, answering ${describe(request!, true)} for ${JSON.stringify(uri)}: its message says the resource does not exist, but its code is ${JSON.stringify(facts.code)}. A 2026-07-28 server MUST report a resource that does not exist with -32602 (Invalid params), data.uri naming it.`,
        });
      },
      end() {
        for (const { result, uri } of empty) {
          const notFoundAt = missing.get(uri);
          if (notFoundAt === undefined) continue;
          context.report({
            at: result,
            path: 'result.contents',
            requirement: 'resources.no-empty-contents',
            message: () =>
              `This is ${describe(result)} for ${JSON.stringify(uri)} with an empty contents array, yet the server reports that resource missing (line ${notFoundAt}). A server MUST NOT answer a resource that does not exist with empty contents: return the -32602 error instead.`,
          });
        }
      },
    };
  },
};
