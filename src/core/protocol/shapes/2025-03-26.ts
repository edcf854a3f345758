import * as previous from './2024-11-05.js';
import { bool, extend, lit, obj, opt, rec, ref, str, tagged } from './lang.js';
import { applyDelta, type RevisionDelta, type RevisionShapes } from './table.js';

/**
 * 2025-03-26 on 2024-11-05: audio content, tool annotations, a `message` on progress
 * notifications, the `completions` server capability. No method added or removed.
 */
const base = previous.shapes.definitions;

export const delta: RevisionDelta = {
  definitions: {
    AudioContent: obj({ annotations: opt(ref('Annotations')), type: lit('audio'), data: str('byte'), mimeType: str() }),
    ContentBlock: tagged('type', {
      text: ref('TextContent'),
      image: ref('ImageContent'),
      audio: ref('AudioContent'),
      resource: ref('EmbeddedResource'),
    }),
    SamplingContent: tagged('type', { text: ref('TextContent'), image: ref('ImageContent'), audio: ref('AudioContent') }),
    ToolAnnotations: obj({
      title: opt(str()),
      readOnlyHint: opt(bool()),
      destructiveHint: opt(bool()),
      idempotentHint: opt(bool()),
      openWorldHint: opt(bool()),
    }),
    Tool: extend(base.Tool, { annotations: opt(ref('ToolAnnotations')) }),
    ServerCapabilities: extend(base.ServerCapabilities, { completions: opt(rec()) }),
    ProgressNotificationParams: extend(base.ProgressNotificationParams, { message: opt(str()) }),
  },
};

export const shapes: RevisionShapes = applyDelta(previous.shapes, delta);
