import { REVISIONS, type Revision } from '../revisions.js';

/**
 * A rule's spec link, moved to the revision a capture is held to. Rules link the page they were
 * written from (mostly 2025-11-25); a finding in a capture held to 2024-11-05 or 2026-07-28 is
 * better served by the same topic in that revision's text, which in 2026-07-28 often sits on
 * another page (the transports split in two, lifecycle became versioning, the utilities became
 * patterns). The page lists and the moves are those of the spec site's navigation and redirects
 * (docs/docs.json of modelcontextprotocol/modelcontextprotocol).
 */

const SPEC_SITE = 'https://modelcontextprotocol.io/specification/';
const SITE = 'https://modelcontextprotocol.io/';

/** Pages of the 2024-11-05 text (an `index` page is named by its folder, `''` is the revision's own index). */
const PAGES_2024_11_05 = [
  '',
  'architecture',
  'basic',
  'basic/lifecycle',
  'basic/messages',
  'basic/transports',
  'basic/utilities/cancellation',
  'basic/utilities/ping',
  'basic/utilities/progress',
  'client/roots',
  'client/sampling',
  'server',
  'server/prompts',
  'server/resources',
  'server/tools',
  'server/utilities/completion',
  'server/utilities/logging',
  'server/utilities/pagination',
];
const PAGES_2025_03_26 = [...PAGES_2024_11_05.filter((page) => page !== 'basic/messages'), 'changelog', 'basic/authorization'];
const PAGES_2025_06_18 = [...PAGES_2025_03_26, 'client/elicitation', 'schema'];
const PAGES_2025_11_25 = [...PAGES_2025_06_18, 'basic/utilities/tasks'];
const PAGES_2026_07_28 = [
  '',
  'changelog',
  'deprecated',
  'architecture',
  'basic',
  'basic/versioning',
  'basic/patterns',
  'basic/patterns/mrtr',
  'basic/patterns/subscriptions',
  'basic/patterns/cancellation',
  'basic/patterns/progress',
  'basic/transports',
  'basic/transports/stdio',
  'basic/transports/streamable-http',
  'basic/authorization',
  'basic/authorization/authorization-server-discovery',
  'basic/authorization/client-registration',
  'basic/authorization/security-considerations',
  'client/roots',
  'client/sampling',
  'client/elicitation',
  'server',
  'server/discover',
  'server/prompts',
  'server/resources',
  'server/tools',
  'server/utilities/caching',
  'server/utilities/completion',
  'server/utilities/logging',
  'server/utilities/pagination',
  'schema',
];

const PAGES: Record<Revision, ReadonlySet<string>> = {
  '2024-11-05': new Set(PAGES_2024_11_05),
  '2025-03-26': new Set(PAGES_2025_03_26),
  '2025-06-18': new Set(PAGES_2025_06_18),
  '2025-11-25': new Set(PAGES_2025_11_25),
  '2026-07-28': new Set(PAGES_2026_07_28),
};

/** The revisions with an initialize handshake, whose texts share one layout; 2026-07-28 has another. */
const isLegacy = (revision: Revision) => revision !== '2026-07-28';

/** A place in the text: a page and, maybe, a section on it. */
interface Place {
  page: string;
  anchor?: string;
}

/** Sections of the one legacy transports page that 2026-07-28 gives a page of their own, by the page. */
const TRANSPORT_PAGES: Record<string, string> = { stdio: 'basic/transports/stdio', 'streamable-http': 'basic/transports/streamable-http' };

/** Sections of the legacy Streamable HTTP transport, which 2026-07-28 keeps on its streamable-http page. */
const STREAMABLE_HTTP_SECTIONS = new Set([
  'security-warning',
  'sending-messages-to-the-server',
  'listening-for-messages-from-the-server',
  'multiple-connections',
  'resumability-and-redelivery',
  'session-management',
  'sequence-diagram',
  'protocol-version-header',
  'backwards-compatibility',
]);

/** Legacy pages 2026-07-28 moved, and where (the spec site's redirects). */
const MOVED_IN_2026: Record<string, string> = {
  'basic/lifecycle': 'basic/versioning',
  'basic/utilities/cancellation': 'basic/patterns/cancellation',
  'basic/utilities/progress': 'basic/patterns/progress',
  'basic/utilities/ping': 'changelog',
};
const MOVED_BACK = Object.fromEntries(Object.entries(MOVED_IN_2026).filter(([, to]) => to !== 'changelog').map(([from, to]) => [to, from]));

/** Sections renamed with their page: `basic/lifecycle#version-negotiation` is `basic/versioning#protocol-version-negotiation`. */
const ANCHORS_MOVED_IN_2026: Record<string, string> = { 'basic/lifecycle#version-negotiation': 'basic/versioning#protocol-version-negotiation' };
const ANCHORS_MOVED_BACK = Object.fromEntries(Object.entries(ANCHORS_MOVED_IN_2026).map(([from, to]) => [to, from]));

/** The tasks utility left the 2026-07-28 text for an extension (redirected there from the old page). */
const TASKS_PAGE = 'basic/utilities/tasks';
const TASKS_EXTENSION = `${SITE}extensions/tasks/overview`;

/**
 * The page of `revision` that tells what `link` tells in the revision it was written against. A
 * link that is not to a dated page of the spec, or with no revision to move to, is returned as it
 * is; so is one whose page `revision` has. A page a revision lacks (a feature it predates or
 * dropped) is the same page of the nearest revision that has it.
 */
export function specLinkFor(link: string, revision: Revision | undefined): string {
  const parsed = parseSpecLink(link);
  if (!parsed || revision === undefined || parsed.revision === revision) return link;
  const { revision: from, place } = parsed;
  const byDistance = [...REVISIONS].sort((a, b) => distance(a, revision) - distance(b, revision) || REVISIONS.indexOf(b) - REVISIONS.indexOf(a));
  for (const candidate of byDistance) {
    // The revision the link was written against comes first of those left: its link is the page itself.
    if (candidate === from) return link;
    const moved = movePlace(place, from, candidate);
    if (moved === undefined) continue;
    if (typeof moved === 'string') return moved;
    if (PAGES[candidate].has(moved.page)) return specUrlOf(candidate, moved);
  }
  return link;
}

function distance(a: Revision, b: Revision): number {
  return Math.abs(REVISIONS.indexOf(a) - REVISIONS.indexOf(b));
}

function parseSpecLink(link: string): { revision: Revision; place: Place } | undefined {
  if (!link.startsWith(SPEC_SITE)) return undefined;
  const rest = link.slice(SPEC_SITE.length);
  const slash = rest.indexOf('/');
  const revision = (slash < 0 ? rest.split('#')[0] : rest.slice(0, slash)) as Revision;
  if (!REVISIONS.includes(revision)) return undefined;
  const tail = slash < 0 ? rest.slice(revision.length) : rest.slice(slash + 1);
  const hash = tail.indexOf('#');
  const page = (hash < 0 ? tail : tail.slice(0, hash)).replace(/(?:^|\/)index$/, '').replace(/\/+$/, '');
  const anchor = hash < 0 ? undefined : tail.slice(hash + 1) || undefined;
  return { revision, place: anchor === undefined ? { page } : { page, anchor } };
}

function specUrlOf(revision: Revision, place: Place): string {
  return `${SPEC_SITE}${revision}${place.page ? `/${place.page}` : ''}${place.anchor ? `#${place.anchor}` : ''}`;
}

/** Where a place written against `from` is in `to`'s text: a place, a link off the spec, or nothing. */
function movePlace(place: Place, from: Revision, to: Revision): Place | string | undefined {
  if (isLegacy(from) === isLegacy(to)) return legacyAdjusted(place, to);
  return isLegacy(from) ? toModern(place) : legacyAdjusted(toLegacy(place), to);
}

function toModern(place: Place): Place | string {
  const key = `${place.page}#${place.anchor ?? ''}`;
  if (ANCHORS_MOVED_IN_2026[key]) return parsePlace(ANCHORS_MOVED_IN_2026[key]);
  if (place.page === TASKS_PAGE) return TASKS_EXTENSION;
  if (place.page === 'basic/transports' && place.anchor) {
    if (TRANSPORT_PAGES[place.anchor]) return { page: TRANSPORT_PAGES[place.anchor] };
    if (STREAMABLE_HTTP_SECTIONS.has(place.anchor)) return { page: TRANSPORT_PAGES['streamable-http'], anchor: place.anchor };
  }
  const moved = MOVED_IN_2026[place.page];
  // A moved page keeps its sections' anchors only where the spec says so (above); the page itself is sure.
  return moved ? { page: moved } : place;
}

function toLegacy(place: Place): Place {
  const key = `${place.page}#${place.anchor ?? ''}`;
  if (ANCHORS_MOVED_BACK[key]) return parsePlace(ANCHORS_MOVED_BACK[key]);
  const transport = Object.entries(TRANSPORT_PAGES).find(([, page]) => page === place.page);
  if (transport) return { page: 'basic/transports', anchor: place.anchor && STREAMABLE_HTTP_SECTIONS.has(place.anchor) ? place.anchor : transport[0] };
  const moved = MOVED_BACK[place.page];
  return moved ? { page: moved } : place;
}

/** 2024-11-05 had HTTP with SSE where later revisions have Streamable HTTP. */
function legacyAdjusted(place: Place, to: Revision): Place {
  if (to !== '2024-11-05' || place.page !== 'basic/transports' || !place.anchor) return place;
  return place.anchor === 'streamable-http' || STREAMABLE_HTTP_SECTIONS.has(place.anchor) ? { page: place.page, anchor: 'http-with-sse' } : place;
}

function parsePlace(text: string): Place {
  const [page, anchor] = text.split('#');
  return anchor ? { page, anchor } : { page };
}

/** Whether a link to the spec names a page its revision has (links off the spec are not judged: true). */
export function isSpecPage(link: string): boolean {
  const parsed = parseSpecLink(link);
  if (!link.startsWith(SPEC_SITE)) return true;
  return parsed !== undefined && PAGES[parsed.revision].has(parsed.place.page);
}
