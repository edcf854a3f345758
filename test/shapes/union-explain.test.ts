import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { getShapeModel } from '../../src/core/protocol/shapes/index.js';
import { compileShapes, int, obj, opt, str, union, type ShapeIssue } from '../../src/core/protocol/shapes/lang.js';
import type { Revision } from '../../src/core/revisions.js';
import { shapeRules } from '../helpers/rule-sets.js';

/**
 * When a value fails every member of an untagged union, the finding explains the member the
 * value was meant to be (the one whose keys it has), not simply the first with as few issues.
 */

const paths = (issues: readonly ShapeIssue[] | undefined) => (issues ?? []).map((issue) => issue.path);

describe('explaining a union names the member the value was meant to be', () => {
  it('result-shape: a blob that is not base64 is reported as such, not as a missing `text`', async () => {
    const lines = [
      { jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'file:///logo.png' } },
      { jsonrpc: '2.0', id: 1, result: { contents: [{ uri: 'file:///logo.png', mimeType: 'image/png', blob: 'not base64!' }] } },
    ];
    const text = lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
    const result = await checkCapture({ path: 'capture.jsonl', text }, { revision: '2025-06-18', ruleSet: shapeRules });
    expect(result.findings.map((f) => [f.line, f.rule])).toEqual([[2, 'result-shape']]);
    expect(result.findings[0].message).toContain('`result.contents[0].blob` is string "not base64!"; expected a base64 string');
    expect(result.findings[0].message).not.toContain('text');
  });

  it('ResourceContents: text vs blob, in every revision, inside resources/read and embedded resources', () => {
    for (const revision of ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] as Revision[]) {
      const model = getShapeModel(revision);
      const read = (contents: unknown) => model.checkResult('resources/read', { uri: 'a:b' }, { contents: [contents] });
      expect(paths(read({ uri: 'a:b', blob: '%%%' })), revision).toEqual(['result.contents[0].blob']);
      expect(paths(read({ uri: 'a:b', text: 5 })), revision).toEqual(['result.contents[0].text']);
      expect(paths(read({ uri: 'no scheme', blob: 'AAAA' })), revision).toEqual(['result.contents[0].uri']);
      const call = model.checkResult('tools/call', { name: 't' }, { content: [{ type: 'resource', resource: { uri: 'a:b', blob: 'AAA' } }] });
      expect(paths(call), revision).toEqual(['result.content[0].resource.blob']);
    }
  });

  it('2026-07-28: the complete result of resources/read, input responses, and a misspelt input_required', () => {
    const model = getShapeModel('2026-07-28');
    const read = model.checkResult('resources/read', {}, { resultType: 'complete', ttlMs: 0, cacheScope: 'private', contents: [{ uri: 'a:b', blob: 'AAA=x' }] });
    expect(paths(read)).toEqual(['result.contents[0].blob']);
    // The answer to an embedded elicitation in a retry: the elicitation result, not "`roots` is missing".
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
    const answer = (response: unknown) => model.checkParams('request', 'tools/call', { _meta: meta, name: 't', inputResponses: { a: response } });
    expect(paths(answer({ action: 'accept', content: { x: {} } }))).toEqual(['params.inputResponses.a.content.x']);
    expect(paths(answer({ roots: [{ uri: 5 }] }))).toEqual(['params.inputResponses.a.roots[0].uri']);
    const misspelt = model.checkResult('tools/call', {}, { resultType: 'input_requird', requestState: 'abc' });
    expect(misspelt).toHaveLength(1);
    expect(misspelt?.[0]).toMatchObject({ path: 'result.resultType', suggestion: 'input_required' });
  });

  it('sampling content (one block or an array of blocks) and content blocks by type', () => {
    const model = getShapeModel('2025-11-25');
    const create = (content: unknown) =>
      model.checkResult('sampling/createMessage', { maxTokens: 1, messages: [] }, { role: 'assistant', model: 'm', content });
    expect(paths(create({ type: 'image', data: '!!', mimeType: 'image/png' }))).toEqual(['result.content.data']);
    expect(paths(create([{ type: 'text', text: 'a' }, { type: 'text', text: 1 }]))).toEqual(['result.content[1].text']);
  });

  it('elicitation schemas: the enum form the value uses, titled or untitled', () => {
    const model = getShapeModel('2025-11-25');
    const elicit = (schema: unknown) =>
      model.checkParams('request', 'elicitation/create', { message: 'm', requestedSchema: { type: 'object', properties: { p: schema } } });
    // Untitled multi-select with a number among the choices, not "`items.anyOf` is missing".
    expect(paths(elicit({ type: 'array', items: { type: 'string', enum: ['a', 1] } }))).toEqual([
      'params.requestedSchema.properties.p.items.enum[1]',
    ]);
    // Titled multi-select with a choice lacking its title.
    expect(paths(elicit({ type: 'array', items: { anyOf: [{ const: 'a' }] } }))).toEqual([
      'params.requestedSchema.properties.p.items.anyOf[0].title',
    ]);
    // A titled single-select whose default is not a string: the titled form, with both problems.
    expect(paths(elicit({ type: 'string', oneOf: [{ const: 'a' }], default: 5 })).sort()).toEqual([
      'params.requestedSchema.properties.p.default',
      'params.requestedSchema.properties.p.oneOf[0].title',
    ]);
  });

  it('keeps one issue naming every alternative when the value is of another JSON type altogether', () => {
    const shapes = compileShapes({ Id: union(str(), int()), Holder: obj({ id: opt({ kind: 'ref', name: 'Id' }) }) });
    const issues: ShapeIssue[] = [];
    shapes.get('Holder').explain({ id: true }, 'params', issues);
    expect(issues).toEqual([{ kind: 'shape', path: 'params.id', expected: 'a string or an integer', found: 'boolean true' }]);
  });
});
