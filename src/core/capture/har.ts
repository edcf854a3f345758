import type { CaptureFormat } from './reader.js';

/** PLACEHOLDER: the reader for this format is not written yet (sniff says 0, so it is never picked). */
export const harFormat: CaptureFormat = {
  name: 'har',
  description: 'HAR 1.2 exports from browsers and proxies.',
  sniff() {
    return 0;
  },
  create() {
    throw new Error('the har reader is not written yet');
  },
};
