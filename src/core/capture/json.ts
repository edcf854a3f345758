import type { CaptureFormat } from './reader.js';

/** PLACEHOLDER: the reader for this format is not written yet (sniff says 0, so it is never picked). */
export const jsonFormat: CaptureFormat = {
  name: 'json',
  description: 'A JSON array of messages, a single JSON document, or pretty-printed messages one after another.',
  sniff() {
    return 0;
  },
  create() {
    throw new Error('the json reader is not written yet');
  },
};
