import type { Sender } from './frame.js';
import { EnvelopeReader, envelopeShare, stringField, type EnvelopeLine } from './envelope-line.js';
import type { CaptureFormat, CaptureReader, ReaderSink, SniffInput } from './reader.js';
import { recordingBlindSpot } from '../rules/capture/recording-blind-spot.js';

const SENDERS: Record<string, Sender> = { in: 'client', out: 'server' };
const STDIO = Object.freeze({ kind: 'stdio' as const });

/** The header line mcp-tape writes first (`mcpTapeVersion`; its README spells it `mcpTapVersion`). */
function isTapeMeta(value: Record<string, unknown>): boolean {
  return value.type === 'meta' && value.v === 1 && Array.isArray(value.command) && (typeof value.mcpTapeVersion === 'string' || typeof value.mcpTapVersion === 'string');
}

/** A message line: `t`, `dir` in/out and `raw`, nothing else (a rotated file has only these). */
function isTapeMessage(value: Record<string, unknown>): boolean {
  return typeof value.t === 'string' && typeof value.dir === 'string' && value.dir in SENDERS && 'raw' in value && Object.keys(value).length === 3;
}

function isTapeEnd(value: Record<string, unknown>): boolean {
  return value.type === 'end' && typeof value.t === 'string';
}

/**
 * craigm26/mcp-tape traces: a meta line (`{"v":1,"type":"meta","command":[...],"mcpTapeVersion"}`),
 * then `{"t","dir":"in"|"out","raw":<message>}` per message (`in`: client to server), then an `end`
 * line. `raw` is the message re-serialised after redaction: the frame is that value at its place in
 * the line. mcp-tape drops non-JSON stdout lines without a trace, so the reader says once (info)
 * that stray output cannot be seen in the file. A rotated file starts with message lines.
 */
class McpTapeReader extends EnvelopeReader {
  private saidBlind = false;

  protected envelope(envelope: EnvelopeLine): void {
    const value = envelope.value;
    if (isTapeMessage(value)) {
      if (!this.saidBlind) this.blind(envelope);
      this.memberFrame(envelope, 'raw', { sender: SENDERS[value.dir as string], senderSource: 'recorder', transport: STDIO, timestamp: stringField(value, 't') });
      return;
    }
    if (isTapeMeta(value)) {
      if (!this.saidBlind) this.blind(envelope);
      return;
    }
    if (isTapeEnd(value)) return;
    this.foreignLine(envelope);
  }

  private blind(envelope: EnvelopeLine): void {
    this.saidBlind = true;
    this.sink.issue(recordingBlindSpot.issue({ line: envelope.record.line, column: 1 }, { kind: 'stray-stdout', recorder: 'mcp-tape' }));
  }
}

export const mcpTapeFormat: CaptureFormat = {
  name: 'mcp-tape',
  description: 'craigm26/mcp-tape traces: a meta line, then {t, dir in/out, raw} per message, then an end line.',
  sniff(input: SniffInput) {
    const meta = envelopeShare(input.lines.slice(0, 1), isTapeMeta);
    const share = envelopeShare(input.lines, (value) => isTapeMessage(value) || isTapeMeta(value) || isTapeEnd(value));
    if (meta > 0) return 0.97;
    return share >= 0.5 ? 0.95 : 0;
  },
  create(sink: ReaderSink): CaptureReader {
    return new McpTapeReader(sink);
  },
};
