import { describe, expect, it, vi } from 'vitest';
import type { ShapeIssue } from '../../src/core/protocol/shapes/lang.js';
import { REVISIONS, type Revision } from '../../src/core/revisions.js';

/**
 * The module-level memos of the shape models (one ShapeModel per revision, one slip judge per
 * object shape, the method lookups of the session) remember pure answers only: a fresh copy of the
 * modules asked the same questions in the opposite order gives the same answers.
 */

type Question = { kind: 'request' | 'notification'; method: string; params: unknown };

const QUESTIONS: Question[] = [
  { kind: 'request', method: 'tools/call', params: { name: 'echo', args: { text: 'hi' } } },
  { kind: 'request', method: 'tools/call', params: { name: 'echo', arguments: { text: 'hi' }, argumnets: 1 } },
  { kind: 'request', method: 'tools/call', params: { nmae: 'echo' } },
  { kind: 'request', method: 'resources/read', params: { url: 'file:///a' } },
  { kind: 'request', method: 'resources/read', params: { uri: 'file:///a' } },
  { kind: 'request', method: 'prompts/get', params: { name: 7, argument: {} } },
  { kind: 'notification', method: 'notifications/progress', params: { progressToken: 1, progres: 3 } },
  { kind: 'notification', method: 'notifications/progress', params: { progressToken: 1, progress: 'x' } },
  // An unknown key that is not a slip, sharing its first letters with one that is (`args`).
  { kind: 'request', method: 'tools/call', params: { name: 'echo', arbitrary: 1 } },
  { kind: 'request', method: 'initialize', params: { protocolVersion: '2025-06-18', capabilites: {}, clientInfo: { name: 'c', version: '1' } } },
];

const METHODS = ['tools/call', 'tools/list', 'sampling/createMessage', 'notifications/initialized', 'made/up', 'tool/call', 'Tools/List', 'initialised'];

interface Answers {
  shapes: Record<string, (ShapeIssue[] | undefined)[]>;
  methods: Record<string, unknown[]>;
  suggestions: (string | undefined)[];
}

/** Asks every question of a fresh copy of the modules, in the given order; answers by question. */
async function ask(order: number[], methodOrder: number[]): Promise<Answers> {
  vi.resetModules();
  const { getShapeModel } = await import('../../src/core/protocol/shapes/index.js');
  const { methodInfo } = await import('../../src/core/session/methods.js');
  const { suggestMethod } = await import('../../src/core/protocol/index.js');
  const answers: Answers = { shapes: {}, methods: {}, suggestions: [] };
  const revisions: (Revision | undefined)[] = [...REVISIONS, undefined];
  for (const revision of REVISIONS) {
    const found: (ShapeIssue[] | undefined)[] = [];
    for (const i of order) {
      const question = QUESTIONS[i];
      found[i] = getShapeModel(revision).checkParams(question.kind, question.method, structuredClone(question.params));
    }
    answers.shapes[revision] = found;
  }
  for (const revision of revisions) {
    const found: unknown[] = [];
    for (const i of methodOrder) found[i] = methodInfo(METHODS[i], revision);
    answers.methods[revision ?? 'none'] = found;
  }
  for (const i of methodOrder) answers.suggestions[i] = suggestMethod(METHODS[i]);
  return answers;
}

describe('module-level memos do not make the order of questions matter', () => {
  it('gives the same shape issues, method info and suggestions asked forwards and backwards', async () => {
    const forwards = QUESTIONS.map((_, i) => i);
    const methodsForwards = METHODS.map((_, i) => i);
    const first = await ask(forwards, methodsForwards);
    const second = await ask([...forwards].reverse(), [...methodsForwards].reverse());
    expect(second).toEqual(first);
    // The questions are real ones: slips are found and some params are fine.
    const latest = first.shapes['2025-06-18'];
    expect(latest[0]?.some((issue) => issue.kind === 'slip' && issue.suggestion === 'arguments')).toBe(true);
    expect(latest[4]).toEqual([]);
    expect(latest[8]).toEqual([]);
    expect(first.suggestions[METHODS.indexOf('tool/call')]).toBe('tools/call');
  });
});
