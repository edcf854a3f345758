import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/rules/index.js';
import type { RuleMeta } from '../../src/core/rules/rule.js';
import { FAMILY_ORDER, revisionsText } from '../../src/cli/rules.js';
import { renderRuleDoc } from '../../src/core/rules/rule-docs.js';
import { cliBuilt, runCli } from './run-cli.js';

const cwd = tmpdir();
const docsDir = new URL('../../docs/rules/', import.meta.url).pathname;

describe('revisionsText', () => {
  const meta = (revisions: RuleMeta['revisions']) => ({ ...RULES[0].meta, revisions });
  it('shortens a run of revisions up to the latest, and keeps other lists', () => {
    expect(revisionsText(meta('all'))).toBe('all');
    expect(revisionsText(meta(['2025-11-25', '2025-06-18', '2026-07-28']))).toBe('2025-06-18+');
    expect(revisionsText(meta(['2026-07-28']))).toBe('2026-07-28+');
    expect(revisionsText(meta(['2024-11-05', '2025-03-26']))).toBe('2024-11-05,2025-03-26');
    expect(revisionsText(meta(['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28']))).toBe('not 2025-03-26');
  });
});

describe.skipIf(!cliBuilt)('mcp-capture-lint rules', () => {
  it('lists every rule of the catalog under its family, families in catalog order', () => {
    const run = runCli(['rules'], { cwd });
    expect(run.status).toBe(0);
    const families = [...run.stdout.matchAll(/^(\S+) \(\d+ rules?\)$/gm)].map((m) => m[1]);
    expect(families).toEqual(FAMILY_ORDER.filter((family) => RULES.some((rule) => rule.meta.family === family)));
    for (const { meta } of RULES) {
      expect(run.stdout).toMatch(new RegExp(`^  ${meta.id} +${meta.severity} +${revisionsText(meta).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} +`, 'm'));
    }
    expect(run.stdout).toContain(`${RULES.length} rules.`);
  });

  it('--json gives the whole catalog as data', () => {
    const run = runCli(['rules', '--json'], { cwd });
    const catalog = JSON.parse(run.stdout) as { rules: { id: string; why: string; instead: string; spec: string }[] };
    expect(catalog.rules.map((r) => r.id).sort()).toEqual(RULES.map((r) => r.meta.id).sort());
    for (const rule of catalog.rules) {
      expect(rule.why.length).toBeGreaterThan(10);
      expect(rule.instead.length).toBeGreaterThan(10);
      expect(rule.spec).toMatch(/^https:\/\//);
    }
  });

  it('rules <id> prints the rule page (the text of docs/rules/<id>.md)', () => {
    const rule = RULES[0];
    const meta = rule.meta;
    const run = runCli(['rules', meta.id], { cwd });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`# ${meta.id}\n`);
    expect(run.stdout).toContain(`## Why it matters\n\n${meta.why}`);
    expect(run.stdout).toContain(`## What to do instead\n\n${meta.instead}`);
    const doc = `${docsDir}${meta.id}.md`;
    expect(run.stdout).toBe(existsSync(doc) ? readFileSync(doc, 'utf8') : renderRuleDoc(rule));
  });

  it('an unknown id exits 2 with the nearest id', () => {
    const id = RULES[0].meta.id;
    const typo = `${id.slice(0, -1)}`;
    const run = runCli(['rules', typo], { cwd });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`unknown rule id "${typo}". Did you mean "${id}"?`);
  });
});

describe.skipIf(!cliBuilt)('mcp-capture-lint --help and mistakes', () => {
  it('--help names every command, option and exit status', () => {
    const run = runCli(['--help'], { cwd });
    expect(run.status).toBe(0);
    for (const word of ['explain [FILE|-]', 'rules [ID] [--json]', '--revision', '--config', '--format', '--output', '--update', '--fail-on', '--max-warnings', 'Exit status: 0']) {
      expect(run.stdout).toContain(word);
    }
    expect(runCli(['help', 'explain'], { cwd }).stdout).toContain('Usage: mcp-capture-lint explain');
    expect(runCli(['rules', '--help'], { cwd }).stdout).toContain('Usage: mcp-capture-lint rules');
  });

  it('a mistyped command is a usage error, not a missing file', () => {
    const run = runCli(['expain', 'x.jsonl'], { cwd });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown command expain. Did you mean "explain"?');
  });

  it('--version prints the version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(runCli(['--version'], { cwd }).stdout).toBe(`${pkg.version}\n`);
  });
});
