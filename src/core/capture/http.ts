import type { CaptureFormat } from './reader.js';

/** PLACEHOLDER: the reader for this format is not written yet (sniff says 0, so it is never picked). */
export const httpFormat: CaptureFormat = {
  name: 'http',
  description: 'curl -v transcripts and raw HTTP request/response traces of Streamable HTTP (JSON or SSE bodies).',
  sniff() {
    return 0;
  },
  create() {
    throw new Error('the http reader is not written yet');
  },
};
