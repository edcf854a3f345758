import type { Sender } from './frame.js';
import { FrameEmitter } from './frame-emitter.js';
import { jsonDocumentReader } from './json-document.js';
import type { Position } from './json-scan.js';
import type { CaptureFormat, CaptureReader, ReaderSink, SniffInput } from './reader.js';

interface Captured {
  raw: string;
  start: Position;
  end: Position;
}

interface Entry {
  timestamp?: string;
  origin?: Sender;
  duration?: number;
  message?: Captured;
  response?: Captured;
}

/** A response folded into its request's entry, held until the history reaches its time. */
interface HeldResponse extends Captured {
  at: number;
  timestamp: string | undefined;
  sender: Sender | undefined;
}

const OTHER: Record<Sender, Sender> = { client: 'server', server: 'client' };

/**
 * The MCP Inspector's "Export" of its Protocol history: `JSON.stringify(MessageEntry[], null, 2)`,
 * entries `{id, timestamp, direction: request|response|notification, origin?: client|server,
 * message, response?, duration?}` (core/mcp/types.ts in modelcontextprotocol/inspector). Each
 * `message` object is a frame at its place in the file, sent by `origin` (absent in older exports:
 * then the sender is left to inference). A `response` folded into its request's entry is a frame
 * of the other side, timed `timestamp + duration`: it is handed on when the history reaches that
 * time (before the first later entry), so messages that came while the request was open keep
 * their wire order. Streamed entry by entry.
 */
class InspectorHistoryReader implements CaptureReader {
  private readonly frames: FrameEmitter;
  private readonly document: CaptureReader;
  private entry: Entry | undefined;
  private held: HeldResponse[] = [];

  constructor(sink: ReaderSink) {
    this.frames = new FrameEmitter(sink);
    this.document = jsonDocumentReader(sink, 'Inspector history export', {
      valueStart: (path) => {
        if (path.length === 1 && typeof path[0] === 'number') {
          this.entry = {};
          return false;
        }
        return path.length === 2 && typeof path[0] === 'number' && this.entry !== undefined;
      },
      captured: (path, raw, start, end) => {
        const entry = this.entry;
        if (!entry) return;
        switch (path[1]) {
          case 'message':
          case 'response':
            if (raw.startsWith('{') || raw.startsWith('[')) entry[path[1]] = { raw, start, end };
            break;
          case 'timestamp':
          case 'origin':
          case 'duration': {
            let value: unknown;
            try {
              value = JSON.parse(raw);
            } catch {
              return; // reported by the document reader
            }
            if (path[1] === 'timestamp' && typeof value === 'string') entry.timestamp = value;
            if (path[1] === 'origin' && (value === 'client' || value === 'server')) entry.origin = value;
            if (path[1] === 'duration' && typeof value === 'number') entry.duration = value;
            break;
          }
        }
      },
      containerEnd: (path) => {
        if (path.length === 1 && this.entry) this.finishEntry();
      },
    });
  }

  push(record: Parameters<CaptureReader['push']>[0]): void {
    this.document.push(record);
  }

  end(): void {
    this.document.end();
    // A truncated export: the messages of the unfinished entry are still checked.
    if (this.entry) this.finishEntry();
    this.release(Number.POSITIVE_INFINITY);
  }

  private finishEntry(): void {
    const entry = this.entry!;
    this.entry = undefined;
    const time = entry.timestamp !== undefined ? Date.parse(entry.timestamp) : Number.NaN;
    if (!Number.isNaN(time)) this.release(time);
    if (entry.message) {
      this.frames.emitBetween(entry.message.raw, entry.message.start, entry.message.end, {
        sender: entry.origin,
        senderSource: entry.origin ? 'recorder' : undefined,
        timestamp: entry.timestamp,
      });
    }
    if (!entry.response) return;
    const at = Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time + (entry.duration ?? 0);
    const timestamp = Number.isFinite(at) ? new Date(at).toISOString() : entry.timestamp;
    this.held.push({ ...entry.response, at, timestamp, sender: entry.origin ? OTHER[entry.origin] : undefined });
    // Without a time, nothing can come before it: hand it on at once.
    if (!Number.isFinite(at)) this.release(at);
  }

  /** Hands on the held responses timed at or before `time`, in time order. */
  private release(time: number): void {
    if (this.held.length === 0) return;
    const due = this.held.filter((response) => response.at <= time).sort((a, b) => a.at - b.at);
    if (due.length === 0) return;
    this.held = this.held.filter((response) => response.at > time);
    for (const response of due) {
      this.frames.emitBetween(response.raw, response.start, response.end, { sender: response.sender, senderSource: response.sender ? 'recorder' : undefined, timestamp: response.timestamp });
    }
  }
}

export const inspectorHistoryFormat: CaptureFormat = {
  name: 'inspector-history',
  description: "The MCP Inspector's exported Protocol history: a JSON array of MessageEntry objects (message, response, origin, timestamp, duration).",
  sniff(input: SniffInput) {
    const head = input.lines.join('\n');
    if (!/^\s*\[/.test(head)) return 0;
    const entry = /"direction"\s*:\s*"(?:request|response|notification)"/.test(head) && /"message"\s*:\s*\{/.test(head) && /"timestamp"\s*:/.test(head);
    return entry ? 0.97 : 0;
  },
  create(sink: ReaderSink): CaptureReader {
    return new InspectorHistoryReader(sink);
  },
};
