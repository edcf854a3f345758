import { JsonScanner, type JsonScanHandlers, type Position } from './json-scan.js';
import type { CaptureReader, LineRecord, ReaderSink } from './reader.js';
import { invalidJsonDocument } from '../rules/capture/invalid-json-document.js';

/**
 * Drives a `JsonScanner` over a whole JSON document (HAR, cassette) line by line, and turns
 * broken JSON into one clear finding at the place it breaks. The document is never held whole:
 * the handlers keep only the values they capture.
 */
export function jsonDocumentReader(sink: ReaderSink, kind: string, handlers: JsonScanHandlers): CaptureReader {
  let last: LineRecord | undefined;
  let reported = false;
  let trailing = false;
  const report = (message: string, at: Position): void => {
    if (reported) return;
    reported = true;
    sink.issue(invalidJsonDocument.issue(at, { kind, problem: message }));
  };
  const scanner = new JsonScanner({
    ...handlers,
    topLevelEnd(end) {
      trailing = true;
      handlers.topLevelEnd?.(end);
      return true;
    },
    error(message, at) {
      report(message, at);
      handlers.error?.(message, at);
    },
  });
  return {
    push(line) {
      last = line;
      if (reported) return;
      if (trailing) {
        const extra = line.text.search(/\S/);
        if (extra >= 0) report('more text follows the document', { line: line.line, column: extra + 1, offset: line.offset });
        return;
      }
      const stop = scanner.push(line);
      if (trailing && !scanner.hasFailed && stop < line.text.length) {
        const extra = line.text.slice(stop).search(/\S/);
        if (extra >= 0) report('more text follows the document', { line: line.line, column: stop + extra + 1, offset: line.offset });
      }
    },
    end() {
      if (reported) return;
      const at = last ? { line: last.line, column: last.text.length + 1, offset: last.offset } : { line: 1, column: 1, offset: 0 };
      if (!scanner.sawValue) report('the file holds no JSON value', at);
      else scanner.finish(at);
    },
  };
}
