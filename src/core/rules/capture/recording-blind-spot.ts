import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/**
 * What the recorder could not keep: `stray-stdout` (mcp-tape drops every non-JSON stdout line
 * without a trace), `bodies` (ryux1's mcp-trace recorded without `--record-bodies`: exchanges
 * with no JSON-RPC payload at all).
 */
export type BlindSpot =
  | { kind: 'stray-stdout'; recorder: string }
  | { kind: 'bodies'; recorder: string; exchanges: number; flag: string }
  | { kind: 'dropped'; recorder: string; from: number; to: number }
  | { kind: 'cut'; recorder: string };

/** Raised by the readers of other tools' recordings; the rule itself checks nothing. */
export const recordingBlindSpot = {
  meta: {
    id: 'recording-blind-spot',
    family: 'capture',
    severity: 'info',
    revisions: 'all',
    summary: 'The tool that recorded the capture left out something the checks need (non-JSON stdout lines, message bodies, frames it dropped or cut), so a clean result says nothing about it.',
    why: 'Some recorders drop what they cannot parse (mcp-tape skips every non-JSON line a server writes to stdout) or keep only metadata unless asked (ryux1 mcp-trace without --record-bodies), and some drop or cut frames under load (the sequence gaps and the frame cap of mcpsnoop). A banner on stdout or a malformed message then leaves no trace, and a capture that passes may come from a server that breaks its clients.',
    instead: "Record what is missing: the server's raw stdout (or a recorder that keeps non-JSON lines, such as mcpsnoop or mcp-scope), or the recording with its bodies (--record-bodies).",
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    requirements: [],
    examples: {
      // ryux1 mcp-trace, one HTTP exchange per line: recorded without and with --record-bodies
      bad: '{"schemaVersion":1,"startedAt":"2026-12-01T18:48:02.184Z","upstream":"http://127.0.0.1:3312/mcp","request":{"httpMethod":"POST","path":"/mcp","bytes":40,"headers":{"content-type":"application/json"},"metadata":{"method":"ping","id":1,"mismatches":[]}},"response":{"status":200,"bytes":36,"headers":{"content-type":"application/json"}}}',
      good: '{"schemaVersion":1,"startedAt":"2026-12-01T18:48:02.184Z","upstream":"http://127.0.0.1:3312/mcp","request":{"httpMethod":"POST","path":"/mcp","bytes":40,"headers":{"content-type":"application/json"},"metadata":{"method":"ping","id":1,"mismatches":[]},"body":{"format":"json","value":{"jsonrpc":"2.0","id":1,"method":"ping"}}},"response":{"status":200,"bytes":36,"headers":{"content-type":"application/json"},"body":{"format":"json","value":{"jsonrpc":"2.0","id":1,"result":{}}}}}',
    },
  },
  create() {
    return {};
  },
  /** The finding for what the recording cannot show, on the line that says which tool wrote it. */
  issue(at: { line: number; column: number }, spot: BlindSpot): ReaderIssue {
    return {
      rule: recordingBlindSpot.meta.id,
      severity: 'info',
      message: blindSpotText(spot),
      line: at.line,
      column: at.column,
      subject: 'capture',
    };
  },
} satisfies ReaderRaisedRule;

function blindSpotText(spot: BlindSpot): string {
  switch (spot.kind) {
    case 'stray-stdout':
      return `${spot.recorder} drops every line a server writes to stdout that is not JSON, without a trace: stray output (a banner, console.log output) cannot be seen in this recording, so its absence here does not mean the server writes none. To check it, record the server's raw stdout, or use a recorder that keeps such lines (mcpsnoop, mcp-scope).`;
    case 'bodies':
      return `${spot.exchanges} HTTP exchange${spot.exchanges === 1 ? '' : 's'} of this ${spot.recorder} recording ${spot.exchanges === 1 ? 'has' : 'have'} no message bodies (recorded without ${spot.flag}): only the HTTP metadata was kept, so those messages could not be checked. Record again with ${spot.flag}.`;
    case 'cut':
      return `${spot.recorder} kept only the start of this frame (its copy is cut at the recorder's frame size cap; the bytes sent on the wire were whole), so the message was not checked. Raise the recorder's cap to check frames this large.`;
    case 'dropped': {
      const missing = spot.to - spot.from - 1;
      return `The ${spot.recorder} sequence number jumps from ${spot.from} to ${spot.to} here: ${missing} frame${missing === 1 ? ' was' : 's were'} dropped by the recorder (its queue was full), so ${missing === 1 ? 'it was' : 'they were'} not checked, and what they held (an answer, a stray line) is missing from the session. Record again, or accept the gap.`;
    }
  }
}
