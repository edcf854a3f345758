import { isPlainObject, type Message } from '../../message.js';
import { getModel } from '../../protocol/index.js';
import { getShapeModel } from '../../protocol/shapes/index.js';
import type { ShapeIssue } from '../../protocol/shapes/lang.js';
import type { Revision } from '../../revisions.js';

export interface MessageShapeIssues {
  /** `params` or `result`. */
  part: 'params' | 'result';
  /** The definition the part was held to. */
  definition: string;
  issues: ShapeIssue[];
}

// Several rules read the same issues (params-shape, result-shape, unknown-key-slip), one after
// the other on the same message: the check runs once, and only the last message is remembered.
let lastMessage: Message | undefined;
let lastRevision: Revision | undefined;
let lastFound: MessageShapeIssues | undefined;

/** The shape issues of a message's params (requests, notifications) or result (paired responses). */
export function shapeIssuesOf(message: Message, revision: Revision): MessageShapeIssues | undefined {
  if (message === lastMessage && revision === lastRevision) return lastFound;
  lastFound = compute(message, revision);
  lastMessage = message;
  lastRevision = revision;
  return lastFound;
}

/**
 * Issues that a message rule already reports with more about the cause: positional params
 * (params-type), the 2026-07-28 per-request `_meta` (request-meta-required) and `resultType`
 * (result-type). Leaving them out here keeps one finding per problem.
 */
function reportedByMessageRules(issue: ShapeIssue, message: Message, revision: Revision): boolean {
  if (issue.path === 'params' && issue.found !== undefined && !isPlainObject(message.params)) return true;
  if (issue.path === 'result.resultType') return true;
  if (message.kind === 'request' && getModel(revision).requiredRequestMeta.length > 0) {
    if (issue.path === 'params' && message.params === undefined) return true;
    if (issue.path.startsWith('params._meta')) return true;
  }
  return false;
}

function compute(message: Message, revision: Revision): MessageShapeIssues | undefined {
  const found = computeAll(message, revision);
  if (!found) return undefined;
  const issues = found.issues.filter((issue) => !reportedByMessageRules(issue, message, revision));
  return issues.length === 0 ? undefined : { ...found, issues };
}

function computeAll(message: Message, revision: Revision): MessageShapeIssues | undefined {
  const model = getShapeModel(revision);
  if ((message.kind === 'request' || message.kind === 'notification') && message.method !== undefined) {
    const kind = paramsKindOf(message, model);
    const issues = model.checkParams(kind, message.method, message.params);
    // Nearly every message: no issues, and nothing built for it.
    if (!issues || issues.length === 0) return undefined;
    const info = kind === 'request' ? model.request(message.method) : model.notification(message.method);
    return { part: 'params', definition: info?.params ?? '', issues };
  }
  if (message.kind === 'result' && message.answers?.method !== undefined && isPlainObject(message.value)) {
    const request = message.answers;
    const method = request.method as string;
    const issues = model.checkResult(method, request.params, message.value.result);
    if (!issues || issues.length === 0) return undefined;
    let definition = model.resultDefinition(method, request.params) ?? '';
    // Name the member the result was held to, not the union.
    if (definition.endsWith('OrInputRequired')) {
      const result = message.value.result;
      definition = isPlainObject(result) && result.resultType === 'input_required' ? 'InputRequiredResult' : definition.replace(/OrInputRequired$/, '');
    }
    return { part: 'result', definition, issues };
  }
  return undefined;
}

/**
 * The kind of message whose params definition applies: the message's own, except when the id
 * turned one into the other (`"id": null` makes a tools/call read as a notification, an id makes
 * notifications/initialized a request) and the revision defines the method only as the other kind.
 * The id is the envelope rules' finding; the params still have theirs, reported beside it.
 */
function paramsKindOf(message: Message, model: ReturnType<typeof getShapeModel>): 'request' | 'notification' {
  const kind = message.kind === 'request' ? 'request' : 'notification';
  const method = message.method!;
  if (kind === 'notification' && message.hasId && !model.notification(method) && model.request(method)) return 'request';
  if (kind === 'request' && !model.request(method) && model.notification(method)) return 'notification';
  return kind;
}
