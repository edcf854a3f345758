import { inSpecNamespace, methodHistory, suggestMethod } from '../../protocol/index.js';
import type { ExtensionMethod, MethodInfo, RemovedMethod, RevisionModel } from '../../protocol/model.js';
import { compareRevisions, type Revision } from '../../revisions.js';

/** Where a method name stands in the revision a capture is held to. */
export type MethodStatus =
  | { kind: 'defined'; info: MethodInfo }
  | { kind: 'embedded'; info: MethodInfo }
  /** Defined by an official extension of the revision (2026-07-28 tasks). */
  | { kind: 'extension'; extension: ExtensionMethod }
  | { kind: 'removed'; removed: RemovedMethod }
  /** Defined only by revisions newer than the target. */
  | { kind: 'later'; firstIn: Revision }
  /** A slip of a spec method name (`tools/List`, `tool/call`). */
  | { kind: 'typo'; suggestion: string }
  /** Unknown to every revision, inside a namespace the spec uses (`tools/delete`). */
  | { kind: 'unknown-spec' }
  /** Unknown to every revision, outside the spec's namespaces (`acme/reindex`). */
  | { kind: 'custom' };

const caches = new WeakMap<RevisionModel, Map<string, MethodStatus>>();
const CACHE_LIMIT = 2000;
// Every rule asks about the same model, message after message: remember the last one's cache.
let lastModel: RevisionModel | undefined;
let lastCache = new Map<string, MethodStatus>();

/** The status of `method` under `model`; cached per model (defined methods too), so rules can all ask without allocating. */
export function methodStatus(model: RevisionModel, method: string): MethodStatus {
  if (model !== lastModel) {
    let cache = caches.get(model);
    if (!cache) {
      cache = new Map();
      caches.set(model, cache);
    }
    lastModel = model;
    lastCache = cache;
  }
  let status = lastCache.get(method);
  if (!status) {
    status = computeStatus(model, method);
    if (lastCache.size >= CACHE_LIMIT) lastCache.clear();
    lastCache.set(method, status);
  }
  return status;
}

function computeStatus(model: RevisionModel, method: string): MethodStatus {
  const info = model.methods.get(method);
  if (info) return { kind: 'defined', info };
  const embedded = model.embedded.get(method);
  if (embedded) return { kind: 'embedded', info: embedded };
  const extension = model.extensionMethods.get(method);
  if (extension) return { kind: 'extension', extension };
  const removed = model.removed.get(method);
  if (removed) return { kind: 'removed', removed };
  const history = methodHistory(method);
  if (history) {
    const firstIn = [...history.defined, ...history.embedded, ...history.extension].sort(compareRevisions).find((r) => compareRevisions(r, model.revision) > 0);
    if (firstIn) return { kind: 'later', firstIn };
  }
  const suggestion = suggestMethod(method);
  if (suggestion) return { kind: 'typo', suggestion };
  return inSpecNamespace(method) ? { kind: 'unknown-spec' } : { kind: 'custom' };
}
