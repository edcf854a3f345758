/**
 * Finds JSON-RPC messages in pasted text: a message copied from a log line, a pretty-printed
 * message in an issue, several messages with prose between them.
 */

export interface ExtractedMessage {
  /** The message text as found (newlines inside it kept). */
  raw: string;
  /** 1-based line and column where it starts in the pasted text. */
  line: number;
  column: number;
  /** A direction mark written just before it on the same line (`>`, `<`, `-->`, `<--`). */
  mark?: string;
}

/** Pasted text larger than this is not searched character by character. */
export const MAX_EXTRACT_CHARS = 4 * 1024 * 1024;

/** A message longer than this is not looked for (bounds the work on unbalanced brackets). */
const MAX_MESSAGE_CHARS = 1024 * 1024;
const MARK_BEFORE = /(-->|<--|>|<)\s*$/;
const RPC_HINT = /"(jsonrpc|method)"\s*:/;

/** Whether a parsed value looks like JSON-RPC: an object with jsonrpc, method, result or error, or a batch of them. */
export function looksLikeJsonRpc(value: unknown): boolean {
  const one = (v: unknown): boolean =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && ['jsonrpc', 'method', 'result', 'error'].some((key) => key in v);
  return Array.isArray(value) ? value.length > 0 && value.every(one) : one(value);
}

/**
 * Every JSON-RPC message in `text`, in order. A balanced `{...}` or `[...]` that parses and looks
 * like JSON-RPC is a message; one that does not parse (or never closes on its line) but names
 * "jsonrpc" or "method" is kept too, so that the checker reports why it is broken.
 */
export function extractMessages(text: string): ExtractedMessage[] {
  const found: ExtractedMessage[] = [];
  if (text.length > MAX_EXTRACT_CHARS) return found;
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch !== '{' && ch !== '[') {
      i++;
      continue;
    }
    let end = matchingClose(text, i);
    if (end < 0) {
      // A message cut short (a truncated log line): keep the rest of its line, so the checker says why it is broken.
      const lineEnd = text.indexOf('\n', i);
      const rest = text.slice(i, lineEnd < 0 ? text.length : lineEnd).replace(/\r$/, '');
      if (ch !== '{' || !RPC_HINT.test(rest)) {
        i++;
        continue;
      }
      end = i + rest.length - 1;
    }
    const raw = text.slice(i, end + 1);
    let value: unknown;
    let parsed = true;
    try {
      value = JSON.parse(raw);
    } catch {
      parsed = false;
    }
    if ((parsed && looksLikeJsonRpc(value)) || (!parsed && ch === '{' && RPC_HINT.test(raw))) {
      const line = lineOf(lineStarts, i);
      const before = text.slice(lineStarts[line - 1], i);
      const message: ExtractedMessage = { raw, line, column: i - lineStarts[line - 1] + 1 };
      const mark = MARK_BEFORE.exec(before)?.[1];
      if (mark) message.mark = mark;
      found.push(message);
      i = end + 1;
    } else i++;
  }
  return found;
}

/** Index of the bracket closing the one at `start`, skipping strings; -1 when unbalanced. */
function matchingClose(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  const limit = Math.min(text.length, start + MAX_MESSAGE_CHARS);
  for (let i = start; i < limit; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

function lineOf(lineStarts: number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}
