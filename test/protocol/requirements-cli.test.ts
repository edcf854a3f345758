import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { catalogJson } from '../../src/cli/rules.js';

async function run(...argv: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const status = await main(argv, { cwd: process.cwd(), stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { status, stdout, stderr };
}

describe('mcp-capture-lint requirements', () => {
  it('lists each registered revision with its counts, each requirement with its rules or why none judges it', async () => {
    const { status, stdout } = await run('requirements');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^2025-11-25: \d+ requirements, \d+ a capture can show/m);
    expect(stdout).toMatch(/^2026-07-28: \d+ requirements/m);
    expect(stdout).toMatch(/^ {2}lifecycle\.initialize-first +MUST +both +initialize-not-first$/m);
    expect(stdout).toContain('"The initialization phase MUST be the first interaction between client and server." https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#initialization');
    expect(stdout).toMatch(/meta\.reverse-dns +SHOULD +both +not yet judged: /);
    expect(stdout).toMatch(/http\.validate-origin +MUST +server +not observable: /);
  });

  it('--revision keeps one revision; --json gives the same as data', async () => {
    const text = await run('requirements', '--revision', '2026-07-28');
    expect(text.stdout).not.toMatch(/^2025-11-25:/m);
    const { status, stdout } = await run('requirements', '--revision', '2026-07-28', '--json');
    expect(status).toBe(0);
    const report = JSON.parse(stdout) as { revisions: { revision: string; counts: { total: number; judged: number }; requirements: { id: string; rules: string[]; url: string; gap?: string }[] }[] };
    expect(report.revisions.map((r) => r.revision)).toEqual(['2026-07-28']);
    const [modern] = report.revisions;
    expect(modern.counts.total).toBe(modern.requirements.length);
    const resultType = modern.requirements.find((r) => r.id === 'messages.result-type')!;
    expect(resultType.rules).toEqual(['result-type']);
    expect(resultType.url).toBe('https://modelcontextprotocol.io/specification/2026-07-28/basic#result-responses');
    expect(modern.requirements.find((r) => r.id === 'mrtr.input-request-keys-unique')!.rules).toEqual(['input-request-key-duplicate']);
  });

  it('has a registry for every revision, the oldest too, and rejects auto and arguments', async () => {
    const oldest = await run('requirements', '--revision', '2024-11-05', '--json');
    expect(oldest.status).toBe(0);
    expect((JSON.parse(oldest.stdout) as { revisions: { revision: string }[] }).revisions.map((r) => r.revision)).toEqual(['2024-11-05']);
    expect((await run('requirements', '--revision', 'auto')).status).toBe(2);
    expect((await run('requirements', '--revision', '2025-13-01')).stderr).toContain('--revision must be');
    expect((await run('requirements', 'tools')).status).toBe(2);
  });

  it('has its own help, also through `help requirements`', async () => {
    const help = await run('requirements', '--help');
    expect(help.stdout).toMatch(/^Usage: mcp-capture-lint requirements \[--revision R\] \[--json\]/);
    expect((await run('help', 'requirements')).stdout).toBe(help.stdout);
    expect((await run('--help')).stdout).toContain('mcp-capture-lint requirements [--revision R] [--json]');
  });

  it('`rules --json` and each rule\'s page name the requirements the rule judges', async () => {
    const catalog = JSON.parse(catalogJson('initialize-not-first')) as { rules: { requirements: string[] }[] };
    expect(catalog.rules[0].requirements).toEqual(['lifecycle.initialize-first', 'lifecycle.client-sends-initialize']);
    const page = (await run('rules', 'request-id-reused')).stdout;
    expect(page).toContain('## Requirements it judges');
    expect(page).toContain('- `messages.request-id-unique` (MUST NOT): [The request ID MUST NOT match the ID of any other request the sender has issued and not yet received a response for.](https://modelcontextprotocol.io/specification/2026-07-28/basic#requests) (2026-07-28)');
  });
});
