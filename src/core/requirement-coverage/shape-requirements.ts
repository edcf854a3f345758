// Which requirement a shape finding (params-shape, result-shape) shows broken, for the coverage
// report: the shape rules judge the revision's schema, and a few of the registry's sentences state
// part of it (the initialize exchange, progress tokens, elicitation params, embedded resources...).
// A shape slip no sentence states is the schema's alone: SCHEMA_ONLY.
import { isPlainObject } from '../message.js';

/**
 * A finding's `requirement` when it breaks only the revision's schema, which no sentence of the
 * registry states: the coverage files it under no requirement (rather than under all of the rule's).
 */
export const SCHEMA_ONLY = 'schema-only';

/** The value at a shape issue's path (`params.messages[0].content`) in the message, if any. */
function valueAt(root: Record<string, unknown>, path: string): unknown {
  let node: unknown = root;
  for (const step of path.split(/\.|\[(\d+)\]/).filter((s) => s !== undefined && s !== '')) {
    if (Array.isArray(node) && /^\d+$/.test(step)) node = node[Number(step)];
    else if (isPlainObject(node)) node = node[step];
    else return undefined;
  }
  return node;
}

/** The path up to its last step: `result.contents[0].blob` -> `result.contents[0]`. */
function parentOf(path: string): string {
  return path.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
}

/** The requirement a params shape issue at `path` of a `method` request or notification breaks. */
export function paramsRequirement(method: string, path: string): string {
  if (method === 'initialize') return 'lifecycle.client-sends-initialize';
  if (path.endsWith('_meta.progressToken')) return 'progress.token-type';
  if (method === 'elicitation/create') {
    if (path === 'params.url') return 'elicitation.valid-url';
    if (path.startsWith('params.requestedSchema')) return 'elicitation.form-mode-params';
    if (path === 'params.elicitationId') return 'elicitation.url-mode-params';
    return 'elicitation.required-params';
  }
  return SCHEMA_ONLY;
}

/** The requirement a result shape issue at `path` of the answer to a `method` request breaks. */
export function resultRequirement(method: string, path: string, message: Record<string, unknown>): string {
  if (method === 'initialize') return 'lifecycle.server-answers-initialize';
  if (/\binputRequests\b/.test(path)) return 'mrtr.input-request-types';
  if (/\bttlMs$/.test(path)) return 'caching.ttl-not-negative';
  if (/\bcacheScope$/.test(path)) return 'caching.hints-on-results';
  const result = message.result;
  if (isPlainObject(result) && result.resultType === 'input_required' && (path === 'result' || path === 'result.requestState')) return 'mrtr.input-requests-or-state';
  if (method === 'tools/list' && /\.inputSchema\b/.test(path)) return 'tools.input-schema-valid';
  if (method.startsWith('resources/')) {
    if (/\.(uri|uriTemplate)$/.test(path)) return 'resources.custom-scheme-rfc3986';
    if (/\.blob$/.test(path)) return 'resources.binary-encoded';
  }
  if (method === 'prompts/get') {
    if (/\.resource\b/.test(path)) return 'prompts.embedded-resource-fields';
    if (/\.data$/.test(path)) {
      const block = valueAt(message, parentOf(path));
      const type = isPlainObject(block) ? block.type : undefined;
      if (type === 'image') return 'prompts.image-base64';
      if (type === 'audio') return 'prompts.audio-base64';
    }
  }
  return SCHEMA_ONLY;
}
