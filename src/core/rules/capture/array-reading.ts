import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';
import { specUrl } from '../lib/describe-message.js';

/** What the reader saw in the array, which decides how it read it and what the note says. */
export type ArrayReadingFacts =
  | { reading: 'batch'; calls: number; responses: number; members: number }
  | { reading: 'transcript'; why: 'answers' | 'does-not-parse' | 'too-large'; members?: number };

/**
 * Raised by the json and JSONL readers, once per JSON array that makes up a file (or spans lines),
 * to say which of the two readings they took; the rule itself checks nothing.
 */
export const arrayReading = {
  meta: {
    id: 'array-reading',
    family: 'capture',
    severity: 'info',
    revisions: 'all',
    summary: 'Says how a JSON array of messages was read: as one JSON-RPC batch, or as a transcript (a list of messages).',
    why: 'A JSON array is a batch on the wire: a peer that receives one reads it as such, and only 2025-03-26 accepts batches. A file people paste or export as an array of requests and the responses answering them is a transcript instead. The two readings give different findings, so the report says which one it took.',
    instead: 'Nothing, when the reading is right. Otherwise name the other one: `--capture-format json-batch` or `--capture-format json-transcript` (or `format:` in the config).',
    spec: specUrl('2025-03-26', 'basic#batching'),
    requirements: [],
    examples: {
      bad: '[{"jsonrpc": "2.0", "id": 1, "method": "ping"},\n{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}]',
      good: '{"jsonrpc": "2.0", "id": 1, "method": "ping"}\n{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}',
    },
  },
  create() {
    return {};
  },
  /** The note for the array opening at `at`. */
  issue(at: { line: number; column: number; endLine: number }, facts: ArrayReadingFacts): ReaderIssue {
    return {
      rule: arrayReading.meta.id,
      severity: 'info',
      message: noteText(facts),
      line: at.line,
      column: at.column,
      endLine: at.endLine,
      subject: 'capture',
    };
  },
} satisfies ReaderRaisedRule;

function noteText(facts: ArrayReadingFacts): string {
  if (facts.reading === 'batch') {
    const what =
      facts.responses === 0
        ? 'only requests and notifications'
        : facts.calls === 0
          ? 'only responses'
          : `requests or notifications (${facts.calls}) and responses (${facts.responses}) that answer none of them`;
    return `This JSON array of ${facts.members} messages holds ${what}: it was read as one JSON-RPC batch, as a peer receiving it reads it, so each revision's batch rules apply. If it is a list of messages pasted together, read it with --capture-format json-transcript.`;
  }
  const why =
    facts.why === 'answers'
      ? 'holds requests together with the responses that answer them'
      : facts.why === 'does-not-parse'
        ? 'does not parse as a whole'
        : 'is too large to hold as one batch';
  return `This JSON array ${why}: it was read as a transcript, each element a message of its own. If it was sent as one batch, read it with --capture-format json-batch.`;
}
