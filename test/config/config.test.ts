import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig, type ConfigProblem } from '../../src/config/config.js';
import { closest } from '../../src/config/suggest.js';

function problemsOf(text: string): ConfigProblem[] {
  try {
    parseConfig(text, '.mcp-capture-lint.yml');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('reads every key into the typed config', () => {
    const config = parseConfig(
      [
        'captures:',
        '  - captures/**/*.jsonl',
        '  - logs/mcp*.log',
        'exclude: captures/tmp/**',
        'revision: 2025-11-25',
        'format: jsonl',
        'mixed-output: true',
        'fail-on: warning',
        'max-warnings: 3',
        'expectations: expected',
        'rules:',
        '  parse-error: warning',
        'overrides:',
        '  - files: legacy/**',
        '    revision: 2024-11-05',
        '    rules: { parse-error: off }',
        '',
      ].join('\n'),
      'c.yml',
    );
    expect(config).toEqual({
      captures: ['captures/**/*.jsonl', 'logs/mcp*.log'],
      exclude: ['captures/tmp/**'],
      revision: '2025-11-25',
      format: 'jsonl',
      mixedOutput: true,
      failOn: 'warning',
      maxWarnings: 3,
      expectations: 'expected',
      rules: { 'parse-error': 'warning' },
      overrides: [{ files: ['legacy/**'], revision: '2024-11-05', rules: { 'parse-error': 'off' } }],
    });
  });

  it('accepts an empty file and a file of comments', () => {
    expect(parseConfig('', 'c.yml')).toEqual({});
    expect(parseConfig('# nothing yet\n', 'c.yml')).toEqual({});
  });

  it('places a misspelt revision at its value, with the revision it resembles', () => {
    const [problem] = problemsOf('captures: x\nrevision: 2025-6-18\n');
    expect(problem).toMatchObject({ file: '.mcp-capture-lint.yml', line: 2, column: 11 });
    expect(problem.message).toContain('not "2025-6-18". Did you mean "2025-06-18"?');
  });

  it('reports an unknown key, an unknown rule id and a bad severity, each at its own position', () => {
    const problems = problemsOf('revison: auto\nrules:\n  parse-eror: warning\n  parse-error: loud\n');
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [1, 1],
      [3, 3],
      [4, 16],
    ]);
    expect(problems[0].message).toContain('unknown top-level key "revison". Did you mean "revision"?');
    expect(problems[1].message).toContain('unknown rule id "parse-eror". Did you mean "parse-error"?');
    expect(problems[2].message).toContain('must be one of off, info, warning, error, not "loud"');
  });

  it('reports wrong types', () => {
    const problems = problemsOf('captures: 3\nmixed-output: yes\nmax-warnings: -1\noverrides: {files: x}\n');
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3, 4]);
    expect(problems[0].message).toContain('captures must be a glob or a list of globs, not number 3');
    expect(problems[1].message).toContain('mixed-output must be true or false, not "yes"');
    expect(problems[2].message).toContain('max-warnings must be a whole number');
    expect(problems[3].message).toContain('overrides must be a list');
  });

  it('checks override blocks: files is required, keys are known', () => {
    const problems = problemsOf('overrides:\n  - revision: 2025-03-26\n  - files: a/**\n    fromat: jsonl\n');
    expect(problems[0]).toMatchObject({ line: 2, column: 5 });
    expect(problems[0].message).toContain('no "files:"');
    expect(problems[1]).toMatchObject({ line: 4, column: 5 });
    expect(problems[1].message).toContain('Did you mean "format"?');
  });

  it('reports invalid YAML and duplicate keys with a position', () => {
    const [bad] = problemsOf('captures: [a, b\nrevision: auto\n');
    expect(bad.message).toMatch(/^not valid YAML/);
    const [dup] = problemsOf('revision: auto\nrevision: 2025-03-26\n');
    expect(dup.line).toBe(2);
  });

  it('refuses a list or a scalar as the whole file', () => {
    expect(problemsOf('- a\n- b\n')[0].message).toContain('must be a mapping');
  });

  it('refuses paths and globs outside the working directory where they are written: absolute, ../, or so once backslashes are separators', () => {
    const problems = problemsOf(
      ['captures:', '  - captures/**', '  - /etc/passwd', "  - '\\tmp\\x\\host-file.json?'", 'exclude: ../elsewhere/**', 'expectations: ../../home/runner', 'overrides:', '  - files: C:\\x\\*.jsonl', '    mixed-output: true', ''].join('\n'),
    );
    expect(problems.map((p) => [p.line, p.column])).toEqual([[3, 5], [4, 5], [5, 10], [6, 15], [8, 12]]);
    expect(problems[0].message).toBe('each entry of captures must be a path or glob inside the working directory, and "/etc/passwd" is not (it is absolute). Run from a folder that contains the captures.');
    expect(problems[1].message).toContain('"\\\\tmp\\\\x\\\\host-file.json?" is not (it is absolute)');
    expect(problems[2].message).toContain('each entry of exclude must be a path or glob inside the working directory, and "../elsewhere/**" is not (it climbs out with "..")');
    expect(problems[3].message).toBe('expectations must be a folder inside the working directory, and "../../home/runner" is not (it climbs out with ".."): update mode would write and delete there.');
    expect(problems[4].message).toContain('each entry of files must be a path or glob inside the working directory');
    // Inside, a name that merely starts with dots is fine.
    expect(parseConfig('captures: ..captures/*.jsonl\nexpectations: ./expected\n', 'c.yml')).toEqual({ captures: ['..captures/*.jsonl'], expectations: './expected' });
  });
});

describe('loadConfig', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcl-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds .mcp-capture-lint.yml at the root, and is empty without one', async () => {
    mkdirSync(join(dir, 'a'));
    mkdirSync(join(dir, 'b'));
    writeFileSync(join(dir, 'a/.mcp-capture-lint.yml'), 'revision: 2025-03-26\n');
    expect(await loadConfig(join(dir, 'a'))).toMatchObject({ path: '.mcp-capture-lint.yml', config: { revision: '2025-03-26' } });
    expect(await loadConfig(join(dir, 'b'))).toEqual({ config: {} });
  });

  it('reads --config relative to cwd, and a missing one is an error', async () => {
    writeFileSync(join(dir, 'b/custom.yml'), 'captures: x/**\n');
    expect(await loadConfig(join(dir, 'b'), 'custom.yml')).toMatchObject({ path: 'custom.yml', config: { captures: ['x/**'] } });
    await expect(loadConfig(join(dir, 'b'), 'missing.yml')).rejects.toThrow('missing.yml:1:1: cannot read the config file: no such file.');
  });

  it('refuses an expectations folder that a link carries out of the working directory, at its line', async () => {
    const work = join(dir, 'linked');
    mkdirSync(join(work, 'inside'), { recursive: true });
    mkdirSync(join(dir, 'elsewhere'), { recursive: true });
    symlinkSync(join(dir, 'elsewhere'), join(work, 'expected'));
    symlinkSync(join(work, 'inside'), join(work, 'near'));
    writeFileSync(join(work, '.mcp-capture-lint.yml'), 'revision: auto\nexpectations: expected/sub\n');
    const error = await loadConfig(work).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      `.mcp-capture-lint.yml:2:15: expectations must be a folder inside the working directory, but "expected/sub" leads to ${realpathSync(join(dir, 'elsewhere'))} through a link: update mode would write and delete there.`,
    );
    // A link that stays inside, and a folder not made yet, are fine.
    writeFileSync(join(work, '.mcp-capture-lint.yml'), 'expectations: near/golden\n');
    expect((await loadConfig(work)).config).toEqual({ expectations: 'near/golden' });
  });
});

describe('closest', () => {
  it('suggests near misses only', () => {
    expect(closest('2025-6-18', ['2025-06-18', '2025-11-25'])).toBe('2025-06-18');
    expect(closest('sarfi', ['text', 'json', 'sarif'])).toBe('sarif');
    expect(closest('banana', ['text', 'json', 'sarif'])).toBeUndefined();
  });
});
