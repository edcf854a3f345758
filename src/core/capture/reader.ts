import type { Frame } from './frame.js';
import type { Severity } from '../findings/finding.js';
import type { IssueSubject } from '../findings/subject.js';

/** The capture formats this tool reads. */
export type FormatName =
  | 'jsonl' // one message per line, optionally with `>`/`<`/`-->`/`<--` direction marks; raw stdout
  | 'json' // a JSON array of messages, a single document, or pretty-printed messages one after another
  | 'json-batch' // json, every JSON array read as one batch (the override of the json reader's choice)
  | 'json-transcript' // json, every JSON array read as a list of messages (likewise)
  | 'txtar' // Go SDK conformance fixtures: `-- client --` / `-- server --` sections of messages
  | 'content-length' // `Content-Length: N` header blocks, blank line, body
  | 'sse' // Server-Sent Events stream (event:/data:/id: lines)
  | 'http' // curl -v transcripts and raw HTTP request/response traces (Streamable HTTP, SSE bodies)
  | 'har' // HAR 1.2 exports
  | 'claude-log' // Claude Desktop mcp*.log files
  | 'cassette' // mcp-recorder cassettes (JSON document of recorded interactions)
  // Other recorders' own formats (docs/formats.md):
  | 'mcpsnoop' // kerlenton/mcpsnoop session JSONL
  | 'trace-validator' // tomtom215/mcp-conformance trace JSONL (mcp-trace-validator)
  | 'mcp-scope' // SSanju/mcp-scope capture JSONL
  | 'mcp-tape' // craigm26/mcp-tape trace JSONL
  | 'ryux1-trace' // ryux1/mcp-trace NDJSON, one HTTP exchange per line
  | 'mcp-proxy-log' // the mcp-proxy package's --debug output
  | 'vscode-output' // VS Code's "MCP: <server>" output channel
  | 'inspector-history'; // the MCP Inspector's exported message history (MessageEntry[])

/** One line of the file, without its line terminator. */
export interface LineRecord {
  text: string;
  /** 1-based line number. */
  line: number;
  /** Byte offset of the line's first byte in the file. */
  offset: number;
  /** Byte length of the line without its terminator (LF or CRLF), when the splitter knows it. */
  bytes?: number;
}

/**
 * Something a reader has to say that is not a frame: a stray non-protocol line, an invalid
 * UTF-8 sequence, a truncated last frame, a note that the client reported unparseable output.
 * The engine turns each into a finding under `rule` (a rule id from the catalog).
 */
export interface ReaderIssue {
  rule: string;
  severity: Severity;
  message: string;
  line: number;
  column: number;
  endLine?: number;
  session?: string;
  /**
   * What the issue is about, for the finding's anchor: the text of the line (a stray line, a
   * header line) or of the frame (a cut-off message), or the whole capture. Never the line number.
   */
  subject: IssueSubject;
}

export interface ReaderSink {
  frame(frame: Frame): void;
  issue(issue: ReaderIssue): void;
}

export interface ReaderOptions {
  /** Name of the file, for messages and for extension-based hints. */
  fileName: string;
  /**
   * The file mixes stdout and stderr (config): non-protocol lines are output set aside (info),
   * not stray output on the protocol stream (error).
   */
  mixedOutput?: boolean;
}

/** A push reader: the driver feeds it every line of the file in order, then calls end(). */
export interface CaptureReader {
  push(line: LineRecord): void;
  end(): void;
}

/** What a format sniffer sees: the beginning of the file. */
export interface SniffInput {
  fileName: string;
  /**
   * The first lines of the file, BOM stripped: a sniffer gets at most SNIFF_LINES (400) of them;
   * `detectFormat` takes the whole head (about 64 KiB) and looks past a leading pretty-printed value.
   */
  lines: string[];
}

export interface CaptureFormat {
  name: FormatName;
  description: string;
  /** Confidence from 0 (not this format) to 1 (certainly this format), from content first, name second. */
  sniff(input: SniffInput): number;
  create(sink: ReaderSink, options: ReaderOptions): CaptureReader;
}
