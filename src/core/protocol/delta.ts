import type { Revision } from '../revisions.js';
import type {
  ErrorCodeInfo,
  ErrorRange,
  ExtensionMethod,
  MethodInfo,
  MetaKeyPolicy,
  RequiredMetaKey,
  RevisionModel,
} from './model.js';

/** A method as a revision module writes it: `addedIn` is filled in from the revision. */
export type MethodDefinition = Omit<MethodInfo, 'addedIn'>;

/**
 * What one revision changes relative to the one before. The first revision's delta starts from
 * nothing. Each revision module exports one of these, so what changed sits in one place.
 */
export interface RevisionDelta {
  revision: Revision;
  /** What changed, one line each, in our words. */
  changes: readonly string[];
  addMethods?: readonly MethodDefinition[];
  /** Fields of an existing method that change (senders, params, capability, note). */
  changeMethods?: readonly (Partial<MethodDefinition> & { method: string })[];
  /** Methods that stop being JSON-RPC messages, with what replaces them. */
  removeMethods?: readonly { method: string; instead: string }[];
  /** Methods that stop being JSON-RPC messages but stay defined as embedded values. */
  embedMethods?: readonly { method: string; note: string }[];
  /** Methods of official extensions that come with this revision (replacing the previous list). */
  extensionMethods?: readonly ExtensionMethod[];
  addErrorCodes?: readonly Omit<ErrorCodeInfo, 'addedIn'>[];
  retireErrorCodes?: readonly { code: number; instead: string }[];
  errorRanges?: readonly ErrorRange[];
  batches?: boolean;
  meta?: Partial<MetaKeyPolicy>;
  requiredRequestMeta?: readonly RequiredMetaKey[];
  resultTypes?: readonly string[];
  inputRequiredMethods?: readonly string[];
  serverRequests?: boolean;
  clientResponses?: boolean;
  stateless?: boolean;
  tasks?: boolean;
  elicitationModes?: boolean;
  samplingTools?: boolean;
  idlessErrorResponses?: RevisionModel['idlessErrorResponses'];
  httpCancelsByClosingStream?: boolean;
  namedErrorDefinitions?: boolean;
}

const EMPTY_MODEL = (revision: Revision): RevisionModel => ({
  revision,
  methods: new Map(),
  errorCodes: new Map(),
  batches: false,
  embedded: new Map(),
  extensionMethods: new Map(),
  removed: new Map(),
  retiredErrorCodes: new Map(),
  errorRanges: [],
  meta: { syntax: false, reservedPrefix: 'none', definedKeys: new Set() },
  requiredRequestMeta: [],
  inputRequiredMethods: new Set(),
  serverRequests: true,
  clientResponses: true,
  batchesRemoved: false,
  stateless: false,
  tasks: false,
  elicitationModes: false,
  samplingTools: false,
  idlessErrorResponses: 'error',
  httpCancelsByClosingStream: false,
  namedErrorDefinitions: false,
  changes: [],
});

/** Builds a revision's model from the previous revision's model and the delta. */
export function applyDelta(previous: RevisionModel | undefined, delta: RevisionDelta): RevisionModel {
  const base = previous ?? EMPTY_MODEL(delta.revision);
  const methods = new Map(base.methods);
  const embedded = new Map(base.embedded);
  const removed = new Map(base.removed);
  const errorCodes = new Map(base.errorCodes);
  const retired = new Map(base.retiredErrorCodes);

  for (const definition of delta.addMethods ?? []) {
    if (methods.has(definition.method)) throw new Error(`${delta.revision}: ${definition.method} is already defined`);
    methods.set(definition.method, { ...definition, addedIn: delta.revision });
    removed.delete(definition.method);
  }
  for (const change of delta.changeMethods ?? []) {
    const current = methods.get(change.method);
    if (!current) throw new Error(`${delta.revision}: cannot change unknown method ${change.method}`);
    methods.set(change.method, { ...current, ...change, addedIn: current.addedIn });
  }
  const lastIn = previous?.revision ?? delta.revision;
  for (const { method, instead } of delta.removeMethods ?? []) {
    const current = methods.get(method) ?? embedded.get(method);
    if (!current) throw new Error(`${delta.revision}: cannot remove unknown method ${method}`);
    methods.delete(method);
    embedded.delete(method);
    removed.set(method, { method, kind: current.kind, removedIn: delta.revision, lastIn, instead });
  }
  for (const { method, note } of delta.embedMethods ?? []) {
    const current = methods.get(method);
    if (!current) throw new Error(`${delta.revision}: cannot embed unknown method ${method}`);
    methods.delete(method);
    embedded.set(method, { ...current, note, addedIn: delta.revision });
  }
  for (const code of delta.addErrorCodes ?? []) errorCodes.set(code.code, { ...code, addedIn: delta.revision });
  for (const { code, instead } of delta.retireErrorCodes ?? []) {
    const current = errorCodes.get(code);
    if (!current) throw new Error(`${delta.revision}: cannot retire unknown error code ${code}`);
    errorCodes.delete(code);
    retired.set(code, { code, name: current.name, retiredIn: delta.revision, instead });
  }

  const batches = delta.batches ?? base.batches;
  return {
    revision: delta.revision,
    methods,
    errorCodes,
    batches,
    embedded,
    extensionMethods: delta.extensionMethods ? new Map(delta.extensionMethods.map((m) => [m.method, m])) : base.extensionMethods,
    removed,
    retiredErrorCodes: retired,
    errorRanges: delta.errorRanges ?? base.errorRanges,
    meta: { ...base.meta, ...delta.meta },
    requiredRequestMeta: delta.requiredRequestMeta ?? base.requiredRequestMeta,
    resultTypes: delta.resultTypes ? new Set(delta.resultTypes) : base.resultTypes,
    inputRequiredMethods: delta.inputRequiredMethods ? new Set(delta.inputRequiredMethods) : base.inputRequiredMethods,
    serverRequests: delta.serverRequests ?? base.serverRequests,
    clientResponses: delta.clientResponses ?? base.clientResponses,
    batchesRemoved: !batches && (base.batches || base.batchesRemoved),
    stateless: delta.stateless ?? base.stateless,
    tasks: delta.tasks ?? base.tasks,
    elicitationModes: delta.elicitationModes ?? base.elicitationModes,
    samplingTools: delta.samplingTools ?? base.samplingTools,
    idlessErrorResponses: delta.idlessErrorResponses ?? base.idlessErrorResponses,
    httpCancelsByClosingStream: delta.httpCancelsByClosingStream ?? base.httpCancelsByClosingStream,
    namedErrorDefinitions: delta.namedErrorDefinitions ?? base.namedErrorDefinitions,
    changes: delta.changes,
  };
}
