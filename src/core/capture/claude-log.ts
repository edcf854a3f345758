import type { CaptureFormat } from './reader.js';

/** PLACEHOLDER: the reader for this format is not written yet (sniff says 0, so it is never picked). */
export const claudeLogFormat: CaptureFormat = {
  name: 'claude-log',
  description: 'Claude Desktop mcp*.log files (Message from client/server lines).',
  sniff() {
    return 0;
  },
  create() {
    throw new Error('the claude-log reader is not written yet');
  },
};
