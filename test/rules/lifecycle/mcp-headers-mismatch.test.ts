import { describe, expect, it } from 'vitest';
import { decodeHeaderValue, mcpHeadersMismatch } from '../../../src/core/rules/lifecycle/mcp-headers-mismatch.js';
import { ruleTester } from '../tester.js';
import { lineOf, replaceOnce, sdkHar, sdkStdio } from '../recordings.js';

// The HAR recording with an Mcp-Name header that differs from the tool name in the body.
const renamed = replaceOnce(sdkHar, '"value": "publish-report"', '"value": "publish-reports"');
const bodyLine = lineOf(renamed, '\\"name\\":\\"publish-report\\",\\"arguments');

ruleTester.run(mcpHeadersMismatch, {
  valid: [
    { name: 'the recorded stdio SDK session', capture: sdkStdio, revision: '2026-07-28' },
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
  ],
  invalid: [{ name: 'HAR: an Mcp-Name header that differs from the tool name', capture: renamed, path: 'fixture-streamable-http.har', revision: '2026-07-28', errors: [{ line: bodyLine, message: 'publish-reports' }] }],
});

describe('Mcp-* header values', () => {
  it('decodes the base64 sentinel to UTF-8 and keeps plain safe ASCII', () => {
    expect(decodeHeaderValue('=?base64?Y2Fmw6k=?=')).toEqual({ value: 'café' });
    expect(decodeHeaderValue('fixture://readme')).toEqual({ value: 'fixture://readme' });
  });
  it('refuses non-ASCII plain values, broken base64 and invalid UTF-8', () => {
    expect(decodeHeaderValue('café')).toHaveProperty('problem');
    expect(decodeHeaderValue('=?base64?not base64!?=')).toHaveProperty('problem');
    expect(decodeHeaderValue('=?base64?/w==?=')).toHaveProperty('problem');
    // The markers are case-sensitive: an upper-case one is a plain (safe ASCII) value.
    expect(decodeHeaderValue('=?BASE64?Y2Fmw6k=?=')).toEqual({ value: '=?BASE64?Y2Fmw6k=?=' });
  });
});
