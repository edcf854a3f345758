import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import type { MessageKind } from '../../src/core/message.js';
import type { Rule, RuleListener } from '../../src/core/rules/rule.js';

function recorder(id: string, kinds: readonly MessageKind[] | undefined, seen: string[]): Rule {
  return {
    meta: { id, family: 'session', severity: 'info', revisions: 'all', summary: '', why: '', instead: '', spec: '' },
    create: () => ({ kinds, message: (message) => void seen.push(`${id}:${message.kind}`) }),
  };
}

const capture = [
  { jsonrpc: '2.0', id: 1, method: 'ping' },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 1, result: {} },
  { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'nope' } },
  { jsonrpc: '2.0', method: 7 },
]
  .map((line) => JSON.stringify(line))
  .join('\n');

describe('message dispatch by kind', () => {
  it('hands each message to the rules that want its kind, and every kind to rules that declare none, in rule order', async () => {
    const seen: string[] = [];
    const ruleSet = [recorder('all', undefined, seen), recorder('answers', ['result', 'error'], seen), recorder('requests', ['request'], seen)];
    await checkCapture({ path: 'c.jsonl', text: capture }, { revision: '2025-06-18', ruleSet });
    expect(seen).toEqual([
      'all:request',
      'requests:request',
      'all:notification',
      'all:result',
      'answers:result',
      'all:error',
      'answers:error',
      'all:invalid',
    ]);
  });

  it('hands frames to the rules that want them: every frame, only those that did not parse, or only batches', async () => {
    const seen: string[] = [];
    const frameRecorder = (id: string, frames: RuleListener['frames']): Rule => ({
      meta: { id, family: 'capture', severity: 'info', revisions: 'all', summary: '', why: '', instead: '', spec: '' },
      create: () => ({ frames, frame: (frame) => void seen.push(`${id}:${frame.span.line}`) }),
    });
    const text = ['{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":', '[{"jsonrpc":"2.0","method":"notifications/initialized"}]', '[]', '{"jsonrpc":"2.0","id":1,"result":{}}'].join('\n');
    const ruleSet = [frameRecorder('every', undefined), frameRecorder('unparsed', 'unparsed'), frameRecorder('batches', 'batches')];
    await checkCapture({ path: 'c.jsonl', text }, { revision: '2025-03-26', ruleSet, format: 'jsonl' });
    expect(seen).toEqual(['every:1', 'every:2', 'unparsed:2', 'every:3', 'batches:3', 'every:4', 'batches:4', 'every:5']);
  });
});
