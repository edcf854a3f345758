import { RULES } from '../core/rules/index.js';
import { judgedRequirements, REGISTERED_REVISIONS, requirementCounts } from '../core/protocol/requirements/index.js';
import { countsLine, standing } from '../core/protocol/requirements/render.js';
import type { Revision } from '../core/revisions.js';
import { flagBoolean, flagValue, parseArgs, UsageError, type FlagSpec } from './args.js';
import { REQUIREMENTS_HELP } from './help.js';
import type { CliIo } from './io.js';
import { colorWanted, createStyle, type Style } from './style.js';
import { parseRevision } from './values.js';

const REQUIREMENTS_FLAGS: FlagSpec[] = [{ name: 'revision', value: true }, { name: 'json' }, { name: 'color' }, { name: 'help', short: 'h' }];

/** `mcp-capture-lint requirements [--revision R] [--json]`. */
export function runRequirements(argv: string[], io: CliIo): number {
  const args = parseArgs(argv, REQUIREMENTS_FLAGS);
  if (args.flags.has('help')) {
    io.stdout(REQUIREMENTS_HELP);
    return 0;
  }
  if (args.positionals.length > 0) throw new UsageError(`requirements takes no arguments (got ${JSON.stringify(args.positionals[0])}); use --revision R.`);
  const revision = parseRevision(flagValue(args, 'revision'));
  if (revision === 'auto') throw new UsageError('requirements needs a dated --revision (or none, for every registered one), not auto.');
  const revisions = requirementRevisions(revision);
  if (args.flags.has('json')) io.stdout(requirementsJson(revisions));
  else io.stdout(requirementsText(revisions, createStyle(colorWanted(io.stdoutIsTty ?? false, io.env ?? {}, flagBoolean(args, 'color')))));
  return 0;
}

/** The revisions to list: the one asked for (it must have a registry), or every registered one. */
export function requirementRevisions(revision: Revision | undefined): readonly Revision[] {
  if (revision === undefined) return REGISTERED_REVISIONS;
  if (!REGISTERED_REVISIONS.includes(revision)) {
    throw new UsageError(`${revision} has no requirement registry yet; the registered revisions are ${REGISTERED_REVISIONS.join(', ')}.`);
  }
  return [revision];
}

/** `requirements --json`: per revision the counts and every requirement with the rules that judge it. */
export function requirementsJson(revisions: readonly Revision[]): string {
  const out = revisions.map((revision) => {
    const judged = judgedRequirements(revision, RULES)!;
    const { revision: _revision, ...counts } = requirementCounts(revision, judged);
    return {
      revision,
      counts,
      requirements: judged.map((r) => ({
        id: r.id,
        level: r.level,
        binds: r.binds,
        observable: r.observable,
        ...(r.why === undefined ? {} : { why: r.why }),
        rules: r.rules,
        ...(r.gap === undefined ? {} : { gap: r.gap }),
        text: r.text,
        url: r.url,
        ...(r.readFrom === undefined ? {} : { readFrom: r.readFrom }),
      })),
    };
  });
  return `${JSON.stringify({ revisions: out }, null, 2)}\n`;
}

/**
 * `requirements`: per revision its counts, then each requirement by spec page: id, level, whom it
 * binds, and its rules (or why it is not judged), with the spec's sentence and link under it.
 */
export function requirementsText(revisions: readonly Revision[], style: Style): string {
  const out: string[] = [];
  for (const revision of revisions) {
    const judged = judgedRequirements(revision, RULES)!;
    if (out.length > 0) out.push('');
    out.push(style.bold(countsLine(requirementCounts(revision, judged))));
    const idWidth = Math.max(...judged.map((r) => r.id.length));
    let page: string | undefined;
    for (const r of judged) {
      if (r.page !== page) {
        page = r.page;
        out.push('', style.bold(`${revision}/${page}`));
      }
      out.push(`  ${r.id.padEnd(idWidth)}  ${r.level.padEnd(10)}  ${r.binds.padEnd(6)}  ${standing(r)}`);
      out.push(`  ${' '.repeat(idWidth)}  "${r.text}" ${r.url}`);
    }
  }
  return `${out.join('\n')}\n`;
}
