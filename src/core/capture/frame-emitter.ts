import type { Frame, Sender, SenderSource, Span, Transport } from './frame.js';
import type { Position } from './json-scan.js';
import { parseInto, spanBetween } from './parse.js';
import type { ReaderSink } from './reader.js';

/** What a reader knows about a frame besides its text and its place in the file. */
export interface FrameOrigin {
  sender?: Sender;
  senderSource?: SenderSource;
  transport?: Transport;
  session?: string;
  timestamp?: string;
}

/**
 * Turns what a reader found (raw text, its span, who sent it, how, in which session, when) into a
 * parsed `Frame` and hands it to the sink, numbering frames in file order. Every reader emits its
 * frames through one of these, so every frame is parsed the same way (`parseInto`: JSON.parse,
 * with the nesting-depth limit) and has the same fields.
 */
export class FrameEmitter {
  private next = 0;

  constructor(private readonly sink: ReaderSink) {}

  /**
   * The parsed frame for `raw` at `span`, not handed on yet: a reader that must look at the
   * parsed value first (is it a message, which session does it route to) sends it with `send`.
   */
  parse(raw: string, span: Span, origin?: FrameOrigin): Frame {
    // Every field in the literal, in one order, so every frame has one hidden class (see classifyMessage).
    const frame: Frame = {
      index: -1,
      raw,
      value: undefined,
      parseError: undefined,
      span,
      sender: origin?.sender,
      senderSource: origin?.senderSource,
      transport: origin?.transport,
      session: origin?.session,
      timestamp: origin?.timestamp,
    };
    return parseInto(frame);
  }

  /** Hands a frame from `parse` to the sink, with the next index in file order. */
  send(frame: Frame): void {
    frame.index = this.next++;
    this.sink.frame(frame);
  }

  /** Parses and sends the frame for `raw` at `span`. */
  emit(raw: string, span: Span, origin?: FrameOrigin): void {
    this.send(this.parse(raw, span, origin));
  }

  /** `emit` for the text from `start` to `end` (end exclusive). */
  emitBetween(raw: string, start: Position, end: Position, origin?: FrameOrigin): void {
    this.send(this.parse(raw, spanBetween(start, end), origin));
  }
}
