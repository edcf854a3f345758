import { describe, expect, it } from 'vitest';
import {
  judgedRequirements,
  REGISTERED_REVISIONS,
  registryProblems,
  requirementCounts,
  requirementsOf,
  requirementUrl,
  type JudgingRule,
} from '../../src/core/protocol/requirements/index.js';
import { RULES } from '../../src/core/rules/index.js';

const LEVEL_WORDS = /\b(MUST NOT|MUST|REQUIRED|SHALL NOT|SHALL|SHOULD NOT|SHOULD)\b/g;

describe('the requirement registry', () => {
  it('has every revision, the three older ones as deltas', () => {
    expect(REGISTERED_REVISIONS).toEqual(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']);
  });

  it('words each older revision as it differs: batches only in 2025-03-26, the operation phase a SHOULD before 2025-06-18, HTTP+SSE in 2024-11-05', () => {
    const ids = (revision: '2024-11-05' | '2025-03-26' | '2025-06-18') => requirementsOf(revision)!.map((r) => r.id);
    expect(ids('2025-03-26')).toEqual(expect.arrayContaining(['messages.batch-receive', 'lifecycle.initialize-not-batched', 'http.post-body']));
    expect(ids('2025-03-26')).not.toContain('http.post-single-message');
    expect(ids('2025-03-26')).not.toContain('lifecycle.http-protocol-version-header');
    expect(ids('2025-06-18')).not.toContain('messages.batch-receive');
    expect(requirementsOf('2025-03-26')!.find((r) => r.id === 'lifecycle.respect-negotiated-version')!.level).toBe('SHOULD');
    expect(requirementsOf('2025-06-18')!.find((r) => r.id === 'lifecycle.respect-negotiated-version')!.level).toBe('MUST');
    expect(ids('2024-11-05')).toEqual(expect.arrayContaining(['sse.endpoint-event', 'sse.post-to-endpoint', 'http.validate-origin']));
    expect(ids('2024-11-05').filter((id) => id.startsWith('session.') || id === 'http.post-accept' || id === 'messages.batch-receive' || id === 'tools.annotations-untrusted')).toEqual([]);
  });

  for (const revision of REGISTERED_REVISIONS) {
    const list = requirementsOf(revision)!;
    describe(revision, () => {
      it('gives each requirement one entry, under a stable id', () => {
        const ids = list.map((r) => r.id);
        expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
        expect(ids.filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(id))).toEqual([]);
      });
      it('quotes a sentence that carries its level, without Markdown emphasis or links', () => {
        const wrong = list.filter((r) => {
          const levels = [...r.text.matchAll(LEVEL_WORDS)].map((m) => m[1]);
          return !levels.includes(r.level) || /\*\*|\]\(/.test(r.text);
        });
        expect(wrong.map((r) => `${r.id}: ${r.level} in "${r.text}"`)).toEqual([]);
      });
      it('says why a capture shows a requirement only partly or not at all, and only then', () => {
        expect(list.filter((r) => (r.observable === 'yes') === (r.why !== undefined)).map((r) => r.id)).toEqual([]);
        expect(list.filter((r) => r.observable === 'no' && r.gap !== undefined).map((r) => r.id)).toEqual([]);
      });
      it('links each requirement to its page on the spec site', () => {
        const r = list.find((e) => e.id === 'messages.request-id-not-null')!;
        expect(requirementUrl(revision, r)).toBe(`https://modelcontextprotocol.io/specification/${revision}/basic#requests`);
        expect(list.filter((e) => e.page.startsWith('/') || e.page.endsWith('.mdx') || e.anchor.startsWith('#')).map((e) => e.id)).toEqual([]);
      });
    });
  }

  it('words 2026-07-28 request-id uniqueness by requests in flight, 2025-11-25 by the whole session', () => {
    expect(requirementsOf('2025-11-25')!.find((r) => r.id === 'messages.request-id-unique')!.text).toContain('previously used by the requestor within the same session');
    expect(requirementsOf('2026-07-28')!.find((r) => r.id === 'messages.request-id-unique')!.text).toContain('not yet received a response for');
  });
});

describe('rules and requirements agree', () => {
  it('every rule says which requirements it judges (`[]` when none)', () => {
    expect(RULES.filter((rule) => !Array.isArray(rule.meta.requirements)).map((rule) => rule.meta.id)).toEqual([]);
  });

  it('no rule names an unknown requirement, every observable requirement has a rule or a gap, and no gap outlives its rule', () => {
    expect(registryProblems(RULES)).toEqual([]);
  });

  it('reports a rule that names a requirement no registry has', () => {
    const bogus: JudgingRule = { meta: { id: 'made-up', revisions: 'all', requirements: ['lifecycle.no-such-thing'] } };
    expect(registryProblems([...RULES, bogus])).toContain('rule made-up names unknown requirement lifecycle.no-such-thing');
  });

  it('reports a rule that names a requirement only a revision it does not run under has', () => {
    const legacyOnly: JudgingRule = { meta: { id: 'legacy-only', revisions: ['2025-11-25'], requirements: ['messages.result-type'] } };
    expect(registryProblems([...RULES, legacyOnly])).toContain('rule legacy-only names messages.result-type, which none of its revisions (2025-11-25) has');
  });

  it('reports an observable requirement left without its rule, and a gap whose rule now exists', () => {
    const withoutIdType = RULES.map((rule) => (rule.meta.id === 'id-type' || rule.meta.id === 'request-without-id' ? { meta: { ...rule.meta, requirements: [] } } : rule));
    expect(registryProblems(withoutIdType)).toContain('2025-11-25 messages.request-id-type is observable but no rule judges it and it has no gap');
    const judgingAGap: JudgingRule = { meta: { id: 'reverse-dns', revisions: 'all', requirements: ['meta.reverse-dns'] } };
    expect(registryProblems([...RULES, judgingAGap]).some((p) => p.startsWith('2026-07-28 meta.reverse-dns is judged by reverse-dns but still has a gap'))).toBe(true);
  });

  it('joins a requirement to the rules that run under the revision', () => {
    const legacy = judgedRequirements('2025-11-25', RULES)!;
    expect(legacy.find((r) => r.id === 'lifecycle.initialize-first')!.rules).toEqual(['initialize-not-first']);
    expect(legacy.find((r) => r.id === 'messages.request-id-unique')!.rules).toEqual(['request-id-reused']);
    const modern = judgedRequirements('2026-07-28', RULES)!;
    expect(modern.find((r) => r.id === 'messages.result-type')!.rules).toEqual(['result-type']);
    // Rules for the legacy handshake do not judge 2026-07-28, which has none.
    expect(modern.some((r) => r.rules.includes('initialize-not-first'))).toBe(false);
  });

  it('counts what each revision has, can show and judges', () => {
    for (const revision of REGISTERED_REVISIONS) {
      const counts = requirementCounts(revision, judgedRequirements(revision, RULES)!);
      expect(counts.total).toBe(requirementsOf(revision)!.length);
      expect(counts.judged + counts.notYetJudged).toBe(counts.observable);
      expect(counts.judgedMust).toBeLessThanOrEqual(counts.observableMust);
    }
  });
});
