import type { RevisionDelta } from '../delta.js';

/** 2025-06-18: elicitation arrives, batches go, `_meta` keys get naming rules. */
export const revision20250618: RevisionDelta = {
  revision: '2025-06-18',
  changes: [
    '+ elicitation/create (server to client), gated by the client\'s elicitation capability.',
    'JSON-RPC batches removed: every message stands alone again.',
    '_meta key names follow a prefix/name syntax; prefixes naming modelcontextprotocol or mcp are reserved.',
    'Structured tool output (structuredContent, outputSchema), resource_link content, title fields.',
    'MCP-Protocol-Version header on HTTP; using only negotiated capabilities becomes a MUST.',
  ],
  addMethods: [
    { method: 'elicitation/create', kind: 'request', senders: ['server'], paramsRequired: true, result: 'ElicitResult', capability: { side: 'client', path: ['elicitation'] }, description: 'The server asks the user, through the client, for structured input.' },
  ],
  batches: false,
  meta: { syntax: true, reservedPrefix: 'any-label' },
};
