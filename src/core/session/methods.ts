import type { Sender } from '../capture/frame.js';
import { getModel } from '../protocol/index.js';
import { compareRevisions, type Revision } from '../revisions.js';

/**
 * What the session engine needs to know about a method: who may send it, and which capability
 * of the other side it needs. It asks the protocol model first and falls back on this small
 * table of its own while the model is empty (the table also serves captures with no revision).
 */
export interface SessionMethodInfo {
  kind: 'request' | 'notification';
  senders: readonly Sender[];
  /**
   * The capability the method needs: of the receiving side for requests (the server must offer
   * `tools` for tools/call), mostly of the sending side for notifications (a server announces
   * tools/list_changed only when it declared `tools.listChanged`).
   */
  capability?: { side: Sender | 'receiver'; path: readonly string[] };
}

/** capability: `path` of the receiver's capabilities, or `own:path` for the sender's own. */
type Row = [method: string, kind: 'request' | 'notification', senders: 'C' | 'S' | 'CS', capability: string | undefined, from: Revision, until?: Revision];

const LEGACY_END: Revision = '2025-11-25';

const ROWS: readonly Row[] = [
  ['initialize', 'request', 'C', undefined, '2024-11-05', LEGACY_END],
  ['ping', 'request', 'CS', undefined, '2024-11-05', LEGACY_END],
  ['resources/list', 'request', 'C', 'resources', '2024-11-05'],
  ['resources/templates/list', 'request', 'C', 'resources', '2024-11-05'],
  ['resources/read', 'request', 'C', 'resources', '2024-11-05'],
  ['resources/subscribe', 'request', 'C', 'resources.subscribe', '2024-11-05', LEGACY_END],
  ['resources/unsubscribe', 'request', 'C', 'resources.subscribe', '2024-11-05', LEGACY_END],
  ['prompts/list', 'request', 'C', 'prompts', '2024-11-05'],
  ['prompts/get', 'request', 'C', 'prompts', '2024-11-05'],
  ['tools/list', 'request', 'C', 'tools', '2024-11-05'],
  ['tools/call', 'request', 'C', 'tools', '2024-11-05'],
  ['logging/setLevel', 'request', 'C', 'logging', '2024-11-05', LEGACY_END],
  ['completion/complete', 'request', 'C', undefined, '2024-11-05', '2024-11-05'],
  ['completion/complete', 'request', 'C', 'completions', '2025-03-26'],
  ['tasks/get', 'request', 'CS', 'tasks', '2025-11-25', LEGACY_END],
  ['tasks/result', 'request', 'CS', 'tasks', '2025-11-25', LEGACY_END],
  ['tasks/cancel', 'request', 'CS', 'tasks.cancel', '2025-11-25', LEGACY_END],
  ['tasks/list', 'request', 'CS', 'tasks.list', '2025-11-25', LEGACY_END],
  ['server/discover', 'request', 'C', undefined, '2026-07-28'],
  ['subscriptions/listen', 'request', 'C', undefined, '2026-07-28'],
  ['sampling/createMessage', 'request', 'S', 'sampling', '2024-11-05', LEGACY_END],
  ['roots/list', 'request', 'S', 'roots', '2024-11-05', LEGACY_END],
  ['elicitation/create', 'request', 'S', 'elicitation', '2025-06-18', LEGACY_END],
  ['notifications/initialized', 'notification', 'C', undefined, '2024-11-05', LEGACY_END],
  ['notifications/cancelled', 'notification', 'CS', undefined, '2024-11-05'],
  ['notifications/progress', 'notification', 'CS', undefined, '2024-11-05', LEGACY_END],
  ['notifications/progress', 'notification', 'S', undefined, '2026-07-28'],
  ['notifications/roots/list_changed', 'notification', 'C', 'own:roots.listChanged', '2024-11-05', LEGACY_END],
  ['notifications/tasks/status', 'notification', 'CS', undefined, '2025-11-25', LEGACY_END],
  ['notifications/resources/list_changed', 'notification', 'S', 'own:resources.listChanged', '2024-11-05'],
  ['notifications/resources/updated', 'notification', 'S', 'own:resources.subscribe', '2024-11-05'],
  ['notifications/prompts/list_changed', 'notification', 'S', 'own:prompts.listChanged', '2024-11-05'],
  ['notifications/tools/list_changed', 'notification', 'S', 'own:tools.listChanged', '2024-11-05'],
  ['notifications/message', 'notification', 'S', 'own:logging', '2024-11-05'],
  ['notifications/elicitation/complete', 'notification', 'S', 'elicitation.url', '2025-11-25', LEGACY_END],
  ['notifications/subscriptions/acknowledged', 'notification', 'S', undefined, '2026-07-28'],
];

const SENDERS: Record<Row[2], readonly Sender[]> = { C: ['client'], S: ['server'], CS: ['client', 'server'] };

function gate(text: string, senders: readonly Sender[]): SessionMethodInfo['capability'] {
  const own = text.startsWith('own:');
  const path = (own ? text.slice(4) : text).split('.');
  const sender = senders[0];
  // Methods either side sends (tasks/*) name the receiver's capability: the engine resolves it per message.
  const side: Sender = own ? sender : sender === 'client' ? 'server' : 'client';
  return { side, path };
}

function fromTable(method: string, revision: Revision | undefined): SessionMethodInfo | undefined {
  let fallback: SessionMethodInfo | undefined;
  for (const [name, kind, senders, capability, from, until] of ROWS) {
    if (name !== method) continue;
    const info: SessionMethodInfo = { kind, senders: SENDERS[senders], capability: capability ? gate(capability, SENDERS[senders]) : undefined };
    if (!revision) {
      // No revision: any row tells the direction; the capability is not judged then.
      fallback ??= { kind, senders: SENDERS[senders] };
      continue;
    }
    if (compareRevisions(revision, from) >= 0 && (!until || compareRevisions(revision, until) <= 0)) return info;
  }
  return fallback;
}

/**
 * Per revision ('' for none), per method: asked for every message, so no key string is built per call.
 * A pure memo of `lookUp` (static tables only), so the order of questions never changes an answer
 * (test/shapes/order-independence.test.ts asks in two orders).
 */
const memo = new Map<Revision | '', Map<string, SessionMethodInfo>>();

/** Who may send `method`, and what capability it needs, in `revision` (or in any revision). */
export function methodInfo(method: string, revision: Revision | undefined): SessionMethodInfo | undefined {
  let byMethod = memo.get(revision ?? '');
  if (!byMethod) memo.set(revision ?? '', (byMethod = new Map<string, SessionMethodInfo>()));
  const known = byMethod.get(method);
  if (known) return known;
  const info = lookUp(method, revision);
  // Unknown method names are not remembered: a capture full of made-up names must not grow the memo.
  if (info) byMethod.set(method, info);
  return info;
}

function lookUp(method: string, revision: Revision | undefined): SessionMethodInfo | undefined {
  if (revision) {
    const model = getModel(revision);
    const info = model.methods.get(method);
    if (info) {
      const own = fromTable(method, revision);
      return { kind: info.kind, senders: info.senders, capability: info.capability ? { side: info.capability.side, path: info.capability.path } : own?.capability };
    }
    if (model.methods.size > 0) return fromTable(method, undefined);
  }
  return fromTable(method, revision);
}
