import type { Sender, Transport } from './frame.js';
import { FrameEmitter } from './frame-emitter.js';
import { jsonDocumentReader } from './json-document.js';
import type { Position } from './json-scan.js';
import type { CaptureFormat, CaptureReader, ReaderSink, SniffInput } from './reader.js';

interface Held {
  raw: string;
  start: Position;
  end: Position;
  sender: Sender;
}

/**
 * mcp-recorder cassettes: a JSON document whose `interactions` each hold the client's `request`
 * message, the server's `response` message (either may be null: notifications get no response,
 * lifecycle entries have neither) and HTTP metadata (`response_status`, `response_is_sse`,
 * `http_method`, `http_path`). Each message object is a frame placed where it starts in the
 * file, with its text as found. Streamed interaction by interaction.
 */
export const cassetteFormat: CaptureFormat = {
  name: 'cassette',
  description: 'mcp-recorder cassettes: a JSON document of recorded HTTP interactions.',
  sniff(input: SniffInput) {
    const head = input.lines.join('\n');
    if (!/^\s*\{/.test(head) || !/"interactions"\s*:/.test(head)) return 0;
    if (/"(response_is_sse|response_status|recorded_at|jsonrpc_request)"/.test(head)) return 0.97;
    return 0.85;
  },
  create(sink: ReaderSink): CaptureReader {
    const frames = new FrameEmitter(sink);
    let held: Held[] = [];
    let meta: Record<string, unknown> = {};
    const inInteraction = (path: readonly (string | number)[]): boolean =>
      path.length === 3 && path[0] === 'interactions' && typeof path[1] === 'number';
    const emitHeld = (): void => {
      for (const message of held) {
        const transport: Transport = { kind: 'http' };
        if (typeof meta.http_method === 'string') transport.httpMethod = meta.http_method;
        if (typeof meta.http_path === 'string') transport.url = meta.http_path;
        if (message.sender === 'server') {
          if (typeof meta.response_status === 'number') transport.status = meta.response_status;
          if (meta.response_is_sse === true) transport.headers = { 'content-type': 'text/event-stream' };
        }
        frames.emitBetween(message.raw, message.start, message.end, { sender: message.sender, senderSource: 'http', transport });
      }
      held = [];
    };
    const document = jsonDocumentReader(sink, 'cassette', {
      valueStart(path) {
        if (path.length === 2 && path[0] === 'interactions') {
          held = [];
          meta = {};
          return false;
        }
        return inInteraction(path) && typeof path[2] === 'string';
      },
      captured(path, raw, start, end) {
        const key = path[2];
        if (key === 'request' || key === 'response') {
          if (raw.trimStart().startsWith('null')) return;
          held.push({ raw, start, end, sender: key === 'request' ? 'client' : 'server' });
          return;
        }
        // Only small scalars are kept as metadata.
        if (typeof key === 'string' && raw.length < 1024 && !raw.startsWith('{') && !raw.startsWith('[')) {
          try {
            meta[key] = JSON.parse(raw);
          } catch {
            // broken JSON is reported by the document reader
          }
        }
      },
      containerEnd(path) {
        // An interaction's metadata may follow its messages: they are emitted when it closes.
        if (path.length === 2 && path[0] === 'interactions') emitHeld();
      },
    });
    return {
      push: (line) => document.push(line),
      end() {
        document.end();
        // A truncated cassette: the messages of the unfinished interaction are still checked.
        emitHeld();
      },
    };
  },
};
