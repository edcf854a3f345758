import type { RevisionDelta } from '../delta.js';

/** 2025-03-26: no method added or removed; JSON-RPC batches arrive, completion gets its capability. */
export const revision20250326: RevisionDelta = {
  revision: '2025-03-26',
  changes: [
    'JSON-RPC batches: implementations MUST accept arrays of messages (initialize MUST NOT be in one).',
    'Streamable HTTP replaces HTTP+SSE.',
    'completion/complete is gated by the server\'s completions capability.',
    'Tool annotations, audio content, a message on progress notifications, OAuth authorization.',
  ],
  changeMethods: [{ method: 'completion/complete', capability: { side: 'server', path: ['completions'] } }],
  batches: true,
  // Streamable HTTP: a server that rejects a POST MAY answer with a JSON-RPC error that has no id.
  idlessErrorResponses: 'warning',
};
