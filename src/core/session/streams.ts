import type { Message } from '../message.js';

/**
 * Ties the server messages an HTTP response carried (an SSE stream's notifications and its final
 * response) to the client request of that exchange. The http and har readers give every frame of
 * one HTTP response the same `headers` object and list each exchange's request body before its
 * response, so the response's first frame names the exchange. One instance per rule instance;
 * feed it every message in order.
 */
export class HttpExchanges {
  private readonly requestOf = new WeakMap<object, Message>();
  private lastRequest: Message | undefined;

  /** For a server message carried by an HTTP response: the client request it belongs to. */
  observe(message: Message): Message | undefined {
    const transport = message.frame.transport;
    if (transport?.kind !== 'http') return undefined;
    if (message.sender === 'client') {
      if (message.kind === 'request') this.lastRequest = message;
      return undefined;
    }
    const response = transport.headers ?? transport;
    let request = this.requestOf.get(response);
    if (!request) {
      request = message.answers ?? this.lastRequest;
      this.lastRequest = undefined;
      if (request) this.requestOf.set(response, request);
    }
    return message.answers ?? request;
  }
}

/** Whether a message came over a transport where file order is the order on the wire (stdio). */
export function onStdio(message: Message): boolean {
  const kind = message.frame.transport?.kind;
  return kind === undefined || kind === 'stdio';
}
