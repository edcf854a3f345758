import { describe, expect, it } from 'vitest';
import { editDistance, inSpecNamespace, latestDefinition, methodHistory, suggestMethod } from '../../src/core/protocol/index.js';

describe('method lookups across revisions', () => {
  it('suggests the spec method behind case, separator and spelling slips', () => {
    expect(suggestMethod('tools/List')).toBe('tools/list');
    expect(suggestMethod('Tools/Call')).toBe('tools/call');
    expect(suggestMethod('tool/call')).toBe('tools/call');
    expect(suggestMethod('resources.read')).toBe('resources/read');
    expect(suggestMethod('initialized')).toBe('notifications/initialized');
    expect(suggestMethod('notifications/initialised')).toBe('notifications/initialized');
    expect(suggestMethod('prompt/get')).toBe('prompts/get');
    expect(suggestMethod('sampling/createmessage')).toBe('sampling/createMessage');
  });
  it('suggests nothing for spec methods themselves, or for names far from any', () => {
    expect(suggestMethod('tools/list')).toBeUndefined();
    expect(suggestMethod('ping')).toBeUndefined();
    expect(suggestMethod('tools/delete')).toBeUndefined();
    expect(suggestMethod('com.example/reindex')).toBeUndefined();
    expect(suggestMethod('pong')).toBeUndefined();
  });
  it('edit distance counts adjacent swaps as one edit and gives up above the limit', () => {
    expect(editDistance('tools/lsit', 'tools/list', 2)).toBe(1);
    expect(editDistance('abc', 'abc', 2)).toBe(0);
    expect(editDistance('completely', 'different', 2)).toBe(3);
  });
  it('knows where each method stands', () => {
    expect(methodHistory('elicitation/create')).toEqual({ defined: ['2025-06-18', '2025-11-25'], embedded: ['2026-07-28'], extension: [] });
    expect(methodHistory('tasks/update')).toEqual({ defined: [], embedded: [], extension: ['2026-07-28'] });
    expect(methodHistory('ping')!.defined).toEqual(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']);
    expect(methodHistory('tools/delete')).toBeUndefined();
    expect(latestDefinition('ping')!.revision).toBe('2025-11-25');
  });
  it('tells the spec namespaces from custom ones', () => {
    expect(inSpecNamespace('tools/delete')).toBe(true);
    expect(inSpecNamespace('notifications/claude/channel')).toBe(true);
    expect(inSpecNamespace('initialize')).toBe(true);
    expect(inSpecNamespace('com.example/reindex')).toBe(false);
    expect(inSpecNamespace('$/cancelRequest')).toBe(false);
  });
});
