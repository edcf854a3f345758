import type { CaptureFormat } from './reader.js';

/** PLACEHOLDER: the reader for this format is not written yet (sniff says 0, so it is never picked). */
export const cassetteFormat: CaptureFormat = {
  name: 'cassette',
  description: 'mcp-recorder cassettes: a JSON document of recorded HTTP interactions.',
  sniff() {
    return 0;
  },
  create() {
    throw new Error('the cassette reader is not written yet');
  },
};
