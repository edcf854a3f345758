import { describe, expect, it } from 'vitest';
import { explainErrorCode, explainMethod } from '../../src/core/protocol/explain.js';

describe('explaining methods and error codes from the model', () => {
  it('a method the revision defines: kind, direction, result, capability', () => {
    const text = explainMethod('2025-06-18', 'elicitation/create');
    expect(text).toContain('a request sent by the server (to the client) in 2025-06-18');
    expect(text).toContain('ElicitResult');
    expect(text).toContain("the client's elicitation capability");
    expect(explainMethod('2025-11-25', 'tasks/list')).toContain("the receiver's tasks.list capability");
  });
  it('methods the revision lacks: removed, embedded, later, unknown', () => {
    expect(explainMethod('2026-07-28', 'ping')).toContain('removed in 2026-07-28 (last defined in 2025-11-25)');
    expect(explainMethod('2026-07-28', 'roots/list')).toContain('inputRequests');
    expect(explainMethod('2025-03-26', 'server/discover')).toContain('defined in 2026-07-28');
    expect(explainMethod('2025-03-26', 'acme/x')).toContain('not an MCP method');
  });
  it('error codes: defined with their practical meaning, retired, and by range', () => {
    expect(explainErrorCode('2025-06-18', -32700)).toContain('stray output');
    expect(explainErrorCode('2026-07-28', -32002)).toContain('-32602');
    expect(explainErrorCode('2026-07-28', -32050)).toContain('must not emit');
    expect(explainErrorCode('2025-06-18', -32050)).toContain('implementation-defined');
    expect(explainErrorCode('2025-06-18', 7)).toContain('application-defined');
  });
});
