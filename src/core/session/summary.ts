import { formatId, isPlainObject } from '../message.js';
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

/** Per-capture facts the report shows beside the findings. */
export interface CaptureSummary {
  sessions: number;
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
  };
  let messages = 0;
  for (const tracker of trackers) {
    const c = tracker.counts;
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
    for (const open of tracker.unanswered()) {
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
