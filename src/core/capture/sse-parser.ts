import type { Sender, SenderSource, Transport } from './frame.js';
import type { FrameEmitter } from './frame-emitter.js';
import type { LineRecord, ReaderIssue } from './reader.js';
import { mentionsJsonRpc } from './set-aside.js';
import { frameTooLarge } from '../rules/capture/frame-too-large.js';
import { sseUnprefixedJson } from '../rules/capture/sse-unprefixed-json.js';
import { sseUnterminatedEvent } from '../rules/capture/sse-unterminated-event.js';

/**
 * An event-stream parser after the WHATWG "Server-sent events" interpretation rules: a blank
 * line dispatches the event; `:` starts a comment; `field: value` (one leading space dropped);
 * a line without a colon is a field with an empty value; `data` lines are joined with `\n`;
 * unknown fields are ignored; an event with no data is not dispatched (a priming event).
 * Lines arrive already split (LF or CRLF); a lone CR inside a line is kept as text.
 */

export interface SseEvent {
  /** The event type (`message` when no `event:` field was given). */
  event: string;
  data: string;
  /** The `id:` value given in this event, if any. */
  id?: string;
  /** Line of the first field of the event. */
  firstLine: number;
  /** Where the first `data:` value starts. */
  dataLine: number;
  dataColumn: number;
  dataOffset: number;
  /** End of the last `data:` line. */
  endLine: number;
  endColumn: number;
  endOffset: number;
}

/** Largest event data kept (characters); a larger event is reported and dropped, so memory stays bounded. */
export const MAX_EVENT_CHARS = 64 * 1024 * 1024;

export interface SseCallbacks {
  event(event: SseEvent): void;
  issue(issue: ReaderIssue): void;
}

export class SseParser {
  private eventType = '';
  private data: string[] = [];
  private id: string | undefined;
  private firstLine = 0;
  private dataLine = 0;
  private dataColumn = 0;
  private dataOffset = 0;
  private endLine = 0;
  private endColumn = 0;
  private endOffset = 0;
  private dataChars = 0;
  private oversized = false;

  constructor(
    private readonly callbacks: SseCallbacks,
    private readonly maxEventChars = MAX_EVENT_CHARS,
  ) {}

  push(record: LineRecord): void {
    const text = record.text;
    if (text.length === 0) {
      this.dispatch();
      return;
    }
    if (this.firstLine === 0) this.firstLine = record.line;
    if (text.charCodeAt(0) === 0x3a /* : */) return;
    if (text.startsWith('data:')) {
      this.addData(record, text.charCodeAt(5) === 0x20 ? 6 : 5);
      return;
    }
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let valueStart = colon < 0 ? text.length : colon + 1;
    if (colon >= 0 && text.charCodeAt(valueStart) === 0x20) valueStart += 1;
    const value = text.slice(valueStart);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.addData(record, valueStart);
        break;
      case 'id':
        if (!value.includes('\u0000')) this.id = value;
        break;
      case 'retry':
        break;
      default: {
        const first = text.trimStart().charAt(0);
        if (first === '{' || first === '[') {
          this.callbacks.issue(sseUnprefixedJson.issue({ line: record.line, text }, { kind: 'json', field, jsonRpc: mentionsJsonRpc(text) }));
        } else if (mentionsJsonRpc(text)) {
          // A line of a pretty-printed message (`"jsonrpc": "2.0",`) outside a data field.
          this.callbacks.issue(sseUnprefixedJson.issue({ line: record.line, text }, { kind: 'message-part' }));
        }
      }
    }
  }

  private addData(record: LineRecord, valueStart: number): void {
    const text = record.text;
    if (this.dataChars === 0) {
      this.dataLine = record.line;
      this.dataColumn = valueStart + 1;
      // the field name and its space are ASCII: byte count = character count
      this.dataOffset = record.offset + valueStart;
    }
    this.endLine = record.line;
    this.dataChars += text.length - valueStart + 1;
    if (this.dataChars > this.maxEventChars) {
      if (!this.oversized) {
        this.oversized = true;
        const head = (this.data[0] ?? text.slice(valueStart, valueStart + 512)).slice(0, 512);
        this.data = [];
        this.callbacks.issue(frameTooLarge.issue({ line: this.dataLine, column: this.dataColumn }, { limit: this.maxEventChars, head }));
      }
      return;
    }
    this.data.push(text.slice(valueStart));
    this.endColumn = text.length + 1;
    this.endOffset = record.offset + Buffer.byteLength(text, 'utf8');
  }

  /** End of the stream: an event not closed by a blank line is still delivered, with a note. */
  end(): void {
    if (this.hasData() && !this.oversized) {
      this.callbacks.issue(sseUnterminatedEvent.issue({ line: this.dataLine, column: this.dataColumn }, this.data[0] ?? ''));
    }
    this.dispatch();
  }

  /** WHATWG SSE: an event whose data buffer is empty (a 2025-11-25 priming event, `data:` alone) is not dispatched. */
  private hasData(): boolean {
    return this.data.length > 1 || (this.data.length === 1 && this.data[0] !== '');
  }

  private dispatch(): void {
    if (this.hasData() && !this.oversized) {
      this.callbacks.event({
        event: this.eventType === '' ? 'message' : this.eventType,
        data: this.data.join('\n'),
        id: this.id,
        firstLine: this.firstLine,
        dataLine: this.dataLine,
        dataColumn: this.dataColumn,
        dataOffset: this.dataOffset,
        endLine: this.endLine,
        endColumn: this.endColumn,
        endOffset: this.endOffset,
      });
    }
    this.eventType = '';
    this.data = [];
    this.dataChars = 0;
    this.oversized = false;
    this.id = undefined;
    this.firstLine = 0;
  }
}

/**
 * Emits the frame an SSE event carries: its joined data, placed where its first data line's value
 * starts. `transport` becomes the frame's own: pass a fresh object per event.
 */
export function emitSseEvent(
  frames: FrameEmitter,
  event: SseEvent,
  sender: Sender,
  senderSource: SenderSource,
  transport: Transport,
): void {
  transport.sseEvent = event.event;
  if (event.id !== undefined) transport.sseId = event.id;
  const span = {
    line: event.dataLine,
    column: event.dataColumn,
    endLine: event.endLine,
    endColumn: event.endColumn,
    offset: event.dataOffset,
    length: event.endOffset - event.dataOffset,
  };
  frames.emit(event.data, span, { sender, senderSource, transport });
}
