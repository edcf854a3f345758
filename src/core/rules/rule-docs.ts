import { detectFormat } from '../capture/formats.js';
import type { FormatName } from '../capture/reader.js';
import { ruleRequirementLines } from '../protocol/requirements/render.js';
import { REVISIONS } from '../revisions.js';
import type { Rule, RuleMeta } from './rule.js';

/** Where a rule shows up in the project's corpus, for its doc page. */
export interface RuleDocExtras {
  /** Corpus captures (paths relative to the repo root) whose expectations list the rule. */
  corpus?: readonly string[];
}

const GENERATED = '<!-- Generated from the rule\'s meta by src/core/rules/rule-docs.ts: edit the rule, then run `node scripts/rule-docs.mjs`. -->';

/**
 * The capture format of a rule's examples, as the engine would detect it in a file holding one
 * of them: the label of both code blocks (the names `--format` takes). The pair shares one
 * format; a broken example may no longer read as its own (an SSE event without `data:`, a log
 * line of a client that could not parse), and JSONL is only what detection falls back on, so
 * the first other format either example shows wins.
 */
export function exampleFormat(examples: NonNullable<RuleMeta['examples']>): FormatName {
  const detect = (text: string): FormatName =>
    detectFormat({ fileName: 'example', lines: text.replace(/^\uFEFF/, '').split(/\r?\n/).slice(0, 400) }).name;
  const bad = detect(examples.bad);
  return bad !== 'jsonl' ? bad : detect(examples.good);
}

/** The doc page of one rule (`docs/rules/<id>.md`), rendered from its meta alone. */
export function renderRuleDoc(rule: Rule, extras: RuleDocExtras = {}): string {
  const { meta } = rule;
  const revisions =
    meta.revisions === 'all'
      ? 'all (also when the revision is unknown)'
      : meta.revisions.length === REVISIONS.length
        ? 'every dated revision (once the revision is known)'
        : meta.revisions.join(', ');
  const lines = [
    `# ${meta.id}`,
    '',
    GENERATED,
    '',
    meta.summary,
    '',
    '| Family | Default severity | Revisions |',
    '|---|---|---|',
    `| ${meta.family} | ${meta.severity} | ${revisions} |`,
    '',
    '## Why it matters',
    '',
    meta.why,
    '',
    '## What to do instead',
    '',
    meta.instead,
    '',
  ];
  if (meta.examples) {
    const under = meta.examples.revision ? ` (checked under ${meta.examples.revision})` : '';
    const fence = '```' + exampleFormat(meta.examples);
    lines.push(`## Example${under}`, '', 'Flagged:', '', fence, meta.examples.bad, '```', '', 'Not flagged:', '', fence, meta.examples.good, '```', '');
    if (meta.examples.bad.startsWith('> ') || meta.examples.bad.startsWith('< ')) {
      lines.push('`>` marks a message the client sent, `<` one the server sent.', '');
    }
  }
  if (extras.corpus && extras.corpus.length > 0) {
    lines.push('## In the corpus', '', ...extras.corpus.map((path) => `- [\`${path}\`](../../${path})`), '');
  }
  lines.push('## Spec', '', meta.spec, '');
  const requirements = ruleRequirementLines(meta);
  if (requirements.length > 0) lines.push('## Requirements it judges', '', ...requirements, '', 'All requirements and their rules: [requirements.md](../requirements.md).', '');
  return lines.join('\n');
}

/** The catalog page (`docs/rules/README.md`): every rule, by family. */
export function renderRuleIndex(rules: readonly Rule[]): string {
  const lines = ['# Rules', '', GENERATED, '', '| Rule | Family | Severity | Revisions | Finds |', '|---|---|---|---|---|'];
  const sorted = [...rules].sort((a, b) => (a.meta.family === b.meta.family ? a.meta.id.localeCompare(b.meta.id) : a.meta.family.localeCompare(b.meta.family)));
  for (const { meta } of sorted) {
    const revisions = meta.revisions === 'all' ? 'all' : meta.revisions.length === REVISIONS.length ? 'each dated' : meta.revisions.join(', ');
    lines.push(`| [${meta.id}](${meta.id}.md) | ${meta.family} | ${meta.severity} | ${revisions} | ${meta.summary.replace(/\|/g, '\\|')} |`);
  }
  lines.push('');
  return lines.join('\n');
}
