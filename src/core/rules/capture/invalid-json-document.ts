import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/** Raised by the readers of JSON-document captures (HAR, cassette); the rule itself checks nothing. */
export const invalidJsonDocument = {
  meta: {
    id: 'invalid-json-document',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'A capture that must be one JSON document (a HAR export, a recorder cassette) is not valid JSON.',
    why: 'The frames of such a capture live inside the document; past the point where the JSON breaks nothing can be read reliably, so the rest of the capture goes unchecked. It is usually a truncated export or a hand edit.',
    instead: 'Re-export the file (HAR: "Save all as HAR with content"), or repair the JSON at the line named.',
    spec: 'https://www.rfc-editor.org/rfc/rfc8259',
    requirements: [],
    examples: {
      bad: '{"log": {"version": "1.2", "entries": [ {"request": {"method": "POST"',
      good: '{"log": {"version": "1.2", "creator": {"name": "x", "version": "1"}, "entries": []}}',
    },
  },
  create() {
    return {};
  },
  /** The finding for a `kind` document (`HAR file`, `cassette`) whose JSON breaks at `at` with `problem`. */
  issue(at: { line: number; column: number }, document: { kind: string; problem: string }): ReaderIssue {
    return {
      rule: invalidJsonDocument.meta.id,
      severity: 'error',
      message: `This ${document.kind} is not valid JSON: ${document.problem} (at column ${at.column} of this line). Nothing after that point was read; repair or re-export the file.`,
      line: at.line,
      column: at.column,
      // One per file: the document as a whole is what is broken.
      subject: 'capture',
    };
  },
} satisfies ReaderRaisedRule;
