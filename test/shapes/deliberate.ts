import type { Revision } from '../../src/core/revisions.js';

/** A place where the model knowingly differs from schema.json, with the reason. */
export interface DeliberateDifference {
  /** Where, in the words of the agreement walk. */
  where: string;
  reason: string;
  matches(revision: Revision, difference: string): boolean;
}

const LEGACY_PARAMS_META = /^[A-Za-z/_]+ params\._meta: in the model, not in the official schema$/;

export const DELIBERATE_DIFFERENCES: DeliberateDifference[] = [
  {
    where: '`params._meta` of method-specific params (2024-11-05 … 2025-06-18, and a few 2025-11-25 params)',
    reason:
      'The spec’s TypeScript gives every request and notification params a `_meta` (through the base RequestParams / NotificationParams), but the generated schema.json inlines method params without it (still allowing it as an extra key). The model declares it, so a `_meta` that is not an object, or a progressToken that is neither string nor integer, is reported.',
    matches: (_revision, d) => LEGACY_PARAMS_META.test(d),
  },
  {
    where: 'ElicitResult.content values, also inside 2026-07-28 `inputResponses` (2025-06-18 on)',
    reason:
      'schema.json is generated with every TypeScript `number` turned into `integer`; the TypeScript says `string | number | boolean` (and `string[]` from 2025-11-25), and NumberSchema allows `type: "number"`, so an answer of 3.5 is valid. The model accepts any number.',
    matches: (revision, d) =>
      revision >= '2025-06-18' &&
      /(^ElicitResult\.content\{\}|params\.inputResponses\{\}\.content\{\}): type (array\|)?boolean\|integer\|string \(official\) vs (array\|)?boolean\|number\|string \(model\)$/.test(d),
  },
  {
    where: '2026-07-28 JSONObject / JSONValue (capability objects, sampling metadata)',
    reason:
      'The generated JSONValue lists only string, integer, boolean, object and array; the TypeScript JSONValue also allows any number and null. The model accepts any JSON value inside these objects.',
    matches: (revision, d) => revision === '2026-07-28' && /\{\}: type array\|boolean\|integer\|object\|string \(official\) vs any \(model\)$/.test(d),
  },
];

/**
 * Deliberate differences that the agreement walk cannot see (they are about values, not types or
 * required properties); the mutation and example tests list them where they show:
 * - 2026-07-28 results of tools/call, prompts/get, resources/read: schema.json allows `InputRequiredResult | <complete result>` with anyOf, and InputRequiredResult requires only `resultType`, so any object with a string resultType passes (even a ReadResourceResult without its required cache hints). The model picks the member by `resultType` as clients do (`"input_required"` or the complete result), so the complete result must have its own required properties.
 * - 2026-07-28 InputRequiredResult: The prose requires at least one of `inputRequests` and `requestState`; the schema does not encode it. The model does.
 * - string formats: The model checks `uri` (a scheme, then `:`) and base64 (`byte`) cheaply on every message; ajv-formats checks full RFC 3986. Other formats (uri-template, date-time, email in elicitation schemas) are not checked.
 */
