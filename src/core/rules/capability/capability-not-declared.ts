import type { Sender } from '../../capture/frame.js';
import { isPlainObject, type Message } from '../../message.js';
import { isLegacyRevision } from '../../revisions.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { negotiationSeverity } from '../../session/describe.js';
import { methodInfo } from '../../session/methods.js';
import { other, paramsOf, resultOf } from '../../session/tracker.js';
import type { Rule, RuleContext } from '../rule.js';

/** Uses held while the other side's capabilities are not known yet (section-ordered captures). */
const MAX_DEFERRED = 500;

interface Need {
  /** Whose capability. */
  side: Sender;
  path: readonly string[];
  /** How to say what needs it, after "This is the client's tools/call request (id 1)". */
  what: string;
}

/** Whether `path` is declared: every step present; leaf flags (`subscribe`, `listChanged`) must be true. */
function declared(capabilities: Record<string, unknown>, path: readonly string[]): boolean {
  let node: unknown = capabilities;
  for (const step of path) {
    if (!isPlainObject(node)) return false;
    node = node[step];
    if (node === undefined || node === null || node === false) return false;
  }
  return true;
}

const NO_NEEDS: readonly Need[] = Object.freeze([]);
/**
 * The gate of a method's own capability, per side that must have declared it: the same for every
 * message of the method, so it is built once (this rule asks on every request and notification).
 */
const gateNeeds = new WeakMap<object, Partial<Record<Sender, readonly Need[]>>>();

function gateNeed(capability: { path: readonly string[] }, side: Sender): readonly Need[] {
  let bySide = gateNeeds.get(capability);
  if (!bySide) gateNeeds.set(capability, (bySide = {}));
  return (bySide[side] ??= Object.freeze([{ side, path: capability.path, what: '' }]));
}

/** The capabilities a message needs, beyond its method's own gate. */
function needsOf(message: Message, context: RuleContext): readonly Need[] {
  const revision = context.revision;
  const sender = message.sender ?? 'client';
  if (!message.method) return NO_NEEDS;
  const info = methodInfo(message.method, revision);
  let gate = NO_NEEDS;
  if (info?.capability && info.senders.includes(sender)) {
    // Methods both sides send (tasks/*) gate on the receiver's capability.
    const gateSide = info.capability.side;
    const side = info.senders.length > 1 || gateSide === 'receiver' ? other(sender) : gateSide;
    gate = gateNeed(info.capability, side);
  }
  // Only elicitation modes, sampling tools, tasks and listen filters add needs beyond the gate.
  const model = context.model;
  if (!model || !(model.elicitationModes || model.samplingTools || model.tasks || model.methods.has('subscriptions/listen'))) return gate;
  const needs: Need[] = [...gate];
  const params = paramsOf(message);
  // Only messages the revision defines: 2026-07-28 embeds elicitation and sampling in results (judged below in create).
  if (params && model.methods.has(message.method)) {
    if (model.elicitationModes && message.method === 'elicitation/create') {
      const mode = params.mode ?? 'form';
      if (mode === 'url') needs.push({ side: 'client', path: ['elicitation', 'url'], what: ' in url mode' });
    }
    if (model.samplingTools && message.method === 'sampling/createMessage' && (params.tools !== undefined || params.toolChoice !== undefined)) {
      needs.push({ side: 'client', path: ['sampling', 'tools'], what: ' with tools' });
    }
    if (model.tasks && message.kind === 'request' && params.task !== undefined && sender === 'client' && message.method === 'tools/call') {
      needs.push({ side: 'server', path: ['tasks', 'requests', 'tools', 'call'], what: ' as a task' });
    }
  }
  if (message.method === 'subscriptions/listen' && model.methods.has(message.method) && params && isPlainObject(params.notifications)) {
    // The listen filter asks for what the server declared in its server/discover result.
    const filter = params.notifications;
    const asks: [string, string[]][] = [
      ['toolsListChanged', ['tools', 'listChanged']],
      ['promptsListChanged', ['prompts', 'listChanged']],
      ['resourcesListChanged', ['resources', 'listChanged']],
    ];
    for (const [flag, path] of asks) if (filter[flag] === true) needs.push({ side: 'server', path, what: ` asking for ${flag}` });
    if (Array.isArray(filter.resourceSubscriptions) && filter.resourceSubscriptions.length > 0) {
      needs.push({ side: 'server', path: ['resources', 'subscribe'], what: ' with resourceSubscriptions' });
    }
  }
  return needs.length === gate.length ? gate : needs;
}

/** The requirement of each capability's page that the side using its own capability undeclared breaks. */
const DECLARE_REQUIREMENT: Readonly<Record<string, string>> = {
  tools: 'tools.declare-capability',
  resources: 'resources.declare-capability',
  prompts: 'prompts.declare-capability',
  logging: 'logging.declare-capability',
  completions: 'completion.declare-capability',
  roots: 'roots.declare-capability',
  sampling: 'sampling.declare-capability',
  elicitation: 'elicitation.declare-capability',
};

/**
 * The requirement a finding about `need` shows broken (for the coverage report): a side using its
 * own capability undeclared breaks that capability's "MUST declare"; one using the peer's breaks
 * the rule on negotiated capabilities, or the narrower one the revision has. Undefined where the
 * revision has no sentence for the case (a 2026-07-28 client using an undeclared server capability
 * other than prompts).
 */
function requirementOf(need: Need, message: Message, modern: boolean, inputRequest: boolean): string | undefined {
  if (need.side === message.sender) return DECLARE_REQUIREMENT[need.path[0]];
  if (need.path[0] === 'sampling' && need.path[1] === 'tools') return 'sampling.no-tools-undeclared';
  if (need.path[0] === 'elicitation' && need.path[1] === 'url') return 'elicitation.supported-modes-only';
  if (!modern) return 'lifecycle.use-negotiated-capabilities';
  if (need.side === 'client') return inputRequest ? 'mrtr.declared-input-requests-only' : 'meta.no-undeclared-client-capabilities';
  return need.path[0] === 'prompts' ? 'prompts.respect-capabilities' : undefined;
}

/** Form-mode elicitation is declared by `elicitation: {}` as well as by `elicitation.form`. */
function formModeDeclared(capabilities: Record<string, unknown>): boolean {
  const elicitation = capabilities.elicitation;
  if (!isPlainObject(elicitation)) return false;
  return Object.keys(elicitation).length === 0 || declared(capabilities, ['elicitation', 'form']);
}

export const capabilityNotDeclared: Rule = {
  meta: {
    id: 'capability-not-declared',
    family: 'capability',
    severity: 'error',
    revisions: 'all',
    summary: 'A method or notification used although the side that must handle it never declared the capability it needs (tools, resources, subscribe, listChanged, prompts, logging, completions, sampling, roots, elicitation, tasks).',
    why: 'Parties may only use capabilities that were negotiated: SHOULD in 2024-11-05 and 2025-03-26 (a warning), MUST from 2025-06-18 (an error). The peer has not said it implements the feature, and typically answers -32601 Method not found. In 2026-07-28 client capabilities are declared per request in _meta and server capabilities in the server/discover result.',
    instead: 'Check the peer\'s declared capabilities before using a feature; declare every capability you implement.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#capability-negotiation'),
    requirements: ['lifecycle.use-negotiated-capabilities', 'tools.declare-capability', 'resources.declare-capability', 'prompts.declare-capability', 'prompts.respect-capabilities', 'logging.declare-capability', 'completion.declare-capability', 'roots.declare-capability', 'sampling.declare-capability', 'sampling.declare-tools', 'sampling.no-tools-undeclared', 'elicitation.declare-capability', 'elicitation.supported-modes-only', 'meta.no-undeclared-client-capabilities', 'mrtr.declared-input-requests-only'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"prompts/list\"}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{},\"prompts\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"prompts/list\"}",
    },
  },
  create(context) {
    const revision = context.revision;
    const severity = negotiationSeverity(revision);
    const deferred: { message: Message; need: Need }[] = [];
    const modern = revision !== undefined && !isLegacyRevision(revision);

    const judge = (message: Message, need: Need, capabilities: Record<string, unknown>): void => {
      const ok =
        need.path.length === 1 && need.path[0] === 'elicitation' && context.model?.elicitationModes
          ? formModeDeclared(capabilities) || declared(capabilities, ['elicitation', 'url'])
          : declared(capabilities, need.path);
      if (ok) return;
      const source = need.side === 'server' ? (modern ? 'its server/discover result' : 'its initialize result') : modern ? "the request's _meta clientCapabilities" : 'its initialize request';
      const must = severity === 'error' ? ` (a MUST in ${revision})` : '';
      context.report({
        at: message,
        severity,
        requirement: requirementOf(need, message, modern, message.kind === 'result'),
        // The capability missing is what the finding is about (one message may lack several).
        subject: `capabilities.${need.path.join('.')}`,
        message:
          need.side === message.sender
            ? `This is ${describe(message)}${need.what}, but the ${need.side} did not declare the ${need.path.join('.')} capability (in ${source}). Declare every capability you use${must}; a peer that did not see it may ignore the message.`
            : `This is ${describe(message)}${need.what}, but the ${need.side} did not declare the ${need.path.join('.')} capability (in ${source}). Use only what the ${need.side} declared${must}; a peer without the capability answers -32601.`,
      });
    };

    const check = (message: Message, need: Need, forRequest?: Message): void => {
      const capabilities = context.session.capabilitiesOf(need.side, forRequest);
      if (capabilities) judge(message, need, capabilities);
      else if (!modern && deferred.length < MAX_DEFERRED && (!context.session.initializeResponse || !context.session.initializeRequest)) {
        deferred.push({ message, need });
      }
    };

    return {
      message(message) {
        if (!revision) return;
        if (deferred.length > 0 && context.session.clientCapabilities && context.session.serverCapabilities) {
          for (const held of deferred.splice(0)) {
            const capabilities = context.session.capabilitiesOf(held.need.side);
            if (capabilities) judge(held.message, held.need, capabilities);
          }
        }
        if (message.kind === 'request' || message.kind === 'notification') {
          if (message.method === 'initialize' || message.method === 'server/discover') return;
          for (const need of needsOf(message, context)) check(message, need);
          return;
        }
        // 2026-07-28: input requests embedded in an input_required result need the client
        // capabilities declared on the request being answered.
        if (modern && message.kind === 'result' && message.answers) {
          const result = resultOf(message);
          if (result?.resultType !== 'input_required' || !isPlainObject(result.inputRequests)) return;
          for (const [key, entry] of Object.entries(result.inputRequests)) {
            if (!isPlainObject(entry) || typeof entry.method !== 'string') continue;
            const gate = { 'elicitation/create': ['elicitation'], 'sampling/createMessage': ['sampling'], 'roots/list': ['roots'] }[entry.method];
            if (!gate) continue;
            const capabilities = context.session.capabilitiesOf('client', message.answers) ?? {};
            const need: Need = { side: 'client', path: gate, what: `, whose inputRequests[${JSON.stringify(key)}] is ${entry.method}` };
            if (entry.method === 'elicitation/create' && isPlainObject(entry.params) && entry.params.mode === 'url') need.path = ['elicitation', 'url'];
            judge(message, need, capabilities);
          }
        }
      },
    };
  },
};
