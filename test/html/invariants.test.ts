import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { captureFiles, corpusRevision, repoRoot } from '../helpers/corpus.js';
import { describeShared, realCapturesDir as realDir, sharedEntries } from '../helpers/shared.js';
import { collectTimeline, renderHtmlReport, type CaptureTimeline } from '../../src/report/html/index.js';

/** What must hold for every capture: links both ways, findings on the frame they name, file order. */
function checkInvariants(timeline: CaptureTimeline, frameOf: Map<number, number | undefined>): void {
  timeline.rows.forEach((row, index) => {
    if (index > 0) expect(row.line).toBeGreaterThanOrEqual(timeline.rows[index - 1].line);
    if (row.answers !== undefined) {
      const request = timeline.rows[row.answers];
      expect(request.kind).toBe('request');
      expect(request.id).toEqual(row.id);
      expect(['result', 'error']).toContain(row.kind);
    }
    if (row.answeredBy !== undefined) expect(timeline.rows[row.answeredBy].answers).toBe(index);
    if (row.unanswered) expect(row.answeredBy).toBeUndefined();
    for (const f of row.findings ?? []) expect(timeline.findings[f].row).toBe(index);
  });
  timeline.findings.forEach((finding, index) => {
    const frame = frameOf.get(index);
    if (frame !== undefined) expect(timeline.rows[finding.row].frame).toBe(frame);
    if (finding.row >= 0) expect(timeline.rows[finding.row].findings).toContain(index);
  });
  expect(timeline.counts.requests + timeline.counts.notifications + timeline.counts.results + timeline.counts.errors + timeline.counts.invalid).toBe(timeline.counts.messages);
  const html = renderHtmlReport([timeline]);
  expect(html.match(/<script\b/g)).toHaveLength(3);
}

async function check(path: string, file: string, revision: ReturnType<typeof corpusRevision>): Promise<void> {
  const { result, timeline } = await collectTimeline({ path, file }, { revision });
  const frameOf = new Map(result.findings.map((f, i) => [i, f.frame]));
  expect(timeline.findings).toHaveLength(result.findings.length);
  checkInvariants(timeline, frameOf);
}

describe('timeline invariants', () => {
  test.each(captureFiles(join(repoRoot, 'corpus')).map((file) => relative(repoRoot, file)))('%s', async (path) => {
    await check(path, join(repoRoot, path), corpusRevision(join(repoRoot, path)));
  });
});

describeShared('real-captures', 'timeline invariants on the real captures', () => {
  const files = sharedEntries(realDir).flatMap((dir) => (existsSync(join(realDir, dir)) && !dir.endsWith('.md') ? readdirSync(join(realDir, dir)).filter((name) => name.startsWith('capture')).map((name) => join(dir, name)) : []));
  test.each(files)('%s', async (path) => {
    await check(path, join(realDir, path), 'auto');
  });
});
