import type { Frame } from '../../capture/frame.js';
import { duplicateKeys, type DuplicateKey } from '../../capture/json-scan.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import type { Rule } from '../rule.js';

const META = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"elicitation":{}}}';
const ASK = (key: string, message: string) => `"${key}":{"method":"elicitation/create","params":{"message":"${message}","requestedSchema":{"type":"object","properties":{"answer":{"type":"string"}}}}}`;
const CALL = `> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"book","arguments":{},${META}}}\n`;
const answer = (second: string) => `${CALL}< {"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{${ASK('city', 'Which city?')},${ASK(second, 'Which date?')}}}}`;

export const inputRequestKeyDuplicate: Rule = {
  meta: {
    id: 'input-request-key-duplicate',
    family: 'lifecycle',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28: an InputRequiredResult whose `inputRequests` object holds the same key twice (found in the raw text: JSON parsers keep the last and drop the others silently).',
    why: 'The client answers each input request under its key in the retry\'s `inputResponses`. With a key written twice, a JSON parser keeps one of the two requests and drops the other without a word: the user is never asked the dropped question, and the server gets one answer where it expected two. The spec makes the keys unique.',
    instead: 'Give every entry of `inputRequests` its own key (`city`, `date`), and keep the keys stable so the server can match the answers in the retry.',
    spec: specUrl('2026-07-28', 'basic/patterns/mrtr#server-requirements-basic-workflow'),
    requirements: ['mrtr.input-request-keys-unique'],
    examples: { bad: answer('city'), good: answer('date'), revision: '2026-07-28' },
  },
  create(context) {
    // The members of a batch share their frame: its text is searched and scanned once, not once per member.
    let lastFrame: Frame | undefined;
    let lastDuplicates: readonly DuplicateKey[] = [];
    return {
      kinds: ['result'],
      message(message) {
        if (message.sender === 'client') return;
        if (message.frame !== lastFrame) {
          lastFrame = message.frame;
          // Only the rare frame that carries input requests is scanned again, and only its text.
          lastDuplicates = lastFrame.raw.includes('inputRequests') ? duplicateKeys(lastFrame.raw) : [];
        }
        if (lastDuplicates.length === 0) return;
        const own = message.batch ? `[${message.batch.index}].result.inputRequests` : 'result.inputRequests';
        for (const { path, key } of lastDuplicates) {
          if (path !== own) continue;
          context.report({
            at: message,
            path: own,
            subject: key,
            message: () =>
              `This is ${describe(message)}${message.answers ? `, answering ${describe(message.answers, true)}` : ''}, whose inputRequests has the key ${JSON.stringify(key)} more than once. A JSON parser keeps only the last of them, so the client never sees the others; inputRequests keys MUST be unique within the request: give each input request its own key.`,
          });
        }
      },
    };
  },
};
