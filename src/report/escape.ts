/**
 * Escaping for text that comes from captures (messages quote frames, file names come from pull
 * requests): nothing in it may open or close HTML, break a table, or mention a user or an issue.
 */

const ZERO_WIDTH_SPACE = '&#8203;';

/** For HTML contexts (`<summary>`): entities, and @mentions / #refs broken by a zero-width space. */
export function escapeHtmlText(text: string): string {
  return breakAutolinks(text.replace(/[&<>"'@#]|[\r\n]+/g, (ch) => HTML_ESCAPES[ch] ?? ' '));
}

/**
 * What GitHub links without any markup: `GH-12` references, `https://…` and `www.…` addresses
 * (a link to an issue is also a reference that notifies it). A zero-width space after the first
 * letters keeps the text as it reads; `#12` and `@user` are broken by the escapes above.
 */
function breakAutolinks(escaped: string): string {
  return escaped.replace(/\b(gh)-(?=\d)|:\/\/|\b(www)\./gi, (match) => (match === '://' ? `:${ZERO_WIDTH_SPACE}//` : `${match.slice(0, -1)}${ZERO_WIDTH_SPACE}${match.slice(-1)}`));
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '@': `@${ZERO_WIDTH_SPACE}`,
  '#': `#${ZERO_WIDTH_SPACE}`,
};

/** For an HTML attribute value (a URL we built): entities only, so the URL stays intact. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** For markdown text and table cells: the HTML escapes, plus table pipes and inline markdown. */
export function escapeMarkdown(text: string): string {
  return breakAutolinks(text.replace(/[&<>"'@#|`\\*_[\]~()!]|[\r\n]+/g, (ch) => HTML_ESCAPES[ch] ?? MARKDOWN_ESCAPES[ch] ?? ' '));
}

const MARKDOWN_ESCAPES: Record<string, string> = {
  '|': '&#124;',
  '`': '&#96;',
  '\\': '\\\\',
  ...Object.fromEntries([...'*_[]~()!'].map((ch) => [ch, `\\${ch}`])),
};

/**
 * For the report's sentences (failures, notes, finding messages), which quote commands and keys
 * as code spans: a span of one line between two backticks stays a code span, so it renders; all
 * else is escaped as {@link escapeMarkdown}. A span is safe whoever wrote it: GitHub neither
 * mentions, references, links nor parses HTML inside one, and its content holds no backtick, so
 * it cannot close early. `table`: a `|` inside a span is written `\|` (GFM splits cells on it).
 */
export function escapeMarkdownProse(text: string, options: { table?: boolean } = {}): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    out += escapeMarkdown(text.slice(last, match.index));
    // Backslashes before a pipe are doubled too, so none of them escapes the pipe's own backslash.
    const code = options.table ? match[1].replace(/(\\*)\|/g, (_, slashes: string) => `${slashes}${slashes}\\|`) : match[1];
    // A span that is only blanks would render as bare backticks: escaped as text instead.
    out += code.trim() === '' ? escapeMarkdown(match[0]) : `\`${code}\``;
    last = match.index + match[0].length;
  }
  return out + escapeMarkdown(text.slice(last));
}

/** One line between two backticks (a blank line or a `\r` would end the paragraph or the cell). */
const CODE_SPAN = /`([^`\r\n\u2028\u2029]+)`/g;

/** A rule id shown as code: ids from the catalog are kebab-case; anything else is escaped as text. */
export function markdownCode(id: string): string {
  return /^[a-z0-9][a-z0-9.-]*$/i.test(id) ? `\`${id}\`` : escapeMarkdown(id);
}

/** Percent-encodes each path segment for a URL (spaces, `#`, `?`, parentheses, unicode). */
export function encodePathForUrl(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[()'!*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

/**
 * Characters the runner does not see when it looks for a workflow command: culture-aware .NET
 * string search (ICU, as `StartsWith` / `IndexOf` are by default) skips controls, format characters
 * (zero-width spaces, bidi marks), combining marks and other default ignorables. Counting them as
 * absent errs on the safe side.
 */
const IGNORED = /[\p{Cc}\p{Cf}\p{Mn}\p{Default_Ignorable_Code_Point}]/gu;
/** What `TrimStart()` drops before `TryParseV2` looks for `::` (`char.IsWhiteSpace`), and the ignored. */
const LEADING = /^[\s\u0085\p{Cc}\p{Cf}\p{Mn}\p{Default_Ignorable_Code_Point}]+/u;
/** The runner reads lines with .NET's ReadLine (`\r`, `\n`, `\r\n`); the Unicode breaks are counted too. */
const LINE_BREAK = /(\r\n|[\r\n\u0085\u2028\u2029])/;

/** A v1 command (`##[add-mask]x`) is found anywhere in a line; the `[` is escaped so it is not. */
function defuseV1(segment: string): string {
  const visible = segment.replace(IGNORED, (ch) => (ch === '\t' ? ch : `\\u{${ch.codePointAt(0)!.toString(16)}}`));
  return visible.replace(/##\[/g, '##\\[');
}

/**
 * Makes text safe to print where the GitHub runner parses each line of a step's output as a
 * workflow command: a line that begins (after white space) with `::` gets a visible `\` in front
 * of it, and every `##[` (the older form, matched anywhere in a line) becomes `##\[`. Lines may
 * arrive in pieces: the guard remembers the current line, so a command split across writes is
 * caught too. Only the runner's own syntax changes; the rest of the text is left as it is.
 */
export class WorkflowCommandGuard {
  /** The current line so far as the runner compares it: leading blanks and ignored characters out, first two kept. */
  private head = '';
  /** The current line's last two characters that count (a `##[` may span two writes). */
  private tail = '';
  /** Whether the last text written left a line open. */
  private midLine = false;

  /** Whether the next text starts a line (nothing written yet, or a line break last). */
  get atLineStart(): boolean {
    return !this.midLine;
  }

  write(text: string): string {
    if (text === '') return text;
    const pieces = text.split(LINE_BREAK);
    let out = '';
    for (let i = 0; i < pieces.length; i += 2) {
      if (i > 0) {
        out += pieces[i - 1];
        this.head = '';
        this.tail = '';
      }
      out += this.continueLine(pieces[i]);
    }
    this.midLine = pieces[pieces.length - 1] !== '';
    return out;
  }

  /** Text for the rest of the current line after `segment` (no line break in it). */
  private continueLine(segment: string): string {
    if (segment === '') return segment;
    let fixed = segment;
    if (this.opensV1('', fixed)) fixed = defuseV1(fixed);
    if (this.head === '' && this.startsV2('', fixed)) fixed = fixed.replace(/^[ \t]*/, (blank) => `${blank}\\`);
    // What was written before this piece cannot change: a command spanning the two is broken at the seam.
    if ((this.head !== '' || this.tail !== '') && (this.startsV2(this.head, fixed) || this.opensV1(this.tail, fixed))) fixed = `\\${fixed}`;
    const counted = fixed.replace(IGNORED, '');
    this.head = this.head.length >= 2 ? this.head : (this.head + (this.head === '' ? counted.replace(LEADING, '') : counted)).slice(0, 2);
    this.tail = (this.tail + counted).slice(-2);
    return fixed;
  }

  private startsV2(head: string, segment: string): boolean {
    if (head.length >= 2) return false;
    const counted = segment.replace(IGNORED, '');
    return (head === '' ? counted.replace(LEADING, '') : head + counted).startsWith('::');
  }

  private opensV1(tail: string, segment: string): boolean {
    return (tail + segment.replace(IGNORED, '')).includes('##[');
  }
}

/** {@link WorkflowCommandGuard} for a whole text (the Action's log lines, a message). */
export function neutralizeWorkflowCommands(text: string): string {
  return new WorkflowCommandGuard().write(text);
}

/**
 * Capture text shown on one line of the CLI's output: line breaks, terminal escapes and other
 * controls, and bidi overrides are written as escapes (`\n`, `\u001b`), so nothing a capture or a
 * file name holds starts a line of its own or repaints the terminal.
 */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, (ch) =>
    ch === '\t' ? ch : ch === '\n' ? '\\n' : ch === '\r' ? '\\r' : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
