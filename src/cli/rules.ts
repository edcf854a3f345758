import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES, ruleById } from '../core/rules/index.js';
import { renderRuleDoc } from '../core/rules/rule-docs.js';
import type { RuleFamily, RuleMeta } from '../core/rules/rule.js';
import { didYouMean } from '../config/suggest.js';
import { compareRevisions, REVISIONS, revisionsBetween } from '../core/revisions.js';
import type { Style } from './style.js';

/** Families in the order the catalog lists them: from reading the file to the session's semantics. */
export const FAMILY_ORDER: readonly RuleFamily[] = [
  'capture',
  'envelope',
  'catalog',
  'errors',
  'meta',
  'shape',
  'session',
  'lifecycle',
  'capability',
  'tools',
  'progress',
];

/**
 * The revisions column, short: `all` (every revision, and captures whose revision is unknown),
 * `2025-06-18+` (from that revision on), `not 2025-03-26` (every dated revision but one), or the list.
 */
export function revisionsText(meta: RuleMeta): string {
  if (meta.revisions === 'all') return 'all';
  const list = [...meta.revisions].sort(compareRevisions);
  const first = list[0];
  if (first !== undefined && list.join() === revisionsBetween(first).join()) return `${first}+`;
  const missing = REVISIONS.filter((revision) => !list.includes(revision));
  if (missing.length === 1) return `not ${missing[0]}`;
  return list.join(',');
}

function sortedRules(): RuleMeta[] {
  const rank = (family: RuleFamily) => {
    const index = FAMILY_ORDER.indexOf(family);
    return index < 0 ? FAMILY_ORDER.length : index;
  };
  return RULES.map((rule) => rule.meta).sort((a, b) => rank(a.family) - rank(b.family) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** `rules --json`: the catalog as data, in catalog order. */
export function catalogJson(id?: string): string {
  const rules = sortedRules().filter((meta) => id === undefined || meta.id === id).map((meta) => ({
    id: meta.id,
    family: meta.family,
    severity: meta.severity,
    revisions: meta.revisions,
    summary: meta.summary,
    why: meta.why,
    instead: meta.instead,
    spec: meta.spec,
    requirements: meta.requirements ?? [],
  }));
  return `${JSON.stringify({ rules }, null, 2)}\n`;
}

/** `rules`: the catalog grouped by family, one line per rule. */
export function catalogText(style: Style): string {
  const metas = sortedRules();
  const idWidth = Math.max(4, ...metas.map((meta) => meta.id.length));
  const revWidth = Math.max(9, ...metas.map((meta) => revisionsText(meta).length));
  const out: string[] = [];
  let family: string | undefined;
  for (const meta of metas) {
    if (meta.family !== family) {
      family = meta.family;
      const count = metas.filter((m) => m.family === family).length;
      out.push(`${out.length > 0 ? '\n' : ''}${style.bold(family)} (${count} rule${count === 1 ? '' : 's'})`);
    }
    const severity = style.severity(meta.severity, meta.severity.padEnd(7));
    out.push(`  ${meta.id.padEnd(idWidth)}  ${severity}  ${revisionsText(meta).padEnd(revWidth)}  ${meta.summary}`);
  }
  out.push(
    '',
    `${metas.length} rules. Revisions: "all" also runs when a capture's revision is unknown; "2025-06-18+" means from that revision on.`,
    '`mcp-capture-lint rules <id>` shows a rule\'s documentation; set severities under `rules:` in .mcp-capture-lint.yml.',
  );
  return `${out.join('\n')}\n`;
}

/**
 * docs/rules/<id>.md as shipped in the package (`files` includes docs): the bundle is
 * dist/cli/index.js and the sources src/cli/rules.ts, both two folders below the package root.
 * The path is built at run time so the bundler does not copy the docs into dist.
 */
function shippedDoc(id: string): string | undefined {
  if (!/^[a-z0-9-]+$/.test(id)) return undefined;
  const up = ['..', '..'];
  const file = join(dirname(fileURLToPath(import.meta.url)), ...up, 'docs', 'rules', `${id}.md`);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** `rules <id>`: the rule's doc page, or an error with the nearest id. */
export function ruleDoc(id: string): { text?: string; error?: string } {
  const rule = ruleById(id);
  // Without the shipped page (a bundle run outside the package), the generator's own text minus corpus links.
  if (rule) return { text: shippedDoc(id) ?? renderRuleDoc(rule) };
  return { error: `unknown rule id "${id}".${didYouMean(id, RULES.map((r) => r.meta.id))} Run \`mcp-capture-lint rules\` for the catalog.` };
}
