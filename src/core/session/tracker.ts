import type { Sender } from '../capture/frame.js';
import { isPlainObject, type Message, type RequestId } from '../message.js';
import type { SessionView } from './view.js';

const other = (sender: Sender): Sender => (sender === 'client' ? 'server' : 'client');
const key = (id: RequestId): string => (typeof id === 'number' ? `n:${id}` : `s:${id}`);

/**
 * Minimal session state: pairs responses with pending requests by id and remembers what
 * initialize declared. The session engine proper extends this.
 */
export class SessionTracker implements SessionView {
  clientCapabilities?: Record<string, unknown>;
  serverCapabilities?: Record<string, unknown>;
  clientInfo?: unknown;
  serverInfo?: unknown;
  requestedVersion?: string;
  negotiatedVersion?: string;
  private readonly open: Record<Sender, Map<string, Message>> = { client: new Map(), server: new Map() };

  pending(sender: Sender, id: RequestId): Message | undefined {
    return this.open[sender].get(key(id));
  }

  /** Updates the state with one message and sets `answers` on responses it can pair. */
  observe(message: Message): void {
    if (message.kind === 'request' && message.id !== undefined) {
      const sender = message.sender ?? 'client';
      this.open[sender].set(key(message.id), message);
      if (message.method === 'initialize' && isPlainObject(message.params)) {
        const params = message.params;
        if (isPlainObject(params.capabilities)) this.clientCapabilities = params.capabilities;
        this.clientInfo = params.clientInfo;
        if (typeof params.protocolVersion === 'string') this.requestedVersion = params.protocolVersion;
      }
      return;
    }
    if ((message.kind === 'result' || message.kind === 'error') && message.id !== undefined) {
      const requester = message.sender ? other(message.sender) : undefined;
      const candidates: Sender[] = requester ? [requester] : ['client', 'server'];
      for (const side of candidates) {
        const request = this.open[side].get(key(message.id));
        if (request) {
          message.answers = request;
          this.open[side].delete(key(message.id));
          break;
        }
      }
      const request = message.answers;
      if (request?.method === 'initialize' && message.kind === 'result' && isPlainObject(message.value)) {
        const result = (message.value as Record<string, unknown>).result;
        if (isPlainObject(result)) {
          if (isPlainObject(result.capabilities)) this.serverCapabilities = result.capabilities;
          this.serverInfo = result.serverInfo;
          if (typeof result.protocolVersion === 'string') this.negotiatedVersion = result.protocolVersion;
        }
      }
    }
  }

  /** Requests still waiting for an answer, in the order they were sent. */
  unanswered(): Message[] {
    return [...this.open.client.values(), ...this.open.server.values()].sort((a, b) => a.frame.index - b.frame.index);
  }
}
