import type { Message, RequestId } from '../message.js';
import type { Sender } from '../capture/frame.js';

/** What the session engine knows at the current point of a capture, for rules to read. */
export interface SessionView {
  /** Capabilities each side declared so far (initialize, or 2026-07-28 `_meta` and server/discover). */
  clientCapabilities?: Record<string, unknown>;
  serverCapabilities?: Record<string, unknown>;
  clientInfo?: unknown;
  serverInfo?: unknown;
  /** Protocol version the client proposed in initialize, and the one the server answered. */
  requestedVersion?: string;
  negotiatedVersion?: string;
  /** The request `sender` issued with `id` that is still waiting for an answer. */
  pending(sender: Sender, id: RequestId): Message | undefined;
}
