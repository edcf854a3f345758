import type { CaptureFormat } from './reader.js';

/** PLACEHOLDER: the reader for this format is not written yet (sniff says 0, so it is never picked). */
export const sseFormat: CaptureFormat = {
  name: 'sse',
  description: 'Server-Sent Events streams (event:/data:/id: lines), including the 2024-11-05 HTTP+SSE GET stream.',
  sniff() {
    return 0;
  },
  create() {
    throw new Error('the sse reader is not written yet');
  },
};
