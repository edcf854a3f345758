import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../../src/core/engine.js';
import type { Revision } from '../../../src/core/revisions.js';
import type { Rule } from '../../../src/core/rules/rule.js';
import { messageRules, shapeRules } from '../../helpers/rule-sets.js';
import { jsonl } from '../tester.js';
import { meta26, request } from '../messages.js';

/**
 * Where two rules could both speak about one problem, only one does: these run a whole family
 * of rules together and list every finding (each rule's own cases are in test/rules/<family>/).
 */
async function findings(rules: readonly Rule[], revision: Revision, ...lines: unknown[]): Promise<string[]> {
  const result = await checkCapture({ path: 'capture.jsonl', text: jsonl(...lines) }, { revision, ruleSet: rules });
  expect(result.error).toBeUndefined();
  return result.findings.map((f) => `${f.line} ${f.rule}`);
}

describe('the message rules: one finding per problem', () => {
  it('"id": null on a method is id-null only, not also request-without-id', async () => {
    expect(await findings(messageRules, '2024-11-05', '{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{"name":"x"}}')).toEqual(['1 id-null']);
  });
  it('a batch under 2025-03-26 is clean', async () => {
    expect(await findings(messageRules, '2025-03-26', '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":2,"method":"prompts/list"}]')).toEqual([]);
  });
  it('an empty array is batch-empty only, where batches are allowed and where they are not', async () => {
    expect(await findings(messageRules, '2025-03-26', '[]')).toEqual(['1 batch-empty']);
    expect(await findings(messageRules, '2025-06-18', '[]')).toEqual(['1 batch-empty']);
  });
  it('the members of a batch are each checked, by the rules their slips belong to', async () => {
    expect(await findings(messageRules, '2025-03-26', '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"1.0","id":2,"method":"tools/List"}]')).toEqual(['1 jsonrpc-version', '1 method-typo']);
  });
  it('initialize in a batch that mixes a request and a result: the two batch rules', async () => {
    expect(await findings(messageRules, '2025-03-26', '[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}},{"jsonrpc":"2.0","id":7,"result":{}}]')).toEqual(['1 batch-mixed', '1 batch-initialize']);
  });
  it('broken responses: one error each, from the rule of its problem', async () => {
    const result = await checkCapture(
      {
        path: 'capture.jsonl',
        text: jsonl('{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}', '{"jsonrpc":"2.0","id":2,"result":"ok"}', '{"jsonrpc":"2.0","id":3,"error":{"code":-32603.5}}', '{"jsonrpc":"2.0","id":4,"error":"boom"}', '{"jsonrpc":"2.0","id":5,"result":{}}'),
      },
      { revision: '2025-06-18', ruleSet: messageRules },
    );
    expect(result.findings.filter((f) => f.severity === 'error').map((f) => `${f.line} ${f.rule}`)).toEqual(['1 response-result-and-error', '2 result-not-object', '3 error-object', '4 error-object']);
  });
  it('-32601 after a slip: the slip where it is made, the hint where it is answered', async () => {
    expect(await findings(messageRules, '2025-06-18', '{"jsonrpc":"2.0","id":1,"method":"tools/List"}', '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}')).toEqual(['1 method-typo', '2 error-code-hint']);
  });
  it('methods removed in 2026-07-28 are method-not-in-revision only', async () => {
    const meta = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
    expect(await findings(messageRules, '2026-07-28', `{"jsonrpc":"2.0","id":1,"method":"ping","params":{${meta}}}`, `{"jsonrpc":"2.0","id":3,"method":"initialize","params":{${meta}}}`)).toEqual(['1 method-not-in-revision', '2 method-not-in-revision']);
  });
});

describe('the shape rules: one finding per problem', () => {
  it('a misspelt required key is params-shape\'s one error, not also an unknown-key-slip warning', async () => {
    expect(await findings(shapeRules, '2025-06-18', request(1, 'tools/call', { nmae: 'get_weather' }))).toEqual(['1 params-shape']);
  });
  it('2026-07-28: the per-request _meta is left to request-meta-required', async () => {
    const lines = [request(1, 'tools/list'), request(2, 'tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }), request(3, 'tools/list', { _meta: meta26 }), request(4, 'tools/call', { _meta: meta26 })];
    expect(await findings(shapeRules, '2026-07-28', ...lines)).toEqual(['4 params-shape']);
  });
});
