import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { sessionRules } from '../helpers/rule-sets.js';

/** Rules whose examples need what a JSONL text cannot carry (HTTP headers, a pinned revision note). */
const NOT_RUNNABLE = new Set(['protocol-version-header-mismatch', 'revision-mismatch', 'revision-unknown']);

describe('each session rule\'s doc examples: the bad one triggers it, the good one does not', () => {
  for (const rule of sessionRules) {
    const examples = rule.meta.examples;
    it.skipIf(!examples || NOT_RUNNABLE.has(rule.meta.id))(rule.meta.id, async () => {
      const revision = examples!.revision ?? '2025-06-18';
      const run = async (text: string) =>
        (await checkCapture({ path: 'example.jsonl', text: `${text}\n` }, { revision })).findings.filter((f) => f.rule === rule.meta.id);
      expect(await run(examples!.bad), 'bad example').not.toEqual([]);
      expect(await run(examples!.good), 'good example').toEqual([]);
    });
  }
});
