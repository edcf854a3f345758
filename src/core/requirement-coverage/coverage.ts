import type { MessageKind } from '../message.js';
import { knownRequirementIds, requirementsOf, type JudgingRule, type Requirement } from '../protocol/requirements/index.js';
import { REVISIONS, type Revision } from '../revisions.js';
import { SCHEMA_ONLY } from './shape-requirements.js';
import { situationMet, situationOf, type SituationFacts } from './situations.js';

/**
 * Where one observable requirement of the revision stands in a capture:
 * - `violated`: a finding shows it broken;
 * - `held`: the capture contains the situation it is about (one of its rules was handed a
 *   matching message) and no finding shows it broken;
 * - `not-observed`: the capture never put it to the test. Neither this nor `held` is a pass of
 *   the implementation: `held` says only that this capture did not break it;
 * - `not-applicable`: it binds a side (client or server) that sent nothing in the capture;
 * - `not-judged`: no rule of this run judges it (none written yet, or its rules are turned off).
 * Requirements of other revisions are not listed at all: they do not apply to this one.
 */
export type CoverageStatus = 'violated' | 'held' | 'not-observed' | 'not-applicable' | 'not-judged';

/** The statuses as the reports name them, in the order they list them: the JSON report's key, a label, what it means. */
export const COVERAGE_STATUSES = [
  { status: 'violated', key: 'violated', label: 'violated', means: 'a finding shows it broken' },
  { status: 'held', key: 'held', label: 'held', means: 'exercised, and not broken here (not a proof it is implemented)' },
  { status: 'not-observed', key: 'notObserved', label: 'not observed', means: 'nothing put it to the test' },
  { status: 'not-applicable', key: 'notApplicable', label: 'not applicable', means: 'it binds a side that sent nothing' },
  { status: 'not-judged', key: 'notJudged', label: 'not judged', means: 'no rule of this run judges it yet' },
] as const satisfies readonly { status: CoverageStatus; key: string; label: string; means: string }[];

/** What one session of a capture put in front of the rules, as the engine recorded it (`exposureOf` in engine.ts). */
export interface SessionExposure extends SituationFacts {
  revision: Revision | undefined;
  /** Ids of the rules that were handed something in the session. */
  rules: ReadonlySet<string>;
  /** Per kind, the methods of the messages dispatched (undefined: a message with no method, such as an unpaired response). */
  seen: ReadonlyMap<MessageKind, ReadonlySet<string | undefined>>;
  /** Whether each side sent anything. */
  client: boolean;
  server: boolean;
  /** The session listed a tool with an `outputSchema`. */
  toolWithOutputSchema: boolean;
  /** Whether some frame came over HTTP (or an SSE stream), and some over stdio or no named transport. */
  http: boolean;
  stdio: boolean;
}

/** A finding as the coverage needs it: its place in the file's findings, its rule and revision, and the requirement it names. */
export interface CoverageFinding {
  index: number;
  rule: string;
  revision: Revision | undefined;
  requirement?: string;
}

export interface RequirementCoverage {
  id: string;
  status: CoverageStatus;
  /** Violated: the indexes of the findings (in the file's findings) that show it. */
  findings?: number[];
  /**
   * Violated: some of those findings come from a rule that judges several requirements and did
   * not say which one it shows broken, so they are filed under each of them.
   */
  ambiguous?: true;
}

/** The coverage of one revision's requirements by one capture (its sessions held to that revision). */
export interface CaptureCoverage {
  revision: Revision;
  /** Observable requirements of the revision (`yes` or `partly`): the ones listed below. */
  observable: number;
  /** Violated or held. */
  exercised: number;
  violated: number;
  held: number;
  notObserved: number;
  notApplicable: number;
  notJudged: number;
  /** Each observable requirement, in registry order. */
  requirements: RequirementCoverage[];
}

/** The observable requirements of a revision with the ids of the run's rules that judge each. */
function judgedBy(revision: Revision, rules: readonly JudgingRule[]): { requirement: Requirement; rules: Set<string> }[] | undefined {
  const list = requirementsOf(revision);
  if (!list) return undefined;
  const byId = new Map(list.filter((r) => r.observable !== 'no').map((r) => [r.id, { requirement: r, rules: new Set<string>() }]));
  for (const rule of rules) {
    const { revisions, requirements = [] } = rule.meta;
    if (revisions !== 'all' && !revisions.includes(revision)) continue;
    for (const id of requirements) byId.get(id)?.rules.add(rule.meta.id);
  }
  return [...byId.values()];
}

interface Judging {
  entries: { requirement: Requirement; rules: Set<string> }[];
  /** The ids of the revision's observable requirements. */
  known: ReadonlySet<string>;
  /** The requirements each rule judges in the revision. */
  ruleIds: ReadonlyMap<string, readonly string[]>;
}

/**
 * `judgedBy` and what `captureCoverage` derives from it, once per rule list and revision: every
 * capture of a run asks for the same (the engine hands the same list to captures with the same
 * rule settings).
 */
const judgingCache = new WeakMap<readonly JudgingRule[], Map<Revision, Judging | undefined>>();

function judgingOf(revision: Revision, rules: readonly JudgingRule[]): Judging | undefined {
  let byRevision = judgingCache.get(rules);
  if (!byRevision) judgingCache.set(rules, (byRevision = new Map<Revision, Judging | undefined>()));
  if (byRevision.has(revision)) return byRevision.get(revision);
  const entries = judgedBy(revision, rules);
  let judging: Judging | undefined;
  if (entries) {
    const ruleIds = new Map<string, string[]>();
    for (const { requirement, rules: judges } of entries) {
      for (const rule of judges) {
        const ids = ruleIds.get(rule);
        if (ids) ids.push(requirement.id);
        else ruleIds.set(rule, [requirement.id]);
      }
    }
    judging = { entries, known: new Set(entries.map((e) => e.requirement.id)), ruleIds };
  }
  byRevision.set(revision, judging);
  return judging;
}

let registeredIds: ReadonlySet<string> | undefined;
/** Every id some registry has, gathered once (the registries do not change while the process runs). */
function registered(): ReadonlySet<string> {
  return (registeredIds ??= knownRequirementIds());
}

/**
 * The requirements of `revision` one rule's finding counts against: the one the finding names
 * (none for SCHEMA_ONLY or an id only other revisions have), else the rule's requirements in the
 * revision (several: `ambiguous`; also for an id no registry has, so a slip shows).
 */
function filedUnder(finding: CoverageFinding, ids: ReadonlyMap<string, readonly string[]>, known: ReadonlySet<string>): { ids: readonly string[]; ambiguous: boolean } {
  const named = finding.requirement;
  if (named === SCHEMA_ONLY) return { ids: [], ambiguous: false };
  if (named !== undefined && known.has(named)) return { ids: [named], ambiguous: false };
  // A requirement of another revision's registry: this revision has no such sentence to break.
  if (named !== undefined && registered().has(named)) return { ids: [], ambiguous: false };
  const own = ids.get(finding.rule) ?? [];
  return { ids: own, ambiguous: own.length > 1 };
}

/**
 * The coverage of `revision` by the sessions of one capture held to it and their findings.
 * Undefined when the revision has no registry (2024-11-05 and 2025-03-26 have none yet).
 */
export function captureCoverage(
  revision: Revision,
  rules: readonly JudgingRule[],
  sessions: readonly SessionExposure[],
  findings: readonly CoverageFinding[],
): CaptureCoverage | undefined {
  const cached = judgingOf(revision, rules);
  if (!cached) return undefined;
  const { entries, known, ruleIds } = cached;
  const violations = new Map<string, { findings: number[]; ambiguous: boolean }>();
  for (const finding of findings) {
    if (finding.revision !== revision) continue;
    const { ids, ambiguous } = filedUnder(finding, ruleIds, known);
    for (const id of ids) {
      let entry = violations.get(id);
      if (!entry) violations.set(id, (entry = { findings: [], ambiguous: false }));
      entry.findings.push(finding.index);
      entry.ambiguous ||= ambiguous;
    }
  }
  const own = sessions.filter((s) => s.revision === revision);
  const client = own.some((s) => s.client);
  const server = own.some((s) => s.server);
  const requirements = entries.map(({ requirement, rules: judging }): RequirementCoverage => {
    const violated = violations.get(requirement.id);
    if (violated) return { id: requirement.id, status: 'violated', findings: violated.findings, ...(violated.ambiguous ? { ambiguous: true as const } : {}) };
    if (judging.size === 0) return { id: requirement.id, status: 'not-judged' };
    const sideSpoke = requirement.binds === 'client' ? client : requirement.binds === 'server' ? server : client || server;
    if (!sideSpoke) return { id: requirement.id, status: 'not-applicable' };
    const situation = situationOf(requirement.id);
    const exercised = own.some((s) => [...judging].some((rule) => s.rules.has(rule)) && (!situation || situationMet(situation, s)));
    return { id: requirement.id, status: exercised ? 'held' : 'not-observed' };
  });
  return { revision, ...coverageCounts(requirements), requirements };
}

/** The counts of a coverage block, from its requirements' statuses (one capture's or the run's). */
function coverageCounts(requirements: readonly { status: CoverageStatus }[]) {
  const count = (status: CoverageStatus) => requirements.filter((r) => r.status === status).length;
  return {
    observable: requirements.length,
    exercised: count('violated') + count('held'),
    violated: count('violated'),
    held: count('held'),
    notObserved: count('not-observed'),
    notApplicable: count('not-applicable'),
    notJudged: count('not-judged'),
  };
}

/** One requirement over a whole run: its status there and in how many captures it was exercised and violated. */
export interface RunRequirementCoverage {
  id: string;
  status: CoverageStatus;
  exercisedIn: number;
  violatedIn: number;
}

/** The coverage of one revision over every capture of a run held to it. */
export interface RunCoverage extends Omit<CaptureCoverage, 'requirements'> {
  /** Captures with sessions held to this revision. */
  captures: number;
  requirements: RunRequirementCoverage[];
}

/**
 * Per revision, over the captures: violated when some capture violates it; held when some
 * exercises it and none violates it; not applicable when it is so in every capture; not judged
 * when no rule judged it; else not observed. Oldest revision first.
 */
export function runCoverage(captures: readonly (readonly CaptureCoverage[])[]): RunCoverage[] {
  const byRevision = new Map<Revision, CaptureCoverage[]>();
  for (const list of captures) {
    for (const c of list) {
      const same = byRevision.get(c.revision);
      if (same) same.push(c);
      else byRevision.set(c.revision, [c]);
    }
  }
  return REVISIONS.flatMap((revision) => {
    const list = byRevision.get(revision);
    if (!list) return [];
    const ids = list[0].requirements.map((r) => r.id);
    const requirements = ids.map((id, i): RunRequirementCoverage => {
      const statuses = list.map((c) => (c.requirements[i]?.id === id ? c.requirements[i] : c.requirements.find((r) => r.id === id))?.status ?? 'not-observed');
      const violatedIn = statuses.filter((s) => s === 'violated').length;
      const exercisedIn = violatedIn + statuses.filter((s) => s === 'held').length;
      const status: CoverageStatus =
        violatedIn > 0 ? 'violated' : exercisedIn > 0 ? 'held' : statuses.every((s) => s === 'not-applicable') ? 'not-applicable' : statuses.includes('not-judged') ? 'not-judged' : 'not-observed';
      return { id, status, exercisedIn, violatedIn };
    });
    return { revision, captures: list.length, ...coverageCounts(requirements), requirements };
  });
}

/** "2025-11-25: 31 of 77 observable requirements exercised, 2 violated" (the markdown, text and HTML headline). */
export function coverageHeadline(coverage: { revision: string } & Pick<CaptureCoverage, 'observable' | 'exercised' | 'violated'>): string {
  return `${coverage.revision}: ${coverage.exercised} of ${coverage.observable} observable requirements exercised, ${coverage.violated} violated`;
}
