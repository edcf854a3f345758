import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { ConfigError, parseConfig } from '../../src/config/config.js';
import { schemaProblems } from '../../src/config/schema-check.js';

/** What the schema alone says of a config, as `line:column message`. */
function bySchema(text: string, reportedAt: number[] = []): string[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  return schemaProblems(doc, lineCounter, reportedAt).map((p) => `${p.line}:${p.column} ${p.message}`);
}

function byReader(text: string): string[] {
  try {
    parseConfig(text, 'c.yml');
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => `${p.line}:${p.column} ${p.message}`);
    throw error;
  }
}

describe('the config held to schema/config.schema.json at run time', () => {
  it('puts each schema problem at the YAML node it is about', () => {
    expect(bySchema('revision: auto\ncaptrues: caps\n')).toEqual(['2:1 "captrues" is not a key the config schema knows here (schema/config.schema.json).']);
    expect(bySchema('overrides:\n  - files: a\n  - revision: 2024-11-05\n')).toEqual(['3:5 overrides[1] needs "files" (schema/config.schema.json).']);
    expect(bySchema('rules:\n  parse-error: loud\n')).toEqual(['2:16 rules.parse-error must be one of off, info, warning, error (schema/config.schema.json).']);
    expect(bySchema('max-warnings: -3\n')).toEqual(['1:15 max-warnings must be >= 0 (schema/config.schema.json).']);
  });

  it('says one thing per stretch of the file: nothing again inside a node it refused', () => {
    expect(bySchema('revision:\n  - auto\n  - 2025-11-25\n')).toEqual(['2:3 revision must be one of auto, all, 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28 (schema/config.schema.json).']);
  });

  it('is silent where a hand check already spoke, so each problem is shown once, with "did you mean"', () => {
    expect(bySchema('captrues: caps\n', [0])).toEqual([]);
    for (const text of ['captrues: caps\n', 'revision: [auto, 2025-11-25]\n', 'overrides:\n  - revision: 2024-11-05\n', 'rules:\n  parse-error: loud\n', 'captures: [a, 3]\n']) {
      const problems = byReader(text);
      expect(problems, text).toHaveLength(1);
      expect(problems[0], text).not.toContain('schema/config.schema.json');
    }
    expect(byReader('captrues: caps\n')).toEqual([expect.stringContaining('1:1 unknown top-level key "captrues". Did you mean "captures"?')]);
  });

  it('accepts what the reader accepts', () => {
    expect(bySchema('revision: [2025-11-25, 2026-07-28]\nrules:\n  parse-error: off\noverrides:\n  - files: [a/**]\n    mixed-output: true\n')).toEqual([]);
  });
});
