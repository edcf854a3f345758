// A dual-era client probes a legacy server with server/discover and falls back to initialize, as the
// 2026-07-28 backward-compatibility section prescribes (issue 22): the capture speaks the negotiated
// legacy revision, the probe raises nothing, and a note says where the switch happened.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { repoRoot } from '../helpers/corpus.js';

async function checkCorpus(name: string, revision: 'auto' | '2026-07-28' = 'auto') {
  const path = join('corpus', 'dual-era', 'session', name);
  return checkCapture({ path, text: readFileSync(join(repoRoot, path), 'utf8') }, { revision });
}

describe('a dual-era probe, then the legacy handshake', () => {
  it.each([
    ['stdio (-32601)', 'fallback.jsonl', 3],
    ['Streamable HTTP (400 from a legacy server)', 'fallback.curl.txt', 16],
  ])('%s: judged under the negotiated revision, with only the note', async (_, name, fallbackLine) => {
    const result = await checkCorpus(name);
    expect({ revision: result.revision, source: result.revisionSource }).toEqual({ revision: '2025-11-25', source: 'initialize' });
    expect(result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.line} ${f.rule}`)).toEqual([]);
    const note = result.findings.find((f) => f.rule === 'dual-era-fallback');
    expect(note).toMatchObject({ line: fallbackLine, severity: 'info' });
    expect(note?.message).toContain('judged under 2025-11-25');
  });

  it('pinned to 2026-07-28, the pin is said to be wrong, and the legacy server is not taken for a modern one without server/discover', async () => {
    const result = await checkCorpus('fallback.jsonl', '2026-07-28');
    const rules = result.findings.map((f) => f.rule);
    expect(rules).toContain('revision-mismatch');
    expect(rules).not.toContain('discover-not-implemented');
  });

  it('a probe the legacy server leaves unanswered (stdio, or an HTTP 4xx without a body): the fall back is no fault either', async () => {
    const lines = readFileSync(join(repoRoot, 'corpus/dual-era/session/fallback.jsonl'), 'utf8').split('\n');
    const result = await checkCapture({ path: 'probe-unanswered.jsonl', text: [lines[0], ...lines.slice(2)].join('\n') }, { revision: 'auto' });
    expect(result.revision).toBe('2025-11-25');
    expect(result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.line} ${f.rule}`)).toEqual([]);
    expect(result.findings.find((f) => f.rule === 'dual-era-fallback')?.message).toContain('no answer to it is in the capture');
  });

  it('a probe a legacy server answered, with no fall back: the capture stays 2026-07-28', async () => {
    const text = readFileSync(join(repoRoot, 'corpus/dual-era/session/fallback.jsonl'), 'utf8').split('\n').slice(0, 2).join('\n');
    const result = await checkCapture({ path: 'probe-only.jsonl', text }, { revision: 'auto' });
    expect({ revision: result.revision, source: result.revisionSource }).toEqual({ revision: '2026-07-28', source: 'meta' });
    expect(result.findings.map((f) => f.rule)).toContain('discover-not-implemented');
  });
});
