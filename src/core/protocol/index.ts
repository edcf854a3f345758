import { editDistance } from '../text/edit-distance.js';
import { REVISIONS, type Revision } from '../revisions.js';
import { applyDelta, type RevisionDelta } from './delta.js';
import type { MethodInfo, RevisionModel } from './model.js';
import { revision20241105 } from './revisions/2024-11-05.js';
import { revision20250326 } from './revisions/2025-03-26.js';
import { revision20250618 } from './revisions/2025-06-18.js';
import { revision20251125 } from './revisions/2025-11-25.js';
import { revision20260728 } from './revisions/2026-07-28.js';

export type * from './model.js';

/** The revision deltas, oldest first; each is applied to the model of the one before. */
export const REVISION_DELTAS: readonly RevisionDelta[] = [revision20241105, revision20250326, revision20250618, revision20251125, revision20260728];

const models = new Map<Revision, RevisionModel>();
{
  let previous: RevisionModel | undefined;
  for (const delta of REVISION_DELTAS) {
    previous = applyDelta(previous, delta);
    models.set(delta.revision, previous);
  }
  for (const revision of REVISIONS) if (!models.has(revision)) throw new Error(`no protocol model for ${revision}`);
}

/** The protocol model of a revision. */
export function getModel(revision: Revision): RevisionModel {
  return models.get(revision)!;
}

/** The revisions, oldest first, whose model has a property: `revisionsWhere((model) => model.stateless)`. */
export function revisionsWhere(holds: (model: RevisionModel) => boolean): Revision[] {
  return REVISIONS.filter((revision) => holds(getModel(revision)));
}

/** Where a method stands across the revisions. */
export interface MethodHistory {
  /** Revisions that define it as a JSON-RPC message. */
  defined: Revision[];
  /** Revisions that define it only embedded in other messages. */
  embedded: Revision[];
  /** Revisions whose official extensions define it. */
  extension: Revision[];
}

const histories = new Map<string, MethodHistory>();
for (const revision of REVISIONS) {
  const model = getModel(revision);
  for (const method of model.methods.keys()) historyOf(method).defined.push(revision);
  for (const method of model.embedded.keys()) historyOf(method).embedded.push(revision);
  for (const method of model.extensionMethods.keys()) historyOf(method).extension.push(revision);
}
function historyOf(method: string): MethodHistory {
  let history = histories.get(method);
  if (!history) {
    history = { defined: [], embedded: [], extension: [] };
    histories.set(method, history);
  }
  return history;
}

/** The revisions that define `method`, or undefined when no revision knows it. */
export function methodHistory(method: string): MethodHistory | undefined {
  return histories.get(method);
}

/** Every method name any revision defines, as a JSON-RPC message or embedded. */
export const ALL_METHOD_NAMES: readonly string[] = [...histories.keys()].sort();

/** The method's definition in the latest revision that has it (as a message or embedded). */
export function latestDefinition(method: string): { revision: Revision; info: MethodInfo } | undefined {
  for (let i = REVISIONS.length - 1; i >= 0; i--) {
    const model = getModel(REVISIONS[i]);
    const info = model.methods.get(method) ?? model.embedded.get(method);
    if (info) return { revision: REVISIONS[i], info };
  }
  return undefined;
}

/** The first segments of method names the spec uses (`tools`, `notifications`): its namespaces. */
export const SPEC_NAMESPACES: ReadonlySet<string> = new Set(ALL_METHOD_NAMES.map((name) => name.split('/')[0]));

/** Whether `method` sits in a namespace the spec uses, or is a bare spec-style name (`initialize`). */
export function inSpecNamespace(method: string): boolean {
  const slash = method.indexOf('/');
  return SPEC_NAMESPACES.has(slash === -1 ? method : method.slice(0, slash));
}

const looseKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const byLooseKey = new Map<string, string>();
for (const name of ALL_METHOD_NAMES) byLooseKey.set(looseKey(name), name);

/**
 * The spec method `method` most likely meant to name, for "did you mean": the same name up to
 * case and separators (`tools/List`, `tools.call`), the name without its `notifications/` prefix
 * (`initialized`), or a name one or two edits away (`tool/call`, `notifications/initialised`).
 * Undefined when nothing is close; never the name itself. Not memoized: its one caller,
 * methodStatus (rules/lib/method-status.ts), remembers each method's status per revision model,
 * so a name is looked at once per model, and this module keeps no state a run leaves behind.
 */
export function suggestMethod(method: string): string | undefined {
  if (histories.has(method)) return undefined;
  const loose = looseKey(method);
  const exact = byLooseKey.get(loose) ?? byLooseKey.get(`notifications${loose}`);
  if (exact) return exact;
  if (method.length > 60) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  // Short names are too easily one edit from a spec name (`pong`, `pin`): only case and separator slips count there.
  const limit = method.length <= 5 ? 0 : method.length <= 10 ? 1 : 2;
  if (limit === 0) return undefined;
  for (const name of ALL_METHOD_NAMES) {
    const distance = editDistance(method.toLowerCase(), name.toLowerCase(), limit);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

export { editDistance };
