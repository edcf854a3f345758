import type { Sender } from '../capture/frame.js';
import type { Revision } from '../revisions.js';

/** A capability one side must have declared for a method to be legal: `['resources', 'subscribe']`. */
export interface CapabilityGate {
  /** Whose capability: the server's (for client requests) or the client's (for server requests). */
  side: Sender;
  path: readonly string[];
}

export interface MethodInfo {
  method: string;
  kind: 'request' | 'notification';
  /** Who may send it in this revision. */
  senders: readonly Sender[];
  /** Whether the request or notification must carry `params`. */
  paramsRequired: boolean;
  /** For requests: the name of the result definition (`ListToolsResult`, `EmptyResult`). */
  result?: string;
  /** The capability the method needs, if any. */
  capability?: CapabilityGate;
  /** One line, in our own words: what the method does. */
  description: string;
}

export interface ErrorCodeInfo {
  code: number;
  name: string;
  /** What the code usually means in practice, for findings and `explain`. */
  meaning: string;
}

export interface RevisionModel {
  revision: Revision;
  /** Every method the revision defines, requests and notifications, keyed by exact name. */
  methods: ReadonlyMap<string, MethodInfo>;
  /** Error codes the revision defines (JSON-RPC's own and MCP's). */
  errorCodes: ReadonlyMap<number, ErrorCodeInfo>;
  /** Whether JSON-RPC batch arrays are allowed (2025-03-26 only). */
  batches: boolean;
}
