import { RULES, ruleById } from '../core/rules/index.js';
import type { RuleFamily, RuleMeta } from '../core/rules/rule.js';
import { didYouMean } from '../config/suggest.js';
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

export function revisionsText(meta: RuleMeta): string {
  return meta.revisions === 'all' ? 'all' : meta.revisions.join(', ');
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
  out.push('', `${metas.length} rules. \`mcp-capture-lint rules <id>\` shows one rule's documentation; set severities under \`rules:\` in .mcp-capture-lint.yml.`);
  return `${out.join('\n')}\n`;
}

/**
 * The documentation page of one rule, in Markdown: the same text as docs/rules/<id>.md.
 * (Rendered from the rule's meta; kept in one place so the docs generator can reuse it.)
 */
export function renderRuleDoc(meta: RuleMeta): string {
  const out = [
    `# ${meta.id}`,
    '',
    meta.summary,
    '',
    `- Family: ${meta.family}`,
    `- Default severity: ${meta.severity}`,
    `- Revisions: ${revisionsText(meta)}`,
    `- Spec: ${meta.spec}`,
    '',
    '## Why',
    '',
    meta.why,
    '',
    '## What to do instead',
    '',
    meta.instead,
  ];
  if (meta.examples) {
    const revision = meta.examples.revision ? ` (revision ${meta.examples.revision})` : '';
    out.push('', `## Examples${revision}`, '', 'Flagged:', '', '```', meta.examples.bad.trimEnd(), '```', '', 'Fine:', '', '```', meta.examples.good.trimEnd(), '```');
  }
  out.push('', '## Configuration', '', 'In `.mcp-capture-lint.yml`:', '', '```yaml', 'rules:', `  ${meta.id}: off   # or info, warning, error`, '```');
  return `${out.join('\n')}\n`;
}

/** `rules <id>`: the rule's doc, or undefined (and a hint) for an unknown id. */
export function ruleDoc(id: string): { text?: string; error?: string } {
  const rule = ruleById(id);
  if (rule) return { text: renderRuleDoc(rule.meta) };
  return { error: `unknown rule id "${id}".${didYouMean(id, RULES.map((r) => r.meta.id))} Run \`mcp-capture-lint rules\` for the catalog.` };
}
