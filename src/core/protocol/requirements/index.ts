import type { Revision } from '../../revisions.js';
import { REQUIREMENTS_2024_11_05 } from './2024-11-05.js';
import { REQUIREMENTS_2025_03_26 } from './2025-03-26.js';
import { REQUIREMENTS_2025_06_18 } from './2025-06-18.js';
import { REQUIREMENTS_2025_11_25 } from './2025-11-25.js';
import { REQUIREMENTS_2026_07_28 } from './2026-07-28.js';
import type { Requirement } from './types.js';

export type * from './types.js';

/** Where requirement links point: the spec's own site. */
const SPEC_SITE = 'https://modelcontextprotocol.io/specification';

/**
 * The revisions with a registry, oldest first. Each older one is a delta on the next: 2024-11-05 on
 * 2025-03-26, on 2025-06-18, on 2025-11-25.
 */
const REGISTRIES: ReadonlyMap<Revision, readonly Requirement[]> = new Map<Revision, readonly Requirement[]>([
  ['2024-11-05', REQUIREMENTS_2024_11_05],
  ['2025-03-26', REQUIREMENTS_2025_03_26],
  ['2025-06-18', REQUIREMENTS_2025_06_18],
  ['2025-11-25', REQUIREMENTS_2025_11_25],
  ['2026-07-28', REQUIREMENTS_2026_07_28],
]);

export const REGISTERED_REVISIONS: readonly Revision[] = [...REGISTRIES.keys()];

/** The requirements of a revision, in the order of the spec's pages; undefined when it has no registry yet. */
export function requirementsOf(revision: Revision): readonly Requirement[] | undefined {
  return REGISTRIES.get(revision);
}

/** Every requirement id some revision's registry has. */
export function knownRequirementIds(): ReadonlySet<string> {
  return new Set([...REGISTRIES.values()].flatMap((list) => list.map((r) => r.id)));
}

/** The link to the sentence's page and heading. */
export function requirementUrl(revision: Revision, requirement: Requirement): string {
  return `${SPEC_SITE}/${revision}/${requirement.page}${requirement.anchor === '' ? '' : `#${requirement.anchor}`}`;
}

/** What the join needs of a rule: its id, the revisions it judges and the requirement ids it names. */
export interface JudgingRule {
  meta: { id: string; revisions: readonly Revision[] | 'all'; requirements?: readonly string[] };
}

/** A requirement with the rules that judge it in one revision. */
export interface JudgedRequirement extends Requirement {
  revision: Revision;
  url: string;
  /** Ids of the rules that name the requirement and run under the revision. */
  rules: string[];
}

/** The revision's requirements, each with the rules (of `rules`) that judge it there. */
export function judgedRequirements(revision: Revision, rules: readonly JudgingRule[]): JudgedRequirement[] | undefined {
  const list = requirementsOf(revision);
  if (!list) return undefined;
  const byRequirement = new Map<string, string[]>();
  for (const rule of rules) {
    const { revisions, requirements = [] } = rule.meta;
    if (revisions !== 'all' && !revisions.includes(revision)) continue;
    for (const id of requirements) byRequirement.set(id, [...(byRequirement.get(id) ?? []), rule.meta.id]);
  }
  return list.map((r) => ({ ...r, revision, url: requirementUrl(revision, r), rules: (byRequirement.get(r.id) ?? []).sort() }));
}

/** Counts for a revision: how many statements, how many a capture can show, how many a rule judges. */
export interface RequirementCounts {
  revision: Revision;
  total: number;
  /** Marked `yes` or `partly`. */
  observable: number;
  /** Observable ones some rule judges. */
  judged: number;
  /** Observable ones no rule judges yet, each with its `gap`. */
  notYetJudged: number;
  /** The MUST, MUST NOT, REQUIRED, SHALL and SHALL NOT among the observable ones, and how many of those are judged. */
  observableMust: number;
  judgedMust: number;
}

const MANDATORY = new Set(['MUST', 'MUST NOT', 'REQUIRED', 'SHALL', 'SHALL NOT']);

export function requirementCounts(revision: Revision, judged: readonly JudgedRequirement[]): RequirementCounts {
  const observable = judged.filter((r) => r.observable !== 'no');
  const must = observable.filter((r) => MANDATORY.has(r.level));
  return {
    revision,
    total: judged.length,
    observable: observable.length,
    judged: observable.filter((r) => r.rules.length > 0).length,
    notYetJudged: observable.filter((r) => r.rules.length === 0).length,
    observableMust: must.length,
    judgedMust: must.filter((r) => r.rules.length > 0).length,
  };
}

/**
 * What is wrong between the registries and the rules' `requirements` lists: a rule that names an
 * unknown requirement, or one no revision it runs under has; an observable requirement no rule
 * judges and no `gap` explains; a `gap` left on a requirement a rule now judges.
 */
export function registryProblems(rules: readonly JudgingRule[]): string[] {
  const problems: string[] = [];
  const known = knownRequirementIds();
  for (const rule of rules) {
    const { id, revisions, requirements = [] } = rule.meta;
    const registered = REGISTERED_REVISIONS.filter((revision) => revisions === 'all' || revisions.includes(revision));
    for (const requirement of requirements) {
      if (!known.has(requirement)) problems.push(`rule ${id} names unknown requirement ${requirement}`);
      else if (registered.length > 0 && !registered.some((revision) => requirementsOf(revision)!.some((r) => r.id === requirement))) {
        problems.push(`rule ${id} names ${requirement}, which none of its revisions (${registered.join(', ')}) has`);
      }
    }
  }
  for (const revision of REGISTERED_REVISIONS) {
    for (const r of judgedRequirements(revision, rules)!) {
      if (r.observable === 'no') continue;
      if (r.rules.length === 0 && r.gap === undefined) problems.push(`${revision} ${r.id} is observable but no rule judges it and it has no gap`);
      if (r.rules.length > 0 && r.gap !== undefined) problems.push(`${revision} ${r.id} is judged by ${r.rules.join(', ')} but still has a gap: "${r.gap}"`);
    }
  }
  return problems;
}
