import type { Position } from '../../capture/json-scan.js';
import { excerpt } from '../../capture/parse.js';
import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';
import { withArticle } from '../../text/words.js';

/** How a Content-Length frame is framed wrongly, with the figures its message names. */
export type FramingProblem =
  /** The capture ends after a whole message shorter than declared. */
  | { kind: 'ends-after-message'; declared: number; bytes: number }
  /** The capture ends inside a body that is not one message; `linesTaken` lines were read on their own. */
  | { kind: 'ends-inside-body'; declared: number; bytes: number; body: string; linesTaken: number }
  | { kind: 'no-content-length' }
  | { kind: 'too-large'; declared: string; max: number }
  | { kind: 'not-a-number'; value: string }
  | { kind: 'blank-line-missing' }
  /** The declared length takes in the next frame's header. */
  | { kind: 'swallows-next-header'; declared: number; bytes: number }
  /** The body ended and the next line goes on with more text (`complete`) or another message. */
  | { kind: 'next-line-goes-on'; declared: number; bytes: number; complete: boolean }
  /** The message is longer than declared. */
  | { kind: 'too-short'; declared: number; bytes: number };

/** Raised by the Content-Length reader; the rule itself checks nothing. */
export const contentLengthFraming = {
  meta: {
    id: 'content-length-framing',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'A Content-Length framed message is framed wrongly: the declared length differs from the body, the header is missing or not a number, or the blank line is missing.',
    why: 'A reader of a Content-Length framed stream takes exactly the declared number of bytes: too few cuts the message, too many swallows the start of the next frame, and either corrupts every frame after it.',
    instead: 'Declare the body length in UTF-8 bytes (not characters), and end each header block with an empty line.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#custom-transports',
    requirements: [],
    examples: {
      bad: 'Content-Length: 10\r\n\r\n{"jsonrpc":"2.0","method":"notifications/initialized"}',
      good: 'Content-Length: 54\r\n\r\n{"jsonrpc":"2.0","method":"notifications/initialized"}',
    },
  },
  create() {
    return {};
  },
  /**
   * The finding for a frame whose header block starts at `at`; `frameText` is what the anchor
   * names it by (its body so far, or its header line when no body was read).
   */
  issue(at: Pick<Position, 'line' | 'column'> | undefined, problem: FramingProblem, frameText: string): ReaderIssue {
    return {
      rule: contentLengthFraming.meta.id,
      severity: 'error',
      message: framingText(problem),
      line: at?.line ?? 1,
      column: at?.column ?? 1,
      subject: { frame: frameText },
    };
  },
} satisfies ReaderRaisedRule;

const EXACT_SIZE = "Write the body's exact size in bytes (UTF-8).";

function framingText(problem: FramingProblem): string {
  switch (problem.kind) {
    case 'ends-after-message':
      return `This frame declares Content-Length: ${problem.declared}, but the capture ends after ${withArticle(`${problem.bytes}-byte`)} message: a reader waits for bytes that never come. ${EXACT_SIZE}`;
    case 'ends-inside-body': {
      const reread = problem.linesTaken > 0 ? `The messages on the ${problem.linesTaken + 1} lines it took in were read on their own. ` : '';
      return `This frame declares Content-Length: ${problem.declared}, but the capture ends after ${problem.bytes} bytes of its body (${excerpt(problem.body)}), which is not one JSON message: the length is wrong, or the recording was cut. ${reread}${EXACT_SIZE}`;
    }
    case 'no-content-length':
      return 'This header block has no Content-Length header, so a reader cannot tell where the message ends. Send `Content-Length: <bytes>` before the blank line.';
    case 'too-large':
      return `This frame declares Content-Length: ${problem.declared}, more than the ${problem.max} bytes a message can have here: a reader would wait for (or swallow) that many bytes. It was not taken at its word: the lines after it were read on their own. ${EXACT_SIZE}`;
    case 'not-a-number':
      return `Content-Length must be a number of bytes, but it is ${JSON.stringify(problem.value)}.`;
    case 'blank-line-missing':
      return 'The blank line between the headers and the body is missing: a reader takes the body for another header. End the header block with an empty line (CRLF CRLF).';
    case 'swallows-next-header':
      return `This frame declares Content-Length: ${problem.declared}, but its message is ${problem.bytes} bytes and the next header follows: a reader would swallow the next frame into this one. ${EXACT_SIZE}`;
    case 'next-line-goes-on':
      return `This frame declares Content-Length: ${problem.declared}, but its ${problem.complete ? 'message' : 'body'} is ${problem.bytes} bytes and the next line goes on with ${problem.complete ? 'more text' : 'another message'}: a reader would swallow it into this frame. ${EXACT_SIZE}`;
    case 'too-short': {
      const short = problem.bytes - problem.declared;
      return `This frame declares Content-Length: ${problem.declared}, but its message is ${problem.bytes} bytes: a reader stops ${short} ${short === 1 ? 'byte' : 'bytes'} short and takes the rest for the next header. ${EXACT_SIZE}`;
    }
  }
}
