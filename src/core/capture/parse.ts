import type { Frame, Span } from './frame.js';
import { depthExceededAt, isJsonText, type Position } from './json-scan.js';

/**
 * Deepest nesting of arrays and objects a frame may have. JSON.parse copes with far deeper
 * values, but every later recursive walk (shape checks, schema validation, redaction) would
 * overflow the stack on them; real MCP messages stay far below this.
 */
export const MAX_NESTING_DEPTH = 1000;
/** The start of `parseError` on frames whose value was dropped for nesting too deep. */
export const NESTING_TOO_DEEP = 'nested deeper than';

/**
 * Parses `frame.raw` into `frame.value`, or records why it did not parse in `frame.parseError`
 * (in place: readers build the frame object once). A value nested deeper than
 * MAX_NESTING_DEPTH is dropped and the frame carries a NESTING_TOO_DEEP parse error instead.
 */
export function parseInto(frame: Frame): Frame {
  const raw = frame.raw;
  // Each level of nesting needs an opening and a closing bracket, so only a frame longer than
  // twice the limit can exceed it: short frames (nearly all of them) skip the scan. A value too
  // deep is dropped, so it is not built: JSON.parse takes about 0.2 s on 100,000 levels, and
  // only whether it would succeed matters (isJsonText, which builds nothing).
  if (raw.length > 2 * MAX_NESTING_DEPTH && hasMoreOpeningBrackets(raw, MAX_NESTING_DEPTH)) {
    const at = depthExceededAt(raw, MAX_NESTING_DEPTH);
    if (at !== -1 && isJsonText(raw)) {
      frame.parseError = `${NESTING_TOO_DEEP} ${MAX_NESTING_DEPTH} levels (arrays and objects inside each other; the limit is passed at character ${at + 1})`;
      return frame;
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    frame.parseError = (error as Error).message;
    return frame;
  }
  frame.value = value;
  return frame;
}

/**
 * Whether `text` holds more than `limit` `{` and `[` in all (inside strings too): only then can its
 * nesting pass the limit. Counted by jumps from one bracket to the next, which long messages of
 * text (few brackets) pass through far faster than a character-by-character depth scan.
 */
function hasMoreOpeningBrackets(text: string, limit: number): boolean {
  let count = 0;
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) if (++count > limit) return true;
  for (let i = text.indexOf('['); i !== -1; i = text.indexOf('[', i + 1)) if (++count > limit) return true;
  return false;
}

/** Parses a frame's raw text; on failure, records JSON.parse's reason in `parseError`. */
export function parseFrame(frame: Omit<Frame, 'value' | 'parseError'>): Frame {
  return parseInto({ ...frame });
}

/** Whether the frame's value was dropped because it nests deeper than MAX_NESTING_DEPTH. */
export function isTooDeep(frame: Frame): boolean {
  return frame.parseError !== undefined && frame.parseError.startsWith(NESTING_TOO_DEEP);
}

/** The span from `start` to `end` (end exclusive: the column and byte just past the frame). */
export function spanBetween(start: Position, end: Position): Span {
  return {
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
    offset: start.offset,
    length: end.offset - start.offset,
  };
}

/** The first `max` characters of a line, for messages. */
export function excerpt(text: string, max = 60): string {
  const trimmed = text.trim();
  return JSON.stringify(trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed);
}
