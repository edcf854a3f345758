import type { CaptureFormat } from './reader.js';

/** PLACEHOLDER: the reader for this format is not written yet (sniff says 0, so it is never picked). */
export const contentLengthFormat: CaptureFormat = {
  name: 'content-length',
  description: 'Content-Length framed streams (header block, blank line, body).',
  sniff() {
    return 0;
  },
  create() {
    throw new Error('the content-length reader is not written yet');
  },
};
