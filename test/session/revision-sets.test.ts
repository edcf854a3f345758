import { describe, expect, it } from 'vitest';
import { REVISIONS } from '../../src/core/revisions.js';
import { LEGACY, MODERN, WITH_STRUCTURED_TOOL_OUTPUT } from '../../src/core/session/describe.js';

// The revision sets of the session rules are asked of the protocol model; these are the lists the
// rules were written against (a new revision must be added here, as in predicates.test.ts).
describe('the revision sets the session rules are judged under', () => {
  it('holds the handshake revisions in LEGACY and the stateless ones in MODERN, each revision in one', () => {
    expect(LEGACY).toEqual(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']);
    expect(MODERN).toEqual(['2026-07-28']);
    expect([...LEGACY, ...MODERN].sort()).toEqual([...REVISIONS]);
  });

  it('holds the revisions with structured tool output (outputSchema) from 2025-06-18 on', () => {
    expect(WITH_STRUCTURED_TOOL_OUTPUT).toEqual(['2025-06-18', '2025-11-25', '2026-07-28']);
  });
});
