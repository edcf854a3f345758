import type { MessageKind } from '../message.js';

/**
 * The situation a requirement is about, where the filter of the rules that judge it is coarser
 * than the requirement: `capability-not-declared` looks at every request, but
 * `tools.declare-capability` is exercised only by a `tools/...` message. A session exercises the
 * requirement when one of its rules was handed a message AND the session had a message matching
 * the situation.
 */
export interface Situation {
  /** Messages of these kinds; absent means any kind. */
  kinds?: readonly MessageKind[];
  /**
   * Whose method (a request's or notification's own, or the method a response answers) is one of
   * these; one ending in `/` stands for every method under it (`tools/`). Absent means any method.
   */
  methods?: readonly string[];
  /** The session listed a tool with an `outputSchema` (tools/list), so a tools/call result can be judged against it. */
  toolWithOutputSchema?: true;
  /** The session's frames came over this transport (`http` covers SSE streams); set by `situationOf` from the id. */
  transport?: 'http' | 'stdio';
}

/** What a session offers to match a situation against. */
export interface SituationFacts {
  seen: ReadonlyMap<MessageKind, ReadonlySet<string | undefined>>;
  toolWithOutputSchema: boolean;
  http: boolean;
  stdio: boolean;
}

const requests = (...methods: string[]): Situation => ({ methods });

/**
 * Situations by requirement id. Kept apart from the per-revision registry files (one table,
 * since an id means the same situation in every revision it is in), so the registry stays the
 * spec's sentences and the coverage report owns how it reads a capture.
 */
export const SITUATIONS: Readonly<Record<string, Situation>> = {
  // Capabilities: the family's messages, whoever sends them.
  'tools.declare-capability': requests('tools/', 'notifications/tools/'),
  'resources.declare-capability': requests('resources/', 'notifications/resources/'),
  'prompts.declare-capability': requests('prompts/', 'notifications/prompts/'),
  'prompts.respect-capabilities': requests('prompts/', 'notifications/prompts/'),
  'logging.declare-capability': requests('logging/', 'notifications/message'),
  'completion.declare-capability': requests('completion/'),
  'roots.declare-capability': requests('roots/', 'notifications/roots/'),
  'sampling.declare-capability': requests('sampling/'),
  'sampling.declare-tools': requests('sampling/'),
  'sampling.no-tools-undeclared': requests('sampling/'),
  'sampling.include-context-declared': requests('sampling/'),
  'elicitation.declare-capability': requests('elicitation/', 'notifications/elicitation/'),
  'elicitation.supported-modes-only': requests('elicitation/'),
  // Results of one method, judged by rules that read every result.
  'lifecycle.server-answers-initialize': { kinds: ['result', 'error'], methods: ['initialize'] },
  'tools.input-schema-valid': { kinds: ['result'], methods: ['tools/list'] },
  'tools.structured-content-conforms': { kinds: ['result'], methods: ['tools/call'], toolWithOutputSchema: true },
  'resources.custom-scheme-rfc3986': { kinds: ['result'], methods: ['resources/'] },
  'resources.binary-encoded': { kinds: ['result'], methods: ['resources/read'] },
  'prompts.image-base64': { kinds: ['result'], methods: ['prompts/get'] },
  'prompts.audio-base64': { kinds: ['result'], methods: ['prompts/get'] },
  'prompts.embedded-resource-fields': { kinds: ['result'], methods: ['prompts/get'] },
  'ping.respond-empty': { methods: ['ping'] },
  // Requests of one method, judged by rules that read every request.
  'lifecycle.client-sends-initialize': { kinds: ['request'], methods: ['initialize'] },
  'elicitation.required-params': { kinds: ['request'], methods: ['elicitation/create'] },
  'elicitation.form-mode-params': { kinds: ['request'], methods: ['elicitation/create'] },
  'elicitation.url-mode-params': { kinds: ['request'], methods: ['elicitation/create'] },
  'elicitation.valid-url': { kinds: ['request'], methods: ['elicitation/create'] },
  // Notifications of one method.
  'progress.value-increases': { methods: ['notifications/progress'] },
  'progress.active-tokens-only': { methods: ['notifications/progress'] },
  'progress.stops-after-completion': { methods: ['notifications/progress'] },
};

/** Requirements about one transport, by the id's area: Streamable HTTP (its sessions and headers) or stdio. */
function transportOf(id: string): Situation['transport'] {
  if (/^(http|session|headers)\./.test(id) || id === 'lifecycle.http-protocol-version-header') return 'http';
  if (id.startsWith('stdio.')) return 'stdio';
  return undefined;
}

/** The situation of a requirement: its entry in SITUATIONS, with the transport its id's area names. */
export function situationOf(id: string): Situation | undefined {
  const transport = transportOf(id);
  const listed = SITUATIONS[id];
  return transport ? { ...listed, transport } : listed;
}

/** Whether the session was in the situation: its transport, its tools, and one of its dispatched messages (kind and method). */
export function situationMet(situation: Situation, facts: SituationFacts): boolean {
  if (situation.toolWithOutputSchema && !facts.toolWithOutputSchema) return false;
  if (situation.transport && !facts[situation.transport]) return false;
  if (!situation.kinds && !situation.methods) return true;
  for (const [kind, methods] of facts.seen) {
    if (situation.kinds && !situation.kinds.includes(kind)) continue;
    if (!situation.methods) return true;
    for (const method of methods) if (method !== undefined && situation.methods.some((m) => (m.endsWith('/') ? method.startsWith(m) : method === m))) return true;
  }
  return false;
}
