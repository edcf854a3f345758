import type { RunResult } from '../app/outcome.js';
import { VERSION } from '../version.js';
import { renderHtmlReport } from './html/index.js';
import { runCoverageHtml } from './coverage.js';

/**
 * The run's HTML timeline report: one self-contained page (run `runCheck` with `timeline: true`).
 * Every text from the captures goes through the run's redactor as the page is written, so a
 * credential learned late in the run is masked in every capture.
 */
export function formatHtml(result: RunResult, options: { title?: string } = {}): string {
  const timelines = result.files.flatMap((file) => (file.timeline ? [file.timeline] : []));
  return renderHtmlReport(timelines, { title: options.title, version: VERSION, redact: result.redact, coverage: runCoverageHtml(result.report) });
}
