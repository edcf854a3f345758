import type { Frame } from '../capture/frame.js';
import { isPlainObject } from '../message.js';
import { isRevision, type Revision } from '../revisions.js';

/** Where the revision a capture is held to came from. */
export type RevisionSource =
  | 'pinned' // --revision / config / action input
  | 'initialize' // the server's answer to initialize
  | 'initialize-request' // only the client's proposal was seen
  | 'meta' // 2026-07-28 `_meta` protocolVersion on a request
  | 'header' // HTTP MCP-Protocol-Version header
  | 'none'; // nothing in the capture says

export interface RevisionClue {
  revision: Revision;
  source: RevisionSource;
  /** Strong clues settle the question; weak ones are kept until a strong one appears. */
  strong: boolean;
}

const META_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';

/** What one frame says about the protocol revision in use, if anything. */
export function revisionClue(frame: Frame): RevisionClue | undefined {
  const value = frame.value;
  if (isPlainObject(value)) {
    const result = value.result;
    if (isPlainObject(result) && typeof result.protocolVersion === 'string' && ('serverInfo' in result || 'capabilities' in result)) {
      if (isRevision(result.protocolVersion)) return { revision: result.protocolVersion, source: 'initialize', strong: true };
    }
    const params = value.params;
    if (isPlainObject(params)) {
      const meta = params._meta;
      if (isPlainObject(meta) && isRevision(meta[META_VERSION_KEY])) {
        return { revision: meta[META_VERSION_KEY], source: 'meta', strong: true };
      }
      if (value.method === 'initialize' && isRevision(params.protocolVersion)) {
        return { revision: params.protocolVersion, source: 'initialize-request', strong: false };
      }
    }
  }
  const header = frame.transport?.headers?.['mcp-protocol-version'];
  if (isRevision(header)) return { revision: header, source: 'header', strong: true };
  return undefined;
}
