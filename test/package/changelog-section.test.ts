import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/changelog-section.mjs prints the GitHub release's body, as the release workflow runs it.

const root = fileURLToPath(new URL('../../', import.meta.url));
const script = join(root, 'scripts/changelog-section.mjs');
const work = mkdtempSync(join(tmpdir(), 'mcl-changelog-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function section(version: string, changelog?: string) {
  const args = [script, version];
  if (changelog !== undefined) {
    const file = join(work, `CHANGELOG-${Math.random().toString(36).slice(2)}.md`);
    writeFileSync(file, changelog);
    args.push(file);
  }
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const CHANGELOG = `# Changelog

## [Unreleased]

- Something not released yet.

## [1.10.0] - 2026-12-24

### Added

- The ten.

## [1.1.0] - 2026-12-20

### Fixed

- A fix, with a [link](https://example.com/a).

[Unreleased]: https://github.com/o/r/compare/v1.10.0...HEAD
[1.10.0]: https://github.com/o/r/compare/v1.1.0...v1.10.0
[1.1.0]: https://github.com/o/r/releases/tag/v1.1.0
`;

describe('scripts/changelog-section.mjs <version>', () => {
  it('prints the body of that version\'s section, without its heading, the next section or the link footer', () => {
    expect(section('1.10.0', CHANGELOG)).toEqual({ status: 0, stdout: '### Added\n\n- The ten.\n', stderr: '' });
    expect(section('1.1.0', CHANGELOG).stdout).toBe('### Fixed\n\n- A fix, with a [link](https://example.com/a).\n');
  });

  it('takes the tag as the workflow has it (v1.1.0), and matches the version exactly (1.1.0 is not 1.10.0)', () => {
    expect(section('v1.1.0', CHANGELOG).stdout).toBe(section('1.1.0', CHANGELOG).stdout);
    expect(section('1.1', CHANGELOG).status).toBe(1);
  });

  it('fails, saying why, when the version has no section or an empty one: no release without notes', () => {
    const missing = section('2.0.0', CHANGELOG);
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain('has no "## [2.0.0]" section');
    const empty = section('3.0.0', `## [3.0.0] - 2027-01-01\n\n## [2.0.0]\n\n- x\n`);
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('the section of 3.0.0 is empty');
    const unreadable = spawnSync(process.execPath, [script, '1.0.0', join(work, 'no-such-CHANGELOG.md')], { encoding: 'utf8' });
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toContain('no-such-CHANGELOG.md: cannot be read (ENOENT)');
  });

  it('finds the section of package.json\'s version in the repository\'s CHANGELOG.md, which ends with compare links', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const notes = section(version);
    expect(notes.status, notes.stderr).toBe(0);
    expect(notes.stdout).toMatch(/^### /m);
    const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelog).toMatch(/^\[Unreleased\]: https:\/\/github\.com\/mcp-capture-lint\/mcp-capture-lint\/compare\/v\d+\.\d+\.\d+\.\.\.HEAD$/m);
    expect(changelog).toContain(`[${version}]: https://github.com/mcp-capture-lint/mcp-capture-lint/`);
  });
});
