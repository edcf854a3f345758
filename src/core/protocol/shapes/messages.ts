import { int, lit, obj, opt, ref, str } from './lang.js';
import type { Definitions, Shape } from './shape.js';
import type { RevisionShapes } from './table.js';
import type { Revision } from '../../revisions.js';
import { getModel } from '../index.js';

/**
 * Whole-message definitions built from a revision's method table: `CallToolRequest`,
 * `CancelledNotification`, `CallToolResultResponse`, and (2026-07-28) the error responses and
 * error objects the spec names. The rules check params and results only (the envelope rules
 * own `jsonrpc`, `id` and friends); these serve `explain`, tests and the official examples.
 */
export function messageDefinitions(revision: Revision, shapes: RevisionShapes): Definitions {
  const out: Record<string, Shape> = {};
  const jsonrpc = lit('2.0');
  for (const [method, info] of Object.entries(shapes.methods.requests)) {
    const params = info.paramsRequired ? ref(info.params) : opt(ref(info.params));
    out[info.request] = obj({ jsonrpc, id: ref('RequestId'), method: lit(method), params });
    const responseName = `${info.result.replace(/OrInputRequired$/, '')}Response`;
    out[responseName] = obj({ jsonrpc, id: ref('RequestId'), result: ref(info.result) });
  }
  for (const [method, info] of Object.entries(shapes.methods.notifications)) {
    const params = info.paramsRequired ? ref(info.params) : opt(ref(info.params));
    out[info.notification] = obj({ jsonrpc, method: lit(method), params });
  }
  const errorObject = (code?: number, data?: Shape): Shape =>
    obj({ code: code === undefined ? int() : lit(code), message: str(), ...(data ? { data } : {}) });
  out.Error = errorObject();
  if (getModel(revision).namedErrorDefinitions) {
    const errorResponse = (error: Shape): Shape => obj({ jsonrpc, id: opt(ref('RequestId')), error });
    out.ParseError = errorObject(-32700);
    out.InvalidRequestError = errorObject(-32600);
    out.MethodNotFoundError = errorObject(-32601);
    out.InvalidParamsError = errorObject(-32602);
    out.InternalError = errorObject(-32603);
    out.HeaderMismatchError = errorResponse(errorObject(-32020));
    out.MissingRequiredClientCapabilityError = errorResponse(
      errorObject(-32021, obj({ requiredCapabilities: ref('ClientCapabilities') })),
    );
    out.UnsupportedProtocolVersionError = errorResponse(
      errorObject(-32022, obj({ requested: str(), supported: { kind: 'array', items: str() } })),
    );
  }
  return out;
}
