import { formatId, isPlainObject } from '../message.js';
import type { Revision } from '../revisions.js';
import type { RevisionSource } from './revision.js';
import type { SessionTracker } from './tracker.js';

export interface PeerInfo {
  name?: string;
  version?: string;
}

export interface UnansweredSummary {
  line: number;
  sender: string;
  id: string;
  method?: string;
  /** Why it may be fine: cancelled, or the capture ended / the peer went silent right after. */
  note?: string;
}

/** What one session of a capture established, as its session engine holds it at the end. */
export interface SessionSummary {
  /** The revision the session was held to, and where it came from. */
  revision?: Revision;
  revisionSource?: RevisionSource;
  requestedVersion?: string;
  negotiatedVersion?: string;
  /** The peers' names and versions, when they gave one. */
  clientInfo?: PeerInfo;
  serverInfo?: PeerInfo;
  messages: number;
  /** Requests still unanswered at the end, and the ones dropped from tracking (too many pending at once). */
  unanswered: number;
  dropped: number;
}

/** Per-capture facts the report shows beside the findings. */
export interface CaptureSummary {
  sessions: number;
  /** Each session's own facts, in the order the engine first met the sessions (the order of their first frames as the engine processed them). */
  perSession: SessionSummary[];
  /** `marked`: the capture says who sent each message; `inferred`: the engine worked it out; `mixed`: some of each. */
  directions: 'marked' | 'inferred' | 'mixed' | 'none';
  inferredSenders: number;
  clientInfo?: PeerInfo;
  serverInfo?: PeerInfo;
  /** The revision each session was held to, when they differ (a client log with several servers). */
  revisions?: string[];
  /** Protocol version the client proposed and the one the server answered (first session that has them). */
  requestedVersion?: string;
  negotiatedVersion?: string;
  requests: number;
  notifications: number;
  results: number;
  errors: number;
  unanswered: UnansweredSummary[];
}

const MAX_LISTED_UNANSWERED = 50;

function peer(value: unknown): PeerInfo | undefined {
  if (!isPlainObject(value)) return undefined;
  const info: PeerInfo = {};
  if (typeof value.name === 'string') info.name = value.name;
  if (typeof value.version === 'string') info.version = value.version;
  return info;
}

/** The name and version an info object (clientInfo, serverInfo) gives; undefined when it gives neither. */
export function namedPeer(value: unknown): PeerInfo | undefined {
  const info = peer(value);
  return info && (info.name !== undefined || info.version !== undefined) ? info : undefined;
}

export function summarizeSessions(trackers: readonly SessionTracker[]): CaptureSummary {
  const summary: CaptureSummary = {
    sessions: trackers.length,
    directions: 'none',
    inferredSenders: 0,
    requests: 0,
    notifications: 0,
    results: 0,
    errors: 0,
    unanswered: [],
    perSession: [],
  };
  let messages = 0;
  for (const tracker of trackers) {
    const c = tracker.counts;
    const stillOpen = tracker.unanswered();
    const own: SessionSummary = {
      messages: c.requests + c.notifications + c.results + c.errors + c.invalid,
      unanswered: stillOpen.length,
      dropped: tracker.dropped()?.count ?? 0,
    };
    if (tracker.revision) own.revision = tracker.revision;
    if (tracker.revisionSource) own.revisionSource = tracker.revisionSource;
    if (tracker.requestedVersion !== undefined) own.requestedVersion = tracker.requestedVersion;
    if (tracker.negotiatedVersion !== undefined) own.negotiatedVersion = tracker.negotiatedVersion;
    const client = namedPeer(tracker.clientInfo);
    const server = namedPeer(tracker.serverInfo);
    if (client) own.clientInfo = client;
    if (server) own.serverInfo = server;
    summary.perSession.push(own);
    summary.requests += c.requests;
    summary.notifications += c.notifications;
    summary.results += c.results;
    summary.errors += c.errors;
    summary.inferredSenders += c.inferredSenders;
    messages += c.requests + c.notifications + c.results + c.errors + c.invalid;
    summary.clientInfo ??= peer(tracker.clientInfo);
    summary.serverInfo ??= peer(tracker.serverInfo);
    summary.requestedVersion ??= tracker.requestedVersion;
    summary.negotiatedVersion ??= tracker.negotiatedVersion;
    for (const open of stillOpen) {
      if (summary.unanswered.length >= MAX_LISTED_UNANSWERED) break;
      const entry: UnansweredSummary = {
        line: open.request.frame.span.line,
        sender: open.request.sender ?? 'client',
        id: formatId(open.request.id),
        method: open.request.method,
      };
      if (open.cancelled) entry.note = 'cancelled';
      else if (!open.peerSpokeAfter) entry.note = `the ${open.request.sender === 'server' ? 'client' : 'server'} sent nothing after it (${open.messagesAfter} messages followed)`;
      summary.unanswered.push(entry);
    }
  }
  const revisions = [...new Set(trackers.map((t) => t.revision).filter((r): r is NonNullable<typeof r> => r !== undefined))];
  if (revisions.length > 1) summary.revisions = revisions;
  if (messages > 0) {
    summary.directions = summary.inferredSenders === 0 ? 'marked' : summary.inferredSenders === messages ? 'inferred' : 'mixed';
  }
  return summary;
}
