import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/** What the client logged: the server named (when known), how the rejected text began, the log text. */
interface ParseFailureLog {
  server: string | undefined;
  began: string | undefined;
  text: string;
}

/** Raised by the Claude Desktop log reader; the rule itself checks nothing. */
export const clientParseFailure = {
  meta: {
    id: 'client-parse-failure',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'The client logged that it could not parse something the server wrote to stdout.',
    why: `On the stdio transport the server MUST NOT write anything to stdout that is not a valid MCP message. Lines such as Unexpected token 'M', "MCP server"... is not valid JSON are the client rejecting a banner, a log line or console.log output; the line is lost, and depending on the client the connection fails.`,
    instead: 'Send logs, banners and debug output to stderr (console.error, print(..., file=sys.stderr), a logger bound to stderr); keep stdout for JSON-RPC messages only.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    requirements: ['stdio.server-stdout-only-messages'],
    examples: {
      bad: '2025-09-11T23:28:52.407Z [my-server] [error] Unexpected token \'d\', "[dotenv@17."... is not valid JSON { metadata: undefined }',
      good: '2025-09-11T23:28:52.407Z [my-server] [info] Message from server: {"jsonrpc":"2.0","id":0,"result":{}} { metadata: undefined }',
    },
  },
  create() {
    return {};
  },
  issue(at: { line: number; column: number; session?: string }, log: ParseFailureLog): ReaderIssue {
    const shown = log.text.length > 160 ? `${log.text.slice(0, 160)}…` : log.text;
    return {
      rule: clientParseFailure.meta.id,
      severity: 'error',
      message:
        `The client could not parse a line that the server${log.server ? ` "${log.server}"` : ''} wrote to stdout` +
        (log.began ? ` (it began ${log.began})` : '') +
        `: "${shown}". On stdio, everything a server writes to stdout must be a JSON-RPC message; this is stray output (a banner, a log line, console.log), which the client drops or which breaks the connection. Send logs and banners to stderr.`,
      line: at.line,
      column: at.column,
      session: at.session,
      subject: { line: log.text },
    };
  },
} satisfies ReaderRaisedRule;
