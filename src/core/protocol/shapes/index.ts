import { isPlainObject } from '../../message.js';
import type { Revision } from '../../revisions.js';
import { shapes as shapes20241105 } from './2024-11-05.js';
import { shapes as shapes20250326 } from './2025-03-26.js';
import { shapes as shapes20250618 } from './2025-06-18.js';
import { shapes as shapes20251125 } from './2025-11-25.js';
import { shapes as shapes20260728 } from './2026-07-28.js';
import { compileShapes, describeValue, type Check, type CompiledShapes, type ShapeIssue } from './lang.js';
import { messageDefinitions } from './messages.js';
import { withArticle } from '../../text/words.js';
import type { NotificationShapes, RequestShapes, RevisionShapes } from './table.js';

export type { Check, ShapeIssue } from './lang.js';
export type { NotificationShapes, RequestShapes, RevisionShapes } from './table.js';

/** The shapes of every revision, as data (each one a delta on the one before). */
export const REVISION_SHAPES: Readonly<Record<Revision, RevisionShapes>> = {
  '2024-11-05': shapes20241105,
  '2025-03-26': shapes20250326,
  '2025-06-18': shapes20250618,
  '2025-11-25': shapes20251125,
  '2026-07-28': shapes20260728,
};

/** One revision's shapes, compiled into check functions (once, on first use). */
export class ShapeModel {
  readonly compiled: CompiledShapes;
  private readonly paramsChecks = new Map<string, Check>();
  private readonly resultChecks = new Map<string, Check>();

  constructor(
    readonly revision: Revision,
    readonly shapes: RevisionShapes,
  ) {
    this.compiled = compileShapes({ ...messageDefinitions(revision, shapes), ...shapes.definitions });
  }

  // Asked for every message, with a method string fresh from JSON.parse: a Map looks it up by
  // hash where a keyed object first has to find the string among the internalized ones.
  private requestsByMethod: Map<string, RequestShapes> | undefined;
  private notificationsByMethod: Map<string, NotificationShapes> | undefined;

  request(method: string): RequestShapes | undefined {
    return (this.requestsByMethod ??= new Map(Object.entries(this.shapes.methods.requests))).get(method);
  }

  notification(method: string): NotificationShapes | undefined {
    return (this.notificationsByMethod ??= new Map(Object.entries(this.shapes.methods.notifications))).get(method);
  }

  /** The check of a named definition (`CallToolResult`, `Tool`, `CallToolRequest`). */
  definition(name: string): Check | undefined {
    return this.compiled.definitions[name] ? this.compiled.get(name) : undefined;
  }

  private cached(cache: Map<string, Check>, name: string): Check {
    let check = cache.get(name);
    if (!check) {
      check = this.compiled.get(name);
      cache.set(name, check);
    }
    return check;
  }

  /**
   * Problems with the params of a request or notification, `undefined` when the method is not
   * one this revision defines for that kind of message (the catalog rules say so). A params
   * value that is not an object is left to the envelope rules.
   */
  checkParams(kind: 'request' | 'notification', method: string, params: unknown): ShapeIssue[] | undefined {
    const info = kind === 'request' ? this.request(method) : this.notification(method);
    if (!info) return undefined;
    if (params === undefined) {
      if (!info.paramsRequired) return NO_ISSUES;
      return [{ kind: 'shape', path: 'params', expected: withArticle(`${info.params} object`) }];
    }
    if (!isPlainObject(params)) {
      // Not an object at all is the envelope rules' finding, except where the method needs params:
      // then the missing params object is this method's problem too (`"params": null` for setLevel).
      if (!info.paramsRequired) return NO_ISSUES;
      return [{ kind: 'shape', path: 'params', expected: withArticle(`${info.params} object`), found: describeValue(params) }];
    }
    const check = this.cached(this.paramsChecks, info.params);
    if (check.test(params)) return NO_ISSUES;
    const issues: ShapeIssue[] = [];
    check.explain(params, 'params', issues);
    return issues;
  }

  /** The result definition a response to this request must match. */
  resultDefinition(method: string, requestParams: unknown): string | undefined {
    const info = this.request(method);
    if (!info) return undefined;
    if (info.taskResult && isPlainObject(requestParams) && isPlainObject(requestParams.task)) return info.taskResult;
    return info.result;
  }

  /** Problems with the result of a response to `method`; `undefined` when the method is unknown. */
  checkResult(method: string, requestParams: unknown, result: unknown): ShapeIssue[] | undefined {
    const name = this.resultDefinition(method, requestParams);
    if (!name) return undefined;
    if (!isPlainObject(result)) return NO_ISSUES;
    const check = this.cached(this.resultChecks, name);
    if (check.test(result)) return NO_ISSUES;
    const issues: ShapeIssue[] = [];
    check.explain(result, 'result', issues);
    return issues;
  }
}

const NO_ISSUES: ShapeIssue[] = [];
Object.freeze(NO_ISSUES);

// One model per revision, built from static tables; its own caches (compiled checks, slip judges)
// remember pure answers, so sharing it across runs and tests never makes their order matter
// (test/shapes/order-independence.test.ts asks in two orders).
const models = new Map<Revision, ShapeModel>();

export function getShapeModel(revision: Revision): ShapeModel {
  let model = models.get(revision);
  if (!model) {
    model = new ShapeModel(revision, REVISION_SHAPES[revision]);
    models.set(revision, model);
  }
  return model;
}
