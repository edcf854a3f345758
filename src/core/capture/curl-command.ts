import type { LineRecord } from './reader.js';
import { LinePositions, type Position } from './json-scan.js';

/** What a `curl` command line tells about the request it sends. */
export interface CurlCommand {
  method?: string;
  url?: string;
  headers: Record<string, string>;
  /** The `-d` / `--data*` / `--json` argument, where its text starts and ends in the file. */
  data?: { text: string; start: Position; end: Position };
  /** `-d @file`: the body was read from a file the capture does not hold. */
  dataFromFile?: string;
  firstLine: number;
}

const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--data-urlencode', '--json']);
/** Options of curl that take an argument (so the argument is not read as the URL). */
const WITH_ARGUMENT = new Set([
  '-H', '--header', '-X', '--request', '-o', '--output', '-u', '--user', '-A', '--user-agent', '-e', '--referer',
  '-b', '--cookie', '-c', '--cookie-jar', '-m', '--max-time', '--connect-timeout', '-x', '--proxy', '-w', '--write-out',
  '--cacert', '--cert', '--key', '-T', '--upload-file', '-F', '--form', '--resolve', '--retry', '--url',
]);

interface Word {
  text: string;
  start: Position;
  end: Position;
}

/**
 * Splits the command (its lines, joined at trailing backslashes) into shell words the way a
 * POSIX shell quotes them: '...' literal, "..." with \" \\ \$ \` escapes, $'...' with C escapes,
 * a backslash outside quotes escapes the next character. Each word knows where its text starts
 * (after an opening quote) and ends in the file.
 */
function words(lines: readonly LineRecord[], positions: LinePositions): Word[] {
  const result: Word[] = [];
  // Where the word's last character stands is noted per character and turned into a position
  // once, when the word ends: positions cost the characters before them on the line.
  let current: { chars: string[]; start?: Position; endLine?: LineRecord; endIndex: number } | undefined;
  let quote: '' | "'" | '"' | "$'" = '';
  const finish = (): void => {
    if (current && current.start && current.endLine) {
      result.push({ text: current.chars.join(''), start: current.start, end: positions.at(current.endLine, current.endIndex) });
    }
    current = undefined;
  };
  for (let n = 0; n < lines.length; n += 1) {
    const line = lines[n];
    let text = line.text;
    const continued = n < lines.length - 1 && /\\\s*$/.test(text) && quote === '';
    if (continued) text = text.replace(/\\\s*$/, '');
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      const add = (ch: string, at: number): void => {
        current ??= { chars: [], endIndex: 0 };
        current.start ??= positions.at(line, at);
        current.chars.push(ch);
        current.endLine = line;
        current.endIndex = at + 1;
      };
      if (quote === "'") {
        if (c === "'") quote = '';
        else add(c, i);
        continue;
      }
      if (quote === '"') {
        if (c === '"') quote = '';
        else if (c === '\\' && i + 1 < text.length && '"\\$`'.includes(text[i + 1])) {
          add(text[i + 1], i + 1);
          i += 1;
        } else add(c, i);
        continue;
      }
      if (quote === "$'") {
        if (c === "'") quote = '';
        else if (c === '\\' && i + 1 < text.length) {
          const e = text[i + 1];
          add(e === 'n' ? '\n' : e === 't' ? '\t' : e === 'r' ? '\r' : e, i + 1);
          i += 1;
        } else add(c, i);
        continue;
      }
      if (c === ' ' || c === '\t') {
        finish();
        continue;
      }
      current ??= { chars: [], endIndex: 0 };
      if (c === "'") quote = "'";
      else if (c === '"') quote = '"';
      else if (c === '$' && text[i + 1] === "'") {
        quote = "$'";
        i += 1;
      } else if (c === '\\' && i + 1 < text.length) {
        add(text[i + 1], i + 1);
        i += 1;
      } else add(c, i);
    }
    // A quoted word goes on across the line break (the newline is part of it).
    if (quote !== '' && current) current.chars.push('\n');
    else if (!continued) finish();
    else finish();
  }
  finish();
  return result;
}

/**
 * Reads a curl command (first line starts with `curl` or `$ curl`). `positions` can be passed to
 * see how much counting its positions took.
 */
export function parseCurlCommand(lines: readonly LineRecord[], positions = new LinePositions()): CurlCommand {
  const all = words(lines, positions);
  const start = all.findIndex((w) => w.text === 'curl');
  const list = start >= 0 ? all.slice(start + 1) : all;
  const command: CurlCommand = { headers: {}, firstLine: lines[0]?.line ?? 1 };
  for (let i = 0; i < list.length; i += 1) {
    const word = list[i];
    let option = word.text;
    let argument: Word | undefined;
    // -d'{...}' / -XPOST / -H'...' written without a space
    const glued = /^(-[dXH])(.+)$/s.exec(option);
    if (glued) {
      option = glued[1];
      argument = { text: glued[2], start: { ...word.start, column: word.start.column + 2, offset: word.start.offset + 2 }, end: word.end };
    } else if (DATA_OPTIONS.has(option) || WITH_ARGUMENT.has(option)) {
      argument = list[i + 1];
      i += 1;
    }
    if (DATA_OPTIONS.has(option) && argument) {
      if (argument.text.startsWith('@')) command.dataFromFile = argument.text.slice(1);
      else if (!command.data) command.data = { text: argument.text, start: argument.start, end: argument.end };
      if (option === '--json') {
        command.headers['content-type'] ??= 'application/json';
        command.headers.accept ??= 'application/json';
      }
    } else if ((option === '-H' || option === '--header') && argument) {
      const colon = argument.text.indexOf(':');
      if (colon > 0) command.headers[argument.text.slice(0, colon).trim().toLowerCase()] = argument.text.slice(colon + 1).trim();
    } else if ((option === '-X' || option === '--request') && argument) {
      command.method = argument.text;
    } else if (option === '--url' && argument) {
      command.url = argument.text;
    } else if (!option.startsWith('-') && /^(https?:\/\/|localhost|127\.|\[)/i.test(option) && !command.url) {
      command.url = option;
    }
  }
  if (!command.method) command.method = command.data ? 'POST' : 'GET';
  return command;
}
