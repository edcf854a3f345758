import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError, parseConfig } from '../../src/config/config.js';
import { REVISIONS } from '../../src/core/revisions.js';

/**
 * schema/config.schema.json (shipped for editors: `# yaml-language-server: $schema=...`) and the
 * config reader agree: what one accepts the other accepts, what one refuses the other refuses.
 */
const root = new URL('../..', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('schema/config.schema.json', root), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

const byReader = (text: string) => {
  try {
    parseConfig(text, '.mcp-capture-lint.yml');
    return true;
  } catch (error) {
    if (error instanceof ConfigError) return false;
    throw error;
  }
};
const bySchema = (text: string) => validate(parse(text) ?? {});

/** The documented example (docs/cli.md) and this repository's own config. */
const documented = /## The config file[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readFileSync(new URL('docs/cli.md', root), 'utf8'))![1];
const own = readFileSync(new URL('.mcp-capture-lint.yml', root), 'utf8');

describe('the config schema', () => {
  it('ships with the package, and the docs show the yaml-language-server line', () => {
    expect(JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).files).toContain('schema');
    expect(readFileSync(new URL('docs/cli.md', root), 'utf8')).toContain('# yaml-language-server: $schema=https://raw.githubusercontent.com/mcp-capture-lint/mcp-capture-lint/main/schema/config.schema.json');
    expect(schema.definitions.dated.enum).toEqual([...REVISIONS]);
  });

  it.each([
    ['the documented example', documented],
    ["this repository's config", own],
    ['a revision list', 'revision: [2025-11-25, 2026-07-28]\n'],
    ['a comma list', 'revision: "2025-11-25, all"\n'],
    ['all', 'revision: all\n'],
    ['one capture glob', 'captures: caps/**\n'],
  ])('accepts %s, as the reader does', (_what, text) => {
    expect(byReader(text)).toBe(true);
    expect(bySchema(text), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ['an unknown key', 'captrues: caps\n'],
    ['a misspelt revision', 'revision: 2025-6-18\n'],
    ['auto in a list', 'revision: [auto, 2025-11-25]\n'],
    ['a bad severity', 'rules:\n  custom-method: loud\n'],
    ['a bad fail-on', 'fail-on: always\n'],
    ['a negative max-warnings', 'max-warnings: -3\n'],
    ['an override without files', 'overrides:\n  - revision: 2024-11-05\n'],
    ['an unknown key in an override', 'overrides:\n  - files: a\n    fail-on: error\n'],
    ['a list of captures holding a number', 'captures: [a, 3]\n'],
  ])('refuses %s, as the reader does', (_what, text) => {
    expect(byReader(text)).toBe(false);
    expect(bySchema(text)).toBe(false);
  });
});
