import { isPlainObject, type Message } from '../../message.js';
import { paramsOf } from '../../session/tracker.js';

/** The `params.messages` of a sampling/createMessage request, or none. */
export function samplingMessages(message: Message): readonly unknown[] {
  const messages = paramsOf(message)?.messages;
  return Array.isArray(messages) ? messages : [];
}

/** The content blocks of a sampling message: its array, or its single block. */
export function contentBlocks(content: unknown): readonly unknown[] {
  if (Array.isArray(content)) return content;
  return content === undefined ? [] : [content];
}

/** A content block's `type`, when it is an object with a string type. */
export function blockType(block: unknown): string | undefined {
  return isPlainObject(block) && typeof block.type === 'string' ? block.type : undefined;
}

/** The handshake of the rule examples: a 2025-11-25 client that declared sampling with tools. */
export const SAMPLING_HANDSHAKE =
  '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"sampling":{"tools":{}}},"clientInfo":{"name":"c","version":"1"}}}\n< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}\n> {"jsonrpc":"2.0","method":"notifications/initialized"}\n';
