import * as previous from './2025-03-26.js';
import { arr, bool, extend, int, lit, num, obj, oneOf, opt, rec, ref, str, tagged, union } from './lang.js';
import { applyDelta, type RevisionDelta, type RevisionShapes } from './table.js';

/**
 * 2025-06-18 on 2025-03-26: `elicitation/create` (flat primitive schemas), structured tool output
 * (`structuredContent`, `outputSchema`), `resource_link` content, `title` on named things,
 * `_meta` on nested types, `lastModified` on annotations, completion `context`.
 */
const base = previous.shapes.definitions;
const meta = opt(rec());

export const delta: RevisionDelta = {
  definitions: {
    Annotations: extend(base.Annotations, { lastModified: opt(str()) }),
    Implementation: extend(base.Implementation, { title: opt(str()) }),
    ClientCapabilities: extend(base.ClientCapabilities, { elicitation: opt(rec()) }),

    TextContent: extend(base.TextContent, { _meta: meta }),
    ImageContent: extend(base.ImageContent, { _meta: meta }),
    AudioContent: extend(base.AudioContent, { _meta: meta }),
    EmbeddedResource: extend(base.EmbeddedResource, { _meta: meta }),
    TextResourceContents: extend(base.TextResourceContents, { _meta: meta }),
    BlobResourceContents: extend(base.BlobResourceContents, { _meta: meta }),
    ResourceLink: extend(base.Resource, { type: lit('resource_link'), _meta: meta, title: opt(str()) }),
    ContentBlock: tagged('type', {
      text: ref('TextContent'),
      image: ref('ImageContent'),
      audio: ref('AudioContent'),
      resource_link: ref('ResourceLink'),
      resource: ref('EmbeddedResource'),
    }),

    Resource: extend(base.Resource, { _meta: meta, title: opt(str()) }),
    ResourceTemplate: extend(base.ResourceTemplate, { _meta: meta, title: opt(str()) }),
    Root: extend(base.Root, { _meta: meta }),
    Prompt: extend(base.Prompt, { _meta: meta, title: opt(str()) }),
    PromptArgument: extend(base.PromptArgument, { title: opt(str()) }),
    PromptReference: extend(base.PromptReference, { title: opt(str()) }),

    ToolOutputSchema: obj({ type: lit('object'), properties: opt(rec(rec())), required: opt(arr(str())) }, { slips: false }),
    Tool: extend(base.Tool, { _meta: meta, title: opt(str()), outputSchema: opt(ref('ToolOutputSchema')) }),
    CallToolResult: extend(base.CallToolResult, { structuredContent: opt(rec()) }),

    CompleteRequestParams: extend(base.CompleteRequestParams, { context: opt(obj({ arguments: opt(rec(str())) })) }),

    // Elicitation: a flat object of primitive properties.
    StringSchema: obj({
      type: lit('string'),
      title: opt(str()),
      description: opt(str()),
      minLength: opt(int()),
      maxLength: opt(int()),
      format: opt(oneOf('date', 'date-time', 'email', 'uri')),
    }),
    NumberSchema: obj({
      type: oneOf('integer', 'number'),
      title: opt(str()),
      description: opt(str()),
      minimum: opt(num()),
      maximum: opt(num()),
    }),
    BooleanSchema: obj({ type: lit('boolean'), title: opt(str()), description: opt(str()), default: opt(bool()) }),
    EnumSchema: obj({ type: lit('string'), title: opt(str()), description: opt(str()), enum: arr(str()), enumNames: opt(arr(str())) }),
    PrimitiveSchemaDefinition: tagged('type', {
      // A string property with `enum` is an enum; both are open objects, so either may match.
      string: union(ref('StringSchema'), ref('EnumSchema')),
      number: ref('NumberSchema'),
      integer: ref('NumberSchema'),
      boolean: ref('BooleanSchema'),
    }),
    ElicitRequestedSchema: obj({ type: lit('object'), properties: rec(ref('PrimitiveSchemaDefinition')), required: opt(arr(str())) }),
    ElicitRequestParams: obj({ _meta: opt(ref('RequestMeta')), message: str(), requestedSchema: ref('ElicitRequestedSchema') }),
    // The spec's TypeScript says `string | number | boolean`: 3.5 is a valid answer.
    ElicitResult: obj({
      _meta: meta,
      action: oneOf('accept', 'cancel', 'decline'),
      content: opt(rec(union(str(), num(), bool()))),
    }),
  },
  requests: {
    'elicitation/create': { request: 'ElicitRequest', params: 'ElicitRequestParams', paramsRequired: true, result: 'ElicitResult' },
  },
};

export const shapes: RevisionShapes = applyDelta(previous.shapes, delta);
