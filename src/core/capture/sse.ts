import type { Transport } from './frame.js';
import { FrameEmitter } from './frame-emitter.js';
import type { CaptureFormat, CaptureReader, ReaderSink, SniffInput } from './reader.js';
import { emitSseEvent, SseParser } from './sse-parser.js';

const SSE_FIELD = /^(event|data|id|retry):/;
/** Lines that say the stream sits inside an HTTP transcript, which the http reader reads whole. */
const HTTP_EVIDENCE = /^(?:[<>] |(?:GET|POST|DELETE) \S+ HTTP\/|HTTP\/\d(?:\.\d)? \d{3}|\s*(?:\$\s*)?curl\s)/;

/**
 * Server-Sent Events streams: every event's joined `data:` lines are one frame sent by the
 * server. The legacy (2024-11-05 HTTP+SSE) `endpoint` event is not a frame: its data (the URI the
 * client POSTs to) is kept in `transport.endpoint` of the frames that follow.
 */
export const sseFormat: CaptureFormat = {
  name: 'sse',
  description: 'Server-Sent Events streams (event:/data:/id: lines), including the 2024-11-05 HTTP+SSE GET stream.',
  sniff(input: SniffInput) {
    let fields = 0;
    let data = 0;
    let other = 0;
    for (const line of input.lines) {
      if (line.trim() === '') continue;
      if (HTTP_EVIDENCE.test(line)) return 0.3;
      if (SSE_FIELD.test(line)) {
        fields += 1;
        if (line.startsWith('data:')) data += 1;
      } else if (line.startsWith(':')) fields += 1;
      else other += 1;
    }
    if (data === 0) return 0;
    const share = fields / (fields + other);
    if (share >= 0.8) return 0.9;
    if (share >= 0.5) return 0.6;
    return 0.2;
  },
  create(sink: ReaderSink): CaptureReader {
    const frames = new FrameEmitter(sink);
    let endpoint: string | undefined;
    const parser = new SseParser({
      issue: (issue) => sink.issue(issue),
      event(event) {
        if (event.event === 'endpoint') {
          endpoint = event.data;
          return;
        }
        const transport: Transport = { kind: 'sse' };
        if (endpoint !== undefined) transport.endpoint = endpoint;
        emitSseEvent(frames, event, 'server', 'sse', transport);
      },
    });
    return {
      push: (line) => parser.push(line),
      end: () => parser.end(),
    };
  },
};
