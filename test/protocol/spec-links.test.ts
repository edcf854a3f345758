import { describe, expect, it } from 'vitest';
import { isSpecPage, specLinkFor } from '../../src/core/protocol/spec-links.js';
import { REVISIONS } from '../../src/core/revisions.js';
import { RULES } from '../../src/core/rules/index.js';

const spec = (path: string) => `https://modelcontextprotocol.io/specification/${path}`;

describe('specLinkFor', () => {
  it('keeps the link when the capture is held to its revision, or to none', () => {
    expect(specLinkFor(spec('2025-11-25/basic#requests'), '2025-11-25')).toBe(spec('2025-11-25/basic#requests'));
    expect(specLinkFor(spec('2025-11-25/basic#requests'), undefined)).toBe(spec('2025-11-25/basic#requests'));
    expect(specLinkFor('https://www.rfc-editor.org/rfc/rfc8259', '2024-11-05')).toBe('https://www.rfc-editor.org/rfc/rfc8259');
  });

  it('points at the same page of an older or newer revision with the same layout', () => {
    expect(specLinkFor(spec('2025-11-25/server/tools#calling-tools'), '2025-03-26')).toBe(spec('2025-03-26/server/tools#calling-tools'));
    expect(specLinkFor(spec('2025-11-25/basic/lifecycle#initialization'), '2024-11-05')).toBe(spec('2024-11-05/basic/lifecycle#initialization'));
  });

  it('follows the pages 2026-07-28 split and moved', () => {
    expect(specLinkFor(spec('2025-11-25/basic/transports#stdio'), '2026-07-28')).toBe(spec('2026-07-28/basic/transports/stdio'));
    expect(specLinkFor(spec('2025-11-25/basic/transports#protocol-version-header'), '2026-07-28')).toBe(
      spec('2026-07-28/basic/transports/streamable-http#protocol-version-header'),
    );
    expect(specLinkFor(spec('2025-11-25/basic/lifecycle#version-negotiation'), '2026-07-28')).toBe(spec('2026-07-28/basic/versioning#protocol-version-negotiation'));
    expect(specLinkFor(spec('2025-11-25/basic/lifecycle#initialization'), '2026-07-28')).toBe(spec('2026-07-28/basic/versioning'));
    expect(specLinkFor(spec('2025-11-25/basic/utilities/cancellation#cancellation-flow'), '2026-07-28')).toBe(spec('2026-07-28/basic/patterns/cancellation'));
    expect(specLinkFor(spec('2025-11-25/basic/utilities/tasks'), '2026-07-28')).toBe('https://modelcontextprotocol.io/extensions/tasks/overview');
  });

  it('follows them back from 2026-07-28 to the legacy layout', () => {
    expect(specLinkFor(spec('2026-07-28/basic/transports/streamable-http'), '2025-06-18')).toBe(spec('2025-06-18/basic/transports#streamable-http'));
    expect(specLinkFor(spec('2026-07-28/basic/patterns/cancellation'), '2025-11-25')).toBe(spec('2025-11-25/basic/utilities/cancellation'));
    expect(specLinkFor(spec('2026-07-28/basic/versioning#protocol-version-negotiation'), '2025-03-26')).toBe(spec('2025-03-26/basic/lifecycle#version-negotiation'));
    // 2024-11-05 had HTTP with SSE where the later revisions have Streamable HTTP.
    expect(specLinkFor(spec('2026-07-28/basic/transports/streamable-http'), '2024-11-05')).toBe(spec('2024-11-05/basic/transports#http-with-sse'));
  });

  it('falls back to the nearest revision that has a page the held one lacks', () => {
    // Elicitation came in 2025-06-18; the changelog page in 2025-03-26 (it tells what changed since 2024-11-05).
    expect(specLinkFor(spec('2025-11-25/client/elicitation#user-interaction-model'), '2025-03-26')).toBe(spec('2025-06-18/client/elicitation#user-interaction-model'));
    expect(specLinkFor(spec('2025-06-18/changelog'), '2024-11-05')).toBe(spec('2025-03-26/changelog'));
    // A page only 2026-07-28 has stays there.
    expect(specLinkFor(spec('2026-07-28/basic/patterns/subscriptions'), '2025-11-25')).toBe(spec('2026-07-28/basic/patterns/subscriptions'));
  });

  it('gives, for every rule and every revision, a page that revision (or the nearest one) has', () => {
    for (const rule of RULES) {
      expect(isSpecPage(rule.meta.spec), `${rule.meta.id}: ${rule.meta.spec}`).toBe(true);
      for (const revision of REVISIONS) {
        const link = specLinkFor(rule.meta.spec, revision);
        expect(isSpecPage(link), `${rule.meta.id} under ${revision}: ${link}`).toBe(true);
      }
    }
  });
});
