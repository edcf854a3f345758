import type { Sender } from '../capture/frame.js';
import type { Revision } from '../revisions.js';

/** A capability one side must have declared for a method to be legal: `['resources', 'subscribe']`. */
export interface CapabilityGate {
  /**
   * Whose capability: the server's (for client requests), the client's (for server requests), or,
   * for requests either side may send (`tasks/*` in 2025-11-25), the side that receives it.
   * For notifications it is the sender's own declaration (`tools.listChanged`).
   */
  side: Sender | 'receiver';
  path: readonly string[];
}

export interface MethodInfo {
  method: string;
  kind: 'request' | 'notification';
  /** Who may send it in this revision. */
  senders: readonly Sender[];
  /** Whether the request or notification must carry `params`. */
  paramsRequired: boolean;
  /** For requests: the name of the result definition (`ListToolsResult`, `EmptyResult`). */
  result?: string;
  /** The capability the method needs, if any. */
  capability?: CapabilityGate;
  /** One line, in our own words: what the method does. */
  description: string;
  /** The first revision of the run of revisions that defines the method as it is here. */
  addedIn: Revision;
  /** Something worth saying about the method in this revision (a restriction, a deprecation). */
  note?: string;
}

/** A method an earlier revision defined that this one does not. */
export interface RemovedMethod {
  method: string;
  kind: 'request' | 'notification';
  /** The revision that removed it, and the last one that still defines it. */
  removedIn: Revision;
  lastIn: Revision;
  /** What takes its place, in our words, for the finding. */
  instead: string;
}

export interface ErrorCodeInfo {
  code: number;
  name: string;
  /** What the code usually means in practice, for findings and `explain`. */
  meaning: string;
  /** Who defines it: JSON-RPC 2.0 itself, or the MCP specification. */
  origin?: 'json-rpc' | 'mcp';
  /** The revision that first defined it. */
  addedIn?: Revision;
}

/** A method an official extension defines on top of the revision (2026-07-28 tasks). */
export interface ExtensionMethod {
  method: string;
  kind: 'request' | 'notification';
  /** The extension identifier negotiated in `capabilities.extensions`. */
  extension: string;
  description: string;
}

/** An error code an earlier revision defined and this one tells implementations not to emit. */
export interface RetiredErrorCode {
  code: number;
  name: string;
  retiredIn: Revision;
  instead: string;
}

/**
 * What a code range means to the revision, for codes the revision does not define itself.
 * `implementation-defined`: JSON-RPC's server-error range, free for implementations (info).
 * `reserved-json-rpc`: JSON-RPC keeps it for pre-defined errors; using it is a slip (warning).
 * `legacy-mcp`: 2026-07-28's -32000..-32019, which implementations SHOULD NOT use (warning).
 * `reserved-mcp`: 2026-07-28's -32020..-32099, where only codes the spec defines may be emitted (error).
 */
export interface ErrorRange {
  from: number;
  to: number;
  kind: 'implementation-defined' | 'reserved-json-rpc' | 'legacy-mcp' | 'reserved-mcp';
}

/** How `_meta` keys are named and which prefixes MCP keeps for itself. */
export interface MetaKeyPolicy {
  /** Whether key names must follow the prefix/name syntax (2025-06-18 on). */
  syntax: boolean;
  /**
   * Which prefixes are reserved: none; `any-label` (2025-06-18: labels, then `modelcontextprotocol`
   * or `mcp`, then at least one more label); `second-label` (2025-11-25 on: the second label is
   * `modelcontextprotocol` or `mcp`).
   */
  reservedPrefix: 'none' | 'any-label' | 'second-label';
  /** Keys the spec itself defines (with a reserved prefix or without). */
  definedKeys: ReadonlySet<string>;
}

/** A `_meta` key every request must carry (2026-07-28). */
export interface RequiredMetaKey {
  key: string;
  type: 'string' | 'object';
  description: string;
}

export interface RevisionModel {
  revision: Revision;
  /** Every method the revision defines as a JSON-RPC message, requests and notifications, keyed by exact name. */
  methods: ReadonlyMap<string, MethodInfo>;
  /** Error codes the revision defines (JSON-RPC's own and MCP's). */
  errorCodes: ReadonlyMap<number, ErrorCodeInfo>;
  /** Whether JSON-RPC batch arrays are allowed (2025-03-26 only). */
  batches: boolean;
  /**
   * Requests the revision defines only as values embedded in another message, never as JSON-RPC
   * messages (2026-07-28: sampling, elicitation and roots inside `InputRequiredResult.inputRequests`).
   */
  embedded: ReadonlyMap<string, MethodInfo>;
  /** Methods of official extensions, legal only when both sides negotiated the extension. */
  extensionMethods: ReadonlyMap<string, ExtensionMethod>;
  /** Methods earlier revisions defined and this one does not (neither as message nor embedded). */
  removed: ReadonlyMap<string, RemovedMethod>;
  /** Codes implementations must no longer emit. */
  retiredErrorCodes: ReadonlyMap<number, RetiredErrorCode>;
  /** How codes the revision does not define are read, by range. */
  errorRanges: readonly ErrorRange[];
  meta: MetaKeyPolicy;
  /** `_meta` keys every request must carry (2026-07-28); empty before. */
  requiredRequestMeta: readonly RequiredMetaKey[];
  /** Allowed `resultType` values when results must carry one (2026-07-28); undefined before. */
  resultTypes?: ReadonlySet<string>;
  /** Requests that may be answered with an `input_required` result (2026-07-28). */
  inputRequiredMethods: ReadonlySet<string>;
  /** Whether the server may send JSON-RPC requests and the client may send responses (false in 2026-07-28). */
  serverRequests: boolean;
  clientResponses: boolean;
  /**
   * Whether a previous revision allowed batches and this one took them out (2025-06-18 on;
   * 2024-11-05 never had them). Derived from `batches` along the revisions, never set by hand.
   */
  batchesRemoved: boolean;
  /**
   * The stateless protocol (2026-07-28 on): no initialize handshake and no session; every request
   * carries its protocol version and client capabilities in `params._meta`, and over HTTP its own
   * MCP-Protocol-Version header, which MUST equal that `_meta` version.
   */
  stateless: boolean;
  /**
   * Tasks in the core protocol (2025-11-25 only): `tasks/*`, task-augmented requests answered
   * with a CreateTaskResult (`result.task`), and progress tokens that live until the task ends.
   * 2026-07-28 moved them into the io.modelcontextprotocol/tasks extension.
   */
  tasks: boolean;
  /**
   * Elicitation modes (2025-11-25 on): the client declares `elicitation.form` and/or
   * `elicitation.url`; a bare `elicitation: {}` means form mode, and a request with
   * `mode: "url"` needs `elicitation.url`.
   */
  elicitationModes: boolean;
  /** Sampling with tools (2025-11-25 on): a sampling request with `tools` or `toolChoice` needs the client's `sampling.tools`. */
  samplingTools: boolean;
  /**
   * How the revision treats an error response without `id`: `error` (2024-11-05: the schema
   * requires it), `warning` (2025-03-26, 2025-06-18: the schema requires it, but the Streamable
   * HTTP text lets a rejected POST's body be an id-less error), `allowed` (2025-11-25 on: the
   * schema makes it optional, for requests whose id could not be read).
   */
  idlessErrorResponses: 'error' | 'warning' | 'allowed';
  /**
   * Cancellation over Streamable HTTP by closing the request's response stream (2026-07-28 on);
   * before, the client sends notifications/cancelled and a disconnect is not a cancellation.
   */
  httpCancelsByClosingStream: boolean;
  /**
   * Whether the schema names each error response as its own definition (2026-07-28 on:
   * ParseError, InvalidParamsError, HeaderMismatchError, ...); before, there is only `Error`.
   */
  namedErrorDefinitions: boolean;
  /** What changed from the previous revision, one line each, in our words. */
  changes: readonly string[];
}
