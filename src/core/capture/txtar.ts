import type { CaptureFormat } from './reader.js';

/** PLACEHOLDER: the reader for this format is not written yet (sniff says 0, so it is never picked). */
export const txtarFormat: CaptureFormat = {
  name: 'txtar',
  description: 'Go SDK conformance fixtures (txtar): -- client -- / -- server -- sections of messages.',
  sniff() {
    return 0;
  },
  create() {
    throw new Error('the txtar reader is not written yet');
  },
};
