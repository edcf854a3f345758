import type { Sender } from './frame.js';
import { ValueFrames } from './json.js';
import { JsonStreamScanner } from './json-scan.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderSink } from './reader.js';
import { SetAsideMessages } from './set-aside.js';

/** `-- name --`: a txtar file marker line; returns the name, or undefined. */
export function txtarMarker(text: string): string | undefined {
  if (text.length < 7 || !text.startsWith('-- ')) return undefined;
  const end = text.trimEnd();
  if (!end.endsWith(' --')) return undefined;
  const name = end.slice(3, -3).trim();
  return name === '' ? undefined : name;
}

/** Which peer wrote the messages of a txtar section, by the section's name. */
function sectionSender(name: string): Sender | undefined {
  const lower = name.toLowerCase();
  if (lower === 'client' || lower.startsWith('client.') || lower.startsWith('client/')) return 'client';
  if (lower === 'server' || lower.startsWith('server.') || lower.startsWith('server/')) return 'server';
  return undefined;
}

/**
 * txtar archives as the Go SDK's conformance tests write them: a header comment, then sections
 * opened by `-- name --` lines. `-- client --` holds what the client sends and `-- server --` what
 * the server answers, as JSON values one after another (often pretty-printed). The header, the
 * markers and other sections (`-- tools --`, `-- prompts --` name lists) are harness text: no
 * frames, no findings. Note that these fixtures list every client message before every server
 * message, so pairing must go by id, not by order.
 */
class TxtarReader implements CaptureReader {
  private readonly frames: ValueFrames;
  private readonly scanner: JsonStreamScanner;
  private inTraffic = false;
  /** The section being read; undefined in the comment before the first marker. */
  private section: string | undefined;
  /** Messages in the comment or in a harness section are not read: they must not pass unseen. */
  private readonly setAside: SetAsideMessages;

  constructor(sink: ReaderSink) {
    this.setAside = new SetAsideMessages(sink);
    this.frames = new ValueFrames(
      sink,
      () => ({ kind: 'in-section', section: this.section ?? '' }),
    );
    this.scanner = new JsonStreamScanner(this.frames);
  }

  push(record: LineRecord): void {
    const name = record.text.charCodeAt(0) === 0x2d ? txtarMarker(record.text) : undefined;
    if (name !== undefined) {
      if (this.inTraffic) this.scanner.end();
      else this.flushSetAside();
      const sender = sectionSender(name);
      this.section = name;
      this.inTraffic = sender !== undefined;
      this.frames.sender = sender;
      this.frames.senderSource = sender ? 'section' : undefined;
      return;
    }
    if (this.inTraffic) this.scanner.push(record);
    else this.setAside.note(record);
  }

  end(): void {
    if (this.inTraffic) this.scanner.end();
    else this.flushSetAside();
  }

  private flushSetAside(): void {
    this.setAside.flush(this.section === undefined ? { kind: 'txtar-comment' } : { kind: 'txtar-section', section: this.section });
  }
}

export const txtarFormat: CaptureFormat = {
  name: 'txtar',
  description: 'Go SDK conformance fixtures (txtar): -- client -- / -- server -- sections of messages.',
  sniff(input) {
    let markers = 0;
    let traffic = 0;
    for (const line of input.lines) {
      const name = line.startsWith('-- ') ? txtarMarker(line) : undefined;
      if (name === undefined) continue;
      markers++;
      if (sectionSender(name)) traffic++;
    }
    // A `-- client --` / `-- server --` marker is decisive: above every envelope recorder's 0.97, so
    // a recorder's lines pasted into a txtar comment are set aside (and reported), not read as traffic.
    if (traffic > 0) return 0.99;
    if (markers > 0 && /\.txtar$/i.test(input.fileName)) return 0.6;
    return markers > 0 ? 0.3 : 0;
  },
  create(sink) {
    return new TxtarReader(sink);
  },
};
